import type { X509Certificate } from 'node:crypto';
import { BitString } from 'asn1js';
import { Certificate, ExtKeyUsage, type Extension } from 'pkijs';

/**
 * What node:crypto's X509Certificate does not expose, read by pkijs: keyUsage bits, extended key
 * usages, and which critical extensions a certificate carries.
 */

/** The keyUsage bits (RFC 5280 4.2.1.3) a signing check needs. */
export interface KeyUsage {
  digitalSignature: boolean;
  nonRepudiation: boolean;
  keyCertSign: boolean;
  cRLSign: boolean;
}

export const EXTENSION = {
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  nameConstraints: '2.5.29.30',
  certificatePolicies: '2.5.29.32',
  policyMappings: '2.5.29.33',
  authorityKeyIdentifier: '2.5.29.35',
  policyConstraints: '2.5.29.36',
  extKeyUsage: '2.5.29.37',
  inhibitAnyPolicy: '2.5.29.54',
} as const;

/**
 * Critical extensions the check processes (ours, or pkijs's chain engine: policies and name
 * constraints). Any other critical one must refuse the certificate (RFC 5280 4.2).
 */
const PROCESSED = new Set<string>(Object.values(EXTENSION));

/** A certificate as pkijs reads it; throws for a malformed one. */
export const pkiCertificate = (certificate: X509Certificate | Uint8Array): Certificate => Certificate.fromBER(new Uint8Array('raw' in certificate ? certificate.raw : certificate));

const asPki = (certificate: X509Certificate | Certificate) => (certificate instanceof Certificate ? certificate : pkiCertificate(certificate));

const extensionOf = (certificate: Certificate, oid: string): Extension | undefined => certificate.extensions?.find((e) => e.extnID === oid);

/** A certificate's keyUsage extension; undefined when it has none (or it is unreadable). */
export function keyUsageOf(certificate: X509Certificate | Certificate): KeyUsage | undefined {
  const value = extensionOf(asPki(certificate), EXTENSION.keyUsage)?.parsedValue as unknown;
  if (!(value instanceof BitString)) return undefined;
  const first = value.valueBlock.valueHexView[0] ?? 0;
  return { digitalSignature: (first & 0x80) !== 0, nonRepudiation: (first & 0x40) !== 0, keyCertSign: (first & 0x04) !== 0, cRLSign: (first & 0x02) !== 0 };
}

/** The extended key usages (OIDs) a certificate names; undefined when it has no such extension. */
export function extendedKeyUsagesOf(certificate: X509Certificate | Certificate): readonly string[] | undefined {
  const value = extensionOf(asPki(certificate), EXTENSION.extKeyUsage)?.parsedValue as unknown;
  return value instanceof ExtKeyUsage ? value.keyPurposes : undefined;
}

/** The OID of a critical extension nothing here processes, else undefined. */
export function unknownCriticalExtension(certificate: X509Certificate | Certificate): string | undefined {
  return asPki(certificate).extensions?.find((e) => e.critical && !PROCESSED.has(e.extnID))?.extnID;
}
