import type { X509Certificate } from 'node:crypto';
import { AsiceError } from '../asice';
import { DerError } from './der';
import { keyUsageOf } from './keyUsage';
import type { RevocationSource } from './revocation';

/** A verified signature's signer as the trust check needs it. */
export interface SignerToTrust {
  certificate: X509Certificate;
  /** When the signature says it was made (XAdES SigningTime, CMS signingTime), else undefined. */
  signingTime: Date | undefined;
}

/** The signer's common name (else the whole subject) for messages. */
export const signerName = (certificate: X509Certificate) => /(?:^|\n)CN=([^\n]+)/.exec(certificate.subject)?.[1] ?? certificate.subject.replace(/\n/g, ', ');

const validAt = (certificate: X509Certificate, at: Date) => new Date(certificate.validFrom) <= at && at <= new Date(certificate.validTo);

const usage = (certificate: X509Certificate) => {
  try {
    return keyUsageOf(certificate);
  } catch (error) {
    if (error instanceof DerError) return undefined;
    throw error;
  }
};

/** A CA that may issue signing certificates: basicConstraints cA and keyUsage keyCertSign (RFC 5280 4.2.1.9, 4.2.1.3). */
const issuesCertificates = (ca: X509Certificate) => ca.ca && usage(ca)?.keyCertSign === true;

/** A certificate to sign with: no CA, and its keyUsage (when given) allows signing. */
function signsDocuments(certificate: X509Certificate): boolean {
  if (certificate.ca) return false;
  const bits = usage(certificate);
  return bits === undefined || bits.digitalSignature || bits.nonRepudiation;
}

/**
 * Whether a signer is trusted (throws AsiceError naming the signer when not): its certificate was
 * issued and signed by one of the trusted CAs (the issuing CAs of the trust store, as a trusted list
 * names them), that CA may issue certificates, both were valid when the signature was made (its
 * signing time, not in the future, else now), and the certificate is not revoked. The signing time
 * is the signer's own claim, so a revocation counts whenever it happened.
 */
export async function checkSignerTrusted(signer: SignerToTrust, trusted: readonly X509Certificate[], revocation: RevocationSource, now = new Date()): Promise<void> {
  const { certificate } = signer;
  const name = signerName(certificate);
  const issuer = trusted.find((ca) => certificate.checkIssued(ca) && certificate.verify(ca.publicKey));
  if (!issuer || !issuesCertificates(issuer) || !signsDocuments(certificate)) throw new AsiceError('untrustedCertificate', { signer: name, issuer: certificate.issuer.split('\n').filter(Boolean).join(', ') });
  const at = signer.signingTime ?? now;
  if (at.getTime() > now.getTime() + 5 * 60_000 || !validAt(certificate, at) || !validAt(issuer, at)) throw new AsiceError('certificateExpired', { signer: name });
  const status = await revocation.status(certificate, issuer, now);
  if (status.status === 'revoked') throw new AsiceError('certificateRevoked', { signer: name, since: status.since.toISOString().slice(0, 10) });
  if (status.status === 'unknown') throw new AsiceError('revocationUnknown', { signer: name });
}
