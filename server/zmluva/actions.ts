import { createHash } from 'node:crypto';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { marketToday } from '../../engine/core/validation/marketDay';
import { ApiError, badRequest } from '../api/errors';
import type { Queryable } from '../db/types';
import { CONTENT_TYPES } from '../dms/files';
import { recordPeriod, type ActionContext, type ActionProblem, type EntityAction, type FieldProblem } from '../model/entity';
import { START_WITHIN_RECORD_PERIOD, type StoredRule } from '../../engine/core/validation/storedRules';
import { contractTypeLabels } from './contractTypeLabels';
import { selectExpression } from '../rql/sql';
import { fillAddendum } from './addendumText';
import { buildDocx } from './docx';
import { ZMLUVA_FIELDS } from './fields';
import { contractDocument, GENERATED_DOCUMENT_TYPE, TEMPLATES } from './documentText';
import { NOTIFY_VARIABLES, createNotifyJob } from './notify';
import { NOTIFY_CHANNELS, NOTIFY_TEMPLATES } from './notifyCodes';

/** States in which a contract is in force and may be terminated, renewed or amended. */
export const IN_FORCE = ['AKTIVNA', 'SCHVALENA'];

const DATE: JsonSchema = { type: 'string', format: 'date' };
const schema = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});

const today = (): string => marketToday();

/** One contract in API shape. */
export async function readZmluva(db: Queryable, idZmluva: number): Promise<Record<string, unknown>> {
  const columns = Object.entries(ZMLUVA_FIELDS).map(([field, def]) => selectExpression(field, def)).join(', ');
  const { rows } = await db.query<Record<string, unknown>>(`SELECT ${columns} FROM zmluva WHERE id_zmluva = $1`, [idZmluva]);
  const row = rows[0];
  if (!row) throw new ApiError(404, 'error.notFound');
  return row;
}

function record(context: ActionContext): Readonly<Record<string, unknown>> {
  if (!context.record) throw new Error('a record action without its record');
  return context.record;
}

/** 409 unless the contract is in one of the states: the action does not apply to it now. */
function requireState(context: ActionContext, states: readonly string[]): void {
  const stav = String(record(context).stav);
  if (!states.includes(stav)) {
    throw new ApiError(409, 'error.conflict', [{ key: 'validation.msgContractState', params: { field: 'stav', stav } }], { userError: true });
  }
}

/** 400 naming the fields, as the entity routes answer a failed cross-field check. */
function refuse(problems: readonly FieldProblem[]): never {
  throw badRequest(
    'error.invalidPayload',
    problems.map((p) => ({ key: p.key, params: { field: p.field, ...p.params } })),
    { userError: true, errors: problems.map((p) => ({ field: p.field, keyword: 'check', params: p.params ?? {} })) },
  );
}

async function bump(db: Queryable, id: unknown, login: string, set: string, params: unknown[]): Promise<void> {
  await db.query(`UPDATE zmluva SET ${set}, verzia = verzia + 1, updated_at = now(), updated_by = $2 WHERE id_zmluva = $1`, [id, login, ...params]);
}

/** Ends the contract on the given day with a reason (spec 4: terminate with a reason). */
const terminate: EntityAction = {
  code: 'terminate',
  // minDate today: the catalogue's rule, checked alike in the dialog and here.
  schema: schema({ dovodUkoncenia: { type: 'string', minLength: 1, maxLength: 500 }, datumUkoncenia: { ...DATE, minDate: 'today' } }, ['dovodUkoncenia', 'datumUkoncenia']),
  async run(context) {
    requireState(context, IN_FORCE);
    const { body, db, login } = context;
    const row = record(context);
    // Terminated: cancelled from that day on; a validity ending earlier stays as it was.
    await bump(db, row.idZmluva, login, `stav = 'ZRUSENA', dovod_ukoncenia = $3, datum_ukoncenia = $4::date,
      platnost_do = CASE WHEN platnost_do IS NULL OR platnost_do > $4::date THEN greatest($4::date, platnost_od) ELSE platnost_do END`, [
      String(body.dovodUkoncenia).trim(),
      body.datumUkoncenia,
    ]);
    return readZmluva(db, Number(row.idZmluva));
  },
};

/** Extends the validity to a later day (dialogs/renewal). */
const renew: EntityAction = {
  code: 'renew',
  // Not in the past: the catalogue's date bound, checked alike in the dialog and here; after the
  // contract's current end is about the stored record (below).
  schema: schema({ platnostDo: { ...DATE, minDate: 'today' } }, ['platnostDo']),
  async run(context) {
    requireState(context, IN_FORCE);
    const row = record(context);
    const current = row.platnostDo;
    const wanted = String(context.body.platnostDo);
    if (typeof current !== 'string') refuse([{ field: 'platnostDo', key: 'validation.msgRenewIndefinite' }]);
    if (wanted <= current) refuse([{ field: 'platnostDo', key: 'validation.msgRenewAfter', params: { date: current } }]);
    await bump(context.db, row.idZmluva, context.login, 'platnost_do = $3::date', [wanted]);
    return readZmluva(context.db, Number(row.idZmluva));
  },
};

