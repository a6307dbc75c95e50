// Consumer imports beside the generic routes of their entities (spec 2.2 odberatel/importy):
// POST {batches} starts a batch from an uploaded file, GET {batches}{id}/errors/download gives the
// refused rows as XLSX, GET {batches}sablona/download the template. The worker does the rows.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { ALL, EntityStore } from '../api/entityStore';
import { ApiError, badRequest, notFound, type Reason } from '../api/errors';
import { scopeOf } from '../api/scope';
import type { ApiDeps } from '../api/types';
import { compileSchema, errorDetails, errorReason } from '../api/validation';
import type { AuthUser } from '../auth/verify';
import { readDocumentContent } from '../dms/content';
import { contentDisposition, extensionOf } from '../dms/files';
import { languageOf, translate, type Lang } from '../i18n/messages';
import { IMPORT_DOCUMENT_TYPE, odberatelImport } from '../model/odberatelImport';
import { isEmptyRow, readRows, type FileKind } from './importFile';
import { columnLabels } from './columnLabels';
import { checkHeader, IMPORT_COLUMNS, REQUIRED_COLUMNS } from './importRows';
import { trackCallsInProgress } from './importPacing';
import type { JobRunner } from '../jobs/runner';
import { enqueueImport, startImportWorker } from './importWorker';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One example row of the template: a person with one metering point. */
const TEMPLATE_EXAMPLE: Record<string, string> = {
  typ: 'FO',
  titulPred: 'Ing.',
  meno: 'Ján',
  priezvisko: 'Novák',
  titulZa: '',
  narodenyPred1954: 'nie',
  rodneCislo: '800101/1238',
  nazov: '',
  ico: '',
  ulica: 'Hlavná',
  popisneCislo: '12',
  orientacneCislo: '3',
  psc: '81101',
  mesto: 'Bratislava',
  stat: 'SK',
  telefon: '+421908123456',
  email: 'jan.novak@example.sk',
  eic: '24ZZS00000012343',
  dodavkaOd: '2025-01-01',
  dodavkaDo: '',
  poznamka: '',
};

/**
 * The template: the header row (required columns bold) and one example row, every cell text. The
 * header cells are the column names the import reads; each carries the form's label of its field
 * in the caller's language as the cell's note.
 */
