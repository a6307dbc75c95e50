// Code books of the seed: definitions (where their codes live) and items in Slovak, English and Czech.
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import type { Database } from '../db/types';

/** One item: code, Slovak, English and Czech name; inactive items are kept but never listed. */
export interface SeedCodeItem {
  kod: string;
  nazov: string;
  nazovEn: string;
  nazovCs: string;
  aktivny?: boolean;
  /** Document types: allowed file extensions, lower case without the dot. */
  pripony?: string[];
  rootDocumentType?: string;
}

/** A code book and its items, in display order. */
export interface SeedCodeBook {
  enumType: 'edc' | 'portal';
  mixed: boolean;
  nazov: string;
  tabulka: string;
  stlpec: string;
  popis: string;
  popisEn: string;
  /** The name in Czech (the UI's third language). */
  popisCs: string;
  items: SeedCodeItem[];
}

const item = (kod: string, nazov: string, nazovEn: string, nazovCs: string, extra: Partial<SeedCodeItem> = {}): SeedCodeItem => ({ kod, nazov, nazovEn, nazovCs, ...extra });

export const CODE_BOOKS: readonly SeedCodeBook[] = [
  {
    enumType: 'edc',
    mixed: false,
    nazov: 'stat',
    tabulka: 'adresa',
    stlpec: 'id_stat',
    popis: 'Štáty',
    popisEn: 'Countries',
    popisCs: 'Státy',
    // Slovakia first and Czechia second, the rest by name.
    items: [
      item('SK', 'Slovensko', 'Slovakia', 'Slovensko'),
      item('CZ', 'Česko', 'Czechia', 'Česko'),
      item('AT', 'Rakúsko', 'Austria', 'Rakousko'),
      item('BE', 'Belgicko', 'Belgium', 'Belgie'),
      item('CS', 'Československo', 'Czechoslovakia', 'Československo', { aktivny: false }),
      item('FR', 'Francúzsko', 'France', 'Francie'),
      item('HR', 'Chorvátsko', 'Croatia', 'Chorvatsko'),
      item('IT', 'Taliansko', 'Italy', 'Itálie'),
      item('HU', 'Maďarsko', 'Hungary', 'Maďarsko'),
      item('DE', 'Nemecko', 'Germany', 'Německo'),
      item('NL', 'Holandsko', 'Netherlands', 'Nizozemsko'),
      item('PL', 'Poľsko', 'Poland', 'Polsko'),
      item('RO', 'Rumunsko', 'Romania', 'Rumunsko'),
      item('SI', 'Slovinsko', 'Slovenia', 'Slovinsko'),
      item('UA', 'Ukrajina', 'Ukraine', 'Ukrajina'),
    ],
  },
  {
    enumType: 'edc',
    mixed: false,
    nazov: 'bilancna-skupina',
    tabulka: 'bilancna_skupina',
    stlpec: 'eic',
    popis: 'Bilančné skupiny',
    popisEn: 'Balance groups',
    popisCs: 'Bilanční skupiny',
    items: [
      item(withEicCheck('24YBS-ZSE-0001-'), 'Bilančná skupina ZSE Energia', 'ZSE Energia balance group', 'Bilanční skupina ZSE Energia'),
      item(withEicCheck('24YBS-SSE-0001-'), 'Bilančná skupina Stredoslovenská energetika', 'Stredoslovenská energetika balance group', 'Bilanční skupina Stredoslovenská energetika'),
      item(withEicCheck('24YBS-VSE-0001-'), 'Bilančná skupina Východoslovenská energetika', 'Východoslovenská energetika balance group', 'Bilanční skupina Východoslovenská energetika'),
      item(withEicCheck('24YBS-EAC-0001-'), 'Bilančná skupina agregátora EAC', 'EAC aggregator balance group', 'Bilanční skupina agregátora EAC'),
      item(withEicCheck('24YBS-OZE-0001-'), 'Bilančná skupina výrobcov z OZE', 'Renewable producers balance group', 'Bilanční skupina výrobců z OZE'),
      item(withEicCheck('24YBS-OLD-0001-'), 'Zrušená bilančná skupina', 'Closed balance group', 'Zrušená bilanční skupina', { aktivny: false }),
    ],
  },
  {
    enumType: 'edc',
    mixed: false,
    nazov: 'sustava',
    tabulka: 'odberne_miesto',
    stlpec: 'sustava',
    popis: 'Distribučné sústavy',
    popisEn: 'Distribution systems',
    popisCs: 'Distribuční soustavy',
    // The three regional systems, then local ones (miestne distribučné sústavy).
    items: [
      item('PPS', 'Prenosová sústava SEPS', 'SEPS transmission system', 'Přenosová soustava SEPS'),
      item('ZSD', 'Západoslovenská distribučná, a.s.', 'Západoslovenská distribučná (West Slovakia)', 'Západoslovenská distribučná, a.s.'),
      item('SSD', 'Stredoslovenská distribučná, a.s.', 'Stredoslovenská distribučná (Central Slovakia)', 'Stredoslovenská distribučná, a.s.'),
      item('VSD', 'Východoslovenská distribučná, a.s.', 'Východoslovenská distribučná (East Slovakia)', 'Východoslovenská distribučná, a.s.'),
      item('MDS_USSK', 'Miestna distribučná sústava U. S. Steel Košice', 'U. S. Steel Košice local distribution system', 'Lokální distribuční soustava U. S. Steel Košice'),
      item('MDS_SLOVNAFT', 'Miestna distribučná sústava Slovnaft', 'Slovnaft local distribution system', 'Lokální distribuční soustava Slovnaft'),
      item('MDS_ZSR', 'Miestna distribučná sústava ŽSR', 'Railways of the Slovak Republic local distribution system', 'Lokální distribuční soustava ŽSR'),
      item('MDS_OLD', 'Zrušená miestna distribučná sústava', 'Closed local distribution system', 'Zrušená lokální distribuční soustava', { aktivny: false }),
    ],
  },
  {
    enumType: 'portal',
    mixed: false,
    nazov: 'zmluva-typ',
    tabulka: 'zmluva',
    stlpec: 'typ_zmluvy',
    popis: 'Typy zmlúv',
    popisEn: 'Contract types',
    popisCs: 'Typy smluv',
    items: [
      item('VSEOBECNA', 'Všeobecná zmluva', 'General agreement', 'Obecná smlouva'),
      item('ZPU', 'Zmluva o prístupe a užívaní', 'Access and use agreement', 'Smlouva o přístupu a užívání'),
      item('ZO', 'Zmluva o zúčtovaní odchýlky', 'Imbalance settlement agreement', 'Smlouva o zúčtování odchylek'),
      item('KT', 'Zmluva o krátkodobom trhu', 'Short-term market agreement', 'Smlouva o krátkodobém trhu'),
      item('RRM_KT', 'Zmluva o reporte REMIT (krátkodobý trh)', 'REMIT reporting agreement (short-term market)', 'Smlouva o reportingu REMIT (krátkodobý trh)'),
      item('RRM_OTC', 'Zmluva o reporte REMIT (OTC)', 'REMIT reporting agreement (OTC)', 'Smlouva o reportingu REMIT (OTC)'),
      item('RE', 'Zmluva o registrácii záruk pôvodu', 'Guarantees of origin registration agreement', 'Smlouva o registraci záruk původu'),
      item('AIB', 'Zmluva o účte v registri AIB', 'AIB registry account agreement', 'Smlouva o účtu v registru AIB'),
      item('NON_AIB', 'Zmluva o záruke pôvodu mimo AIB', 'Non-AIB guarantee of origin agreement', 'Smlouva o záruce původu mimo AIB'),
      item('ZOD', 'Zmluva o doplatku', 'Feed-in premium agreement', 'Smlouva o doplatku'),
      item('DUA', 'Zmluva o dátovom účte', 'Data account agreement', 'Smlouva o datovém účtu'),
      item('TPS_TSS', 'Zmluva o technickej a systémovej službe', 'Technical and system service agreement', 'Smlouva o technické a systémové službě'),
    ],
  },
  {
    enumType: 'portal',
    mixed: false,
    nazov: 'zmluva-rola-typ',
    tabulka: 'zmluva',
    stlpec: 'rola',
    popis: 'Roly v zmluve',
    popisEn: 'Contract roles',
    popisCs: 'Role ve smlouvě',
    items: [
      item('VYROBCA', 'Výrobca elektriny', 'Electricity producer', 'Výrobce elektřiny'),
      item('DODAVATEL', 'Dodávateľ elektriny', 'Electricity supplier', 'Dodavatel elektřiny'),
      item('AGREGATOR', 'Agregátor', 'Aggregator', 'Agregátor'),
      item('SUBJEKT_ZUCTOVANIA', 'Subjekt zúčtovania', 'Balance responsible party', 'Subjekt zúčtování'),
      item('ODBERATEL', 'Odberateľ', 'Consumer', 'Odběratel'),
    ],
  },
  {
    enumType: 'portal',
    mixed: false,
    nazov: 'zmluva-typ-subjektu-tps-tss',
    tabulka: 'zmluva',
    stlpec: 'typ_subjektu_tps_tss',
    popis: 'Typy subjektov TPS/TSS',
    popisEn: 'TPS/TSS party types',
    popisCs: 'Typy subjektů TPS/TSS',
    items: [
      item('POSKYTOVATEL_PPS', 'Poskytovateľ podporných služieb', 'Ancillary service provider', 'Poskytovatel podpůrných služeb'),
      item('POSKYTOVATEL_FLEX', 'Poskytovateľ flexibility', 'Flexibility service provider', 'Poskytovatel flexibility'),
      item('PREVADZKOVATEL_AKU', 'Prevádzkovateľ zariadenia na uskladňovanie', 'Storage operator', 'Provozovatel zařízení pro ukládání elektřiny'),
    ],
  },
  {
    enumType: 'edc',
    mixed: true,
    nazov: 'kategoria-technologie',
    tabulka: 'technologia',
    stlpec: 'kategoria',
    popis: 'Kategórie technológií',
    popisEn: 'Technology categories',
    popisCs: 'Kategorie technologií',
    items: [
      item('SOLAR', 'Slnečná energia', 'Solar energy', 'Sluneční energie'),
      item('VIETOR', 'Veterná energia', 'Wind energy', 'Větrná energie'),
      item('VODA', 'Vodná energia', 'Hydro energy', 'Vodní energie'),
      item('BIOPLYN', 'Bioplyn', 'Biogas', 'Bioplyn'),
      item('BIOMASA', 'Biomasa', 'Biomass', 'Biomasa'),
      item('GEOTERMAL', 'Geotermálna energia', 'Geothermal energy', 'Geotermální energie'),
      item('KOGENERACIA', 'Kogenerácia', 'Cogeneration', 'Kogenerace'),
      item('INE', 'Iné', 'Other', 'Jiné'),
    ],
  },
  {
    enumType: 'edc',
    mixed: true,
    nazov: 'typ-podpory',
    tabulka: 'vyrobne_zariadenie',
    stlpec: 'typ_podpory',
    popis: 'Typy podpory výroby',
    popisEn: 'Support types',
    popisCs: 'Typy podpory výroby',
    items: [
      item('BEZ_PODPORY', 'Bez podpory', 'No support', 'Bez podpory'),
      item('DOPLATOK', 'Doplatok', 'Feed-in premium', 'Doplatek'),
      item('VYKUP', 'Výkup elektriny', 'Electricity purchase', 'Výkup elektřiny'),
      item('PRIPLATOK', 'Príplatok', 'Auction premium', 'Příplatek'),
      item('INVESTICNA', 'Investičná podpora', 'Investment aid', 'Investiční podpora'),
    ],
  },
  {
    enumType: 'edc',
    mixed: true,
    nazov: 'stav-zariadenia',
    tabulka: 'vyrobne_zariadenie',
    stlpec: 'stav',
    popis: 'Stavy výrobných zariadení',
    popisEn: 'Production device states',
    popisCs: 'Stavy výroben',
    items: [
      item('V_KONANI', 'V konaní', 'In process', 'V řízení'),
      item('AKTIVNE', 'Aktívne', 'Active', 'Aktivní'),
      item('NEAKTIVNE', 'Neaktívne', 'Inactive', 'Neaktivní'),
      item('ZRUSENE', 'Zrušené', 'Cancelled', 'Zrušené'),
    ],
  },
  {
    enumType: 'edc',
    mixed: true,
    nazov: 'typ-ucastnika',
    tabulka: 'ucastnik_trhu',
    stlpec: 'typ',
    popis: 'Typy účastníkov trhu',
    popisEn: 'Market participant types',
    popisCs: 'Typy účastníků trhu',
    items: [
      item('VYROBCA', 'Výrobca', 'Producer', 'Výrobce'),
      item('DODAVATEL', 'Dodávateľ', 'Supplier', 'Dodavatel'),
      item('AGREGATOR', 'Agregátor', 'Aggregator', 'Agregátor'),
      item('PDS', 'Prevádzkovateľ distribučnej sústavy', 'Distribution system operator', 'Provozovatel distribuční soustavy'),
      item('OKTE', 'Organizátor krátkodobého trhu', 'Short-term market operator', 'Organizátor krátkodobého trhu'),
    ],
  },
  {
    enumType: 'portal',
    mixed: false,
    nazov: 'document-type',
    tabulka: 'dms_document',
    stlpec: 'document_type',
    popis: 'Typy dokumentov',
    popisEn: 'Document types',
    popisCs: 'Typy dokumentů',
    items: [
      item('ucastnik.vypisOR', 'Výpis z obchodného registra', 'Business register extract', 'Výpis z obchodního rejstříku', { pripony: ['pdf'], rootDocumentType: 'ucastnik' }),
      item('ucastnik.povolenie', 'Povolenie na podnikanie v energetike', 'Energy business permit', 'Licence k podnikání v energetice', { pripony: ['pdf'], rootDocumentType: 'ucastnik' }),
      item('ucastnik.potvrdenieOVyrobe', 'Potvrdenie o výrobe elektriny', 'Electricity production confirmation', 'Potvrzení o výrobě elektřiny', { pripony: ['pdf', 'jpg', 'jpeg', 'png'], rootDocumentType: 'ucastnik' }),
      item('ucastnik.potvrdenieOSplneni', 'Potvrdenie o splnení podmienok', 'Confirmation of meeting the conditions', 'Potvrzení o splnění podmínek', { pripony: ['pdf'], rootDocumentType: 'ucastnik' }),
      item('zmluva.podpisana', 'Podpísaná zmluva', 'Signed contract', 'Podepsaná smlouva', { pripony: ['pdf', 'asice', 'p7m', 'sce'], rootDocumentType: 'zmluva' }),
      item('zmluva.vygenerovana', 'Vygenerovaná zmluva', 'Generated contract', 'Vygenerovaná smlouva', { pripony: ['docx', 'pdf'], rootDocumentType: 'zmluva' }),
      item('zmluva.priloha', 'Príloha zmluvy', 'Contract attachment', 'Příloha smlouvy', { pripony: ['pdf', 'docx', 'xlsx', 'jpg', 'png'], rootDocumentType: 'zmluva' }),
      item('vyrobne-zariadenie.fotodokumentacia', 'Fotodokumentácia zariadenia', 'Device photographs', 'Fotodokumentace zařízení', { pripony: ['jpg', 'jpeg', 'png'], rootDocumentType: 'vyrobne-zariadenie' }),
      item('vyrobne-zariadenie.revizna-sprava', 'Revízna správa', 'Inspection report', 'Revizní zpráva', { pripony: ['pdf'], rootDocumentType: 'vyrobne-zariadenie' }),
      item('odberatel.import', 'Import odberateľov', 'Consumer import', 'Import odběratelů', { pripony: ['xlsx', 'csv'], rootDocumentType: 'odberatel' }),
      item('reklamacia.priloha', 'Príloha reklamácie', 'Complaint attachment', 'Příloha reklamace', { pripony: ['pdf', 'jpg', 'jpeg', 'png', 'txt'], rootDocumentType: 'reklamacia' }),
      item('ucastnik.staraPlnaMoc', 'Plná moc (starý vzor)', 'Power of attorney (old form)', 'Plná moc (starý vzor)', { pripony: ['pdf'], rootDocumentType: 'ucastnik', aktivny: false }),
    ],
  },
];

