import { CmsError } from './cmsVerify';

/**
 * The signatures of a PDF (ISO 32000-1 12.8.1): each signature dictionary's /ByteRange [a b c d]
 * names the signed bytes, everything but a hole that is exactly its /Contents `<hex>` (the CMS).
 * The newest signature must cover the whole file: bytes after it were added once signed. An older
 * signature of an incrementally updated file covers the file as it was then.
 */

/** A signature's CMS (DER, as /Contents keeps it, zero padding included) and the bytes it signs. */
export interface PdfSignature {
  cms: Buffer;
  content: Buffer;
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s*\]/g;
/** A signature's hex string (a page's /Contents is a reference, `5 0 R`, never a long hex string). */
const CONTENTS = /\/Contents\s*<[0-9A-Fa-f\s]{400,}>/g;

export const isPdf = (data: Uint8Array) => Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';

/** The PDF's signatures, oldest first; throws CmsError('pdfByteRange') when a range does not name its signature or leaves bytes unsigned. */
export function pdfSignatures(data: Buffer): PdfSignature[] {
  const text = data.toString('latin1');
  const found: PdfSignature[] = [];
  const holes = new Set<number>();
  let covered = 0;
  for (const match of text.matchAll(BYTE_RANGE)) {
    const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
    const hex = text.slice(b + 1, c - 1);
    if (a !== 0 || b <= 0 || c <= b + 1 || c + d > data.length || text[b] !== '<' || text[c - 1] !== '>' || !/^[0-9A-Fa-f\s]*$/.test(hex)) throw new CmsError('pdfByteRange');
    const digits = hex.replace(/\s+/g, '');
    holes.add(b);
    covered = Math.max(covered, c + d);
    found.push({ cms: Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex'), content: Buffer.concat([data.subarray(a, b), data.subarray(c, c + d)]) });
  }
  // A signature's contents outside every range: its range is missing or names other bytes.
  for (const match of text.matchAll(CONTENTS)) {
    if (!holes.has((match.index ?? 0) + match[0].indexOf('<'))) throw new CmsError('pdfByteRange');
  }
  if (found.length > 0 && covered !== data.length) throw new CmsError('pdfByteRange');
  return found;
}
