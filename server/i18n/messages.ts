// Texts the server sends to people (error messages and reasons), in the UI's languages.
// Slovak is the default; Czech falls back to Slovak, anything else to English.

import { workflowTexts } from './bpmTexts';
import { CALL_TEXTS } from './callTexts';
import { catalogueTexts } from './catalogueTexts';
import { DEVICE_TEXTS } from './deviceTexts';
import { GROUP_TEXTS } from './groupTexts';
import { SCHEMA_TEXTS } from './schemaTexts';

export type Lang = 'sk' | 'en' | 'cs';

type Texts = Record<string, string>;

const sk: Texts = {
  // Participants and user accounts (user management).
  'reason.accountLocked': 'Účet je zablokovaný',
  'reason.noCurrentParticipant': 'Nepracujete za žiadneho účastníka trhu',
  'reason.ownAdminRole': 'Rolu administrátora si nemôžete odobrať sami',
  'reason.ownAccountLock': 'Vlastný účet nemôžete zablokovať',
  'reason.alreadyLocked': 'Účet je už zablokovaný',
  'reason.notLocked': 'Účet nie je zablokovaný',
  'reason.membershipMissing': 'Používateľ nie je členom účastníka trhu {idUcastnikTrhu}',
  'reason.registerNotFound': 'Register právnických osôb nepozná IČO {ico}',
  'reason.prepNotFound': 'Žiadosť o prepojenie {kod} neexistuje',
  'reason.prepAlreadyMember': 'Už ste členom účastníka trhu {nazov}',
  'reason.prepAlreadyWaiting': 'Žiadosť o prepojenie s účastníkom trhu {nazov} už čaká na schválenie',
  'error.unauthorized': 'Na túto požiadavku je potrebné platné prihlásenie',
  'error.forbidden': 'Na túto operáciu nemáte oprávnenie',
  'error.notFound': 'Záznam nebol nájdený',
  'error.tooManyAttempts': 'Príliš veľa pokusov',
  'reason.tryAgainIn': 'Skúste to znova o {minutes} min.',
  'error.routeNotFound': 'Adresa neexistuje',
  'error.invalidPayload': 'Požiadavka nie je platná podľa JSON schémy',
  'error.invalidJson': 'Telo požiadavky nie je platný JSON',
  'error.unsupportedMediaType': 'Nepodporovaný typ obsahu požiadavky',
  'error.bodyTooLarge': 'Telo požiadavky je príliš veľké',
  'error.badRequest': 'Neplatná požiadavka',
  'error.invalidQuery': 'Neplatný dotaz na zoznam (RQL)',
  'error.invalidTenant': 'Neplatný účastník trhu v hlavičke X-Tenant',
  'error.conflict': 'Konflikt s aktuálnym stavom údajov',
  'error.versionConflict': 'Záznam medzitým zmenil iný používateľ; načítajte ho znova',
  'error.recordLocked': 'Záznam teraz nemožno meniť',
  'error.duplicate': 'Záznam s touto hodnotou už existuje',
  'error.inUse': 'Záznam sa používa v iných údajoch',
  'error.internal': 'Nastala neočakávaná chyba servera',
  'reason.tokenMissing': 'Chýba prístupový token (hlavička Authorization: Bearer …)',
  'reason.tokenExpired': 'Platnosť prístupového tokenu vypršala',
  'reason.tokenInvalid': 'Prístupový token nie je platný',
  'reason.permission': 'Chýba oprávnenie {token}',
  'reason.notMember': 'Nie ste členom účastníka trhu {id}',
  'reason.tenantHeader': 'X-Tenant: musí byť kladné celé číslo, bolo „{value}“',
  'reason.route': '{method} {url} neexistuje',
  'reason.recordNotFound': '{entity} {id} neexistuje',
  'reason.idNotNumber': '{field}: identifikátor musí byť kladné celé číslo, bolo „{value}“',
  'reason.idMismatch': '{field}: {value} nezodpovedá záznamu {id} v adrese',
  'reason.version': '{field}: poslaná verzia {sent}, aktuálna verzia {current}',
  'reason.duplicate': '{field}: hodnota už existuje',
  'reason.mediaType': 'Content-Type: {type} nie je podporovaný, použite application/json',
  'reason.bodyLimit': 'Najväčšia povolená veľkosť je {limit} bajtov',
  'reason.dbValue': '{field}: hodnota nie je platná',
  'reason.actionState': '{field}: v stave {value} táto akcia nie je možná',
  'reason.codeUnknown': '{field}: „{value}“ nie je platná položka číselníka',
  'reason.notSupplier': '{field}: účastník trhu {id} nie je dodávateľ',
  'error.tenantRequired': 'Nie je zvolený účastník trhu',
  'reason.tenantRequired': 'Zvoľte účastníka trhu (hlavička X-Tenant alebo set-tenant)',
  'reason.foreignTenant': '{field}: záznam patrí inému účastníkovi trhu ({value})',
  'reason.referenceMissing': '{field}: odkazovaný záznam neexistuje',
  'reason.inUse': '{entity}: záznam sa používa v iných údajoch',
  'reason.codeInUse': 'Kód {kod} sa používa, nedá sa zmazať ani zmeniť: {where}',
  'reason.readOnlyField': '{field}: hodnotu po vytvorení nemožno zmeniť',
  'reason.templateNotForContract': '{field}: šablóna nie je určená pre zmluvy typu {typ} alebo v daný deň neplatí',
  'reason.noMailRecipients': '{field}: účastník trhu nemá žiadneho používateľa, do ktorého schránky by správa prišla',
  'reason.eicCheck': '{field}: EIC {value} má nesprávny kontrolný znak',
  'reason.unknownEnum': 'Číselník {name} neexistuje',
  'error.fileTooLarge': 'Súbor je príliš veľký',
  'error.invalidFileType': 'Nepovolený typ súboru',
  'error.invalidMultipart': 'Požiadavka nie je platný formulár multipart/form-data',
  'error.tooManyRequests': 'Príliš veľa požiadaviek',
  'reason.fileLimit': 'Najväčšia povolená veľkosť súboru je {size}',
  'reason.fileType': 'Prípona „{extension}“ nie je povolená; povolené sú: {allowed}',
  'reason.fileContent': 'Obsah súboru nezodpovedá prípone .{extension}',
  'reason.fileMissing': 'Chýba súbor (pole file)',
  'reason.fileNameMissing': 'Súbor nemá použiteľný názov',
  'reason.unknownDocumentType': 'documentType: typ dokumentu „{value}“ neexistuje',
  'reason.documentNotFound': 'Dokument {id} neexistuje',
  'reason.multipartExpected': 'Content-Type: očakáva sa multipart/form-data',
  'reason.multipart.boundary': 'Content-Type: chýba alebo je neplatný parameter boundary',
  'reason.multipart.malformed': 'Telo formulára je poškodené',
  'reason.multipart.tooManyParts': 'Formulár má priveľa častí (najviac {limit})',
  'reason.multipart.fieldTooLarge': '{field}: pole je dlhšie ako {limit} bajtov',
  'reason.multipart.unknownField': '{field}: neznáme pole formulára (povolené: {allowed})',
  'reason.multipart.duplicateField': '{field}: pole je vo formulári viackrát',
  'reason.multipart.textExpected': '{field}: očakáva sa text, nie súbor',
  'reason.multipart.encoding': 'Názov alebo pole formulára nie je platné UTF-8',
  'reason.retryAfter': 'Skúste to znova o {seconds} s',
  'rql.unknownField': '{field}: neznáme pole (povolené: {allowed})',
  'rql.notFilterable': '{field}: podľa tohto poľa nemožno filtrovať ani triediť',
  'rql.likeNeedsText': '{field}: like() sa dá použiť len na textové pole',
  'rql.badValue': '{field}: hodnota „{value}“ nie je {type}',
  'rql.nullCompare': '{field}: null sa dá porovnať len cez eq alebo ne',
  'rql.limitTooLarge': 'limit: najviac {max} riadkov naraz, požadovaných {count}',
  'field.body': 'telo požiadavky',
  'error.verificationLink': 'Odkaz na overenie e-mailu je neplatný alebo už bol použitý',
  'error.verificationExpired': 'Platnosť odkazu na overenie e-mailu vypršala; zaregistrujte sa znova',
  // Consumer imports (server/odberatel).
  'error.importHeaders': 'Súbor nemá správne stĺpce',
  'error.importEmpty': 'Súbor neobsahuje žiadne riadky na import',
  'error.importUnreadable': 'Súbor sa nedá prečítať',
  'reason.importMissingColumns': 'Chýbajúce stĺpce: {columns}',
  'reason.importUnknownColumns': 'Neznáme stĺpce: {columns} (povolené: {allowed})',
  'reason.importRepeatedColumns': 'Opakované stĺpce: {columns}',
  'reason.importEmpty': 'Súbor musí mať riadok s hlavičkou a aspoň jeden riadok s údajmi',
  'reason.importUnreadable': 'Súbor nie je platný {kind}',
  'reason.importFileUnreadable': 'Súbor importu sa nepodarilo prečítať do konca',
  'reason.importRowRefused': 'Riadok {row}: databáza údaje odmietla',
  // Background jobs given up after their last attempt (server/jobs/).
  'job.gaveUp_one': 'Spracovanie zastavené po {count} neúspešnom pokuse: {reason}',
  'job.gaveUp_other': 'Spracovanie zastavené po {count} neúspešných pokusoch: {reason}',
  'job.reason.error': 'pri spracovaní nastala chyba na serveri',
  'job.reason.workerLost': 'spracovanie sa opakovane prerušilo (server sa zastavil)',
  // The operator's retry of a failed job (server/jobs/retry.ts).
  'reason.jobRunning': 'Úloha práve beží, zopakovať ju nemožno',
  'reason.jobNotRetryable': 'Túto úlohu odtiaľto zopakovať nemožno: jej prácu treba spustiť znova tam, kde vznikla (napríklad dokončiť úlohu procesu)',
  'reason.jobAlreadyWaiting': 'Na tú istú prácu už čaká iná úloha',
  'reason.jobWorkGone': 'Práca tejto úlohy medzitým skončila inak, niet čo zopakovať',
  'import.errors.sheet': 'Chyby importu',
  'import.errors.row': 'Riadok',
  'import.errors.column': 'Stĺpec',
  'import.errors.value': 'Hodnota',
  'import.errors.message': 'Chyba',
  'import.errors.fileName': 'chyby-importu',
  ...GROUP_TEXTS.sk,
  ...CALL_TEXTS.sk,
  ...DEVICE_TEXTS.sk,
  ...SCHEMA_TEXTS.sk,
  'reason.chainNotParty': 'O reťazení rozhoduje len subjekt zúčtovania, na ktorý sa zodpovednosť prenáša',
  'reason.chainDecided': 'O reťazení už bolo rozhodnuté (stav {stav})',
  'reason.contractInProcess': 'Zmluvu {cisloZmluvy} práve uzatvára proces: kým neskončí, mení ju len on; upraviť ju možno po jeho skončení',
  'reason.eicLimit': 'Naraz možno skontrolovať najviac {max} kódov EIC (zadaných {count})',
  'reason.semaforPortal': 'Stav semafora mení len pracovník dátového centra',
  'reason.sameContractType': 'Vybrané zmluvy musia byť rovnakého typu, vybrali ste: {types}. Vyberte zmluvy jedného typu (napr. filtrom Typ zmluvy).',
};

