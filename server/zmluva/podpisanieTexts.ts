// Texts of the contract signing and by-code screens' answers (zmluva/podpisanie, zmluva/detail-portal), in the UI's languages.
import type { Lang } from '../i18n/messages';

type Texts = Record<string, string>;

const sk: Texts = {
  'podpis.asice.untrustedCertificate': 'Certifikát podpisovateľa {signer} v kontajneri ASiC-E {file} nevydala dôveryhodná kvalifikovaná certifikačná autorita (vydavateľ {issuer})',
  'podpis.asice.certificateExpired': 'Certifikát podpisovateľa {signer} v kontajneri ASiC-E {file} nebol v čase podpisu platný',
  'podpis.asice.certificateRevoked': 'Certifikát podpisovateľa {signer} v kontajneri ASiC-E {file} bol zrušený ({since})',
  'podpis.asice.revocationUnknown': 'Pri certifikáte podpisovateľa {signer} v kontajneri ASiC-E {file} nemožno overiť, či nebol zrušený',
  'podpis.asice.notZip': 'Kontajner ASiC-E {file} je poškodený: nie je to čitateľný archív ZIP',
  'podpis.asice.mimeType': 'Súbor {file} nie je kontajner ASiC-E: jeho typ (mimetype) je iný',
  'podpis.asice.noSignatures': 'Kontajner ASiC-E {file} neobsahuje žiadny podpis (META-INF/signatures*.xml)',
  'podpis.asice.tooLarge': 'Kontajner ASiC-E {file} je príliš veľký na overenie podpisu',
  'podpis.asice.badXml': 'Podpis v kontajneri ASiC-E {file} nie je čitateľný súbor XML',
  'podpis.asice.unsupportedAlgorithm': 'Podpis v kontajneri ASiC-E {file} používa nepodporovaný algoritmus ({algorithm})',
  'podpis.asice.signatureInvalid': 'Podpis {signer} v kontajneri ASiC-E {file} nie je platný: nezodpovedá certifikátu podpisovateľa alebo bol po podpise zmenený',
  'podpis.asice.referenceMissing': 'Podpis {signer} v kontajneri ASiC-E {file} podpisuje {part}, ktorý v kontajneri chýba',
  'podpis.asice.referenceInvalid': 'Podpis {signer} v kontajneri ASiC-E {file} nie je platný: {part} bol po podpise zmenený',
  'podpis.asice.notXades': 'Podpis {signer} v kontajneri ASiC-E {file} nie je podpis XAdES: nepodpisuje čas podpisu a certifikát podpisovateľa',
  'podpis.asice.unsignedFile': 'Súbor {part} v kontajneri ASiC-E {file} nie je podpísaný',
  'podpis.asice.noCertificate': 'Podpis v kontajneri ASiC-E {file} neobsahuje certifikát podpisovateľa',
  'podpis.asice.badCertificate': 'Certifikát podpisovateľa v kontajneri ASiC-E {file} je poškodený',
  'podpis.notOpen': 'Zmluvu {cislo} teraz nemožno podpísať: proces nečaká na jej podpis',
  'podpis.already': 'Podpísaná kópia zmluvy {cislo} už bola odoslaná',
  'podpis.documentMissing': 'Nahraný dokument {id} neexistuje alebo k nemu nemáte prístup',
  'podpis.documentType': 'Dokument typu {type} nie je podpísaná zmluva',
  'podpis.notGenerated': 'Najprv si stiahnite vygenerovanú zmluvu, podpíšte ju a nahrajte podpísanú kópiu',
  'podpis.noCertificate': 'Súbor {file} nie je elektronicky podpísaný; potvrďte vlastnoručný podpis',
  'podpis.noCertificateManualOff': 'Súbor {file} nie je elektronicky podpísaný; nahrajte zmluvu s elektronickým podpisom',
  'podpis.manualOff': 'Vlastnoručný podpis nie je v tomto prostredí povolený',
  'podpis.signed': 'Podpísaná zmluva {cislo} bola odoslaná na schválenie',
  'detail.unknownType': 'Neznámy typ entity {type}',
  'detail.notFound': 'Zmluva {code} ({type}) neexistuje alebo k nej nemáte prístup',
};

const en: Texts = {
  'podpis.asice.untrustedCertificate': 'The certificate of signer {signer} in the ASiC-E container {file} was not issued by a trusted qualified certification authority (issuer {issuer})',
  'podpis.asice.certificateExpired': 'The certificate of signer {signer} in the ASiC-E container {file} was not valid at the time of signing',
  'podpis.asice.certificateRevoked': 'The certificate of signer {signer} in the ASiC-E container {file} has been revoked ({since})',
  'podpis.asice.revocationUnknown': 'Whether the certificate of signer {signer} in the ASiC-E container {file} has been revoked cannot be checked',
  'podpis.asice.notZip': 'The ASiC-E container {file} is damaged: it is not a readable ZIP archive',
  'podpis.asice.mimeType': 'File {file} is not an ASiC-E container: its mimetype is different',
  'podpis.asice.noSignatures': 'The ASiC-E container {file} holds no signature (META-INF/signatures*.xml)',
  'podpis.asice.tooLarge': 'The ASiC-E container {file} is too large to verify its signatures',
  'podpis.asice.badXml': 'A signature in the ASiC-E container {file} is not readable XML',
  'podpis.asice.unsupportedAlgorithm': 'A signature in the ASiC-E container {file} uses an unsupported algorithm ({algorithm})',
  'podpis.asice.signatureInvalid': 'The signature of {signer} in the ASiC-E container {file} is not valid: it does not match the signer certificate or was changed after signing',
  'podpis.asice.referenceMissing': 'The signature of {signer} in the ASiC-E container {file} signs {part}, which the container lacks',
  'podpis.asice.referenceInvalid': 'The signature of {signer} in the ASiC-E container {file} is not valid: {part} was changed after signing',
  'podpis.asice.notXades': 'The signature of {signer} in the ASiC-E container {file} is no XAdES signature: it does not sign the signing time and the signer certificate',
  'podpis.asice.unsignedFile': 'File {part} in the ASiC-E container {file} is not signed',
  'podpis.asice.noCertificate': 'A signature in the ASiC-E container {file} carries no signer certificate',
  'podpis.asice.badCertificate': 'A signer certificate in the ASiC-E container {file} is damaged',
  'podpis.notOpen': 'Contract {cislo} cannot be signed now: its process is not waiting for the signature',
  'podpis.already': 'The signed copy of contract {cislo} has already been submitted',
  'podpis.documentMissing': 'The uploaded document {id} does not exist or you cannot access it',
  'podpis.documentType': 'A document of type {type} is not a signed contract',
  'podpis.notGenerated': 'Download the generated contract first, sign it and upload the signed copy',
  'podpis.noCertificate': 'File {file} carries no electronic signature; confirm the handwritten signature',
  'podpis.noCertificateManualOff': 'File {file} carries no electronic signature; upload the contract signed electronically',
  'podpis.manualOff': 'A handwritten signature is not allowed in this environment',
  'podpis.signed': 'The signed contract {cislo} was submitted for approval',
  'detail.unknownType': 'Unknown entity type {type}',
  'detail.notFound': 'Contract {code} ({type}) does not exist or you cannot access it',
};

