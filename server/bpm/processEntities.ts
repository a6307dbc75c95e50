import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { TokenRequirement } from '../../engine/core/tokens/tokens';
import { delegatedRowSql } from '../api/scope';
import { REGISTRATION_SCHEMA } from '../api/shell/registration';
import { PARTICIPANT_ADMIN_TOKEN, rolesGranting } from '../auth/roles';
import { addressSchema } from '../model/address';
import { vyrobneZariadenie } from '../model/vyrobneZariadenie';
import { COMPLAINT_DOCUMENTS, KATEGORIE_REKLAMACIE } from '../model/reklamacia';
import { VISITOR_TOKEN } from './processes/ucastnikRegistracia/definition';
import { MAX_VYKON_KW } from './processes/zmluvaZpu/effects';
import type { ProcessEntityApi } from './processEntityRoutes';
import { normalizeRequestGenerators, REQUEST_GENERATORS_SCHEMA } from './vyrobneZariadenieGeneratory';

const VERZIA = { type: 'integer', minimum: 1 } as const;
const object = (required: string[], properties: Record<string, unknown>): JsonSchema =>
  ({ type: 'object', additionalProperties: false, required: [...required, 'verzia'], properties: { ...properties, verzia: VERZIA } }) as JsonSchema;

// --- the data-provision contract for producers up to 11 kW (ZPU, scenario VYROBA_11_KW) ---

/** Paths of the contract and its three step views (under zmluvy, spec 7). */
export const ZMLUVA_ZPU_PATHS = {
  record: '/portal/zmluvy/zmluva-zpu/',
  participant: '/portal/zmluvy/zmluva-zpu-ucastnik/',
  settlement: '/portal/zmluvy/zmluva-zpu-vysporiadanie/',
  finance: '/portal/zmluvy/zmluva-zpu-financne-udaje/',
} as const;

/** The producer's data: contact, metering point and installed power (at most 11 kW). */
export const ZMLUVA_ZPU_PARTICIPANT_SCHEMA = object(['kontaktMeno', 'kontaktEmail', 'eicOdberneMiesto', 'instalovanyVykonKw'], {
  kontaktMeno: { type: 'string', minLength: 1, maxLength: 200 },
  kontaktEmail: { type: 'string', format: 'email', maxLength: 200 },
  telefon: { type: ['string', 'null'], format: 'phone-sk', maxLength: 30 },
  eicOdberneMiesto: { type: 'string', format: 'eic', minLength: 16, maxLength: 16 },
  instalovanyVykonKw: { type: 'number', exclusiveMinimum: 0, maximum: MAX_VYKON_KW, multipleOf: 0.01 },
});

/** The simplified settlement: from when and how often. */
export const ZMLUVA_ZPU_SETTLEMENT_SCHEMA = object(['datumOd', 'sposobVysporiadania'], {
  datumOd: { type: 'string', format: 'date' },
  sposobVysporiadania: { type: 'string', enum: ['MESACNE', 'STVRTROCNE'] },
});

/** The simplified finance data: the account only (no financial security under 11 kW). */
export const ZMLUVA_ZPU_FINANCE_SCHEMA = object(['iban'], { iban: { type: 'string', format: 'iban', maxLength: 34 } });

const upperNoSpaces = (field: string) => (body: Record<string, unknown>) => {
  const value = body[field];
  if (typeof value === 'string') body[field] = value.replace(/\s+/g, '').toUpperCase();
};

