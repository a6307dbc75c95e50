import { verify, type X509Certificate } from 'node:crypto';
import { derAt, derBits, derBytes, derChildren, derIntegerHex, derOid, derTime, TAG, type DerNode } from './der';

/** A certificate revocation list (RFC 5280 5) as a revocation check reads it. */
export interface Crl {
  thisUpdate: Date;
  nextUpdate: Date | undefined;
  /** Revoked serial numbers (upper-case hexadecimal) and when each was revoked. */
  revoked: ReadonlyMap<string, Date>;
}

/** Signature algorithms of CRLs by OID: the hash node:crypto verifies with (RSA PKCS#1 v1.5 or ECDSA, DER-encoded). */
const CRL_SIGNATURES: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};

/** DER from PEM (`-----BEGIN X509 CRL-----`) or DER as it is. */
export function crlDer(data: Buffer | string): Buffer {
  const text = typeof data === 'string' ? data : data.subarray(0, 11).toString('latin1');
  if (text.startsWith('-----BEGIN')) {
    const pem = typeof data === 'string' ? data : data.toString('latin1');
    return Buffer.from(pem.replace(/-----[^-]+-----|\s+/g, ''), 'base64');
  }
  return typeof data === 'string' ? Buffer.from(data, 'base64') : data;
}

const isTime = (node: DerNode | undefined) => node !== undefined && (node.tag === TAG.UTC_TIME || node.tag === TAG.GENERALIZED_TIME);

/**
 * Reads a CRL whose signature the issuer's key verifies; undefined when it does not verify or uses
 * an algorithm not listed. Throws DerError for a malformed one.
 */
export function verifiedCrl(data: Buffer | string, issuer: X509Certificate): Crl | undefined {
  const der = crlDer(data);
  const [tbs, algorithm, signature] = derChildren(der, derAt(der, 0));
  if (!tbs || !algorithm || !signature || tbs.tag !== TAG.SEQUENCE) return undefined;
  const oid = derChildren(der, algorithm)[0];
  const hash = oid ? CRL_SIGNATURES[derOid(der, oid)] : undefined;
  if (!hash || !verify(hash, derBytes(der, tbs), issuer.publicKey, derBits(der, signature))) return undefined;

  const fields = derChildren(der, tbs);
  // version (INTEGER, optional), signature, issuer, thisUpdate, nextUpdate (optional), revokedCertificates (optional), extensions [0].
  let index = fields[0]?.tag === TAG.INTEGER ? 1 : 0;
  index += 2;
  const thisUpdate = fields[index];
  if (!thisUpdate || !isTime(thisUpdate)) return undefined;
  index += 1;
  const next = fields[index];
  const nextUpdate = isTime(next) ? derTime(der, next as DerNode) : undefined;
  if (nextUpdate) index += 1;
  const revoked = new Map<string, Date>();
  const list = fields[index];
  if (list && list.tag === TAG.SEQUENCE) {
    for (const entry of derChildren(der, list)) {
      const [serial, date] = derChildren(der, entry);
      if (serial && date) revoked.set(derIntegerHex(der, serial), derTime(der, date));
    }
  }
  return { thisUpdate: derTime(der, thisUpdate), nextUpdate, revoked };
}
