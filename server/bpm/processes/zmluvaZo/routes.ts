import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../../../../engine/core/form/jsonSchema';
import { ApiError } from '../../../api/errors';
import type { ApiDeps } from '../../../api/types';
import { compileSchema, errorDetails, errorReason } from '../../../api/validation';
import type { Transaction } from '../../../db/types';
import { callerOf, type Caller } from '../../caller';
import type { EntityEdit } from '../../definitions/types';
import { MIN_FINANCNE_ZABEZPECENIE } from './effects';
import type { ProcessEngine } from '../../engine';
import { translate } from '../../../i18n/messages';
import { parsePositiveId } from '../../../api/ids';
import { syncRegisterContract } from '../../../zmluva/register';
import { isoUtcSql } from '../../../db/sessionZone';
import { UUID_PATTERN } from '../../../model/documents';
import { itemNameSql } from '../../../codeBooks/itemName';
import { repeatsDocumentType } from '../../../../engine/core/validation/bodyRules';

/** The imbalance settlement contract's API area (under zmluvy, spec 7). */
export const ZMLUVA_ZO_PATH = '/portal/zmluvy/zmluva-zo/';
/** Its financial security, read and saved as a part of its own. */
export const ZMLUVA_ZO_FINANCE_PATH = '/portal/zmluvy/zmluva-zo-financne-udaje/';
const ENTITY_TYPE = 'ZMLUVA_ZO';
const READ = 'zmluvy#read';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A document uploaded to the DMS, attached to the contract by its id (served and enforced). */
export const ZMLUVA_ZO_DOCUMENT_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dmsId'],
  properties: { dmsId: { type: 'string', pattern: UUID_PATTERN } },
} as JsonSchema;
const validateDocument = compileSchema(ZMLUVA_ZO_DOCUMENT_SCHEMA);

/** The contract's own data, filled on the summary step (served and enforced). */
export const ZMLUVA_ZO_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['datumOd', 'kontaktMeno', 'kontaktEmail', 'verzia'],
  properties: {
    datumOd: { type: 'string', format: 'date' },
    kontaktMeno: { type: 'string', minLength: 1, maxLength: 200 },
    kontaktEmail: { type: 'string', format: 'email', maxLength: 200 },
    poznamka: { type: ['string', 'null'], maxLength: 1000 },
    verzia: { type: 'integer', minimum: 1 },
  },
} as JsonSchema;

/** The financial security: at least 10,000 EUR (spec 9). */
export const ZMLUVA_ZO_FINANCE_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['vyskaZabezpecenia', 'formaZabezpecenia', 'iban', 'verzia'],
  properties: {
    vyskaZabezpecenia: { type: 'number', minimum: MIN_FINANCNE_ZABEZPECENIE, maximum: 999_999_999_999, multipleOf: 0.01 },
    formaZabezpecenia: { type: 'string', enum: ['BANKOVA_ZARUKA', 'PENAZNA_ZABEZPEKA'] },
    iban: { type: 'string', format: 'iban', maxLength: 34 },
    verzia: { type: 'integer', minimum: 1 },
  },
} as JsonSchema;

const SELECT = `SELECT z.id_zmluva AS "idZmluva", z.cislo_zmluvy AS "cisloZmluvy", z.stav, to_char(z.datum_od, 'YYYY-MM-DD') AS "datumOd",
    z.kontakt_meno AS "kontaktMeno", z.kontakt_email AS "kontaktEmail", z.poznamka, z.vyska_zabezpecenia::float AS "vyskaZabezpecenia",
    z.forma_zabezpecenia AS "formaZabezpecenia", z.iban, to_char(z.datum_schvalenia, 'YYYY-MM-DD') AS "datumSchvalenia",
    z.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov AS ucastnik, z.verzia
  FROM zmluva_zo z JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = z.id_ucastnik_trhu`;

const DOCUMENTS = `SELECT d.dms_id::text AS "dmsId", d.file_name AS "fileName", d.document_type AS "documentType", d.file_size AS "fileSize",
    d.content_type AS "contentType", ${isoUtcSql('z.created_at')} AS "createdAt"
  FROM zmluva_zo_dokument z JOIN dms_document d ON d.dms_id = z.dms_id WHERE z.id_zmluva = $1 ORDER BY z.created_at, d.file_name`;

