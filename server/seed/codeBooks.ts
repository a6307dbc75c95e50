// Code books of the seed: definitions (where their codes live) and items in Slovak and English.
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import type { Database } from '../db/types';

/** One item: code, Slovak and English name; inactive items are kept but never listed. */
export interface SeedCodeItem {
  kod: string;
  nazov: string;
  nazovEn: string;
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

const item = (kod: string, nazov: string, nazovEn: string, extra: Partial<SeedCodeItem> = {}): SeedCodeItem => ({ kod, nazov, nazovEn, ...extra });

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
      item('SK', 'Slovensko', 'Slovakia'),
      item('CZ', 'Česko', 'Czechia'),
      item('AT', 'Rakúsko', 'Austria'),
      item('BE', 'Belgicko', 'Belgium'),
      item('CS', 'Československo', 'Czechoslovakia', { aktivny: false }),
      item('FR', 'Francúzsko', 'France'),
      item('HR', 'Chorvátsko', 'Croatia'),
      item('IT', 'Taliansko', 'Italy'),
      item('HU', 'Maďarsko', 'Hungary'),
      item('DE', 'Nemecko', 'Germany'),
      item('NL', 'Holandsko', 'Netherlands'),
      item('PL', 'Poľsko', 'Poland'),
      item('RO', 'Rumunsko', 'Romania'),
      item('SI', 'Slovinsko', 'Slovenia'),
      item('UA', 'Ukrajina', 'Ukraine'),
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
      item(withEicCheck('24YBS-ZSE-0001-'), 'Bilančná skupina ZSE Energia', 'ZSE Energia balance group'),
      item(withEicCheck('24YBS-SSE-0001-'), 'Bilančná skupina Stredoslovenská energetika', 'Stredoslovenská energetika balance group'),
      item(withEicCheck('24YBS-VSE-0001-'), 'Bilančná skupina Východoslovenská energetika', 'Východoslovenská energetika balance group'),
      item(withEicCheck('24YBS-EAC-0001-'), 'Bilančná skupina agregátora EAC', 'EAC aggregator balance group'),
      item(withEicCheck('24YBS-OZE-0001-'), 'Bilančná skupina výrobcov z OZE', 'Renewable producers balance group'),
      item(withEicCheck('24YBS-OLD-0001-'), 'Zrušená bilančná skupina', 'Closed balance group', { aktivny: false }),
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
      item('PPS', 'Prenosová sústava SEPS', 'SEPS transmission system'),
      item('ZSD', 'Západoslovenská distribučná, a.s.', 'Západoslovenská distribučná (West Slovakia)'),
      item('SSD', 'Stredoslovenská distribučná, a.s.', 'Stredoslovenská distribučná (Central Slovakia)'),
      item('VSD', 'Východoslovenská distribučná, a.s.', 'Východoslovenská distribučná (East Slovakia)'),
      item('MDS_USSK', 'Miestna distribučná sústava U. S. Steel Košice', 'U. S. Steel Košice local distribution system'),
      item('MDS_SLOVNAFT', 'Miestna distribučná sústava Slovnaft', 'Slovnaft local distribution system'),
      item('MDS_ZSR', 'Miestna distribučná sústava ŽSR', 'Railways of the Slovak Republic local distribution system'),
      item('MDS_OLD', 'Zrušená miestna distribučná sústava', 'Closed local distribution system', { aktivny: false }),
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
      item('VSEOBECNA', 'Všeobecná zmluva', 'General agreement'),
      item('ZPU', 'Zmluva o prístupe a užívaní', 'Access and use agreement'),
      item('ZO', 'Zmluva o zúčtovaní odchýlky', 'Imbalance settlement agreement'),
      item('KT', 'Zmluva o krátkodobom trhu', 'Short-term market agreement'),
      item('RRM_KT', 'Zmluva o reporte REMIT (krátkodobý trh)', 'REMIT reporting agreement (short-term market)'),
      item('RRM_OTC', 'Zmluva o reporte REMIT (OTC)', 'REMIT reporting agreement (OTC)'),
      item('RE', 'Zmluva o registrácii záruk pôvodu', 'Guarantees of origin registration agreement'),
      item('AIB', 'Zmluva o účte v registri AIB', 'AIB registry account agreement'),
      item('NON_AIB', 'Zmluva o záruke pôvodu mimo AIB', 'Non-AIB guarantee of origin agreement'),
      item('ZOD', 'Zmluva o doplatku', 'Feed-in premium agreement'),
      item('DUA', 'Zmluva o dátovom účte', 'Data account agreement'),
      item('TPS_TSS', 'Zmluva o technickej a systémovej službe', 'Technical and system service agreement'),
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
      item('VYROBCA', 'Výrobca elektriny', 'Electricity producer'),
      item('DODAVATEL', 'Dodávateľ elektriny', 'Electricity supplier'),
      item('AGREGATOR', 'Agregátor', 'Aggregator'),
      item('SUBJEKT_ZUCTOVANIA', 'Subjekt zúčtovania', 'Balance responsible party'),
      item('ODBERATEL', 'Odberateľ', 'Consumer'),
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
      item('POSKYTOVATEL_PPS', 'Poskytovateľ podporných služieb', 'Ancillary service provider'),
      item('POSKYTOVATEL_FLEX', 'Poskytovateľ flexibility', 'Flexibility service provider'),
      item('PREVADZKOVATEL_AKU', 'Prevádzkovateľ zariadenia na uskladňovanie', 'Storage operator'),
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
      item('SOLAR', 'Slnečná energia', 'Solar energy'),
      item('VIETOR', 'Veterná energia', 'Wind energy'),
      item('VODA', 'Vodná energia', 'Hydro energy'),
      item('BIOPLYN', 'Bioplyn', 'Biogas'),
      item('BIOMASA', 'Biomasa', 'Biomass'),
      item('GEOTERMAL', 'Geotermálna energia', 'Geothermal energy'),
      item('KOGENERACIA', 'Kogenerácia', 'Cogeneration'),
      item('INE', 'Iné', 'Other'),
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
      item('BEZ_PODPORY', 'Bez podpory', 'No support'),
      item('DOPLATOK', 'Doplatok', 'Feed-in premium'),
      item('VYKUP', 'Výkup elektriny', 'Electricity purchase'),
      item('PRIPLATOK', 'Príplatok', 'Auction premium'),
      item('INVESTICNA', 'Investičná podpora', 'Investment aid'),
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
      item('V_KONANI', 'V konaní', 'In process'),
      item('AKTIVNE', 'Aktívne', 'Active'),
      item('NEAKTIVNE', 'Neaktívne', 'Inactive'),
      item('ZRUSENE', 'Zrušené', 'Cancelled'),
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
      item('VYROBCA', 'Výrobca', 'Producer'),
      item('DODAVATEL', 'Dodávateľ', 'Supplier'),
      item('AGREGATOR', 'Agregátor', 'Aggregator'),
      item('PDS', 'Prevádzkovateľ distribučnej sústavy', 'Distribution system operator'),
      item('OKTE', 'Organizátor krátkodobého trhu', 'Short-term market operator'),
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
      item('ucastnik.vypisOR', 'Výpis z obchodného registra', 'Business register extract', { pripony: ['pdf'], rootDocumentType: 'ucastnik' }),
      item('ucastnik.povolenie', 'Povolenie na podnikanie v energetike', 'Energy business permit', { pripony: ['pdf'], rootDocumentType: 'ucastnik' }),
      item('ucastnik.potvrdenieOVyrobe', 'Potvrdenie o výrobe elektriny', 'Electricity production confirmation', { pripony: ['pdf', 'jpg', 'jpeg', 'png'], rootDocumentType: 'ucastnik' }),
      item('ucastnik.potvrdenieOSplneni', 'Potvrdenie o splnení podmienok', 'Confirmation of meeting the conditions', { pripony: ['pdf'], rootDocumentType: 'ucastnik' }),
      item('zmluva.podpisana', 'Podpísaná zmluva', 'Signed contract', { pripony: ['pdf', 'asice', 'p7m', 'sce'], rootDocumentType: 'zmluva' }),
      item('zmluva.vygenerovana', 'Vygenerovaná zmluva', 'Generated contract', { pripony: ['docx', 'pdf'], rootDocumentType: 'zmluva' }),
      item('zmluva.priloha', 'Príloha zmluvy', 'Contract attachment', { pripony: ['pdf', 'docx', 'xlsx', 'jpg', 'png'], rootDocumentType: 'zmluva' }),
      item('vyrobne-zariadenie.fotodokumentacia', 'Fotodokumentácia zariadenia', 'Device photographs', { pripony: ['jpg', 'jpeg', 'png'], rootDocumentType: 'vyrobne-zariadenie' }),
      item('vyrobne-zariadenie.revizna-sprava', 'Revízna správa', 'Inspection report', { pripony: ['pdf'], rootDocumentType: 'vyrobne-zariadenie' }),
      item('odberatel.import', 'Import odberateľov', 'Consumer import', { pripony: ['xlsx', 'csv'], rootDocumentType: 'odberatel' }),
      item('reklamacia.priloha', 'Príloha reklamácie', 'Complaint attachment', { pripony: ['pdf', 'jpg', 'jpeg', 'png', 'txt'], rootDocumentType: 'reklamacia' }),
      item('ucastnik.staraPlnaMoc', 'Plná moc (starý vzor)', 'Power of attorney (old form)', { pripony: ['pdf'], rootDocumentType: 'ucastnik', aktivny: false }),
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
        `INSERT INTO edc_ciselnik (id_ciselnik, kod, nazov, nazov_en, poradie, ano_platny, pripony, root_document_type)
         SELECT $1::int, i.kod, i.nazov, i."nazovEn", i.poradie, coalesce(i.aktivny, true),
           (SELECT array_agg(p) FROM jsonb_array_elements_text(i.pripony) AS p), i."rootDocumentType"
         FROM jsonb_to_recordset($2::jsonb) AS i(kod text, nazov text, "nazovEn" text, poradie int, aktivny boolean, pripony jsonb, "rootDocumentType" text)`,
        [id, JSON.stringify(book.items.map((it, n) => ({ ...it, poradie: (n + 1) * 10 })))],
      );
    }
  });
  return true;
}