const en: Texts = {
  // Participants and user accounts (user management).
  'reason.accountLocked': 'The account is locked',
  'reason.noCurrentParticipant': 'You do not act for any market participant',
  'reason.ownAdminRole': 'You cannot take the administrator role away from yourself',
  'reason.ownAccountLock': 'You cannot lock your own account',
  'reason.alreadyLocked': 'The account is already locked',
  'reason.notLocked': 'The account is not locked',
  'reason.membershipMissing': 'The user is not a member of market participant {idUcastnikTrhu}',
  'reason.registerNotFound': 'The register of legal entities does not know IČO {ico}',
  'reason.prepNotFound': 'Link request {kod} does not exist',
  'reason.prepAlreadyMember': 'You are already a member of market participant {nazov}',
  'reason.prepAlreadyWaiting': 'A request to be linked to market participant {nazov} is already waiting for approval',
  'error.unauthorized': 'A valid login is required for this request',
  'error.forbidden': 'You are not allowed to do this',
  'error.notFound': 'The record was not found',
  'error.tooManyAttempts': 'Too many attempts',
  'reason.tryAgainIn': 'Try again in {minutes} min.',
  'error.routeNotFound': 'No such address',
  'error.invalidPayload': 'Request payload is invalid according to JSON Schema',
  'error.invalidJson': 'The request body is not valid JSON',
  'error.unsupportedMediaType': 'Unsupported request content type',
  'error.bodyTooLarge': 'The request body is too large',
  'error.badRequest': 'Bad request',
  'error.invalidQuery': 'Invalid list query (RQL)',
  'error.invalidTenant': 'Invalid market participant in the X-Tenant header',
  'error.conflict': 'Conflict with the current state of the data',
  'error.versionConflict': 'Someone else changed the record in the meantime; reload it',
  'error.recordLocked': 'The record cannot be changed now',
  'error.duplicate': 'A record with this value already exists',
  'error.inUse': 'The record is used by other data',
  'error.internal': 'Unexpected server error',
  'reason.tokenMissing': 'The access token is missing (Authorization: Bearer … header)',
  'reason.tokenExpired': 'The access token has expired',
  'reason.tokenInvalid': 'The access token is not valid',
  'reason.permission': 'Missing permission {token}',
  'reason.notMember': 'You do not belong to market participant {id}',
  'reason.tenantHeader': 'X-Tenant: must be a positive integer, was "{value}"',
  'reason.route': '{method} {url} does not exist',
  'reason.recordNotFound': '{entity} {id} does not exist',
  'reason.idNotNumber': '{field}: the identifier must be a positive integer, was "{value}"',
  'reason.idMismatch': '{field}: {value} does not match record {id} in the address',
  'reason.version': '{field}: sent version {sent}, current version {current}',
  'reason.duplicate': '{field}: the value already exists',
  'reason.mediaType': 'Content-Type: {type} is not supported, use application/json',
  'reason.bodyLimit': 'The largest allowed size is {limit} bytes',
  'reason.dbValue': '{field}: the value is not valid',
  'reason.actionState': '{field}: this action is not possible in state {value}',
  'reason.codeUnknown': '{field}: “{value}” is not a valid code-book item',
  'reason.notSupplier': '{field}: market participant {id} is not a supplier',
  'error.tenantRequired': 'No market participant is selected',
  'reason.tenantRequired': 'Select a market participant (X-Tenant header or set-tenant)',
  'reason.foreignTenant': '{field}: the record belongs to another market participant ({value})',
  'reason.referenceMissing': '{field}: the referenced record does not exist',
  'reason.inUse': '{entity}: the record is used by other data',
  'reason.codeInUse': 'Code {kod} is in use and cannot be deleted or changed: {where}',
  'reason.readOnlyField': '{field}: the value cannot change once created',
  'reason.templateNotForContract': '{field}: the template is not meant for contracts of type {typ} or is not valid on that day',
  'reason.noMailRecipients': '{field}: the market participant has no user whose mailbox could receive the message',
  'reason.eicCheck': '{field}: EIC {value} has a wrong check character',
  'reason.unknownEnum': 'Code book {name} does not exist',
  'error.fileTooLarge': 'The file is too large',
  'error.invalidFileType': 'File type not allowed',
  'error.invalidMultipart': 'The request is not a valid multipart/form-data form',
  'error.tooManyRequests': 'Too many requests',
  'reason.fileLimit': 'The largest allowed file size is {size}',
  'reason.fileType': 'Extension "{extension}" is not allowed; allowed: {allowed}',
  'reason.fileContent': 'The file content does not match the .{extension} extension',
  'reason.fileMissing': 'The file is missing (field file)',
  'reason.fileNameMissing': 'The file has no usable name',
  'reason.unknownDocumentType': 'documentType: document type "{value}" does not exist',
  'reason.documentNotFound': 'Document {id} does not exist',
  'reason.multipartExpected': 'Content-Type: multipart/form-data expected',
  'reason.multipart.boundary': 'Content-Type: the boundary parameter is missing or invalid',
  'reason.multipart.malformed': 'The form body is malformed',
  'reason.multipart.tooManyParts': 'The form has too many parts (at most {limit})',
  'reason.multipart.fieldTooLarge': '{field}: the field is longer than {limit} bytes',
  'reason.multipart.unknownField': '{field}: unknown form field (allowed: {allowed})',
  'reason.multipart.duplicateField': '{field}: the field appears more than once in the form',
  'reason.multipart.textExpected': '{field}: text expected, not a file',
  'reason.multipart.encoding': 'A file name or form field is not valid UTF-8',
  'reason.retryAfter': 'Try again in {seconds} s',
  'rql.unknownField': '{field}: unknown field (allowed: {allowed})',
  'rql.notFilterable': '{field}: cannot filter or sort by this field',
  'rql.likeNeedsText': '{field}: like() works only on text fields',
  'rql.badValue': '{field}: value "{value}" is not {type}',
  'rql.nullCompare': '{field}: null can be compared only with eq or ne',
  'rql.limitTooLarge': 'limit: at most {max} rows at once, {count} requested',
  'field.body': 'request body',
  'error.verificationLink': 'The e-mail verification link is invalid or has already been used',
  'error.verificationExpired': 'The e-mail verification link has expired; register again',
  // Consumer imports (server/odberatel).
  'error.importHeaders': 'The file does not have the right columns',
  'error.importEmpty': 'The file has no rows to import',
  'error.importUnreadable': 'The file cannot be read',
  'reason.importMissingColumns': 'Missing columns: {columns}',
  'reason.importUnknownColumns': 'Unknown columns: {columns} (allowed: {allowed})',
  'reason.importRepeatedColumns': 'Repeated columns: {columns}',
  'reason.importEmpty': 'The file needs a header row and at least one data row',
  'reason.importUnreadable': 'The file is not a valid {kind}',
  'reason.importFileUnreadable': 'The import file could not be read to its end',
  'reason.importRowRefused': 'Row {row}: the database refused the data',
  // Background jobs given up after their last attempt (server/jobs/).
  'job.gaveUp_one': 'Processing stopped after {count} failed attempt: {reason}',
  'job.gaveUp_other': 'Processing stopped after {count} failed attempts: {reason}',
  'job.reason.error': 'an error occurred on the server while processing',
  'job.reason.workerLost': 'processing was cut off repeatedly (the server stopped)',
  'reason.jobRunning': 'The job is running right now and cannot be retried',
  'reason.jobNotRetryable': 'This job cannot be retried from here: start its work again where it began (e.g. complete the process task again)',
  'reason.jobAlreadyWaiting': 'Another job is already waiting for the same work',
  'reason.jobWorkGone': 'The work of this job has since ended otherwise; there is nothing to retry',
  'import.errors.sheet': 'Import errors',
  'import.errors.row': 'Row',
  'import.errors.column': 'Column',
  'import.errors.value': 'Value',
  'import.errors.message': 'Error',
  'import.errors.fileName': 'import-errors',
  ...GROUP_TEXTS.en,
  ...CALL_TEXTS.en,
  ...DEVICE_TEXTS.en,
  ...SCHEMA_TEXTS.en,
  'reason.chainNotParty': 'Only the balance-responsible party the responsibility is handed to decides on the link',
  'reason.chainDecided': 'The link has already been decided (state {stav})',
  'reason.contractInProcess': 'Contract {cisloZmluvy} is being concluded by its process: until the process ends only the process changes it; edit it once the process has ended',
  'reason.eicLimit': 'At most {max} EIC codes can be checked at once ({count} given)',
  'reason.semaforPortal': 'Only data centre staff change a light of the status board',
  'reason.sameContractType': 'The selected contracts must be of one type; you selected: {types}. Select contracts of one type (e.g. with the Contract type filter).',
};

