// A document's bytes moved between the server and the database as base64 text. PGlite runs in the
// server's thread and converts bytea parameters and results in JavaScript, byte by byte: an 8.7 MB
// file held the thread for seconds each way. As base64 the database does the conversion (tens of
// milliseconds), and a long file is read in 1 MB pieces with the event loop free between them.
import type { Queryable } from '../db/types';

const PIECE = 1024 * 1024;

/** The SQL expression of a bytea parameter given as base64 (pair it with toSqlBase64). */
export const BYTEA_FROM_BASE64 = (param: string) => `decode(${param}, 'base64')`;

export function toSqlBase64(data: Uint8Array): string {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');
}

/** The content of a DMS document, or undefined when there is none with that id. */
export async function readDocumentContent(db: Queryable, dmsId: string): Promise<Buffer | undefined> {
  const size = await db.query<{ size: number }>('SELECT octet_length(obsah) AS size FROM dms_document WHERE dms_id = $1::uuid', [dmsId]);
  const total = size.rows[0]?.size;
  if (total === undefined) return undefined;
  const pieces: Buffer[] = [];
  for (let at = 0; at < total; at += PIECE) {
    const { rows } = await db.query<{ b: string }>(`SELECT encode(substring(obsah FROM $2 FOR $3), 'base64') AS b FROM dms_document WHERE dms_id = $1::uuid`, [dmsId, at + 1, PIECE]);
    pieces.push(Buffer.from(rows[0]?.b ?? '', 'base64'));
    if (at + PIECE < total) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return Buffer.concat(pieces);
}