/** Inserts the code books when none exist; returns whether it did. */
export async function seedCodeBooksIfEmpty(database: Database): Promise<boolean> {
  const { rows } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM ciselnik');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await database.transaction(async (db) => {
    for (const book of CODE_BOOKS) {
      const def = await db.query<{ id: number }>(
        `INSERT INTO ciselnik (enum_type, mixed, nazov, tabulka, stlpec, popis, popis_en, popis_cs)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id_ciselnik AS id`,
        [book.enumType, book.mixed, book.nazov, book.tabulka, book.stlpec, book.popis, book.popisEn, book.popisCs],
      );
      const id = (def.rows[0] as { id: number }).id;
      await db.query(
        `INSERT INTO edc_ciselnik (id_ciselnik, kod, nazov, nazov_en, nazov_cs, poradie, ano_platny, pripony, root_document_type)
         SELECT $1::int, i.kod, i.nazov, i."nazovEn", i."nazovCs", i.poradie, coalesce(i.aktivny, true),
           (SELECT array_agg(p) FROM jsonb_array_elements_text(i.pripony) AS p), i."rootDocumentType"
         FROM jsonb_to_recordset($2::jsonb) AS i(kod text, nazov text, "nazovEn" text, "nazovCs" text, poradie int, aktivny boolean, pripony jsonb, "rootDocumentType" text)`,
        [id, JSON.stringify(book.items.map((it, n) => ({ ...it, poradie: (n + 1) * 10 })))],
      );
    }
  });
  return true;
}
