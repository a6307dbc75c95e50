/**
 * A minimal DER reader (ITU-T X.690) for what node:crypto's X509Certificate does not expose: a
 * certificate's keyUsage bits, a CRL's contents, a CMS signature's structure. It reads tag, length
 * and the bounds of a value; anything malformed throws DerError (the caller treats the input as
 * unusable). On request (`ber`) it also reads BER's indefinite lengths, which CMS files written
 * as a stream use for their outer structures (X.690 8.1.3.6).
 */

export class DerError extends Error {
  constructor(message: string) {
    super(`DER: ${message}`);
    this.name = 'DerError';
  }
}

/** One encoded value: its tag byte and where its header and content lie in the buffer. */
export interface DerNode {
  tag: number;
  /** Offset of the tag byte. */
  start: number;
  /** Offset of the content. */
  content: number;
  /** Offset just past the value (past its end-of-contents octets when its length is indefinite). */
  end: number;
  /** Offset just past the content when the length is indefinite (BER), else undefined (end). */
  contentEnd?: number;
  /** Read as BER: its children may have indefinite lengths too. */
  ber?: boolean;
}

/** Deepest nesting of indefinite lengths read (a CMS nests a few). */
const MAX_BER_DEPTH = 32;

export const TAG = { BOOLEAN: 0x01, INTEGER: 0x02, BIT_STRING: 0x03, OCTET_STRING: 0x04, OID: 0x06, SEQUENCE: 0x30, SET: 0x31, UTC_TIME: 0x17, GENERALIZED_TIME: 0x18 } as const;

/**
 * The value starting at `offset` (single-byte tags only, which X.509 uses; definite lengths only,
 * as DER requires, unless `ber` allows a constructed value's indefinite length).
 */
export function derAt(data: Uint8Array, offset: number, limit = data.length, ber = false, depth = 0): DerNode {
  if (offset + 2 > limit) throw new DerError('truncated header');
  const tag = data[offset] as number;
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tag');
  let length = data[offset + 1] as number;
  let content = offset + 2;
  if (length === 0x80 && ber && tag & 0x20) {
    if (depth >= MAX_BER_DEPTH) throw new DerError('nested too deeply');
    // Indefinite: the children run up to the end-of-contents octets 00 00.
    for (let at = content; ; ) {
      if (at + 2 > limit) throw new DerError('no end of contents');
      if (data[at] === 0 && data[at + 1] === 0) return { tag, start: offset, content, end: at + 2, contentEnd: at, ber };
      at = derAt(data, at, limit, ber, depth + 1).end;
    }
  }
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || content + count > limit) throw new DerError('bad length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (data[content + i] as number);
    content += count;
  }
  const end = content + length;
  if (end > limit) throw new DerError('value runs past its parent');
  return ber ? { tag, start: offset, content, end, ber } : { tag, start: offset, content, end };
}

/** Where a value's content ends. */
const contentEndOf = (node: DerNode) => node.contentEnd ?? node.end;

/** The values inside a constructed value, in order. */
export function derChildren(data: Uint8Array, node: DerNode): DerNode[] {
  const out: DerNode[] = [];
  for (let offset = node.content; offset < contentEndOf(node); ) {
    const child = derAt(data, offset, contentEndOf(node), node.ber);
    out.push(child);
    offset = child.end;
  }
  return out;
}

/** The bytes of a value's content. */
export const derContent = (data: Uint8Array, node: DerNode): Buffer => Buffer.from(data.subarray(node.content, contentEndOf(node)));

/** The one value inside an EXPLICIT tag (read as its tag was: DER or BER). */
export const derInner = (data: Uint8Array, node: DerNode): DerNode => derAt(data, node.content, contentEndOf(node), node.ber);

/** The whole encoding of a value (header and content). */
export const derBytes = (data: Uint8Array, node: DerNode): Buffer => Buffer.from(data.subarray(node.start, node.end));

/** An OBJECT IDENTIFIER as dotted text. */
export function derOid(data: Uint8Array, node: DerNode): string {
  if (node.tag !== TAG.OID || node.end === node.content) throw new DerError('not an OID');
  const bytes = data.subarray(node.content, node.end);
  const first = bytes[0] as number;
  const parts = [Math.min(2, Math.floor(first / 40)), first - Math.min(2, Math.floor(first / 40)) * 40];
  let value = 0;
  for (let i = 1; i < bytes.length; i++) {
    value = value * 128 + ((bytes[i] as number) & 0x7f);
    if (!((bytes[i] as number) & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/** An INTEGER as upper-case hexadecimal without leading zero bytes (as X509Certificate.serialNumber gives a serial). */
export function derIntegerHex(data: Uint8Array, node: DerNode): string {
  if (node.tag !== TAG.INTEGER) throw new DerError('not an INTEGER');
  let bytes = data.subarray(node.content, node.end);
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
  return Buffer.from(bytes).toString('hex').toUpperCase();
}

/** A UTCTime or GeneralizedTime (as DER writes them: seconds, `Z`). */
export function derTime(data: Uint8Array, node: DerNode): Date {
  const text = derContent(data, node).toString('latin1');
  const match = node.tag === TAG.UTC_TIME ? /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(text) : node.tag === TAG.GENERALIZED_TIME ? /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(text) : null;
  if (!match) throw new DerError('not a time');
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  // UTCTime: 50–99 are 1950–1999 (RFC 5280 4.1.2.5.1).
  const year = node.tag === TAG.UTC_TIME ? ((y as number) >= 50 ? 1900 + (y as number) : 2000 + (y as number)) : (y as number);
  return new Date(Date.UTC(year, (mo as number) - 1, d, h, mi, s));
}

/** A BIT STRING's bytes after its unused-bits count. */
export function derBits(data: Uint8Array, node: DerNode): Buffer {
  if (node.tag !== TAG.BIT_STRING || node.end === node.content) throw new DerError('not a BIT STRING');
  return Buffer.from(data.subarray(node.content + 1, node.end));
}
