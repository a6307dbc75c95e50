import type { X509Certificate } from 'node:crypto';
import { CertificateRevocationList, CRLDistributionPoints, getCrypto, IssuingDistributionPoint } from 'pkijs';
import { pkiCertificate } from './certificateFacts';

/** A certificate revocation list (RFC 5280 5) as pkijs reads it, with what decides its scope. */
export interface Crl {
  thisUpdate: Date;
  nextUpdate: Date | undefined;
  /** Revoked serial numbers (upper-case hexadecimal, as serialHex gives them) and when each was revoked. */
  revoked: ReadonlyMap<string, Date>;
  /** A delta CRL (RFC 5280 5.2.4) lists only changes since its base: no "not revoked" answer from it alone. */
  delta: boolean;
  /** Its issuingDistributionPoint (RFC 5280 5.2.5): a CRL that covers only part of the issuer's certificates. */
  scope: IssuingDistributionPoint | undefined;
  /** The OID of a critical CRL or entry extension nothing here processes (RFC 5280 5.2, 5.3), else undefined. */
  unknownCritical: string | undefined;
}

const CRL_EXTENSION = { cRLNumber: '2.5.29.20', deltaCRLIndicator: '2.5.29.27', issuingDistributionPoint: '2.5.29.28', authorityKeyIdentifier: '2.5.29.35' } as const;
/** Entry extensions: reasonCode and invalidityDate only inform; certificateIssuer (an indirect CRL) is refused. */
const ENTRY_EXTENSIONS = new Set(['2.5.29.21', '2.5.29.24']);
const PROCESSED = new Set<string>(Object.values(CRL_EXTENSION));
/** CRL signatures accepted: RSA PKCS#1 v1.5 and ECDSA with SHA-2 (SHA-1 no longer, as for signatures). */
const SIGNATURES = new Set(['1.2.840.113549.1.1.11', '1.2.840.113549.1.1.12', '1.2.840.113549.1.1.13', '1.2.840.10045.4.3.2', '1.2.840.10045.4.3.3', '1.2.840.10045.4.3.4']);

/** DER from PEM (`-----BEGIN X509 CRL-----`), base64 text, or DER as it is. */
export function crlDer(data: Buffer | string): Buffer {
  const text = typeof data === 'string' ? data : data.subarray(0, 11).toString('latin1');
  if (text.startsWith('-----BEGIN')) {
    const pem = typeof data === 'string' ? data : data.toString('latin1');
    return Buffer.from(pem.replace(/-----[^-]+-----|\s+/g, ''), 'base64');
  }
  return typeof data === 'string' ? Buffer.from(data, 'base64') : data;
}

/** A serial number's bytes as upper-case hexadecimal without leading zero bytes. */
export const serialOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex').toUpperCase().replace(/^(00)+(?=.)/, '');

/**
 * Reads a CRL whose issuer name is the issuer's subject and whose signature (by an algorithm
 * accepted) the issuer's key verifies; undefined when that does not hold. Throws for a malformed one.
 */
export async function verifiedCrl(data: Buffer | string, issuer: X509Certificate): Promise<Crl | undefined> {
  const crl = CertificateRevocationList.fromBER(new Uint8Array(crlDer(data)));
  const signer = pkiCertificate(issuer);
  // The signature checked by pkijs's crypto engine directly: its CertificateRevocationList.verify
  // would refuse an unknown critical extension without saying so, and these are judged by name here.
  let verified: boolean;
  try {
    verified = SIGNATURES.has(crl.signatureAlgorithm.algorithmId) && crl.issuer.isEqual(signer.subject) && (await getCrypto(true).verifyWithPublicKey(crl.tbs, crl.signatureValue, signer.subjectPublicKeyInfo, crl.signatureAlgorithm));
  } catch {
    verified = false;
  }
  if (!verified) return undefined;
  const extensions = crl.crlExtensions?.extensions ?? [];
  const revoked = new Map<string, Date>();
  let unknownCritical = extensions.find((e) => e.critical && !PROCESSED.has(e.extnID))?.extnID;
  for (const entry of crl.revokedCertificates ?? []) {
    revoked.set(serialOf(entry.userCertificate.valueBlock.valueHexView), entry.revocationDate.value);
    unknownCritical ??= entry.crlEntryExtensions?.extensions.find((e) => e.critical && !ENTRY_EXTENSIONS.has(e.extnID))?.extnID;
  }
  const scope = extensions.find((e) => e.extnID === CRL_EXTENSION.issuingDistributionPoint)?.parsedValue as unknown;
  return {
    thisUpdate: crl.thisUpdate.value,
    nextUpdate: crl.nextUpdate?.value,
    revoked,
    delta: extensions.some((e) => e.extnID === CRL_EXTENSION.deltaCRLIndicator),
    scope: scope instanceof IssuingDistributionPoint ? scope : undefined,
    unknownCritical,
  };
}

/** The distribution point names (as JSON, to compare) of a certificate's cRLDistributionPoints. */
function distributionPointNames(certificate: X509Certificate): Set<string> {
  const value = pkiCertificate(certificate).extensions?.find((e) => e.extnID === '2.5.29.31')?.parsedValue as unknown;
  const names = new Set<string>();
  if (value instanceof CRLDistributionPoints) {
    for (const point of value.distributionPoints) {
      if (Array.isArray(point.distributionPoint)) for (const name of point.distributionPoint) names.add(JSON.stringify(name.toJSON()));
    }
  }
  return names;
}

/**
 * Whether a CRL's scope covers `certificate` (RFC 5280 6.3.3 b): a full CRL covers all; one with
 * an issuingDistributionPoint only the certificates it names. Indirect CRLs, CRLs for some reasons
 * only or for attribute certificates, and distribution points named otherwise than by the
 * certificate's own cRLDistributionPoints are not handled: they cover nothing here.
 */
export function crlCovers(crl: Crl, certificate: X509Certificate): boolean {
  const scope = crl.scope;
  if (!scope) return true;
  if (scope.indirectCRL || scope.onlyContainsAttributeCerts || scope.onlySomeReasons !== undefined) return false;
  if (scope.onlyContainsUserCerts && certificate.ca) return false;
  if (scope.onlyContainsCACerts && !certificate.ca) return false;
  if (scope.distributionPoint === undefined) return true;
  if (!Array.isArray(scope.distributionPoint)) return false;
  const names = distributionPointNames(certificate);
  return scope.distributionPoint.some((name) => names.has(JSON.stringify(name.toJSON())));
}