export const ZMLUVA_ZPU_API: ProcessEntityApi = {
  entityType: 'ZMLUVA_ZPU',
  table: 'zmluva_zpu',
  idColumn: 'id_zmluva',
  name: 'zmluva-zpu',
  token: 'zmluvy#read',
  select: `SELECT e.id_zmluva AS "idZmluva", e.cislo_zmluvy AS "cisloZmluvy", e.stav, u.nazov AS ucastnik, u.eic AS "ucastnikEic",
      e.kontakt_meno AS "kontaktMeno", e.kontakt_email AS "kontaktEmail", e.telefon, e.eic_odberne_miesto AS "eicOdberneMiesto",
      e.instalovany_vykon_kw::float AS "instalovanyVykonKw", to_char(e.datum_od, 'YYYY-MM-DD') AS "datumOd",
      e.sposob_vysporiadania AS "sposobVysporiadania", e.iban, to_char(e.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia",
      e.id_ucastnik_trhu AS "idUcastnikTrhu", e.verzia
    FROM zmluva_zpu e JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = e.id_ucastnik_trhu`,
  visible: '(c.core OR e.id_ucastnik_trhu = c.tenant)',
  readPath: ZMLUVA_ZPU_PATHS.record,
  views: [
    {
      path: ZMLUVA_ZPU_PATHS.participant,
      schema: ZMLUVA_ZPU_PARTICIPANT_SCHEMA,
      edit: 'form',
      columns: { kontaktMeno: 'kontakt_meno', kontaktEmail: 'kontakt_email', telefon: 'telefon', eicOdberneMiesto: 'eic_odberne_miesto', instalovanyVykonKw: 'instalovany_vykon_kw' },
      normalize: upperNoSpaces('eicOdberneMiesto'),
    },
    { path: ZMLUVA_ZPU_PATHS.settlement, schema: ZMLUVA_ZPU_SETTLEMENT_SCHEMA, edit: 'settlement', columns: { datumOd: 'datum_od', sposobVysporiadania: 'sposob_vysporiadania' } },
    { path: ZMLUVA_ZPU_PATHS.finance, schema: ZMLUVA_ZPU_FINANCE_SCHEMA, edit: 'finance', columns: { iban: 'iban' }, normalize: upperNoSpaces('iban') },
  ],
};

// --- a market participant's registration by a user who has none yet ---

export const UCASTNIK_REGISTRACIA_PATH = '/portal/zmluvy/ucastnik-registracia/';

/**
 * What the applicant fills: the participant to be created, with its legal form and seat as the
 * register of legal entities has them (the step can take them from it by IČO). The seat is
 * required with its parts (street, town, PSČ, country), so the form marks them and the server
 * refuses a body without them by this schema alone.
 */
export const UCASTNIK_REGISTRACIA_SCHEMA = object(['nazov', 'typ', 'eic', 'adresa'], {
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  typ: { type: 'string', enum: ['VYROBCA', 'DODAVATEL', 'AGREGATOR'] },
  eic: { type: 'string', format: 'eic', minLength: 16, maxLength: 16 },
  ico: { type: ['string', 'null'], format: 'ico' },
  pravnaForma: { type: ['string', 'null'], maxLength: 100 },
  adresa: addressSchema(['Ulica', 'Mesto', 'Psc', 'IdStat'], { nullable: false }),
});

/** The applicant (a visitor) and operator staff read it; only the applicant's open task changes it. */
const REGISTRATION_TOKEN: TokenRequirement = { anyOf: [VISITOR_TOKEN, 'ucastnik-trhu#read'] };

export const UCASTNIK_REGISTRACIA_API: ProcessEntityApi = {
  entityType: 'UCASTNIK_TRHU_REGISTRACIA',
  table: 'ucastnik_registracia',
  idColumn: 'id_registracia',
  name: 'ucastnik-registracia',
  token: REGISTRATION_TOKEN,
  tenantless: true,
  select: `SELECT e.id_registracia AS "idRegistracia", e.kod, e.stav, e.nazov, e.typ, e.eic, e.ico, e.pravna_forma AS "pravnaForma", e.adresa,
      -- The seat on one line for the approver's summary (street and numbers, PSČ and town, country).
      nullif(concat_ws(', ', nullif(concat_ws(' ', e.adresa ->> 'Ulica', nullif(concat_ws('/', e.adresa ->> 'PopisneCislo', e.adresa ->> 'OrientacneCislo'), '')), ''),
        nullif(concat_ws(' ', e.adresa ->> 'Psc', e.adresa ->> 'Mesto'), ''), e.adresa ->> 'IdStat'), '') AS sidlo,
      e.login AS ziadatel,
      e.id_ucastnik_trhu AS "idUcastnikTrhu", to_char(e.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia", e.verzia
    FROM ucastnik_registracia e`,
  visible: '(c.core OR e.login = c.login)',
  readPath: UCASTNIK_REGISTRACIA_PATH,
  views: [
    {
      path: UCASTNIK_REGISTRACIA_PATH,
      schema: UCASTNIK_REGISTRACIA_SCHEMA,
      edit: 'form',
      columns: { nazov: 'nazov', typ: 'typ', eic: 'eic', ico: 'ico', pravnaForma: 'pravna_forma', adresa: 'adresa' },
      normalize: (body) => {
        upperNoSpaces('eic')(body);
        if (typeof body.ico === 'string') body.ico = body.ico.replace(/\s+/g, '');
        // An empty input is no value.
        for (const field of ['ico', 'pravnaForma']) if (body[field] === '') body[field] = null;
      },
    },
  ],
};