const cs: Texts = {
  'reason.codeUnknown': '{field}: „{value}“ není platná položka číselníku',
  'reason.notSupplier': '{field}: účastník trhu {id} není dodavatel',
  // Participants and user accounts (user management).
  'reason.accountLocked': 'Účet je zablokován',
  'reason.noCurrentParticipant': 'Nepracujete za žádného účastníka trhu',
  'reason.ownAdminRole': 'Roli administrátora si nemůžete odebrat sami',
  'reason.ownAccountLock': 'Vlastní účet nemůžete zablokovat',
  'reason.alreadyLocked': 'Účet je již zablokován',
  'reason.notLocked': 'Účet není zablokován',
  'reason.membershipMissing': 'Uživatel není členem účastníka trhu {idUcastnikTrhu}',
  'reason.registerNotFound': 'Registr právnických osob nezná IČO {ico}',
  'reason.prepNotFound': 'Žádost o propojení {kod} neexistuje',
  'reason.prepAlreadyMember': 'Již jste členem účastníka trhu {nazov}',
  'reason.prepAlreadyWaiting': 'Žádost o propojení s účastníkem trhu {nazov} již čeká na schválení',
  'error.unauthorized': 'Pro tento požadavek je nutné platné přihlášení',
  'error.forbidden': 'K této operaci nemáte oprávnění',
  'error.notFound': 'Záznam nebyl nalezen',
  'error.tooManyAttempts': 'Příliš mnoho pokusů',
  'reason.tryAgainIn': 'Zkuste to znovu za {minutes} min.',
  'error.invalidPayload': 'Požadavek není platný podle JSON schématu',
  'error.versionConflict': 'Záznam mezitím změnil jiný uživatel; načtěte ho znovu',
  'error.recordLocked': 'Záznam teď nelze měnit',
  'error.internal': 'Nastala neočekávaná chyba serveru',
  'error.tenantRequired': 'Není zvolen účastník trhu',
  'reason.tenantRequired': 'Zvolte účastníka trhu (hlavička X-Tenant nebo set-tenant)',
  'reason.foreignTenant': '{field}: záznam patří jinému účastníkovi trhu ({value})',
  'reason.referenceMissing': '{field}: odkazovaný záznam neexistuje',
  'reason.inUse': '{entity}: záznam se používá v jiných datech',
  'reason.codeInUse': 'Kód {kod} se používá, nelze jej smazat ani změnit: {where}',
  'reason.readOnlyField': '{field}: hodnotu po vytvoření nelze změnit',
  'reason.templateNotForContract': '{field}: šablona není určena pro smlouvy typu {typ} nebo v daný den neplatí',
  'reason.noMailRecipients': '{field}: účastník trhu nemá žádného uživatele, do jehož schránky by zpráva přišla',
  'reason.eicCheck': '{field}: EIC {value} má nesprávný kontrolní znak',
  'reason.actionState': '{field}: ve stavu {value} tato akce není možná',
  'reason.unknownEnum': 'Číselník {name} neexistuje',
  'error.fileTooLarge': 'Soubor je příliš velký',
  'error.invalidFileType': 'Nepovolený typ souboru',
  'reason.fileLimit': 'Největší povolená velikost souboru je {size}',
  'error.invalidMultipart': 'Požadavek není platný formulář multipart/form-data',
  'error.tooManyRequests': 'Příliš mnoho požadavků',
  'reason.retryAfter': 'Zkuste to znovu za {seconds} s',
  'reason.multipartExpected': 'Content-Type: očekává se multipart/form-data',
  'reason.multipart.boundary': 'Content-Type: chybí nebo je neplatný parametr boundary',
  'reason.multipart.malformed': 'Tělo formuláře je poškozené',
  'reason.multipart.tooManyParts': 'Formulář má příliš mnoho částí (nejvýše {limit})',
  'reason.multipart.fieldTooLarge': '{field}: pole je delší než {limit} bajtů',
  'reason.multipart.encoding': 'Název nebo pole formuláře není platné UTF-8',
  'reason.multipart.unknownField': '{field}: neznámé pole formuláře (povolená: {allowed})',
  'reason.multipart.duplicateField': '{field}: pole je ve formuláři vícekrát',
  'reason.multipart.textExpected': '{field}: očekává se text, ne soubor',
  'reason.fileType': 'Přípona „{extension}“ není povolena; povolené jsou: {allowed}',
  'reason.fileContent': 'Obsah souboru neodpovídá příponě .{extension}',
  'reason.fileMissing': 'Chybí soubor (pole file)',
  'reason.documentNotFound': 'Dokument {id} neexistuje',
  'error.verificationLink': 'Odkaz na ověření e-mailu je neplatný nebo už byl použit',
  'error.verificationExpired': 'Platnost odkazu na ověření e-mailu vypršela; zaregistrujte se znovu',
  // Consumer imports (server/odberatel).
  'error.importHeaders': 'Soubor nemá správné sloupce',
  'error.importEmpty': 'Soubor neobsahuje žádné řádky k importu',
  'error.importUnreadable': 'Soubor nelze přečíst',
  'reason.importMissingColumns': 'Chybějící sloupce: {columns}',
  'reason.importUnknownColumns': 'Neznámé sloupce: {columns} (povolené: {allowed})',
  'reason.importRepeatedColumns': 'Opakované sloupce: {columns}',
  'reason.importEmpty': 'Soubor musí mít řádek se záhlavím a alespoň jeden řádek s údaji',
  'reason.importUnreadable': 'Soubor není platný {kind}',
  'reason.importFileUnreadable': 'Soubor importu se nepodařilo přečíst do konce',
  'reason.importRowRefused': 'Řádek {row}: databáze údaje odmítla',
  // Background jobs given up after their last attempt (server/jobs/).
  'job.gaveUp_one': 'Zpracování zastaveno po {count} neúspěšném pokusu: {reason}',
  'job.gaveUp_other': 'Zpracování zastaveno po {count} neúspěšných pokusech: {reason}',
  'job.reason.error': 'při zpracování nastala chyba na serveru',
  'job.reason.workerLost': 'zpracování se opakovaně přerušilo (server se zastavil)',
  'reason.jobRunning': 'Úloha právě běží, zopakovat ji nelze',
  'reason.jobNotRetryable': 'Tuto úlohu odsud zopakovat nelze: její práci je třeba spustit znovu tam, kde vznikla (například dokončit úkol procesu)',
  'reason.jobAlreadyWaiting': 'Na tutéž práci už čeká jiná úloha',
  'reason.jobWorkGone': 'Práce této úlohy mezitím skončila jinak, není co zopakovat',
  'import.errors.sheet': 'Chyby importu',
  'import.errors.row': 'Řádek',
  'import.errors.column': 'Sloupec',
  'import.errors.value': 'Hodnota',
  'import.errors.message': 'Chyba',
  'import.errors.fileName': 'chyby-importu',
  ...GROUP_TEXTS.cs,
  ...CALL_TEXTS.cs,
  ...DEVICE_TEXTS.cs,
  ...SCHEMA_TEXTS.cs,
  'reason.chainNotParty': 'O řetězení rozhoduje jen subjekt zúčtování, na který se odpovědnost převádí',
  'reason.chainDecided': 'O řetězení již bylo rozhodnuto (stav {stav})',
  'reason.contractInProcess': 'Smlouvu {cisloZmluvy} právě uzavírá proces: dokud neskončí, mění ji jen on; upravit ji lze po jeho skončení',
  'reason.eicLimit': 'Najednou lze zkontrolovat nejvýše {max} kódů EIC (zadáno {count})',
  'reason.semaforPortal': 'Stav semaforu mění jen pracovník datového centra',
  'reason.sameContractType': 'Vybrané smlouvy musí být stejného typu, vybrali jste: {types}. Vyberte smlouvy jednoho typu (např. filtrem Typ smlouvy).',
};

