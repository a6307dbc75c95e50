import { X509Certificate } from 'node:crypto';
import { CertificateChainValidationEngine, type Certificate } from 'pkijs';
import { AsiceError } from '../asice';
import { extendedKeyUsagesOf, keyUsageOf, pkiCertificate, unknownCriticalExtension } from './certificateFacts';
import { crlStatus, type RevocationSource, type RevocationStatus } from './revocation';
import { marketToday } from '../../../engine/core/validation/marketDay';

/** A verified signature's signer (or timestamp authority) as the trust check needs it. */
export interface SignerToTrust {
  certificate: X509Certificate;
  /** When the signature says it was made (XAdES SigningTime, CMS signingTime, a timestamp's genTime), else undefined. */
  signingTime: Date | undefined;
  /** Other certificates the signature carries (intermediate CAs), for building the chain to a trusted CA. */
  intermediates?: readonly X509Certificate[];
  /** CRLs (DER) the signature carries, asked when the revocation source knows nothing of a certificate. */
  crls?: readonly Buffer[];
  /** A timestamp authority's token rather than a signer: its certificate must be for time-stamping. */
  timestamp?: boolean;
}

/** The signer's common name (else the whole subject) for messages. */
export const signerName = (certificate: X509Certificate) => /(?:^|\n)CN=([^\n]+)/.exec(certificate.subject)?.[1] ?? certificate.subject.replace(/\n/g, ', ');

const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
/** pkijs's chain engine: a certificate of the path was not valid at the time asked. */
const NOT_VALID_AT_TIME = 8;
/**
 * Most issuer look-ups while building one path: intermediates that certify each other in a circle
 * (a signer may carry any) would otherwise keep pkijs's path search going without end.
 */
const MAX_ISSUER_LOOKUPS = 32;

/** A CA that may issue certificates: basicConstraints cA and keyUsage keyCertSign (RFC 5280 4.2.1.9, 4.2.1.3). */
const issuesCertificates = (ca: Certificate) => keyUsageOf(ca)?.keyCertSign === true;

/** A certificate to sign with (no CA, keyUsage allowing signing when given); a timestamp authority's names time-stamping (RFC 3161 2.3). */
function signsDocuments(certificate: X509Certificate, timestamp: boolean): boolean {
  if (certificate.ca) return false;
  const bits = keyUsageOf(certificate);
  if (bits !== undefined && !bits.digitalSignature && !bits.nonRepudiation) return false;
  return !timestamp || (extendedKeyUsagesOf(certificate)?.includes(TIME_STAMPING) ?? false);
}

const x509Of = (certificate: Certificate) => new X509Certificate(Buffer.from(certificate.toSchema().toBER()));

/**
 * The certification path from `certificate` through the signature's intermediates to one of the
 * trusted CAs, every certificate valid at `at`, built and checked by pkijs (names, signatures, CA
 * flags); undefined when there is none, 'expired' when one exists but is not valid at `at`.
 */
async function certificationPath(certificate: X509Certificate, intermediates: readonly X509Certificate[], trusted: readonly X509Certificate[], at: Date): Promise<Certificate[] | 'expired' | undefined> {
  let lookups = 0;
  const engine = new CertificateChainValidationEngine({
    trustedCerts: trusted.map((ca) => pkiCertificate(ca)),
    // The engine takes the last one as the certificate to check.
    certs: [...intermediates.map((ca) => pkiCertificate(ca)), pkiCertificate(certificate)],
    checkDate: at,
    findIssuer: (child, self, crypto) => {
      lookups += 1;
      if (lookups > MAX_ISSUER_LOOKUPS) throw new Error('certification path search too long');
      return self.defaultFindIssuer(child, self, crypto);
    },
  });
  // No CRLs given: revocation is asked below, by our policy.
  const result = await engine.verify();
  if (result.result && result.certificatePath) return result.certificatePath;
  return result.resultCode === NOT_VALID_AT_TIME ? 'expired' : undefined;
}

/** The revocation source's answer, else what a CRL the signature carries says. */
async function revocationOf(certificate: X509Certificate, issuer: X509Certificate, revocation: RevocationSource, carried: readonly Buffer[], now: Date): Promise<RevocationStatus> {
  let status = await revocation.status(certificate, issuer, now);
  for (const crl of carried) {
    if (status.status !== 'unknown') break;
    status = await crlStatus(crl, certificate, issuer, now);
  }
  return status;
}

/**
 * Whether a signer is trusted (throws AsiceError naming the signer when not): a path leads from
 * its certificate, through intermediate CAs the signature carries, to one of the trusted CAs (the
 * issuing CAs of the trust store, as a trusted list names them); every CA on it may issue
 * certificates; no certificate below the trusted CA carries a critical extension not processed
 * here; all were valid when the signature was made (its signing time, not in the future, else
 * now); and none is revoked. The signing time is the signer's own claim, so a revocation counts
 * whenever it happened.
 */
export async function checkSignerTrusted(signer: SignerToTrust, trusted: readonly X509Certificate[], revocation: RevocationSource, now = new Date()): Promise<void> {
  const { certificate } = signer;
  const name = signerName(certificate);
  const untrusted = () => new AsiceError('untrustedCertificate', { signer: name, issuer: certificate.issuer.split('\n').filter(Boolean).join(', ') });
  const at = signer.signingTime ?? now;
  let path: Awaited<ReturnType<typeof certificationPath>>;
  try {
    path = await certificationPath(certificate, signer.intermediates ?? [], trusted, at);
  } catch {
    throw untrusted();
  }
  if (path === 'expired') throw new AsiceError('certificateExpired', { signer: name });
  if (!path || path.length < 2) throw untrusted();
  const below = path.slice(0, -1);
  if (!path.slice(1).every(issuesCertificates) || !signsDocuments(certificate, signer.timestamp === true) || below.some((c) => unknownCriticalExtension(c) !== undefined)) throw untrusted();
  if (at.getTime() > now.getTime() + 5 * 60_000) throw new AsiceError('certificateExpired', { signer: name });
  const chain = path.map(x509Of);
  for (let i = 0; i < chain.length - 1; i++) {
    const status = await revocationOf(chain[i] as X509Certificate, chain[i + 1] as X509Certificate, revocation, signer.crls ?? [], now);
    if (status.status === 'revoked') throw new AsiceError('certificateRevoked', { signer: name, since: marketToday(status.since) });
    if (status.status === 'unknown') throw new AsiceError('revocationUnknown', { signer: name });
  }
}