// --- a user's request to be linked to an existing market participant ---

export const UCASTNIK_PREPOJENIE_PATH = '/portal/zmluvy/ziadost-o-prepojenie/';

/** What the requester fills: the participant by EIC or IČO (the catalogue's formats) and a note for the approver. */
export const UCASTNIK_PREPOJENIE_SCHEMA = object([], {
  eic: { type: ['string', 'null'], format: 'eic', eicPrefix: '24X', minLength: 16, maxLength: 16 },
  ico: { type: ['string', 'null'], format: 'ico' },
  poznamka: { type: ['string', 'null'], maxLength: 500 },
});

export const UCASTNIK_PREPOJENIE_API: ProcessEntityApi = {
  entityType: 'PRIRADENIE_UCASTNIKA',
  table: 'ucastnik_prepojenie',
  idColumn: 'id_prepojenie',
  name: 'ziadost-o-prepojenie',
  // Visitors and portal users ask; operator staff decide.
  token: { anyOf: [VISITOR_TOKEN, 'edc#pouzivatel', 'ucastnik-trhu#read'] },
  tenantless: true,
  select: `SELECT e.id_prepojenie AS "idPrepojenie", e.kod, e.stav, e.eic, e.ico, e.poznamka, e.login AS ziadatel,
      concat_ws(' ', p.meno, p.priezvisko) AS "ziadatelMeno", p.email AS "ziadatelEmail", u.nazov AS ucastnik,
      e.id_ucastnik_trhu AS "idUcastnikTrhu", to_char(e.datum_rozhodnutia, 'YYYY-MM-DD') AS "datumRozhodnutia", e.verzia
    FROM ucastnik_prepojenie e LEFT JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = e.id_ucastnik_trhu LEFT JOIN app_user p ON p.login = e.login`,
  // The requester, staff, and the named participant's user administrators (who approve it).
  visible: `(c.core OR e.login = c.login OR ${delegatedRowSql('e.id_ucastnik_trhu', `ARRAY[${rolesGranting(PARTICIPANT_ADMIN_TOKEN).map((r) => `'${r}'`).join(', ')}]::text[]`, { login: 'c.login', tenant: 'c.tenant', core: 'c.core' })})`,
  readPath: UCASTNIK_PREPOJENIE_PATH,
  views: [
    {
      path: UCASTNIK_PREPOJENIE_PATH,
      schema: UCASTNIK_PREPOJENIE_SCHEMA,
      edit: 'form',
      columns: { eic: 'eic', ico: 'ico', poznamka: 'poznamka' },
      normalize: (body) => {
        upperNoSpaces('eic')(body);
        if (typeof body.ico === 'string') body.ico = body.ico.replace(/\s+/g, '');
        // An empty input is no value.
        for (const field of ['eic', 'ico', 'poznamka']) if (body[field] === '') body[field] = null;
      },
    },
  ],
};

// --- a participant's change of its own data (portal) ---

export const UCASTNIK_ZMENA_PATH = '/portal/zmluvy/ucastnik-zmena/';

