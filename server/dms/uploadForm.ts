// Upload forms (multipart/form-data) read as they stream in, on @fastify/multipart (busboy): each
// part is checked against the fields the route expects when it arrives, and a file is refused the
// moment it passes its limit, so an oversize upload is neither buffered nor read to its end.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { formatFileSize } from '../../engine/core/validation';
import { ApiError, badRequest } from '../api/errors';
import { languageOf } from '../i18n/messages';

/** The file of a form. */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** A form as the route expects it: its text fields and at most one file. */
export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

/** The parts a route accepts: these text fields and one file field; anything else is refused. */
export interface FormShape {
  fields: readonly string[];
  file: string;
}

/** Largest text field, in bytes. */
const FIELD_LIMIT = 65536;
/** Room for the multipart framing and the text fields around the file (a declared length past it is refused at once). */
const FORM_OVERHEAD = 64 * 1024;

/** Makes `request.parts()` available in a route context (the parser reads nothing until a handler asks). */
export async function registerUploadParsing(context: FastifyInstance): Promise<void> {
  await context.register(multipart, { limits: { fieldSize: FIELD_LIMIT, headerPairs: 20 } });
  // Answered before the body was read to its end (413, 429, a refused part): the connection is closed
  // instead of Node reading the rest of an unwanted upload to keep it alive.
  context.addHook('onSend', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode >= 400 && !request.raw.readableEnded) reply.header('connection', 'close');
  });
}

function fileTooLarge(request: FastifyRequest, limit: number): ApiError {
  const size = formatFileSize(limit, languageOf(request.headers));
  return new ApiError(413, 'error.fileTooLarge', [{ key: 'reason.fileLimit', params: { size } }], { limit, userError: true });
}

const invalid = (reason: string, params: Record<string, string | number> = {}, field?: string) =>
  badRequest('error.invalidMultipart', [{ key: `reason.multipart.${reason}`, params }], field === undefined ? {} : { field });

/** busboy decodes bytes that are not UTF-8 (and a broken RFC 5987 `filename*`) to U+FFFD. */
function utf8(text: string): string {
  if (text.includes('\uFFFD')) throw invalid('encoding');
  return text;
}

/** The file's bytes; the stream is torn down (and the request no longer read) once it passes the limit. */
async function fileBytes(file: Readable & { truncated?: boolean }, tooLarge: () => ApiError): Promise<Buffer> {
  file.once('limit', () => file.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** The library's and the parser's errors as our answers: limits as 400/413, anything unreadable as 400. */
function answerFor(error: unknown, request: FastifyRequest, fileLimit: number, parts: number): ApiError {
  if (error instanceof ApiError) return error;
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(request, fileLimit);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalid('tooManyParts', { limit: parts });
  }
  if (message === 'Multipart: Boundary not found') return invalid('boundary');
  request.log.info({ err: error }, 'upload form refused');
  return invalid('malformed');
}

/**
 * Reads an upload form part by part: a field the shape does not name, a field sent twice, text
 * longer than 64 kB, names that are not UTF-8 and a file over `fileLimit` bytes are refused
 * (400, 413) as soon as they arrive.
 */
export async function readUploadForm(request: FastifyRequest, shape: FormShape, fileLimit: number): Promise<UploadForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'error.unsupportedMediaType', [{ key: 'reason.multipartExpected' }]);
  if (Number(request.headers['content-length']) > fileLimit + FORM_OVERHEAD) throw fileTooLarge(request, fileLimit);
  const allowed = [...shape.fields, shape.file];
  // One part past the shape is let through to be named as unknown or repeated, not counted as a limit.
  const maxParts = allowed.length + 1;
  const form: UploadForm = { fields: Object.create(null) as Record<string, string>, file: undefined };
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits: { fileSize: fileLimit, parts: maxParts } })) {
      const name = typeof part.fieldname === 'string' ? part.fieldname.slice(0, 100) : '';
      if (!allowed.includes(name)) throw invalid('unknownField', { field: name || '—', allowed: allowed.join(', ') }, name || undefined);
      if (seen.has(name)) throw invalid('duplicateField', { field: name }, name);
      seen.add(name);
      if (part.type === 'file') {
        if (name !== shape.file) throw invalid('textExpected', { field: name }, name);
        const fileName = utf8(part.filename ?? '');
        form.file = { fileName, contentType: part.mimetype, data: await fileBytes(part.file, () => fileTooLarge(request, fileLimit)) };
      } else {
        if (name === shape.file) throw badRequest('error.invalidPayload', [{ key: 'reason.fileMissing' }], { userError: true, field: name });
        if (part.valueTruncated) throw invalid('fieldTooLarge', { field: name, limit: FIELD_LIMIT }, name);
        form.fields[name] = utf8(typeof part.value === 'string' ? part.value : JSON.stringify(part.value));
      }
    }
  } catch (error) {
    throw answerFor(error, request, fileLimit, maxParts);
  }
  return form;
}
