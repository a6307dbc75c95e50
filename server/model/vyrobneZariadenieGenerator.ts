import { PATTERNS } from '../../engine/core/validation/patterns';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { GENERATOR_POWER_SUM, type DevicePowerFact, type GeneratorsPowerFact, type StoredRule } from '../../engine/core/validation/storedRules';
import type { Queryable } from '../db/types';
import { editSchemas, withStoredRules } from './entity';
import type { EntityDef, FieldProblem, VerifyContext } from './entity';

/** How a generating unit is connected to the grid. */
export const TYPY_GENERATORA = ['SYNCHRONNY', 'ASYNCHRONNY', 'STRIEDAC', 'INY'] as const;
/** The primary energy source the unit converts. */
export const PRIMARNE_ZDROJE = ['SLNECNA', 'VETERNA', 'VODNA', 'BIOPLYN', 'BIOMASA', 'ZEMNY_PLYN', 'INY'] as const;
/** In operation, or shut down (kept in the register, no longer counted in the device's power). */
export const STAVY_GENERATORA = ['PREVADZKA', 'ODSTAVENY'] as const;

// Shared by the create and the update schema, and by the generator rows of a device's registration
// request (server/bpm/processEntities.ts). Labels are not here: they come from UI metadata.
export const GENERATOR_PROPERTIES: Readonly<Record<string, JsonSchema>> = {
  idZariadVyr: { type: 'integer', minimum: 1, maximum: 2147483647 },
  nazov: { type: 'string', minLength: 1, maxLength: 200 },
  typ: { type: 'string', enum: [...TYPY_GENERATORA] },
  primarnyZdroj: { type: 'string', enum: [...PRIMARNE_ZDROJE] },
  // Power > 0: a unit of no power is not a generator.
  instalovanyVykonKw: { type: 'number', exclusiveMinimum: 0, maximum: 1000000, maxDecimals: 3 },
  // Rated terminal voltage: 230/400 V for small units up to 110 kV block transformers' generator side.
  menoviteNapatieV: { type: ['integer', 'null'], minimum: 100, maximum: 400000 },
  vyrobca: { type: ['string', 'null'], maxLength: 100 },
  model: { type: ['string', 'null'], maxLength: 100 },
  vyrobneCislo: { type: ['string', 'null'], maxLength: 50, pattern: PATTERNS.serialNumber },
  rokVyroby: { type: ['integer', 'null'], minimum: 1900, maximum: 2100 },
  datumUvedeniaDoPrevadzky: { type: ['string', 'null'], format: 'date' },
  stav: { type: 'string', enum: [...STAVY_GENERATORA] },
  poznamka: { type: ['string', 'null'], maxLength: 500 },
};

export const GENERATOR_REQUIRED: readonly string[] = ['idZariadVyr', 'nazov', 'typ', 'primarnyZdroj', 'instalovanyVykonKw', 'stav'];

/**
 * A unit cannot be made after it started running: the catalogue's yearMadeNotAfterStart, at the
 * root of a generator's schema and of each generator row of a device's registration request.
 */
export const GENERATOR_YEAR_RULE = { yearMadeNotAfterStart: { year: 'rokVyroby', start: 'datumUvedeniaDoPrevadzky' } } as const;

/** The generator's create and update schemas: its fields, the year rule and the power sum the form also runs. */
function generatorSchemas() {
  const { createSchema, updateSchema } = withStoredRules(editSchemas('idZariadVyrDetail', GENERATOR_PROPERTIES, GENERATOR_REQUIRED), [GENERATOR_POWER_SUM.name]);
  return { createSchema: { ...createSchema, ...GENERATOR_YEAR_RULE } as JsonSchema, updateSchema: { ...updateSchema, ...GENERATOR_YEAR_RULE } as JsonSchema };
}

/** The device's power and the power of its generators in operation, leaving one row out. */
async function powerOf(db: Queryable, idZariadVyr: number, exceptId: number | null) {
  const { rows } = await db.query<{ nazov: string; owner: number; max: number; total: number }>(
    `SELECT v.nazov, v.id_ucastnik_trhu AS owner, v.instalovany_vykon_kw::float8 AS max,
       coalesce((SELECT sum(g.instalovany_vykon_kw) FROM vyrobne_zariadenie_generator g
                 WHERE g.id_zariad_vyr = v.id_zariad_vyr AND g.stav = 'PREVADZKA'
                   AND ($2::int IS NULL OR g.id_zariad_vyr_detail <> $2::int)), 0)::float8 AS total
     FROM vyrobne_zariadenie v WHERE v.id_zariad_vyr = $1`,
    [idZariadVyr, exceptId],
  );
  return rows[0];
}