/** The proposal: name, legal form, seat and ACER code, by the participant model's own rules. */
export const UCASTNIK_ZMENA_SCHEMA = object(['nazov', 'adresa'], {
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  pravnaForma: { type: ['string', 'null'], maxLength: 100 },
  adresa: addressSchema(['Ulica', 'Mesto', 'Psc', 'IdStat']),
  acerKod: { type: ['string', 'null'], format: 'acer', maxLength: 12 },
});

export const UCASTNIK_ZMENA_API: ProcessEntityApi = {
  entityType: 'UCASTNIK_TRHU_ZMENA',
  table: 'ucastnik_zmena',
  idColumn: 'id_zmena',
  name: 'ucastnik-zmena',
  token: 'ucastnik-trhu#read',
  select: `SELECT e.id_zmena AS "idZmena", e.kod, e.stav, u.nazov AS ucastnik, u.eic, e.nazov, e.pravna_forma AS "pravnaForma", e.adresa, e.acer_kod AS "acerKod",
      e.login AS ziadatel, e.id_ucastnik_trhu AS "idUcastnikTrhu", to_char(e.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia", e.verzia
    FROM ucastnik_zmena e JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = e.id_ucastnik_trhu`,
  visible: '(c.core OR e.id_ucastnik_trhu = c.tenant)',
  readPath: UCASTNIK_ZMENA_PATH,
  views: [
    {
      path: UCASTNIK_ZMENA_PATH,
      schema: UCASTNIK_ZMENA_SCHEMA,
      edit: 'form',
      columns: { nazov: 'nazov', pravnaForma: 'pravna_forma', adresa: 'adresa', acerKod: 'acer_kod' },
      normalize: (body) => {
        // An empty input is no value.
        for (const field of ['acerKod', 'pravnaForma']) if (body[field] === '') body[field] = null;
      },
    },
  ],
};

// --- a user's change of their own identity data ---

export const POUZIVATEL_ZMENA_PATH = '/pouzivatel/zmena-profilu/';

/** Name and e-mail of the account. */
export const POUZIVATEL_ZMENA_SCHEMA = object(['meno', 'priezvisko', 'email'], {
  meno: { type: 'string', minLength: 1, maxLength: 100 },
  priezvisko: { type: 'string', minLength: 1, maxLength: 100 },
  email: { type: 'string', format: 'email', maxLength: 200 },
});

export const POUZIVATEL_ZMENA_API: ProcessEntityApi = {
  entityType: 'POUZIVATEL_ZMENA',
  table: 'pouzivatel_zmena',
  idColumn: 'id_zmena',
  name: 'zmena-profilu',
  token: [],
  tenantless: true,
  select: `SELECT e.id_zmena AS "idZmena", e.login, e.meno, e.priezvisko, e.email, e.stav, e.verzia FROM pouzivatel_zmena e`,
  visible: '(c.core OR e.login = c.login)',
  readPath: POUZIVATEL_ZMENA_PATH,
  views: [{ path: POUZIVATEL_ZMENA_PATH, schema: POUZIVATEL_ZMENA_SCHEMA, edit: 'form', columns: { meno: 'meno', priezvisko: 'priezvisko', email: 'email' } }],
};

// --- a market participant's complaint (reklamácia) ---

export const REKLAMACIA_PATHS = { record: '/portal/reklamacie/reklamacia/', answer: '/portal/reklamacie/reklamacia-odpoved/' } as const;

/** What the participant fills: subject, category, the period complained about (in order: the catalogue's dateOrder), the text and attachments. */
export const REKLAMACIA_SCHEMA: JsonSchema = {
  ...object(['predmet', 'kategoria', 'obdobieOd', 'obdobieDo', 'text'], {
    predmet: { type: 'string', minLength: 1, maxLength: 200 },
    kategoria: { type: 'string', enum: [...KATEGORIE_REKLAMACIE] },
    dokumenty: COMPLAINT_DOCUMENTS,
    obdobieOd: { type: 'string', format: 'date' },
    obdobieDo: { type: 'string', format: 'date' },
    text: { type: 'string', minLength: 1, maxLength: 4000 },
  }),
  dateOrder: { from: 'obdobieOd', to: 'obdobieDo' },
};

