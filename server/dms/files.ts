// File names, extensions, content types and content sniffing for uploaded documents.

/** The canonical content type of each extension the code books may allow. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  asice: 'application/vnd.etsi.asic-e+zip',
  // The same container under the name Slovak signing applications give it (D.Signer, Disig).
  sce: 'application/vnd.etsi.asic-e+zip',
  p7m: 'application/pkcs7-mime',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

const startsWith = (data: Buffer, bytes: readonly number[]) => bytes.every((b, i) => data[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes are what the extension says (a renamed .exe is not a .pdf). */
export function contentMatches(extension: string, data: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return data.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'jpg':
    case 'jpeg':
      return startsWith(data, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'docx':
    case 'xlsx':
    case 'asice':
    case 'sce':
      return startsWith(data, ZIP);
    case 'p7m':
      // DER SEQUENCE, or the PEM / S/MIME text forms.
      return data[0] === 0x30 || (isText(data) && /-----BEGIN PKCS7-----|MIME-Version/i.test(data.subarray(0, 200).toString('latin1')));
    case 'csv':
    case 'txt':
      return isText(data);
    default:
      return false;
  }
}

/**
 * The name to keep: the last path segment (browsers on Windows may send `C:\fakepath\x.pdf`),
 * without control characters, at most 255 characters; empty when nothing usable is left.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().normalize('NFC');
  if (clean === '.' || clean === '..') return '';
  if (clean.length <= 255) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 255 - ext.length) + ext;
}

/** The extension, lower case and without the dot; empty when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the exact UTF-8 name
 * (RFC 6266, RFC 5987), e.g. `attachment; filename="Zmluva c. 1.pdf"; filename*=UTF-8''Zmluva%20%C4%8D.%201.pdf`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/gu, '_')
    .replace(/["\\]/g, '_');
  // attr-char of RFC 5987: encodeURIComponent leaves ' ( ) * ! unescaped, which are not allowed.
  const encoded = encodeURIComponent(fileName).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
