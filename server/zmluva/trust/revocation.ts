import type { X509Certificate } from 'node:crypto';
import { verifiedCrl } from './crl';
import { DerError } from './der';

/** Whether a certificate was revoked, as its issuer's revocation service says now. */
export type RevocationStatus = { status: 'good' } | { status: 'revoked'; since: Date } | { status: 'unknown' };

/**
 * Where revocation is asked: the reference server answers from CRLs stored with its trusted CAs
 * (storedCrlRevocation); a deployment may plug in one that fetches the CA's CRL or asks its OCSP
 * responder, with the same answer.
 */
export interface RevocationSource {
  status(certificate: X509Certificate, issuer: X509Certificate, now: Date): Promise<RevocationStatus>;
}

/** A serial as X509Certificate gives it, without leading zero bytes (as the CRL's INTEGER reads). */
export const serialHex = (certificate: X509Certificate) => certificate.serialNumber.toUpperCase().replace(/^(00)+(?=.)/, '');

/**
 * Revocation from stored CRLs: `crlOf` gives the issuer's CRL (PEM or DER) or nothing. A CRL that
 * is missing, does not verify with the issuer's key, is not yet issued or is past its next update
 * tells nothing: unknown.
 */
export function storedCrlRevocation(crlOf: (issuer: X509Certificate) => Promise<Buffer | string | undefined>): RevocationSource {
  return {
    async status(certificate, issuer, now) {
      const stored = await crlOf(issuer);
      if (stored === undefined) return { status: 'unknown' };
      let crl;
      try {
        crl = verifiedCrl(stored, issuer);
      } catch (error) {
        if (error instanceof DerError) return { status: 'unknown' };
        throw error;
      }
      if (!crl || crl.thisUpdate > now || (crl.nextUpdate !== undefined && crl.nextUpdate < now)) return { status: 'unknown' };
      const since = crl.revoked.get(serialHex(certificate));
      return since === undefined ? { status: 'good' } : { status: 'revoked', since };
    },
  };
}