export async function importTemplate(lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('odberatelia');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c, key: c, width: Math.max(12, c.length + 4), style: { numFmt: '@' } }));
  sheet.addRow(TEMPLATE_EXAMPLE);
  const label = columnLabels(lang);
  IMPORT_COLUMNS.forEach((c, i) => {
    const text = label(c);
    if (text) sheet.getRow(1).getCell(i + 1).note = text;
  });
  for (const c of REQUIRED_COLUMNS) sheet.getRow(1).getCell(IMPORT_COLUMNS.indexOf(c) + 1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The header of the file, or a 400 naming what is wrong with it; an empty file is refused. */
async function checkFile(data: Buffer, kind: FileKind): Promise<void> {
  let header: (string | undefined)[] | undefined;
  let hasData = false;
  try {
    for await (const row of readRows(data, kind, { headOnly: true })) {
      if (!header) {
        if (isEmptyRow(row)) continue;
        header = row.cells;
        continue;
      }
      if (!isEmptyRow(row)) {
        hasData = true;
        break;
      }
    }
  } catch {
    throw badRequest('error.importUnreadable', [{ key: 'reason.importUnreadable', params: { kind } }], { userError: true, field: 'subor' });
  }
  if (!header) throw badRequest('error.importEmpty', [{ key: 'reason.importEmpty' }], { userError: true, field: 'subor' });
  const check = checkHeader(header);
  const reasons: Reason[] = [
    ...(check.missing.length > 0 ? [{ key: 'reason.importMissingColumns', params: { columns: check.missing.join(', ') } }] : []),
    ...(check.unknown.length > 0 ? [{ key: 'reason.importUnknownColumns', params: { columns: check.unknown.join(', '), allowed: IMPORT_COLUMNS.join(', ') } }] : []),
    ...(check.repeated.length > 0 ? [{ key: 'reason.importRepeatedColumns', params: { columns: check.repeated.join(', ') } }] : []),
  ];
  if (reasons.length > 0) {
    throw badRequest('error.importHeaders', reasons, { userError: true, field: 'subor', missing: check.missing, unknown: check.unknown });
  }
  if (!hasData) throw badRequest('error.importEmpty', [{ key: 'reason.importEmpty' }], { userError: true, field: 'subor' });
}

/** The refused rows of a batch as XLSX, messages in the caller's language. */
async function errorWorkbook(rows: { riadok: number; stlpec: string | null; kluc: string; parametre: Record<string, string | number> | null; hodnota: string | null }[], lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'import.errors.sheet').slice(0, 31));
  sheet.columns = [
    { header: translate(lang, 'import.errors.row'), key: 'riadok', width: 10 },
    { header: translate(lang, 'import.errors.column'), key: 'stlpec', width: 18 },
    { header: translate(lang, 'import.errors.value'), key: 'hodnota', width: 28 },
    { header: translate(lang, 'import.errors.message'), key: 'sprava', width: 80 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({ riadok: r.riadok, stlpec: r.stlpec ?? '', hodnota: r.hodnota ?? '', sprava: translate(lang, r.kluc, r.parametre ?? {}) });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function sendXlsx(reply: FastifyReply, fileName: string, data: Buffer) {
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition(fileName)).send(data);
}

/** Registers the import routes and runs this instance's import worker while the server runs. */
export function registerOdberatelImportRoutes(api: FastifyInstance, deps: ApiDeps, apiPrefix: string): void {
  const { db } = deps;
  const base = odberatelImport.path;
  const store = new EntityStore(db, odberatelImport);
  const validateCreate = compileSchema(odberatelImport.createSchema);
  const { read, write } = odberatelImport.tokens;
  let worker: JobRunner | undefined;
  // Built once per language.
  const templates = new Map<Lang, Promise<Buffer>>();

  const busy = trackCallsInProgress(api);
  api.addHook('onReady', async () => {
    // Tests shorten the retries (attempts and the first delay, which then doubles).
    worker = startImportWorker(db, { busy, maxAttempts: Number(process.env.IMPORT_MAX_ATTEMPTS) || 5, retryFirstMs: Number(process.env.IMPORT_RETRY_FIRST_MS) || 5000 });
  });
  api.addHook('onClose', async () => {
    await worker?.stop();
  });

  api.post(base, { config: { token: write, tenantScoped: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!validateCreate(request.body)) {
      const errors = validateCreate.errors ?? [];
      throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
    }
    const body = request.body as { typ: string; subor: { dmsId: string } };
    const scope = scopeOf(request);
    // Consumers belong to one supplier: staff acting for none cannot import.
    if (scope.kind !== 'tenant') throw new ApiError(400, 'error.tenantRequired', [{ key: 'reason.tenantRequired' }]);
    const login = (request.user as AuthUser).login;
    const { rows } = await db.query<{ fileName: string; sha256: string; documentType: string }>(
      `SELECT file_name AS "fileName", sha256, document_type AS "documentType" FROM dms_document
       WHERE dms_id = $1::uuid AND (created_by = $2 OR id_ucastnik_trhu = $3::int)`,
      [body.subor.dmsId, login, scope.idUcastnikTrhu],
    );
    const doc = rows[0];
    if (!doc || doc.documentType !== IMPORT_DOCUMENT_TYPE) {
      throw badRequest('error.invalidPayload', [{ key: 'reason.documentNotFound', params: { id: body.subor.dmsId } }], { userError: true, field: 'subor' });
    }
    const extension = extensionOf(doc.fileName);
    if (extension !== 'xlsx' && extension !== 'csv') {
      throw badRequest('error.invalidFileType', [{ key: 'reason.fileType', params: { extension: extension || '—', allowed: 'csv, xlsx' } }], { userError: true, field: 'subor' });
    }
    await checkFile((await readDocumentContent(db, body.subor.dmsId)) ?? Buffer.alloc(0), extension);
    // The batch and its job are committed together: no batch without a job to run it.
    const id = await db.transaction(async (tx) => {
      const created = await tx.query<{ id: number }>(
        `INSERT INTO odberatel_import (typ, dms_id, nazov_suboru, sha256, jazyk, id_ucastnik_trhu, created_by)
         VALUES ($1, $2::uuid, $3, $4, $5, $6::int, $7) RETURNING id_batch AS id`,
        [body.typ, body.subor.dmsId, doc.fileName, doc.sha256, languageOf(request.headers), scope.idUcastnikTrhu, login],
      );
      const batch = created.rows[0]?.id as number;
      await enqueueImport(tx, batch);
      return batch;
    });
    worker?.nudge();
    reply.code(201).header('location', `${apiPrefix}${base}${id}`);
    return store.read(id, ALL);
  });

  const sendErrors = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const batch = Number.isFinite(id) ? await store.read(id, scopeOf(request)) : undefined;
    if (!batch) throw notFound([{ key: 'reason.recordNotFound', params: { entity: odberatelImport.name, id: request.params.id.slice(0, 40) } }]);
    const { rows } = await db.query<{ riadok: number; stlpec: string | null; kluc: string; parametre: Record<string, string | number> | null; hodnota: string | null }>(
      'SELECT riadok, stlpec, kluc, parametre, hodnota FROM odberatel_import_chyba WHERE id_batch = $1 ORDER BY riadok, id_chyba',
      [id],
    );
    const lang = languageOf(request.headers);
    return sendXlsx(reply, `${translate(lang, 'import.errors.fileName')}-${id}.xlsx`, await errorWorkbook(rows, lang));
  };
  api.get<{ Params: { id: string } }>(`${base}:id/errors/download`, { config: { token: read, tenantScoped: true } }, sendErrors);
  // The same file for the batch detail's action button (actions are POSTs).
  api.post<{ Params: { id: string } }>(`${base}:id/errors`, { config: { token: read, tenantScoped: true, readOnly: true } }, sendErrors);

  const sendTemplate = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = languageOf(request.headers);
    let template = templates.get(lang);
    if (!template) {
      template = importTemplate(lang);
      templates.set(lang, template);
    }
    return sendXlsx(reply, 'odberatelia-sablona.xlsx', await template);
  };
  api.get(`${base}sablona/download`, { config: { token: read } }, sendTemplate);
  // The same file for the search screen's action button (actions are POSTs).
  api.post(`${base}sablona`, { config: { token: read, readOnly: true } }, sendTemplate);
}
