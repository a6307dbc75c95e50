import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { badRequest } from '../api/errors';
import type { ActionContext, EntityAction, FieldProblem } from './entity';

/** The participant role whose devices the copy makes (aktívny odberateľ, "AO"). */
export const ACTIVE_CUSTOMER_ROLE = 'AKTIVNY_ODBERATEL';

const SCHEMA: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  properties: {
    // The new record is a device of its own: a new 24W EIC and name.
    eic: { type: 'string', format: 'eic', eicPrefix: '24W' },
    nazov: { type: 'string', minLength: 1, maxLength: 200 },
    eicOdberneMiesto: { type: ['string', 'null'], format: 'eic', eicPrefix: '24Z' },
    // The active customer the copy is for; portal users copy for the participant they act for.
    idUcastnikTrhu: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  },
  required: ['eic', 'nazov'],
};

/** A 400 naming the field, as the action's own checks answer. */
function copyRefused(problem: FieldProblem) {
  return badRequest('error.invalidPayload', [{ key: problem.key, params: { field: problem.field, ...problem.params } }], {
    userError: true,
    errors: [{ field: problem.field, keyword: 'check', params: problem.params ?? {} }],
  });
}

/** Whom the copy is for: the tenant (portal), or the participant core staff name. */
function targetOf({ tenant, core, body }: ActionContext): number | undefined {
  if (!core) return tenant;
  return typeof body.idUcastnikTrhu === 'number' ? body.idUcastnikTrhu : undefined;
}

/**
 * `POST {device}/{id}/copy-to-ao` (dialog copy-vyr-to-ao): a new production device of an active
 * customer with the source's technical data (technology, installed power, generators, storage,
 * commissioning date, site). Support, documents, contacts and the account are not technical data
 * and stay behind; the copy starts in proceedings (V_KONANI) without support and names its source.
 * The target participant must hold the active customer role. Answers `{ idZariadVyr }`.
 */
export const copyToActiveCustomer: EntityAction = {
  code: 'copy-to-ao',
  schema: SCHEMA,
  check(context): FieldProblem[] {
    if (context.core && targetOf(context) === undefined) return [{ field: 'idUcastnikTrhu', key: 'ajv.required', params: { missingProperty: 'idUcastnikTrhu' } }];
    if (!context.core && context.body.idUcastnikTrhu != null && context.body.idUcastnikTrhu !== context.tenant) {
      return [{ field: 'idUcastnikTrhu', key: 'reason.foreignTenant', params: { value: String(context.body.idUcastnikTrhu) } }];
    }
    if (context.record?.stav === 'ZRUSENE') return [{ field: 'stav', key: 'reason.actionState', params: { field: 'stav', value: 'ZRUSENE' } }];
    return [];
  },
  async run(context) {
    const { db, body, record, login } = context;
    const target = targetOf(context);
    const { rows: who } = await db.query<{ nazov: string; roly: string[] | null }>('SELECT nazov, roly FROM ucastnik_trhu WHERE id_ucastnik_trhu = $1', [target]);
    const participant = who[0];
    if (!participant || !(participant.roly ?? []).includes(ACTIVE_CUSTOMER_ROLE)) {
      throw copyRefused({ field: 'idUcastnikTrhu', key: 'reason.notActiveCustomer', params: { name: participant?.nazov ?? String(target) } });
    }
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO vyrobne_zariadenie (eic, nazov, id_technologia, instalovany_vykon_kw, pocet_generatorov, typ_podpory, datum_uvedenia_do_prevadzky,
         gps_lat, gps_lon, stav, akumulacia, adresa, eic_odberne_miesto, id_ucastnik_trhu, id_zariad_vyr_zdroj, created_by, updated_by)
       SELECT $2, $3, id_technologia, instalovany_vykon_kw, pocet_generatorov, 'BEZ_PODPORY', datum_uvedenia_do_prevadzky,
         gps_lat, gps_lon, 'V_KONANI', akumulacia, adresa, $4, $5, id_zariad_vyr, $6, $6
       FROM vyrobne_zariadenie WHERE id_zariad_vyr = $1
       RETURNING id_zariad_vyr AS id`,
      [record?.idZariadVyr, String(body.eic).toUpperCase(), body.nazov, typeof body.eicOdberneMiesto === 'string' ? body.eicOdberneMiesto.toUpperCase() : null, target, login],
    );
    const id = rows[0]?.id;
    await db.query(
      `INSERT INTO vyrobne_zariadenie_generator (id_zariad_vyr, id_ucastnik_trhu, nazov, typ, primarny_zdroj, instalovany_vykon_kw, menovite_napatie_v,
         vyrobca, model, vyrobne_cislo, rok_vyroby, datum_uvedenia_do_prevadzky, stav, poznamka, created_by, updated_by)
       SELECT $2, $3, nazov, typ, primarny_zdroj, instalovany_vykon_kw, menovite_napatie_v, vyrobca, model, vyrobne_cislo, rok_vyroby,
         datum_uvedenia_do_prevadzky, stav, poznamka, $4, $4
       FROM vyrobne_zariadenie_generator WHERE id_zariad_vyr = $1`,
      [record?.idZariadVyr, id, target, login],
    );
    return { idZariadVyr: id };
  },
};
