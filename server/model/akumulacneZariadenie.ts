import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { addressSchema } from './address';
import { editSchemas, withDateOrder } from './entity';
import type { EntityDef, FieldProblem, VerifyContext } from './entity';
import { GPS_BOUNDS } from './vyrobneZariadenie';

export const TECHNOLOGIE_AKUMULACIE = ['LI_ION', 'LFP', 'NAS', 'PRECERPAVACIA', 'VODIKOVA', 'INE'] as const;
export const STAVY_AKUMULACIE = ['V_KONANI', 'AKTIVNE', 'NEAKTIVNE', 'ZRUSENE'] as const;

/**
 * The most a storage device may charge or discharge per kWh of capacity (a C-rate of 4: a quarter
 * of an hour from empty to full). More is a typing mistake (kW for W, an extra zero).
 */
export const MAX_C_RATE = 4;

/** Power in kW: from 100 W to 500 MW, three decimals (W). */
const POWER: JsonSchema = { type: 'number', minimum: 0.1, maximum: 500000, maxDecimals: 3 };

const PROPERTIES: Record<string, JsonSchema> = {
  // 24W: a device's EIC (as production devices and the registration process use).
  eic: { type: 'string', format: 'eic', eicPrefix: '24W' },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  technologia: { type: 'string', enum: [...TECHNOLOGIE_AKUMULACIE] },
  // kWh: from a home battery (1 kWh) to a pumped-storage plant (up to 10 GWh).
  kapacitaKwh: { type: 'number', minimum: 1, maximum: 10000000, maxDecimals: 3 },
  instalovanyVykonKw: POWER,
  maxVykonNabijaniaKw: POWER,
  maxVykonVybijaniaKw: POWER,
  // The metering point the device is connected at (24Z).
  eicOdberneMiesto: { type: ['string', 'null'], format: 'eic', eicPrefix: '24Z' },
  platnostOd: { type: 'string', format: 'date' },
  platnostDo: { type: ['string', 'null'], format: 'date' },
  stav: { type: 'string', enum: [...STAVY_AKUMULACIE] },
  poznamka: { type: ['string', 'null'], maxLength: 500 },
  idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 },
  // Shown, never written: the site's town (edited on the site's screen).
  mesto: { type: ['string', 'null'], readOnly: true },
};

const REQUIRED = ['eic', 'nazov', 'technologia', 'kapacitaKwh', 'instalovanyVykonKw', 'maxVykonNabijaniaKw', 'maxVykonVybijaniaKw', 'platnostOd', 'stav'];

/**
 * Charging, discharging and installed power sensible for the capacity: the catalogue's
 * powerWithinCapacity at the schemas' root, run by the form and the server alike (validity in
 * order: the schema's dateOrder).
 */
function deviceSchemas() {
  const { createSchema, updateSchema } = withDateOrder(editSchemas('idZariadAkum', PROPERTIES, REQUIRED));
  const rule = { powerWithinCapacity: { capacity: 'kapacitaKwh', powers: ['maxVykonNabijaniaKw', 'maxVykonVybijaniaKw', 'instalovanyVykonKw'], rate: MAX_C_RATE } };
  return { createSchema: { ...createSchema, ...rule } as JsonSchema, updateSchema: { ...updateSchema, ...rule } as JsonSchema };
}

/** The metering point must exist and, for a participant, be its own. */
async function verifyAkumulacneZariadenie(body: Readonly<Record<string, unknown>>, context: VerifyContext): Promise<FieldProblem[]> {
  const eic = body.eicOdberneMiesto;
  if (typeof eic !== 'string' || eic === context.stored?.eicOdberneMiesto) return [];
  const owner = context.core ? null : (context.tenant ?? -1);
  const { rows } = await context.db.query('SELECT 1 FROM odberne_miesto WHERE eic = $1 AND ($2::int IS NULL OR id_ucastnik_trhu = $2::int)', [eic, owner]);
  return rows.length > 0 ? [] : [{ field: 'eicOdberneMiesto', key: 'reason.referenceMissing', params: { field: 'eicOdberneMiesto' } }];
}