/** What the operator fills: the answer published to the participant. */
export const REKLAMACIA_ODPOVED_SCHEMA = object(['odpoved'], { odpoved: { type: 'string', minLength: 1, maxLength: 4000 }, dokumentyOdpoved: COMPLAINT_DOCUMENTS });

export const REKLAMACIA_API: ProcessEntityApi = {
  entityType: 'REKLAMACIA',
  table: 'reklamacia',
  idColumn: 'id_reklamacia',
  name: 'reklamacia',
  token: 'reklamacie#read',
  select: `SELECT e.id_reklamacia AS "idReklamacia", e.kod, e.stav, u.nazov AS ucastnik, e.predmet, e.text,
      to_char(e.obdobie_od, 'YYYY-MM-DD') AS "obdobieOd", to_char(e.obdobie_do, 'YYYY-MM-DD') AS "obdobieDo",
      to_char(e.termin, 'YYYY-MM-DD') AS termin, e.odpoved, to_char(e.datum_podania, 'YYYY-MM-DD') AS "datumPodania",
      to_char(e.datum_vybavenia, 'YYYY-MM-DD') AS "datumVybavenia", e.kategoria, e.dokumenty, e.dokumenty_odpoved AS "dokumentyOdpoved",
      e.id_ucastnik_trhu AS "idUcastnikTrhu", e.verzia
    FROM reklamacia e JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = e.id_ucastnik_trhu`,
  visible: '(c.core OR e.id_ucastnik_trhu = c.tenant)',
  readPath: REKLAMACIA_PATHS.record,
  views: [
    {
      path: REKLAMACIA_PATHS.record,
      schema: REKLAMACIA_SCHEMA,
      edit: 'form',
      columns: { predmet: 'predmet', kategoria: 'kategoria', obdobieOd: 'obdobie_od', obdobieDo: 'obdobie_do', text: 'text', dokumenty: 'dokumenty' },
    },
    { path: REKLAMACIA_PATHS.answer, schema: REKLAMACIA_ODPOVED_SCHEMA, edit: 'response', columns: { odpoved: 'odpoved', dokumentyOdpoved: 'dokumenty_odpoved' } },
  ],
};

// --- operator staff's registration of a production device for a participant ---

export const VYROBNE_ZARIADENIE_ZIADOST_PATH = '/portal/vyrobne-zariadenia/vyrobne-zariadenie-ziadost/';

// The device model's own field rules (formats of the validation catalogue), so the request is
// checked as the device it becomes; its generators are rows of the generator entity's fields.
const DEVICE = (vyrobneZariadenie.createSchema.properties ?? {}) as Record<string, JsonSchema>;
const DEVICE_FIELDS = ['idUcastnikTrhu', 'eic', 'nazov', 'idTechnologia', 'instalovanyVykonKw', 'typPodpory', 'datumUvedeniaDoPrevadzky', 'poznamka'];

/**
 * The device to be created, its participant and its generators. The number of generators is the
 * number of rows (derived, read-only `pocetGeneratorov` of the record), as on the device itself.
 * The rows in operation never exceed the device's installed power (the catalogue's
 * generatorRowsPower: generatorPowerSum over the rows) and no row is named as the device (its
 * generatorNamesUnlikeDevice): the step form runs both before it sends and shows each reason under
 * the row's part it is about.
 */
export const VYROBNE_ZARIADENIE_ZIADOST_SCHEMA: JsonSchema = {
  ...object(['idUcastnikTrhu', 'eic', 'nazov', 'idTechnologia', 'instalovanyVykonKw', 'typPodpory', 'generatory'], {
    ...Object.fromEntries(DEVICE_FIELDS.map((field) => [field, DEVICE[field]])),
    generatory: REQUEST_GENERATORS_SCHEMA,
  }),
  generatorRowsPower: { power: 'instalovanyVykonKw', rows: 'generatory' },
  generatorNamesUnlikeDevice: { name: 'nazov', rows: 'generatory' },
};

