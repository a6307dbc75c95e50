import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { dueDate, MissingOffsetError, type TimeOffset } from '../../engine/core/workflow/businessDays';
import { ApiError } from '../api/errors';
import type { Queryable } from '../db/types';
import { documentSchema, ONE_DOCUMENT_PER_TYPE } from './documents';
import type { EntityAction, EntityDef } from './entity';
import { participantNameSql } from './participantName';

export const STAVY_REKLAMACIE = ['ROZPRACOVANA', 'V_RIESENI', 'VRATENA', 'VYBAVENA', 'ZNOVU_OTVORENA', 'ZRUSENA'] as const;
export const KATEGORIE_REKLAMACIE = ['FAKTURACIA', 'MERANIE', 'DATA', 'ZMLUVA', 'PORTAL', 'INE'] as const;

/** The deadline type of a complaint's answer (casovy_posun, migration 075): working days. */
export const COMPLAINT_OFFSET = 'ODPOVED_NA_REKLAMACIU';

/** A complaint's or its answer's attachments: one of each type (ONE_DOCUMENT_PER_TYPE). */
export const COMPLAINT_DOCUMENTS: JsonSchema = { type: ['array', 'null'], maxItems: 10, ...ONE_DOCUMENT_PER_TYPE, items: documentSchema('reklamacia') };

/**
 * The answer's due date: COMPLAINT_OFFSET from `start`, skipping weekends and holidays (sviatok)
 * when the offset counts working days. A missing offset is a 409 (spec 5).
 */
export async function complaintDueDate(db: Queryable, start: string): Promise<string> {
  const offsets = await db.query<{ dni: number; anoPracDni: boolean }>('SELECT dni, ano_prac_dni AS "anoPracDni" FROM casovy_posun WHERE kod = $1', [COMPLAINT_OFFSET]);
  const holidays = await db.query<{ d: string }>("SELECT to_char(datum, 'YYYY-MM-DD') AS d FROM sviatok WHERE datum >= $1::date", [start]);
  const table: Record<string, TimeOffset> = offsets.rows[0] ? { [COMPLAINT_OFFSET]: offsets.rows[0] } : {};
  try {
    return dueDate(start, COMPLAINT_OFFSET, table, holidays.rows.map((h) => h.d));
  } catch (error) {
    if (error instanceof MissingOffsetError) throw new ApiError(409, 'error.conflict', [{ key: 'reason.missingOffset', params: { code: COMPLAINT_OFFSET } }]);
    throw error;
  }
}

/** Reopening a resolved complaint (portal, with a reason): back in progress with a new due date. */
const reopen: EntityAction = {
  code: 'reopen',
  token: 'reklamacie#read',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['dovod'],
    properties: { dovod: { type: 'string', minLength: 1, maxLength: 500 } },
  } as JsonSchema,
  check: ({ record, core }) => {
    if (core) return [{ field: 'dovod', key: 'reason.portalOnly', params: {} }];
    return record?.stav === 'VYBAVENA' ? [] : [{ field: 'stav', key: 'reason.reopenState', params: { stav: String(record?.stav) } }];
  },
  run: async ({ db, record, body, login }) => {
    const { rows: today } = await db.query<{ d: string }>("SELECT to_char(current_date, 'YYYY-MM-DD') AS d");
    const termin = await complaintDueDate(db, (today[0] as { d: string }).d);
    const { rows } = await db.query(
      `UPDATE reklamacia SET stav = 'ZNOVU_OTVORENA', dovod_znovuotvorenia = $2, termin = $3::date, datum_vybavenia = NULL,
         verzia = verzia + 1, updated_at = now(), updated_by = $4
       WHERE id_reklamacia = $1 AND stav = 'VYBAVENA' RETURNING id_reklamacia AS "idReklamacie", stav, to_char(termin, 'YYYY-MM-DD') AS termin, verzia`,
      [record?.idReklamacie, String(body.dovod).trim(), termin, login],
    );
    if (!rows[0]) throw new ApiError(409, 'error.conflict', [{ key: 'reason.reopenState', params: { stav: String(record?.stav) } }]);
    return rows[0];
  },
};

// Read-only here: the schema only types the fields for the screens.
const SCHEMA = {
    type: 'object',
    properties: {
      kod: { type: 'string' },
      predmet: { type: 'string', maxLength: 200 },
      kategoria: { type: ['string', 'null'], enum: [...KATEGORIE_REKLAMACIE, null] },
      stav: { type: 'string', enum: [...STAVY_REKLAMACIE] },
      obdobieOd: { type: 'string', format: 'date' },
      obdobieDo: { type: 'string', format: 'date' },
      text: { type: 'string', maxLength: 4000 },
      datumPodania: { type: ['string', 'null'], format: 'date' },
      termin: { type: ['string', 'null'], format: 'date' },
      datumVybavenia: { type: ['string', 'null'], format: 'date' },
      odpoved: { type: ['string', 'null'], maxLength: 4000 },
      dokumenty: COMPLAINT_DOCUMENTS,
      dokumentyOdpoved: COMPLAINT_DOCUMENTS,
      dovodZnovuotvorenia: { type: ['string', 'null'], maxLength: 500 },
      ucastnik: { type: 'string' },
    },
} as JsonSchema;

const OWNER_NAME = participantNameSql('reklamacia');

/**
 * Complaints (spec 2.2 reklamacie): filed and answered in the workflow (process REKLAMACIA), listed
 * and read here; a resolved one can be reopened. Tenant-scoped.
 */
export const reklamacia: EntityDef = {
  name: 'reklamacia',
  path: '/portal/reklamacie/reklamacia-evidencia/',
  table: 'reklamacia',
  idField: 'idReklamacie',
  versionField: 'verzia',
  fields: {
    idReklamacie: { column: 'id_reklamacia', type: 'integer' },
    kod: { column: 'kod', type: 'string' },
    predmet: { column: 'predmet', type: 'string', foldColumn: 'predmet_fold' },
    kategoria: { column: 'kategoria', type: 'string' },
    stav: { column: 'stav', type: 'string' },
    obdobieOd: { column: 'obdobie_od', type: 'date' },
    obdobieDo: { column: 'obdobie_do', type: 'date' },
    text: { column: 'text', type: 'string', queryable: false },
    datumPodania: { column: 'datum_podania', type: 'date' },
    termin: { column: 'termin', type: 'date' },
    datumVybavenia: { column: 'datum_vybavenia', type: 'date' },
    odpoved: { column: 'odpoved', type: 'string', queryable: false },
    dokumenty: { column: 'dokumenty', type: 'json' },
    dokumentyOdpoved: { column: 'dokumenty_odpoved', type: 'json' },
    dovodZnovuotvorenia: { column: 'dovod_znovuotvorenia', type: 'string', queryable: false },
    ucastnik: { column: 'id_ucastnik_trhu', type: 'string', queryable: false, expression: OWNER_NAME },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'reklamacie#read', write: 'reklamacie#write', create: 'reklamacie#create' },
  createSchema: SCHEMA,
  updateSchema: SCHEMA,
  defaultSort
: [{ field: 'datumPodania', dir: 'desc' }],
  tenantField: 'idUcastnikTrhu',
  readOnly: true,
  writtenElsewhere: true,
  actions: [reopen],
};