/** Adds an addendum from a template (dialogs/addendum): the next number of the contract. */
const addendum: EntityAction = {
  code: 'addendum',
  schema: schema(
    {
      idAddendumTemplate: { type: 'integer', minimum: 1, maximum: 2147483647 },
      platnostOd: DATE,
      popis: { type: ['string', 'null'], maxLength: 1000 },
    },
    ['idAddendumTemplate', 'platnostOd'],
  ),
  check(context) {
    requireState(context, IN_FORCE);
    return [];
  },
  // The addendum's first day within the contract's period: the shared rule the dialog runs too.
  storedRules: [{ rule: START_WITHIN_RECORD_PERIOD as StoredRule<never>, facts: recordPeriod() }],
  async run(context) {
    const { db, body, login } = context;
    const row = record(context);
    const od = String(body.platnostOd);
    // Only a template made for this contract's type and valid on the addendum's first day.
    const { rows: templates } = await db.query<{ text: string; verzia: number }>(
      `SELECT text_sablony AS text, verzia FROM addendum_template
       WHERE id_addendum_template = $1 AND typy_zmluvy @> ARRAY[$2::text] AND platnost_od <= $3::date AND (platnost_do IS NULL OR platnost_do >= $3::date)`,
      [body.idAddendumTemplate, row.typZmluvy, od],
    );
    const template = templates[0];
    if (!template) refuse([{ field: 'idAddendumTemplate', key: 'reason.templateNotForContract', params: { typ: String(row.typZmluvy) } }]);
    // The contract row is locked first, so two addenda saved at once get different numbers.
    await db.query('SELECT 1 FROM zmluva WHERE id_zmluva = $1 FOR UPDATE', [row.idZmluva]);
    const { rows: facts } = await db.query<{ cislo: number; nazov: string; ico: string | null; eic: string; typ: string | null }>(
      `SELECT coalesce((SELECT max(cislo_dodatku) FROM zmluva_dodatok WHERE id_zmluva = $1), 0) + 1 AS cislo, u.nazov, u.ico, u.eic,
         (SELECT i.nazov FROM edc_ciselnik i JOIN ciselnik c ON c.id_ciselnik = i.id_ciselnik WHERE c.nazov = 'zmluva-typ' AND i.kod = $2) AS typ
       FROM zmluva z JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = z.id_ucastnik_trhu WHERE z.id_zmluva = $1`,
      [row.idZmluva, row.typZmluvy],
    );
    const fact = facts[0];
    if (!fact) throw new ApiError(404, 'error.notFound');
    const text = fillAddendum(template.text, {
      cisloZmluvy: String(row.cisloZmluvy),
      typZmluvy: fact.typ ?? String(row.typZmluvy),
      nazovUcastnika: fact.nazov,
      icoUcastnika: fact.ico,
      eicUcastnika: fact.eic,
      datumPodpisu: typeof row.datumPodpisu === 'string' ? row.datumPodpisu : null,
      platnostOd: String(row.platnostOd),
      platnostDo: typeof row.platnostDo === 'string' ? row.platnostDo : null,
      cisloDodatku: Number(fact.cislo),
      platnostDodatku: od,
      datum: today(),
    });
    const { rows } = await db.query<Record<string, unknown>>(
      `INSERT INTO zmluva_dodatok (id_zmluva, id_ucastnik_trhu, cislo_dodatku, id_addendum_template, platnost_od, popis, text, verzia_sablony, created_by)
       SELECT $1, id_ucastnik_trhu, $6, $2, $3::date, $4, $7, $8, $5
       FROM zmluva WHERE id_zmluva = $1
       RETURNING id_zmluva_dodatok AS "idZmluvaDodatok", id_zmluva AS "idZmluva", cislo_dodatku AS "cisloDodatku",
         id_addendum_template AS "idAddendumTemplate", to_char(platnost_od, 'YYYY-MM-DD') AS "platnostOd", popis, text,
         verzia_sablony AS "verziaSablony"`,
      [row.idZmluva, body.idAddendumTemplate, od, typeof body.popis === 'string' && body.popis.trim() ? body.popis.trim() : null, login, fact.cislo, text, template.verzia],
    );
    return rows[0];
  },
};

