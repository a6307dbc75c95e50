import type { X509Certificate } from 'node:crypto';
import { keyUsageOf } from './certificateFacts';
import { crlCovers, serialOf, verifiedCrl } from './crl';

/** Why revocation could not be told; `unknown` answers name it (logs, tests). */
export type UnknownRevocation = 'noCrl' | 'unreadable' | 'signature' | 'notCrlSigner' | 'criticalExtension' | 'deltaCrl' | 'partitionedCrl' | 'stale';

/** Whether a certificate was revoked, as its issuer's revocation service says now. */
export type RevocationStatus = { status: 'good' } | { status: 'revoked'; since: Date } | { status: 'unknown'; reason: UnknownRevocation };

/**
 * Where revocation is asked: the reference server answers from CRLs stored with its trusted CAs
 * (storedCrlRevocation); a deployment may plug in one that fetches the CA's CRL or asks its OCSP
 * responder, with the same answer.
 */
export interface RevocationSource {
  status(certificate: X509Certificate, issuer: X509Certificate, now: Date): Promise<RevocationStatus>;
}

/** A serial as X509Certificate gives it, without leading zero bytes (as the CRL's INTEGER reads). */
export const serialHex = (certificate: X509Certificate) => serialOf(Buffer.from(certificate.serialNumber.length % 2 ? `0${certificate.serialNumber}` : certificate.serialNumber, 'hex'));

const unknown = (reason: UnknownRevocation): RevocationStatus => ({ status: 'unknown', reason });

/**
 * What one CRL (PEM or DER) says of `certificate`. Only a CRL of a CA allowed to sign CRLs
 * (keyUsage cRLSign), verified by its key, with no critical extension unknown here, complete (no
 * delta CRL) and covering the certificate counts. A revocation it lists counts whenever it
 * happened; "not revoked" needs a fresh CRL: issued, with a next update still to come.
 */
export async function crlStatus(data: Buffer | string, certificate: X509Certificate, issuer: X509Certificate, now: Date): Promise<RevocationStatus> {
  let crl;
  try {
    if (keyUsageOf(issuer)?.cRLSign !== true) return unknown('notCrlSigner');
    crl = await verifiedCrl(data, issuer);
  } catch {
    return unknown('unreadable');
  }
  if (!crl) return unknown('signature');
  if (crl.unknownCritical !== undefined) return unknown('criticalExtension');
  if (crl.delta) return unknown('deltaCrl');
  if (!crlCovers(crl, certificate)) return unknown('partitionedCrl');
  const since = crl.revoked.get(serialHex(certificate));
  if (since !== undefined) return { status: 'revoked', since };
  if (crl.thisUpdate > now || crl.nextUpdate === undefined || crl.nextUpdate < now) return unknown('stale');
  return { status: 'good' };
}

/** Revocation from stored CRLs: `crlOf` gives the issuer's CRL (PEM or DER) or nothing (see crlStatus). */
export function storedCrlRevocation(crlOf: (issuer: X509Certificate) => Promise<Buffer | string | undefined>): RevocationSource {
  return {
    async status(certificate, issuer, now) {
      const stored = await crlOf(issuer);
      return stored === undefined ? unknown('noCrl') : crlStatus(stored, certificate, issuer, now);
    },
  };
}