/**
 * The facts of generatorPowerSum (engine/core/validation/storedRules): the device's installed power
 * and its other generators in operation; undefined when the device is not there or not the caller's.
 */
async function devicePowerOf(keys: Readonly<Record<string, unknown>>, context: { db: Queryable; tenant: number | undefined; core: boolean; exceptId: number | null }): Promise<DevicePowerFact | undefined> {
  if (typeof keys.idZariadVyr !== 'number') return undefined;
  const device = await powerOf(context.db, keys.idZariadVyr, context.exceptId);
  if (!device || (!context.core && device.owner !== context.tenant)) return undefined;
  return { max: device.max, others: device.total };
}

/**
 * The device is the caller's (portal), stays the same on update, and its name is not the
 * generator's (forms-data.md 5: the generator name must differ from the production device name).
 * The power rule (our decision, stated in the README) is the shared generatorPowerSum: the
 * generators in operation together never exceed the device's installed power.
 */
export async function verifyGenerator(body: Readonly<Record<string, unknown>>, context: VerifyContext): Promise<FieldProblem[]> {
  const idZariadVyr = Number(body.idZariadVyr);
  if (context.stored && context.stored.idZariadVyr !== idZariadVyr) return [{ field: 'idZariadVyr', key: 'reason.readOnlyField', params: {} }];
  const storedId = context.stored ? Number(context.stored.idZariadVyrDetail) : null;
  const device = await powerOf(context.db, idZariadVyr, storedId);
  if (!device || (!context.core && device.owner !== context.tenant)) return [{ field: 'idZariadVyr', key: 'reason.referenceMissing', params: {} }];
  const nazov = String(body.nazov);
  if (nazov.trim().toLocaleLowerCase('sk') === device.nazov.trim().toLocaleLowerCase('sk')) {
    return [{ field: 'nazov', key: 'reason.generatorNameSameAsDevice', params: { device: device.nazov } }];
  }
  return [];
}

/**
 * The facts of devicePowerCoversGenerators (engine/core/validation/storedRules): what the edited
 * device's generators in operation give together and the largest of them; undefined for a new
 * device (it has none) or one that is not the caller's.
 */
export async function deviceGeneratorsOf(_keys: Readonly<Record<string, unknown>>, context: { db: Queryable; tenant: number | undefined; core: boolean; exceptId: number | null }): Promise<GeneratorsPowerFact | undefined> {
  // The record edited is the device itself.
  if (context.exceptId === null) return undefined;
  const { rows } = await context.db.query<{ owner: number; total: number | null; largest: string | null }>(
    `SELECT v.id_ucastnik_trhu AS owner, sum(g.instalovany_vykon_kw)::float8 AS total,
       (array_agg(g.nazov ORDER BY g.instalovany_vykon_kw DESC, g.nazov))[1] AS largest
     FROM vyrobne_zariadenie v LEFT JOIN vyrobne_zariadenie_generator g ON g.id_zariad_vyr = v.id_zariad_vyr AND g.stav = 'PREVADZKA'
     WHERE v.id_zariad_vyr = $1 GROUP BY v.id_ucastnik_trhu`,
    [context.exceptId],
  );
  const device = rows[0];
  if (!device || (!context.core && device.owner !== context.tenant)) return undefined;
  return { total: device.total ?? 0, largest: device.largest ?? '' };
}

/**
 * Every rule over a device's generators (the power sum, at least one) reads them with the device's
 * row locked, in the transaction of the write (EntityDef.lock): concurrent saves of one device's
 * generators, or of the device, are checked one after the other.
 */
export async function lockDevice(db: Queryable, idZariadVyr: unknown): Promise<void> {
  if (typeof idZariadVyr !== 'number') return;
  await db.query('SELECT 1 FROM vyrobne_zariadenie WHERE id_zariad_vyr = $1 FOR UPDATE', [idZariadVyr]);
}

/**
 * A device in operation needs at least one generator (forms-data.md 5, "at least one generator"):
 * one in proceedings (V_KONANI) may still have none, as its units are registered one by one; it
 * cannot become active (created as such, or changed to it) without one.
 */
