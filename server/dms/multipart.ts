// A small multipart/form-data parser (RFC 7578) for uploads: the whole body is already in memory
// (Fastify's body limit bounds it); this splits it into fields and files with limits of its own.

/** A part with a file name. */
export interface FilePart {
  field: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** The parsed form. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: FilePart[];
}

/** Limits beyond the body size. */
export interface MultipartLimits {
  /** Largest file part, in bytes. */
  fileSize: number;
  /** Most parts (fields and files together). @default 20 */
  parts?: number;
  /** Most files. @default 1 */
  files?: number;
  /** Largest text field, in bytes. @default 65536 */
  fieldSize?: number;
  /** Largest header block of one part, in bytes. @default 8192 */
  headerSize?: number;
}

/** Why a body is not an acceptable form: `tooLarge` is a 413, the rest 400. */
export class MultipartError extends Error {
  constructor(
    readonly reason: 'boundary' | 'malformed' | 'tooManyParts' | 'tooManyFiles' | 'fieldTooLarge' | 'headerTooLarge' | 'fileTooLarge' | 'encoding',
    readonly detail: Record<string, string | number> = {},
  ) {
    super(`multipart: ${reason}`);
    this.name = 'MultipartError';
  }
}

/** The boundary of a `multipart/form-data; boundary=…` content type (RFC 2046: 1-70 characters). */
export function boundaryOf(contentType: string | undefined): string {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || !/^[0-9A-Za-z'()+_,\-./:=? ]+$/.test(boundary) || boundary.endsWith(' ')) throw new MultipartError('boundary');
  return boundary;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

function utf8(data: Buffer): string {
  try {
    return decoder.decode(data);
  } catch {
    throw new MultipartError('encoding');
  }
}

/** Parameters of a header value (`form-data; name="file"; filename*=UTF-8''n%C3%A1zov.pdf`). */
export function headerParams(value: string): Record<string, string> {
  // Names come from the request: no prototype, so `__proto__` or `constructor` are plain names.
  const params = Object.create(null) as Record<string, string>;
  const re = /;\s*([A-Za-z0-9!#$&+\-.^_`|~*]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const name = (m[1] as string).toLowerCase();
    // Only \" and \\ are escapes: browsers send Windows paths (C:\fakepath\a.pdf) unescaped.
    params[name] = m[2] !== undefined ? m[2].replace(/\\(["\\])/g, '$1') : (m[3] ?? '');
  }
  return params;
}

/** RFC 5987 `UTF-8''percent-encoded` value, or undefined when it is not one. */
function extendedValue(value: string | undefined): string | undefined {
  const m = /^utf-8'[^']*'(.*)$/i.exec(value ?? '');
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1] as string);
  } catch {
    throw new MultipartError('encoding');
  }
}

function parseHeaders(block: string): Record<string, string> {
  const headers = Object.create(null) as Record<string, string>;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('malformed', { line: line.slice(0, 60) });
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Splits a multipart body into its text fields and files, enforcing the limits. */
export function parseMultipart(body: Buffer, boundary: string, limits: MultipartLimits): MultipartForm {
  const maxParts = limits.parts ?? 20;
  const maxFiles = limits.files ?? 1;
  const maxField = limits.fieldSize ?? 65536;
  const maxHeader = limits.headerSize ?? 8192;
  const delimiter = Buffer.from(`--${boundary}`);
  const form: MultipartForm = { fields: Object.create(null) as Record<string, string>, files: [] };

  // The first delimiter may follow a preamble; it must start a line.
  let at = body.indexOf(delimiter);
  if (at < 0 || (at > 0 && body.subarray(at - 2, at).toString('latin1') !== '\r\n')) throw new MultipartError('malformed', { at: 0 });
  let parts = 0;
  for (;;) {
    let cursor = at + delimiter.length;
    const after = body.subarray(cursor, cursor + 2).toString('latin1');
    if (after === '--') return form;
    // Transport padding (spaces, tabs) may precede the line break.
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++;
    if (body.subarray(cursor, cursor + 2).toString('latin1') !== '\r\n') throw new MultipartError('malformed', { at: cursor });
    cursor += 2;
    const headerEnd = body.indexOf('\r\n\r\n', cursor, 'latin1');
    if (headerEnd < 0) throw new MultipartError('malformed', { at: cursor });
    if (headerEnd - cursor > maxHeader) throw new MultipartError('headerTooLarge', { limit: maxHeader });
    const headers = parseHeaders(utf8(body.subarray(cursor, headerEnd)));
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new MultipartError('malformed', { at: headerEnd });
    const data = body.subarray(headerEnd + 4, next);
    if (++parts > maxParts) throw new MultipartError('tooManyParts', { limit: maxParts });

    const disposition = headers['content-disposition'] ?? '';
    if (!/^form-data\s*(;|$)/i.test(disposition)) throw new MultipartError('malformed', { header: 'Content-Disposition' });
    const params = headerParams(disposition);
    const name = params.name;
    if (!name) throw new MultipartError('malformed', { header: 'Content-Disposition name' });
    const fileName = extendedValue(params['filename*']) ?? params.filename;
    if (fileName !== undefined) {
      if (form.files.length >= maxFiles) throw new MultipartError('tooManyFiles', { limit: maxFiles });
      if (data.length > limits.fileSize) throw new MultipartError('fileTooLarge', { limit: limits.fileSize });
      form.files.push({ field: name, fileName, contentType: headers['content-type'] ?? 'application/octet-stream', data: Buffer.from(data) });
    } else {
      if (data.length > maxField) throw new MultipartError('fieldTooLarge', { field: name, limit: maxField });
      form.fields[name] = utf8(data);
    }
    at = next + 2;
  }
}