/** Storage devices (akumulačné zariadenia) of market participants; tenant-scoped. */
export const akumulacneZariadenie: EntityDef = {
  name: 'akumulacne-zariadenie',
  path: '/portal/akumulacne-zariadenia/akumulacne-zariadenie/',
  table: 'akumulacne_zariadenie',
  idField: 'idZariadAkum',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  // The registration process inserts devices too.
  writtenElsewhere: true,
  fields: {
    idZariadAkum: { column: 'id_zariad_akum', type: 'integer' },
    eic: { column: 'eic', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    technologia: { column: 'technologia', type: 'string' },
    kapacitaKwh: { column: 'kapacita_kwh', type: 'number' },
    instalovanyVykonKw: { column: 'instalovany_vykon_kw', type: 'number' },
    maxVykonNabijaniaKw: { column: 'max_vykon_nabijania_kw', type: 'number' },
    maxVykonVybijaniaKw: { column: 'max_vykon_vybijania_kw', type: 'number' },
    eicOdberneMiesto: { column: 'eic_odberne_miesto', type: 'string' },
    platnostOd: { column: 'platnost_od', type: 'date' },
    platnostDo: { column: 'platnost_do', type: 'date' },
    stav: { column: 'stav', type: 'string' },
    poznamka: { column: 'poznamka', type: 'string' },
    // The site's town, for the list (the site itself is lokalita/detail/:idAkumulator).
    mesto: { column: 'adresa', type: 'string', expression: "(akumulacne_zariadenie.adresa->>'Mesto')" },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'akumulacne-zariadenia#read', write: 'akumulacne-zariadenia#write', create: 'akumulacne-zariadenia#create' },
  ...deviceSchemas(),
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  verify: verifyAkumulacneZariadenie,
  uniqueConstraints: { akumulacne_zariadenie_eic_uq: 'eic' },
  foreignKeys: { akumulacne_zariadenie_id_ucastnik_trhu_fkey: 'idUcastnikTrhu' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};

const SITE_PROPERTIES: Record<string, JsonSchema> = {
  // The device the site belongs to: shown, never written here.
  eic: { type: 'string', readOnly: true },
  nazov: { type: 'string', readOnly: true },
  adresa: addressSchema(['Mesto', 'IdStat']),
  gpsLat: { type: ['number', 'null'], minimum: GPS_BOUNDS.lat.min, maximum: GPS_BOUNDS.lat.max, maxDecimals: 6 },
  gpsLon: { type: ['number', 'null'], minimum: GPS_BOUNDS.lon.min, maximum: GPS_BOUNDS.lon.max, maxDecimals: 6 },
  katastralneUzemie: { type: ['string', 'null'], minLength: 1, maxLength: 100 },
  cisloParcely: { type: ['string', 'null'], format: 'parcel-number', maxLength: 10 },
};

const siteSchemas = editSchemas('idAkumulator', SITE_PROPERTIES, []);

/**
 * The site (lokalita) of a storage device: the same row's site columns under their own screen
 * `lokalita/detail/:idAkumulator`. Created with the device, never on its own: the create schema
 * refuses every body. Deleting a site would delete its device, so the metadata offers no delete.
 */
export const lokalitaAkumulatora: EntityDef = {
  name: 'lokalita',
  path: '/portal/akumulacne-zariadenia/lokalita/',
  table: 'akumulacne_zariadenie',
  idField: 'idAkumulator',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  writtenElsewhere: true,
  fields: {
    idAkumulator: { column: 'id_zariad_akum', type: 'integer' },
    eic: { column: 'eic', type: 'string' },
    nazov: { column: 'nazov', type: 'string' },
    adresa: { column: 'adresa', type: 'json' },
    gpsLat: { column: 'gps_lat', type: 'number' },
    gpsLon: { column: 'gps_lon', type: 'number' },
    katastralneUzemie: { column: 'katastralne_uzemie', type: 'string' },
    cisloParcely: { column: 'cislo_parcely', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'akumulacne-zariadenia#read', write: 'akumulacne-zariadenia#write', create: 'akumulacne-zariadenia#create' },
  createSchema: { ...siteSchemas.createSchema, not: {} },
  updateSchema: siteSchemas.updateSchema,
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
};