export async function verifyGeneratorPresent(body: Readonly<Record<string, unknown>>, context: VerifyContext): Promise<FieldProblem[]> {
  if (body.stav !== 'AKTIVNE' || context.stored?.stav === 'AKTIVNE') return [];
  const id = context.stored?.idZariadVyr;
  const present = typeof id === 'number' && (await context.db.query('SELECT 1 FROM vyrobne_zariadenie_generator WHERE id_zariad_vyr = $1 LIMIT 1', [id])).rows.length > 0;
  return present ? [] : [{ field: 'stav', key: 'reason.generatorRequired', params: { device: String(body.nazov) } }];
}

/** The last generator of an active device stays (the rule above): shut it down, or the device first. */
export async function verifyGeneratorDelete(stored: Readonly<Record<string, unknown>>, context: VerifyContext): Promise<FieldProblem[]> {
  const { rows } = await context.db.query<{ nazov: string; stav: string; others: number }>(
    `SELECT v.nazov, v.stav, (SELECT count(*)::int FROM vyrobne_zariadenie_generator g
       WHERE g.id_zariad_vyr = v.id_zariad_vyr AND g.id_zariad_vyr_detail <> $2) AS others
     FROM vyrobne_zariadenie v WHERE v.id_zariad_vyr = $1`,
    [stored.idZariadVyr, stored.idZariadVyrDetail],
  );
  const device = rows[0];
  if (device?.stav !== 'AKTIVNE' || device.others > 0) return [];
  return [{ field: 'idZariadVyr', key: 'reason.generatorLastOfActive', params: { nazov: String(stored.nazov), device: device.nazov } }];
}

/**
 * Generators (generating units) of production devices: child rows of the device's form editor.
 * Owned through the device: `idUcastnikTrhu` is the device's (a composite foreign key, migration 110).
 */
export const vyrobneZariadenieGenerator: EntityDef = {
  name: 'vyrobne-zariadenie-generator',
  path: '/portal/vyrobne-zariadenia/generator/',
  table: 'vyrobne_zariadenie_generator',
  idField: 'idZariadVyrDetail',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idZariadVyrDetail: { column: 'id_zariad_vyr_detail', type: 'integer' },
    idZariadVyr: { column: 'id_zariad_vyr', type: 'integer' },
    nazov: { column: 'nazov', type: 'string' },
    typ: { column: 'typ', type: 'string' },
    primarnyZdroj: { column: 'primarny_zdroj', type: 'string' },
    instalovanyVykonKw: { column: 'instalovany_vykon_kw', type: 'number' },
    menoviteNapatieV: { column: 'menovite_napatie_v', type: 'integer' },
    vyrobca: { column: 'vyrobca', type: 'string' },
    model: { column: 'model', type: 'string' },
    vyrobneCislo: { column: 'vyrobne_cislo', type: 'string' },
    rokVyroby: { column: 'rok_vyroby', type: 'integer' },
    datumUvedeniaDoPrevadzky: { column: 'datum_uvedenia_do_prevadzky', type: 'date' },
    stav: { column: 'stav', type: 'string' },
    poznamka: { column: 'poznamka', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'vyrobne-zariadenia#read', write: 'vyrobne-zariadenia#write', create: 'vyrobne-zariadenia#write' },
  ...generatorSchemas(),
  defaultSort: [{ field: 'nazov', dir: 'asc' }],
  verify: verifyGenerator,
  storedRules: [{ rule: GENERATOR_POWER_SUM as StoredRule<never>, facts: devicePowerOf }],
  lock: (body, context) => lockDevice(context.db, body.idZariadVyr),
  verifyDelete: verifyGeneratorDelete,
  ownerOf: async (body, db) => {
    const { rows } = await db.query<{ owner: number }>('SELECT id_ucastnik_trhu AS owner FROM vyrobne_zariadenie WHERE id_zariad_vyr = $1', [body.idZariadVyr]);
    return rows[0]?.owner;
  },
  uniqueConstraints: { vz_generator_nazov_uq: 'nazov' },
  foreignKeys: { vz_generator_owner_fk: 'idZariadVyr' },
  audit: { createdBy: 'created_by', updatedBy: 'updated_by', updatedAt: 'updated_at' },
  // The copy action writes rows outside the generic store.
  writtenElsewhere: true,
};
