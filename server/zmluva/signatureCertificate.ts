import { X509Certificate } from 'node:crypto';

/** The signer's certificate as the signing screen shows it. */
export interface SignerCertificate {
  podpisal: string;
  vydavatel: string;
  platnostOd: string;
  platnostDo: string;
}

/** Longest file searched for certificates (signed contracts are a few MB at most). */
const MAX_SCAN = 12 * 1024 * 1024;

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

/**
 * The signer's certificate a signed file carries (a PDF signature's CMS, or a CMS .p7m): the first
 * end-entity certificate, else the first one; null when the file carries none (e.g. signed by hand
 * and scanned, or an ASiC-E container whose XML is compressed).
 */
export function signerCertificate(data: Buffer): SignerCertificate | null {
  const certificates = signatureBytes(data).flatMap(certificatesIn);
  const signer = certificates.find((c) => !c.ca) ?? certificates[0];
  if (!signer) return null;
  return {
    podpisal: oneLine(signer.subject),
    vydavatel: oneLine(signer.issuer),
    platnostOd: new Date(signer.validFrom).toISOString(),
    platnostDo: new Date(signer.validTo).toISOString(),
  };
}
