import { X509Certificate } from 'node:crypto';
import { asiceSignatureXml, isZip } from './asice';
import type { SignerToTrust } from './trust/signerTrust';
import { verifiedXadesSignatures } from './xadesVerify';

/** A signer's certificate as the signing screen shows it. */
export interface SignerCertificate {
  podpisal: string;
  vydavatel: string;
  /** Upper-case hexadecimal, as the issuer numbers it. */
  serioveCislo: string;
  platnostOd: string;
  platnostDo: string;
}

/** Longest file searched for certificates (signed contracts are a few MB at most). */
const MAX_SCAN = 12 * 1024 * 1024;
/** Most signers read from one file. */
const MAX_SIGNERS = 20;

/** `CN=Ján Novák\nO=Firma` → `CN=Ján Novák, O=Firma`. */
const oneLine = (name: string) => name.split('\n').filter(Boolean).join(', ').slice(0, 500);

/** DER certificates found in bytes: `SEQUENCE { SEQUENCE (tbsCertificate) … }` with two-byte lengths that parse. */
function certificatesIn(data: Buffer): X509Certificate[] {
  const found: X509Certificate[] = [];
  const end = Math.min(data.length, MAX_SCAN) - 6;
  for (let i = 0; i < end && found.length < 10; i++) {
    if (data[i] !== 0x30 || data[i + 1] !== 0x82 || data[i + 4] !== 0x30 || data[i + 5] !== 0x82) continue;
    const length = (((data[i + 2] as number) << 8) | (data[i + 3] as number)) + 4;
    if (length < 200 || i + length > data.length) continue;
    try {
      found.push(new X509Certificate(data.subarray(i, i + length)));
      i += length - 1;
    } catch {
      // Not a certificate after all: go on scanning.
    }
  }
  return found;
}

/** The DER of a PDF's signature dictionaries (`/Contents <hex>`), else the bytes as they are (CMS, .p7m). */
function signatureBytes(data: Buffer): Buffer[] {
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-') return [data];
  const text = data.subarray(0, MAX_SCAN).toString('latin1');
  const parts: Buffer[] = [];
  for (const match of text.matchAll(/\/Contents\s*<([0-9A-Fa-f\s]{400,})>/g)) {
    parts.push(Buffer.from((match[1] as string).replace(/\s+/g, ''), 'hex'));
  }
  return parts;
}

/** The signer among one signature's certificates: the end-entity one, else the first. */
const signerAmong = (certificates: readonly X509Certificate[]) => certificates.find((c) => !c.ca) ?? certificates[0];

function describe(certificate: X509Certificate): SignerCertificate {
  return {
    podpisal: oneLine(certificate.subject),
    vydavatel: oneLine(certificate.issuer),
    serioveCislo: certificate.serialNumber.toUpperCase(),
    platnostOd: new Date(certificate.validFrom).toISOString(),
    platnostDo: new Date(certificate.validTo).toISOString(),
  };
}

/**
 * The signers' certificates a signed file carries, one per signature: a PDF's signatures (their
 * CMS), a CMS (.p7m), or the XAdES signatures of an ASiC-E container (.asice, .sce), which are
 * verified cryptographically (xadesVerify.ts). Empty when the file carries none (e.g. signed by
 * hand and scanned). Throws AsiceError for a ZIP that is no readable ASiC-E container or whose
 * signatures do not verify.
 */
export function signerCertificates(data: Buffer): SignerCertificate[] {
  return readSignatures(data).certificates;
}

/**
 * As signerCertificates, with the signers whose signatures were verified (an ASiC-E container's),
 * for the trust check (trust/trustStore.ts): a PDF's or CMS's certificates are only read.
 */
export function readSignatures(data: Buffer): { certificates: SignerCertificate[]; verified: SignerToTrust[] } {
  // An ASiC-E container's signatures are verified, not only read: a tampered one is refused.
  const verified = isZip(data) ? verifiedXadesSignatures(data, asiceSignatureXml(data)) : [];
  const signers = isZip(data) ? verified.map((v) => v.certificate) : signatureBytes(data).map((part) => signerAmong(certificatesIn(part)));
  const seen = new Set<string>();
  const result: SignerCertificate[] = [];
  for (const signer of signers) {
    // The same signer signing twice (or a chain repeated) is listed once.
    if (!signer || seen.has(signer.fingerprint256) || result.length >= MAX_SIGNERS) continue;
    seen.add(signer.fingerprint256);
    result.push(describe(signer));
  }
  return { certificates: result, verified };
}

/** The first signer's certificate, null when the file carries none (see signerCertificates). */
export function signerCertificate(data: Buffer): SignerCertificate | null {
  return signerCertificates(data)[0] ?? null;
}