const invalid = (errors: NonNullable<ReturnType<typeof compileSchema>['errors']>) =>
  new ApiError(400, 'error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });

/** Registers the contract's read and update routes; changes need an open activity whose task allows them. */
export function registerZmluvaZoRoutes(api: FastifyInstance, deps: ApiDeps, engine: ProcessEngine): void {
  const validateContract = compileSchema(ZMLUVA_ZO_SCHEMA);
  const validateFinance = compileSchema(ZMLUVA_ZO_FINANCE_SCHEMA);
  const config = { config: { token: READ, tenantScoped: true } };
  const idOf = (request: { params: { id: string }; headers: Record<string, string | string[] | undefined> }) =>
    parsePositiveId(request.params.id, 'idZmluva');

  async function readContract(id: number, caller: Caller) {
    const { rows } = await deps.db.query(`${SELECT} WHERE z.id_zmluva = $1 AND ($3::boolean OR z.id_ucastnik_trhu = $2::int)`, [id, caller.tenantId, caller.core]);
    if (!rows[0]) throw new ApiError(404, 'error.notFound', [{ key: 'reason.recordNotFound', params: { entity: 'zmluva-zo', id } }]);
    return rows[0] as Record<string, unknown>;
  }

  /** Runs a change under the open activity that allows it, with the optimistic version check. */
  async function change(id: number, caller: Caller, edit: EntityEdit, sentVersion: number | null, work: (tx: Transaction) => Promise<void>) {
    await readContract(id, caller);
    await deps.db.transaction(async (tx) => {
      await engine.requireEditable(tx, ENTITY_TYPE, id, caller, edit, 'zo.notEditable');
      const { rows } = await tx.query<{ verzia: number }>('SELECT verzia FROM zmluva_zo WHERE id_zmluva = $1 FOR UPDATE', [id]);
      const current = rows[0]?.verzia ?? 0;
      if (sentVersion !== null && current !== sentVersion) {
        throw new ApiError(409, 'error.versionConflict', [{ key: 'reason.version', params: { field: 'verzia', sent: sentVersion, current } }]);
      }
      await work(tx);
    });
  }

  api.get<{ Params: { id: string } }>(`${ZMLUVA_ZO_PATH}:id`, config, async (request) => readContract(idOf(request), callerOf(request)));
  api.get(`${ZMLUVA_ZO_PATH}:id/schema/post/request`, config, async () => ZMLUVA_ZO_SCHEMA);
  api.post<{ Params: { id: string }; Body: unknown }>(`${ZMLUVA_ZO_PATH}:id`, config, async (request) => {
    const caller = callerOf(request);
    const id = idOf(request);
    if (!validateContract(request.body)) throw invalid(validateContract.errors ?? []);
    const body = request.body as { datumOd: string; kontaktMeno: string; kontaktEmail: string; poznamka?: string | null; verzia: number };
    await change(id, caller, 'form', body.verzia, async (tx) => {
      await tx.query(
        `UPDATE zmluva_zo SET datum_od = $2, kontakt_meno = $3, kontakt_email = $4, poznamka = $5, verzia = verzia + 1, updated_at = now(), updated_by = $6
         WHERE id_zmluva = $1`,
        [id, body.datumOd, body.kontaktMeno.trim(), body.kontaktEmail.trim(), body.poznamka?.trim() || null, caller.login],
      );
      // The register row shows the start day and contact as they are now.
      await syncRegisterContract(tx, 'ZMLUVA_ZO', id, caller.login);
    });
    return readContract(id, caller);
  });

  // The financial security: the same record, its own schema and edit right.
  const financeOf = (row: Record<string, unknown>) => ({
    idZmluva: row.idZmluva,
    cisloZmluvy: row.cisloZmluvy,
    vyskaZabezpecenia: row.vyskaZabezpecenia,
    formaZabezpecenia: row.formaZabezpecenia,
    iban: row.iban,
    verzia: row.verzia,
  });
  api.get<{ Params: { id: string } }>(`${ZMLUVA_ZO_FINANCE_PATH}:id`, config, async (request) => financeOf(await readContract(idOf(request), callerOf(request))));
  api.get(`${ZMLUVA_ZO_FINANCE_PATH}:id/schema/post/request`, config, async () => ZMLUVA_ZO_FINANCE_SCHEMA);
  api.post<{ Params: { id: string }; Body: unknown }>(`${ZMLUVA_ZO_FINANCE_PATH}:id`, config, async (request) => {
    const caller = callerOf(request);
    const id = idOf(request);
    const body = request.body as { iban?: unknown } | undefined;
    // An IBAN is often typed with spaces and in lower case.
    if (body && typeof body.iban === 'string') body.iban = body.iban.replace(/\s+/g, '').toUpperCase();
    if (!validateFinance(body)) throw invalid(validateFinance.errors ?? []);
    const data = body as { vyskaZabezpecenia: number; formaZabezpecenia: string; iban: string; verzia: number };
    await change(id, caller, 'finance', data.verzia, async (tx) => {
      await tx.query(
        `UPDATE zmluva_zo SET vyska_zabezpecenia = $2, forma_zabezpecenia = $3, iban = $4, verzia = verzia + 1, updated_at = now(), updated_by = $5
         WHERE id_zmluva = $1`,
        [id, data.vyskaZabezpecenia, data.formaZabezpecenia, data.iban, caller.login],
      );
    });
    return financeOf(await readContract(id, caller));
  });

  // Documents: uploaded with POST /dms/document, attached here by their dmsId.
  api.get<{ Params: { id: string } }>(`${ZMLUVA_ZO_PATH}:id/dokumenty`, config, async (request) => {
    const id = idOf(request);
    await readContract(id, callerOf(request));
    return (await deps.db.query(DOCUMENTS, [id])).rows;
  });
  api.get(`${ZMLUVA_ZO_PATH}:id/dokumenty/schema/post/request`, config, async () => ZMLUVA_ZO_DOCUMENT_SCHEMA);
  api.post<{ Params: { id: string }; Body: unknown }>(`${ZMLUVA_ZO_PATH}:id/dokumenty`, config, async (request, reply) => {
    const caller = callerOf(request);
    const id = idOf(request);
    if (!validateDocument(request.body)) throw invalid(validateDocument.errors ?? []);
    const dmsId = (request.body as { dmsId: string }).dmsId;
    await change(id, caller, 'documents', null, async (tx) => {
      // Only a contract document the caller uploaded (or their participant did) can be attached.
      // The type is named by its code-book name in the caller's language, never by its code.
      const { rows } = await tx.query<{ documentType: string; typeName: string | null }>(
        `SELECT d.document_type AS "documentType",
           (SELECT ${itemNameSql(caller.lang, 'i')} FROM edc_ciselnik i JOIN ciselnik c ON c.id_ciselnik = i.id_ciselnik
             WHERE c.nazov = 'document-type' AND i.kod = d.document_type) AS "typeName"
           FROM dms_document d WHERE d.dms_id = $1::uuid AND (d.created_by = $2 OR d.id_ucastnik_trhu = $3::int)`,
        [dmsId, caller.login, caller.tenantId],
      );
      const doc = rows[0];
      if (!doc) throw new ApiError(404, 'error.notFound', [{ key: 'reason.documentNotFound', params: { id: dmsId } }]);
      if (!doc.documentType.startsWith('zmluva.')) {
        throw new ApiError(400, 'error.invalidPayload', [translate(caller.lang, 'zo.documentType', { type: doc.typeName ?? doc.documentType })], { userError: true });
      }
      // One document of each type (forms-data.md 5); the step's list refuses it before uploading too.
      const kept = await tx.query<{ documentType: string }>(
        `SELECT d.document_type AS "documentType" FROM zmluva_zo_dokument z JOIN dms_document d ON d.dms_id = z.dms_id WHERE z.id_zmluva = $1 AND z.dms_id <> $2::uuid`,
        [id, dmsId],
      );
      if (repeatsDocumentType(kept.rows, doc.documentType)) throw new ApiError(409, 'error.duplicate', [translate(caller.lang, 'zo.documentTypeTaken', { type: doc.typeName ?? doc.documentType })], { userError: true });
      const inserted = await tx.query('INSERT INTO zmluva_zo_dokument (id_zmluva, dms_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING RETURNING dms_id', [id, dmsId]);
      if (inserted.rowCount === 0) throw new ApiError(409, 'error.duplicate', [translate(caller.lang, 'zo.documentDuplicate')]);
    });
    const rows = (await deps.db.query<{ dmsId: string }>(DOCUMENTS, [id])).rows;
    return reply.code(200).send(rows.find((r) => r.dmsId === dmsId.toLowerCase()) ?? { dmsId });
  });
  api.delete<{ Params: { id: string; dmsId: string } }>(`${ZMLUVA_ZO_PATH}:id/dokumenty/:dmsId`, config, async (request, reply) => {
    const caller = callerOf(request);
    const id = idOf(request);
    const dmsId = request.params.dmsId;
    if (!UUID.test(dmsId)) throw new ApiError(400, 'error.badRequest', [translate(caller.lang, 'zo.dmsId')]);
    await change(id, caller, 'documents', null, async (tx) => {
      const removed = await tx.query('DELETE FROM zmluva_zo_dokument WHERE id_zmluva = $1 AND dms_id = $2::uuid', [id, dmsId]);
      if (removed.rowCount === 0) throw new ApiError(404, 'error.notFound', [{ key: 'reason.documentNotFound', params: { id: dmsId } }]);
    });
    return reply.code(204).send();
  });
}