const cs: Texts = {
  'podpis.asice.untrustedCertificate': 'Certifikát podepisujícího {signer} v kontejneru ASiC-E {file} nevydala důvěryhodná kvalifikovaná certifikační autorita (vydavatel {issuer})',
  'podpis.asice.certificateExpired': 'Certifikát podepisujícího {signer} v kontejneru ASiC-E {file} nebyl v době podpisu platný',
  'podpis.asice.certificateRevoked': 'Certifikát podepisujícího {signer} v kontejneru ASiC-E {file} byl zneplatněn ({since})',
  'podpis.asice.revocationUnknown': 'U certifikátu podepisujícího {signer} v kontejneru ASiC-E {file} nelze ověřit, zda nebyl zneplatněn',
  'podpis.asice.notZip': 'Kontejner ASiC-E {file} je poškozený: není to čitelný archiv ZIP',
  'podpis.asice.mimeType': 'Soubor {file} není kontejner ASiC-E: jeho typ (mimetype) je jiný',
  'podpis.asice.noSignatures': 'Kontejner ASiC-E {file} neobsahuje žádný podpis (META-INF/signatures*.xml)',
  'podpis.asice.tooLarge': 'Kontejner ASiC-E {file} je příliš velký na ověření podpisu',
  'podpis.asice.badXml': 'Podpis v kontejneru ASiC-E {file} není čitelný soubor XML',
  'podpis.asice.unsupportedAlgorithm': 'Podpis v kontejneru ASiC-E {file} používá nepodporovaný algoritmus ({algorithm})',
  'podpis.asice.signatureInvalid': 'Podpis {signer} v kontejneru ASiC-E {file} není platný: neodpovídá certifikátu podepisujícího nebo byl po podpisu změněn',
  'podpis.asice.referenceMissing': 'Podpis {signer} v kontejneru ASiC-E {file} podepisuje {part}, který v kontejneru chybí',
  'podpis.asice.referenceInvalid': 'Podpis {signer} v kontejneru ASiC-E {file} není platný: {part} byl po podpisu změněn',
  'podpis.asice.notXades': 'Podpis {signer} v kontejneru ASiC-E {file} není podpis XAdES: nepodepisuje čas podpisu a certifikát podepisujícího',
  'podpis.asice.unsignedFile': 'Soubor {part} v kontejneru ASiC-E {file} není podepsán',
  'podpis.asice.noCertificate': 'Podpis v kontejneru ASiC-E {file} neobsahuje certifikát podepisujícího',
  'podpis.asice.badCertificate': 'Certifikát podepisujícího v kontejneru ASiC-E {file} je poškozený',
  'podpis.notOpen': 'Smlouvu {cislo} nyní nelze podepsat: proces nečeká na její podpis',
  'podpis.already': 'Podepsaná kopie smlouvy {cislo} už byla odeslána',
  'podpis.documentMissing': 'Nahraný dokument {id} neexistuje nebo k němu nemáte přístup',
  'podpis.documentType': 'Dokument typu {type} není podepsaná smlouva',
  'podpis.notGenerated': 'Nejprve si stáhněte vygenerovanou smlouvu, podepište ji a nahrajte podepsanou kopii',
  'podpis.noCertificate': 'Soubor {file} není elektronicky podepsán; potvrďte vlastnoruční podpis',
  'podpis.noCertificateManualOff': 'Soubor {file} není elektronicky podepsán; nahrajte smlouvu s elektronickým podpisem',
  'podpis.manualOff': 'Vlastnoruční podpis není v tomto prostředí povolen',
  'podpis.signed': 'Podepsaná smlouva {cislo} byla odeslána ke schválení',
  'detail.unknownType': 'Neznámý typ entity {type}',
  'detail.notFound': 'Smlouva {code} ({type}) neexistuje nebo k ní nemáte přístup',
};

const TABLES: Record<Lang, Texts> = { sk, en, cs };

/** A signing text in a language, with `{name}` parameters filled. */
export function podpisText(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = TABLES[lang][key] ?? sk[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Every key, per language (for the completeness test). */
export const PODPIS_TEXT_KEYS: Record<Lang, string[]> = { sk: Object.keys(sk), en: Object.keys(en), cs: Object.keys(cs) };