const TEXTS: Record<Lang, Texts> = { sk, en, cs };

/** The server's own texts in one language: the tables above and the workflow's (bpmTexts.ts). */
// Own texts only: a key made of a request's field name (`field.constructor`) finds no prototype member.
const ownText = (texts: Record<string, string>, key: string) => (Object.hasOwn(texts, key) ? texts[key] : undefined);
const own = (lang: Lang, key: string): string | undefined => ownText(TEXTS[lang], key) ?? ownText(workflowTexts(lang), key);

const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * The form of a text for a number (`key_one`, `key_few`, `key_many`, `key_other`, as the language's
 * plural rules choose: 1 znak, 2 znaky, 5 znakov); Czech without its own form takes the Slovak one.
 */
function pluralOf(lang: Lang, key: string, count: string | number | undefined): string | undefined {
  if (typeof count !== 'number') return undefined;
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const form = `${key}_${rules.select(count)}`;
  return own(lang, form) ?? own(lang, `${key}_other`) ?? (lang === 'cs' ? pluralOf('sk', key, count) : undefined);
}

/**
 * A text with `{name}` placeholders filled; the one fallback order of every server text: the
 * language asked, (Czech: Slovak,) English, else the key itself.
 */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const template =
    pluralOf(lang, key, params.count) ??
    own(lang, key) ?? ownText(catalogueTexts(lang), key) ?? (lang === 'cs' ? own('sk', key) : undefined) ?? own('en', key) ?? ownText(catalogueTexts('en'), key) ?? key;
  return template.replace(/\{(\w+)(:number)?\}/g, (whole, name: string, number?: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    // As i18next's `{{name, number}}` writes it in the form: the language's separators.
    if (number && typeof value === 'number') return new Intl.NumberFormat(lang).format(value);
    // A parameter may itself name a text, e.g. the type in 'is not {type}' or the whole body.
    return typeof value === 'string' && /^(type|field)\.\w+$/.test(value) ? translate(lang, value) : String(value);
  });
}

const SUPPORTED: readonly Lang[] = ['sk', 'en', 'cs'];

/** The language of a request: `X-Language` (sent by the UI), else Accept-Language, else Slovak. */
export function languageOf(headers: Record<string, string | string[] | undefined>): Lang {
  const pick = (value: string | string[] | undefined): Lang | undefined => {
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) return undefined;
    for (const part of text.split(',')) {
      const code = part.trim().slice(0, 2).toLowerCase();
      if ((SUPPORTED as readonly string[]).includes(code)) return code as Lang;
    }
    return undefined;
  };
  return pick(headers['x-language']) ?? pick(headers['accept-language']) ?? 'sk';
}
