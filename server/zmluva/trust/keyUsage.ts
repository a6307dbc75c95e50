import type { X509Certificate } from 'node:crypto';
import { derAt, derBits, derChildren, derOid, TAG, type DerNode } from './der';

/** The keyUsage bits (RFC 5280 4.2.1.3) a signing check needs. */
export interface KeyUsage {
  digitalSignature: boolean;
  nonRepudiation: boolean;
  keyCertSign: boolean;
  cRLSign: boolean;
}

const KEY_USAGE_OID = '2.5.29.15';
const EXTENSIONS_TAG = 0xa3;

/**
 * The DER node of a certificate extension's value (the extnValue OCTET STRING's content) with the
 * certificate's bytes; undefined when it has none. Throws DerError for a malformed certificate.
 */
export function extensionValue(certificate: X509Certificate, oid: string): { raw: Buffer; value: DerNode } | undefined {
  const raw = certificate.raw;
  const tbs = derChildren(raw, derAt(raw, 0))[0];
  if (!tbs || tbs.tag !== TAG.SEQUENCE) return undefined;
  const extensions = derChildren(raw, tbs).find((node) => node.tag === EXTENSIONS_TAG);
  if (!extensions) return undefined;
  const list = derChildren(raw, extensions)[0];
  if (!list) return undefined;
  for (const extension of derChildren(raw, list)) {
    const parts = derChildren(raw, extension);
    const id = parts[0];
    const value = parts[parts.length - 1];
    if (!id || !value || derOid(raw, id) !== oid || value.tag !== TAG.OCTET_STRING) continue;
    return { raw, value: derAt(raw, value.content, value.end) };
  }
  return undefined;
}

/** A certificate's keyUsage extension; undefined when it has none. Throws DerError for a malformed certificate. */
export function keyUsageOf(certificate: X509Certificate): KeyUsage | undefined {
  const found = extensionValue(certificate, KEY_USAGE_OID);
  if (!found) return undefined;
  const bits = derBits(found.raw, found.value);
  const first = bits[0] ?? 0;
  return { digitalSignature: (first & 0x80) !== 0, nonRepudiation: (first & 0x40) !== 0, keyCertSign: (first & 0x04) !== 0, cRLSign: (first & 0x02) !== 0 };
}
