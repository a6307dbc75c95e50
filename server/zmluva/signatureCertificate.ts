import type { X509Certificate } from 'node:crypto';
import { asiceSignatureXml, isZip } from './asice';
import { verifiedCmsSignatures } from './cmsVerify';
import { isPdf, pdfSignatures } from './pdfSignature';
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

/** Most signers read from one file. */
const MAX_SIGNERS = 20;

/** `CN=Ján Novák\nO=Firma` → `CN=Ján Novák, O=Firma`. */
const oneLine = (name: string) => name.split('\n').filter(Boolean).join(', ').slice(0, 500);

/** A .p7m's DER: as it is, or unwrapped from PEM / base64 text, as some signing tools save it; undefined when it is no CMS at all. */
function cmsOf(data: Buffer): Buffer | undefined {
  if (data[0] === 0x30) return data;
  const text = data.subarray(0, 16 * 1024 * 1024).toString('latin1').replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '');
  if (!/^[A-Za-z0-9+/=\s]{64,}$/.test(text)) return undefined;
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  return der[0] === 0x30 ? der : undefined;
}

/**
 * The verified signatures of a file: an ASiC-E container's XAdES signatures (xadesVerify.ts), a
 * PDF's signatures (the CMS in each /Contents over the bytes its /ByteRange names) or a CMS
 * (.p7m, the signed content attached), both by cmsVerify.ts.
 */
async function verifiedSignatures(data: Buffer): Promise<SignerToTrust[]> {
  if (isZip(data)) return verifiedXadesSignatures(data, asiceSignatureXml(data));
  if (isPdf(data)) {
    const found: SignerToTrust[] = [];
    for (const signature of pdfSignatures(data)) found.push(...(await verifiedCmsSignatures(signature.cms, signature.content)));
    return found;
  }
  const cms = cmsOf(data);
  return cms ? verifiedCmsSignatures(cms) : [];
}

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
 * The signers' certificates a signed file carries, one per signer: a PDF's signatures (their CMS),
 * a CMS (.p7m), or the XAdES signatures of an ASiC-E container (.asice, .sce); every signature is
 * verified cryptographically. Empty when the file carries none (e.g. signed by hand and scanned).
 * Throws AsiceError for a ZIP that is no readable ASiC-E container or whose signatures do not
 * verify, CmsError for a PDF or CMS signature that is malformed or does not verify.
 */
export async function signerCertificates(data: Buffer): Promise<SignerCertificate[]> {
  return (await readSignatures(data)).certificates;
}

/**
 * As signerCertificates, with the verified signers and the timestamp authorities of document
 * timestamps (no signers, not listed), both for the trust check (trust/trustStore.ts).
 */
export async function readSignatures(data: Buffer): Promise<{ certificates: SignerCertificate[]; verified: SignerToTrust[]; timestamps: SignerToTrust[] }> {
  const found = await verifiedSignatures(data);
  const verified = found.filter((s) => !s.timestamp);
  const seen = new Set<string>();
  const result: SignerCertificate[] = [];
  for (const { certificate } of verified) {
    // The same signer signing twice is listed once.
    if (seen.has(certificate.fingerprint256) || result.length >= MAX_SIGNERS) continue;
    seen.add(certificate.fingerprint256);
    result.push(describe(certificate));
  }
  return { certificates: result, verified, timestamps: found.filter((s) => s.timestamp) };
}

/** The first signer's certificate, null when the file carries none (see signerCertificates). */
export async function signerCertificate(data: Buffer): Promise<SignerCertificate | null> {
  return (await signerCertificates(data))[0] ?? null;
}