export const VYROBNE_ZARIADENIE_ZIADOST_API: ProcessEntityApi = {
  entityType: 'VYROBNE_ZARIADENIE_REGISTRACIA',
  table: 'vyrobne_zariadenie_ziadost',
  idColumn: 'id_ziadost',
  name: 'vyrobne-zariadenie-ziadost',
  token: 'vyrobne-zariadenia#create',
  tenantless: true,
  select: `SELECT e.id_ziadost AS "idZiadost", e.kod, e.stav, e.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov AS ucastnik, e.eic, e.nazov,
      e.id_technologia AS "idTechnologia", t.nazov AS technologia, e.instalovany_vykon_kw::float AS "instalovanyVykonKw",
      jsonb_array_length(e.generatory) AS "pocetGeneratorov", e.generatory, e.typ_podpory AS "typPodpory",
      to_char(e.datum_uvedenia_do_prevadzky, 'YYYY-MM-DD') AS "datumUvedeniaDoPrevadzky", e.poznamka, e.login AS ziadatel,
      e.id_zariad_vyr AS "idZariadVyr", to_char(e.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia", e.verzia
    FROM vyrobne_zariadenie_ziadost e LEFT JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = e.id_ucastnik_trhu
    LEFT JOIN technologia t ON t.id_technologia = e.id_technologia`,
  // Operator staff only: the request is theirs until it is a participant's device.
  visible: 'c.core',
  readPath: VYROBNE_ZARIADENIE_ZIADOST_PATH,
  // The approver's summary lists the generators.
  rowLists: { generatory: 'generatory' },
  views: [
    {
      path: VYROBNE_ZARIADENIE_ZIADOST_PATH,
      schema: VYROBNE_ZARIADENIE_ZIADOST_SCHEMA,
      edit: 'form',
      columns: {
        idUcastnikTrhu: 'id_ucastnik_trhu',
        eic: 'eic',
        nazov: 'nazov',
        idTechnologia: 'id_technologia',
        instalovanyVykonKw: 'instalovany_vykon_kw',
        typPodpory: 'typ_podpory',
        datumUvedeniaDoPrevadzky: 'datum_uvedenia_do_prevadzky',
        poznamka: 'poznamka',
        generatory: 'generatory',
      },
      normalize: (body) => {
        upperNoSpaces('eic')(body);
        normalizeRequestGenerators(body);
      },
    },
  ],
};

// --- a market participant's tariff reduction group (poníženie) ---

export const PONIZENIE_PATH = '/portal/ponizenie/ponizenie/';

/** What the participant fills: the group's name, from when it applies, a description. */
export const PONIZENIE_SCHEMA = object(['nazov', 'datumOd'], {
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  datumOd: { type: 'string', format: 'date' },
  popis: { type: ['string', 'null'], maxLength: 1000 },
});

export const PONIZENIE_API: ProcessEntityApi = {
  entityType: 'PONIZENIE',
  table: 'ponizenie',
  idColumn: 'id_ponizenie',
  name: 'ponizenie',
  token: 'ponizenie#read',
  select: `SELECT e.id_ponizenie AS "idPonizenie", e.kod, e.stav, u.nazov AS ucastnik, e.nazov, to_char(e.datum_od, 'YYYY-MM-DD') AS "datumOd",
      e.popis, to_char(e.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia", e.id_ucastnik_trhu AS "idUcastnikTrhu", e.verzia
    FROM ponizenie e JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = e.id_ucastnik_trhu`,
  visible: '(c.core OR e.id_ucastnik_trhu = c.tenant)',
  readPath: PONIZENIE_PATH,
  views: [{ path: PONIZENIE_PATH, schema: PONIZENIE_SCHEMA, edit: 'form', columns: { nazov: 'nazov', datumOd: 'datum_od', popis: 'popis' } }],
};

// --- operator staff's registration of a storage device for a participant ---

export const AKUMULACNE_ZARIADENIE_ZIADOST_PATH = '/portal/akumulacne-zariadenia/akumulacne-zariadenie-ziadost/';

