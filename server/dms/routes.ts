// Document upload and download (forms-data.md 7): POST /dms/document and /public/dms/document
// (multipart: `documentType` and one `file`), GET /dms/document/{dmsId} (metadata) and
// GET /dms/document/{dmsId}/content/download (the bytes, saved under their name).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../api/errors';
import type { ApiDeps } from '../api/types';
import { isCoreUser } from '../auth/roles';
import type { AuthUser } from '../auth/verify';
import { CONTENT_TYPES, cleanFileName, contentDisposition, contentMatches, extensionOf } from './files';
import { readUploadForm, registerUploadParsing, type FormShape } from './uploadForm';
import { BYTEA_FROM_BASE64, readDocumentContent, toSqlBase64 } from './content';

/** Largest file of the main application (10 MB) unless app-config says otherwise. */
export const UPLOAD_LIMIT = 10_485_760;
/** Largest file of a public (anonymous) upload: the shared components' default (1 MiB), unless app-config says otherwise. */
export const PUBLIC_UPLOAD_LIMIT = 1_048_576;

/** What an upload answers, and GET /dms/document/{dmsId}. */
export interface DmsDocument {
  dmsId: string;
  fileName: string;
  contentType: string;
  fileSize: number;
  documentType: string;
  sha256: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS = `dms_id::text AS "dmsId", file_name AS "fileName", content_type AS "contentType", file_size AS "fileSize",
  document_type AS "documentType", sha256`;

/** An upload: the document type and one file. */
const UPLOAD_FORM: FormShape = { fields: ['documentType'], file: 'file' };

/** Anonymous uploads per client address (counted before the body is read, shared by all instances). */
const PUBLIC_UPLOAD_RATE = { max: 30, timeWindow: 10 * 60 * 1000, groupId: ':public-upload' };

/** Registers the DMS routes in their own context (the upload form parser applies only there). */
export async function registerDmsRoutes(api: FastifyInstance, deps: ApiDeps, apiPrefix: string): Promise<void> {
  const { db } = deps;

  async function allowedExtensions(documentType: string): Promise<string[]> {
    const { rows } = await db.query<{ pripony: string[] | null }>(
      `SELECT i.pripony FROM edc_ciselnik i JOIN ciselnik c ON c.id_ciselnik = i.id_ciselnik
       WHERE c.enum_type = 'portal' AND NOT c.mixed AND c.nazov = 'document-type' AND i.kod = $1 AND i.ano_platny`,
      [documentType],
    );
    const row = rows[0];
    if (!row) throw badRequest('error.invalidPayload', [{ key: 'reason.unknownDocumentType', params: { value: documentType.slice(0, 60) } }], { userError: true, field: 'documentType' });
    return row.pripony ?? [];
  }

  /** The limits app-config sets now (a change applies to the next upload, no restart). */
  async function configuredLimit(publicUpload: boolean): Promise<number> {
    const { rows } = await db.query<{ limit: number }>(
      `SELECT ${publicUpload ? 'public_upload_max_bajtov' : 'upload_max_bajtov'} AS "limit" FROM app_config WHERE id_app_config = 1`,
    );
    return rows[0]?.limit ?? (publicUpload ? PUBLIC_UPLOAD_LIMIT : UPLOAD_LIMIT);
  }

  async function store(request: FastifyRequest, reply: FastifyReply, publicUpload: boolean) {
    const form = await readUploadForm(request, UPLOAD_FORM, await configuredLimit(publicUpload));
    const file = form.file;
    if (!file) throw badRequest('error.invalidPayload', [{ key: 'reason.fileMissing' }], { userError: true, field: 'file' });
    const documentType = form.fields.documentType?.trim();
    if (!documentType) throw badRequest('error.invalidPayload', [{ key: 'ajv.required', params: { field: 'documentType' } }], { userError: true, field: 'documentType' });
    const allowed = await allowedExtensions(documentType);
    const fileName = cleanFileName(file.fileName);
    if (!fileName) throw badRequest('error.invalidPayload', [{ key: 'reason.fileNameMissing' }], { userError: true, field: 'file' });
    const extension = extensionOf(fileName);
    if (!allowed.includes(extension)) {
      throw badRequest('error.invalidFileType', [{ key: 'reason.fileType', params: { extension: extension || '—', allowed: allowed.join(', ') } }], {
        userError: true,
        allowed,
      });
    }
    if (!contentMatches(extension, file.data)) {
      throw badRequest('error.invalidFileType', [{ key: 'reason.fileContent', params: { extension } }], { userError: true, allowed });
    }
    const user = request.user as AuthUser | undefined;
    const sha256 = createHash('sha256').update(file.data).digest('hex');
    const { rows } = await db.query<DmsDocument>(
      `INSERT INTO dms_document (document_type, file_name, content_type, file_size, sha256, obsah, public_upload, created_by, id_ucastnik_trhu)
       VALUES ($1, $2, $3, $4, $5, ${BYTEA_FROM_BASE64('$6')}, $7, $8, $9) RETURNING ${COLUMNS}`,
      [documentType, fileName, CONTENT_TYPES[extension] ?? 'application/octet-stream', file.data.length, sha256, toSqlBase64(file.data), publicUpload, user?.login ?? null, request.tenant?.idUcastnikTrhu ?? null],
    );
    const document = rows[0] as DmsDocument;
    const prefix = publicUpload ? '/public' : '';
    reply.code(201).header('location', `${apiPrefix}${prefix}/dms/document/${document.dmsId}`);
    return document;
  }

  /** A document the caller may read: core staff any, others their own or their tenant's. */
  async function readable(request: FastifyRequest, dmsId: string) {
    if (!UUID.test(dmsId)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: 'dmsId', value: dmsId.slice(0, 40) } }]);
    const user = request.user as AuthUser;
    const params: unknown[] = [dmsId];
    let where = 'dms_id = $1::uuid';
    if (!isCoreUser(user.roles)) {
      params.push(user.login, request.tenant?.idUcastnikTrhu ?? null);
      where += ' AND (created_by = $2 OR (id_ucastnik_trhu IS NOT NULL AND id_ucastnik_trhu = $3::int))';
    }
    const { rows } = await db.query<DmsDocument>(
      `SELECT ${COLUMNS} FROM dms_document WHERE ${where}`,
      params,
    );
    const row = rows[0];
    if (!row) throw notFound([{ key: 'reason.documentNotFound', params: { id: dmsId } }]);
    return row;
  }

  await api.register(async (dms) => {
    // Uploads only: the form is read as it arrives, with the limit app-config sets now (a change
    // applies to the next upload, no restart).
    await registerUploadParsing(dms);

    dms.post('/dms/document', (request, reply) => store(request, reply, false));

    dms.post('/public/dms/document', { config: { public: true, rateLimit: PUBLIC_UPLOAD_RATE } }, (request, reply) => store(request, reply, true));

    // The limit a public (anonymous) upload has now, so the page can check a file before sending
    // it; app-config sets it, a change applies at once (the upload itself is checked again: 413).
    dms.get('/public/dms/limit', { config: { public: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { maxBytes: await configuredLimit(true) };
    });

    // Anyone holding the (unguessable) id of a public upload may see its name and size, not its bytes.
    dms.get<{ Params: { dmsId: string } }>('/public/dms/document/:dmsId', { config: { public: true } }, async (request) => {
      const { dmsId } = request.params;
      if (!UUID.test(dmsId)) throw notFound([{ key: 'reason.documentNotFound', params: { id: dmsId.slice(0, 40) } }]);
      const { rows } = await db.query<DmsDocument>(`SELECT ${COLUMNS} FROM dms_document WHERE dms_id = $1::uuid AND public_upload`, [dmsId]);
      if (!rows[0]) throw notFound([{ key: 'reason.documentNotFound', params: { id: dmsId } }]);
      return rows[0];
    });

    dms.get<{ Params: { dmsId: string } }>('/dms/document/:dmsId', async (request) => {
      const { sha256, ...document } = await readable(request, request.params.dmsId);
      return { ...document, sha256 };
    });

    dms.get<{ Params: { dmsId: string } }>('/dms/document/:dmsId/content/download', async (request, reply) => {
      const document = await readable(request, request.params.dmsId);
      // Read as base64 pieces: a bytea result would hold PGlite's thread for seconds on a large file.
      const bytes = (await readDocumentContent(db, request.params.dmsId)) ?? Buffer.alloc(0);
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', contentDisposition(document.fileName))
        .header('content-length', String(bytes.length))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('etag', `"${document.sha256}"`)
        .send(bytes);
    });
  });
}