/**
 * Generates the contract document from the contract's data (dialogs/generate-documents), stores it
 * in the DMS for the contract's participant and lists it among the contract's documents, replacing
 * the previously generated one (one document per type).
 */
const generateDocuments: EntityAction = {
  code: 'generate-documents',
  schema: schema({ sablona: { type: 'string', enum: [...TEMPLATES] }, format: { type: 'string', enum: ['DOCX'] } }, ['sablona', 'format']),
  async run(context) {
    const { db, login, body } = context;
    const row = record(context);
    if (['ZAMIETNUTA', 'ZRUSENA'].includes(String(row.stav))) requireState(context, []);
    const { rows: owners } = await db.query<{ nazov: string; eic: string; ico: string | null }>(
      'SELECT nazov, eic, ico FROM ucastnik_trhu WHERE id_ucastnik_trhu = $1',
      [row.idUcastnikTrhu],
    );
    const owner = owners[0] ?? { nazov: '', eic: '', ico: null };
    const { title, paragraphs } = contractDocument(String(body.sablona), row, owner);
    const bytes = Buffer.from(buildDocx(title, paragraphs));
    const fileName = `${String(row.cisloZmluvy)}${body.sablona === 'ZMLUVA' ? '' : '-suhrn'}.docx`;
    const contentType = CONTENT_TYPES.docx as string;
    const { rows } = await db.query<{ dmsId: string }>(
      `INSERT INTO dms_document (document_type, file_name, content_type, file_size, sha256, obsah, public_upload, created_by, id_ucastnik_trhu)
       VALUES ($1, $2, $3, $4, $5, $6::bytea, false, $7, $8) RETURNING dms_id::text AS "dmsId"`,
      [GENERATED_DOCUMENT_TYPE, fileName, contentType, bytes.length, createHash('sha256').update(bytes).digest('hex'), bytes, login, row.idUcastnikTrhu],
    );
    const dmsId = (rows[0] as { dmsId: string }).dmsId;
    const kept = (Array.isArray(row.dokumenty) ? (row.dokumenty as Record<string, unknown>[]) : []).filter((d) => d.documentType !== GENERATED_DOCUMENT_TYPE);
    const document = { idDmsDocument: dmsId, dmsId, documentType: GENERATED_DOCUMENT_TYPE, fileName, fileSize: bytes.length, contentType, generated: true };
    await bump(db, row.idZmluva, login, 'dokumenty = $3::jsonb', [JSON.stringify([...kept, document])]);
    return readZmluva(db, Number(row.idZmluva));
  },
};

const KNOWN_VARIABLES = { knownPlaceholders: { names: [...NOTIFY_VARIABLES], syntax: 'single' } } as JsonSchema;

/** Notifies the participants of the selected contracts (bulk, core): a background job `{ code }`. */
const notify: EntityAction = {
  code: 'notify',
  bulk: true,
  schema: schema(
    {
      sablona: { type: 'string', enum: [...NOTIFY_TEMPLATES] },
      kanal: { type: 'string', enum: [...NOTIFY_CHANNELS] },
      // Only the notification's variables ({cisloZmluvy}, …): the catalogue's rule, which the form runs too.
      predmet: { type: 'string', minLength: 1, maxLength: 300, ...KNOWN_VARIABLES },
      text: { type: 'string', minLength: 1, maxLength: 5000, ...KNOWN_VARIABLES },
    },
    ['sablona', 'kanal', 'predmet', 'text'],
  ),
  async check({ db, lang, records }) {
    const problems: ActionProblem[] = [];
    // forms-data.md 5: the selected contracts must be of the same type. A refusal of the selection,
    // not of a field: it names each type by its label, with how many of it were selected.
    const counts = new Map<string, number>();
    for (const r of records ?? []) counts.set(String(r.typZmluvy), (counts.get(String(r.typZmluvy)) ?? 0) + 1);
    if (counts.size > 1) {
      const labels = await contractTypeLabels(db, lang, [...counts.keys()]);
      const types = [...counts].map(([code, count]) => `${labels.get(code) ?? code} (${count})`).join(', ');
      problems.push({ key: 'reason.sameContractType', params: { types } });
    }
    return problems;
  },
  async run({ db, login, body, records }) {
    return createNotifyJob(db, login, (records ?? []).map((r) => ({ idZmluva: Number(r.idZmluva), cisloZmluvy: String(r.cisloZmluvy) })), {
      sablona: String(body.sablona),
      kanal: String(body.kanal),
      predmet: String(body.predmet),
      text: String(body.text),
    });
  },
};

/** The contract register's actions (metadata `detail.actions`, `search.actions`). */
export const ZMLUVA_ACTIONS: readonly EntityAction[] = [terminate, renew, addendum, generateDocuments, notify];