/** The storage device to be created and its participant (a W-type EIC, as production devices have). */
export const AKUMULACNE_ZARIADENIE_ZIADOST_SCHEMA = object(['idUcastnikTrhu', 'eic', 'nazov', 'kapacitaKwh', 'instalovanyVykonKw'], {
  idUcastnikTrhu: { type: 'integer', minimum: 1 },
  eic: { type: 'string', format: 'eic', eicPrefix: '24W', minLength: 16, maxLength: 16 },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  kapacitaKwh: { type: 'number', exclusiveMinimum: 0, maximum: 999999999, multipleOf: 0.001 },
  instalovanyVykonKw: { type: 'number', exclusiveMinimum: 0, maximum: 9999999, multipleOf: 0.001 },
  poznamka: { type: ['string', 'null'], maxLength: 500 },
});

export const AKUMULACNE_ZARIADENIE_ZIADOST_API: ProcessEntityApi = {
  entityType: 'AKUMULACNE_ZARIADENIE_REGISTRACIA',
  table: 'akumulacne_zariadenie_ziadost',
  idColumn: 'id_ziadost',
  name: 'akumulacne-zariadenie-ziadost',
  token: 'akumulacne-zariadenia#create',
  tenantless: true,
  select: `SELECT e.id_ziadost AS "idZiadost", e.kod, e.stav, e.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov AS ucastnik, e.eic, e.nazov,
      e.kapacita_kwh::float AS "kapacitaKwh", e.instalovany_vykon_kw::float AS "instalovanyVykonKw", e.poznamka, e.login AS ziadatel,
      e.id_zariad_akum AS "idZariadAkum", to_char(e.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia", e.verzia
    FROM akumulacne_zariadenie_ziadost e LEFT JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = e.id_ucastnik_trhu`,
  // Operator staff only: the request is theirs until it is a participant's device.
  visible: 'c.core',
  readPath: AKUMULACNE_ZARIADENIE_ZIADOST_PATH,
  views: [
    {
      path: AKUMULACNE_ZARIADENIE_ZIADOST_PATH,
      schema: AKUMULACNE_ZARIADENIE_ZIADOST_SCHEMA,
      edit: 'form',
      columns: { idUcastnikTrhu: 'id_ucastnik_trhu', eic: 'eic', nazov: 'nazov', kapacitaKwh: 'kapacita_kwh', instalovanyVykonKw: 'instalovany_vykon_kw', poznamka: 'poznamka' },
      normalize: upperNoSpaces('eic'),
    },
  ],
};

// --- the registration of a metering point (odberné miesto, OOM) for a participant ---

export const ODBERNE_MIESTO_ZIADOST_PATH = '/portal/odberne-miesta/odberne-miesto-ziadost/';

/** The metering point to be created (a Z-type EIC, as every seeded OOM) and its participant. */
export const ODBERNE_MIESTO_ZIADOST_SCHEMA = object(['idUcastnikTrhu', 'eic', 'nazov', 'typ', 'napatovaUroven', 'platnostOd'], {
  idUcastnikTrhu: { type: 'integer', minimum: 1 },
  eic: { type: 'string', format: 'eic', eicPrefix: '24Z', minLength: 16, maxLength: 16 },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  typ: { type: 'string', enum: ['ODBER', 'DODAVKA', 'ODBER_DODAVKA'] },
  napatovaUroven: { type: 'string', enum: ['NN', 'VN', 'VVN'] },
  mesto: { type: ['string', 'null'], maxLength: 100 },
  psc: { type: ['string', 'null'], pattern: PATTERNS.postalCodeDigits },
  platnostOd: { type: 'string', format: 'date' },
});

export const ODBERNE_MIESTO_ZIADOST_API: ProcessEntityApi = {
  entityType: 'ODBERNE_MIESTO_REGISTRACIA',
  table: 'odberne_miesto_ziadost',
  idColumn: 'id_ziadost',
  name: 'odberne-miesto-ziadost',
  token: 'odberne-miesta#write',
  tenantless: true,
  select: `SELECT e.id_ziadost AS "idZiadost", e.kod, e.stav, e.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov AS ucastnik, e.eic, e.nazov,
      e.typ, e.napatova_uroven AS "napatovaUroven", e.mesto, e.psc, to_char(e.platnost_od, 'YYYY-MM-DD') AS "platnostOd", e.login AS ziadatel,
      e.id_odberne_miesto AS "idOdberneMiesto", to_char(e.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia", e.verzia
    FROM odberne_miesto_ziadost e LEFT JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = e.id_ucastnik_trhu`,
  // Operator staff only: the request is theirs until it is a participant's metering point.
  visible: 'c.core',
  readPath: ODBERNE_MIESTO_ZIADOST_PATH,
  views: [
    {
      path: ODBERNE_MIESTO_ZIADOST_PATH,
      schema: ODBERNE_MIESTO_ZIADOST_SCHEMA,
      edit: 'form',
      columns: {
        idUcastnikTrhu: 'id_ucastnik_trhu',
        eic: 'eic',
        nazov: 'nazov',
        typ: 'typ',
        napatovaUroven: 'napatova_uroven',
        mesto: 'mesto',
        psc: 'psc',
        platnostOd: 'platnost_od',
      },
      normalize: upperNoSpaces('eic'),
    },
  ],
};

// --- operator staff's request for a participant's new user account ---

export const POUZIVATEL_ZIADOST_PATH = '/pouzivatel/create/pouzivatel-ziadost/';

// Self-registration's own rules for the login, name, e-mail and password (server/api/shell/registration.ts).
const ACCOUNT = (REGISTRATION_SCHEMA.properties ?? {}) as Record<string, JsonSchema>;

/** Roles a participant's account may be given (the participant roles of server/auth/roles.ts). */
export const POUZIVATEL_ROLES = ['EDC.VYROBCA', 'EDC.DODAVATEL', 'EDC.AGREGATOR'] as const;

/**
 * The account to be created and its participant. The initial password is written only (hashed);
 * left out (or null) on a later save, the one given before stays.
 */
export const POUZIVATEL_ZIADOST_SCHEMA = object(['idUcastnikTrhu', 'novyLogin', 'meno', 'priezvisko', 'email', 'rola'], {
  idUcastnikTrhu: { type: 'integer', minimum: 1 },
  novyLogin: ACCOUNT.login,
  meno: ACCOUNT.meno,
  priezvisko: ACCOUNT.priezvisko,
  email: ACCOUNT.email,
  rola: { type: 'string', enum: [...POUZIVATEL_ROLES] },
  heslo: { ...ACCOUNT.heslo, type: ['string', 'null'] },
});

const lowerLogin = (body: Record<string, unknown>) => {
  if (typeof body.novyLogin === 'string') body.novyLogin = body.novyLogin.trim().toLowerCase();
};

export const POUZIVATEL_ZIADOST_API: ProcessEntityApi = {
  entityType: 'POUZIVATEL_VYTVORENIE',
  table: 'pouzivatel_ziadost',
  idColumn: 'id_ziadost',
  name: 'pouzivatel-ziadost',
  token: 'portal#user#write',
  tenantless: true,
  select: `SELECT e.id_ziadost AS "idZiadost", e.kod, e.stav, e.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov AS ucastnik, e.novy_login AS "novyLogin",
      e.meno, e.priezvisko, e.email, e.rola, e.password_hash IS NOT NULL AS "hesloZadane", e.login AS ziadatel,
      to_char(e.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia", e.verzia
    FROM pouzivatel_ziadost e LEFT JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = e.id_ucastnik_trhu`,
  // Operator staff only.
  visible: 'c.core',
  readPath: POUZIVATEL_ZIADOST_PATH,
  views: [
    {
      path: POUZIVATEL_ZIADOST_PATH,
      schema: POUZIVATEL_ZIADOST_SCHEMA,
      edit: 'form',
      columns: { idUcastnikTrhu: 'id_ucastnik_trhu', novyLogin: 'novy_login', meno: 'meno', priezvisko: 'priezvisko', email: 'email', rola: 'rola', heslo: 'password_hash' },
      normalize: lowerLogin,
      secret: ['heslo'],
    },
  ],
};
