// ASiC-E containers for tests, built at test time: a self-signed certificate made with openssl, a
// XAdES-shaped META-INF/signatures0.xml carrying it (signed with its key over the SignedInfo), the
// signed contract, the manifest and the `mimetype` entry, zipped with fflate.
import { execFileSync } from 'node:child_process';
import { createHash, sign, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';

export interface TestSigner {
  /** PEM of the certificate and of its private key. */
  certificatePem: string;
  keyPem: string;
  /** As the signing screen shows the certificate. */
  podpisal: string;
  vydavatel: string;
  serioveCislo: string;
}

/**
 * A self-signed end-entity certificate for `subject` (e.g. `/C=SK/O=Firma s.r.o./CN=Ján Novák`),
 * valid for `days` days from now.
 */
export function testSigner(subject: string, days = 730): TestSigner {
  const dir = mkdtempSync(path.join(tmpdir(), 'edc-asice-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-utf8', '-subj', subject, '-days', String(days), '-keyout', key, '-out', cert,
        '-addext', 'basicConstraints=critical,CA:FALSE', '-addext', 'keyUsage=critical,digitalSignature,nonRepudiation'],
      { stdio: 'ignore' },
    );
    const certificatePem = readFileSync(cert, 'utf8');
    const x509 = new X509Certificate(certificatePem);
    const line = (name: string) => name.split('\n').filter(Boolean).join(', ');
    return { certificatePem, keyPem: readFileSync(key, 'utf8'), podpisal: line(x509.subject), vydavatel: line(x509.issuer), serioveCislo: x509.serialNumber.toUpperCase() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const derBase64 = (pem: string) => pem.replace(/-----[^-]+-----|\s+/g, '');
/** Base64 in lines of 76 characters, as signing tools write it. */
const wrapped = (base64: string) => base64.replace(/(.{76})/g, '$1\n');

/** One XAdES signature over `document` by `signer` (the shape signing applications write). */
function xadesSignature(id: string, signer: TestSigner, fileName: string, document: Buffer): string {
  const der = Buffer.from(derBase64(signer.certificatePem), 'base64');
  const certDigest = createHash('sha256').update(der).digest('base64');
  const docDigest = createHash('sha256').update(document).digest('base64');
  const signedInfo =
    `<ds:SignedInfo><ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>` +
    `<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>` +
    `<ds:Reference Id="${id}-ref0" URI="${encodeURIComponent(fileName)}"><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue>${docDigest}</ds:DigestValue></ds:Reference>` +
    `</ds:SignedInfo>`;
  const value = sign('sha256', Buffer.from(signedInfo), signer.keyPem).toString('base64');
  return (
    `<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="${id}">${signedInfo}` +
    `<ds:SignatureValue Id="${id}-value">${wrapped(value)}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:X509Data><ds:X509Certificate>\n${wrapped(derBase64(signer.certificatePem))}\n</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
    `<ds:Object><xades:QualifyingProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" Target="#${id}"><xades:SignedProperties Id="${id}-props">` +
    `<xades:SignedSignatureProperties><xades:SigningTime>${new Date().toISOString().slice(0, 19)}Z</xades:SigningTime>` +
    `<xades:SigningCertificateV2><xades:Cert><xades:CertDigest><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue>${certDigest}</ds:DigestValue></xades:CertDigest></xades:Cert></xades:SigningCertificateV2>` +
    `</xades:SignedSignatureProperties></xades:SignedProperties></xades:QualifyingProperties></ds:Object></ds:Signature>`
  );
}

/** The XML of a signatures file holding these signatures. */
export function signaturesXml(signatures: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<asic:XAdESSignatures xmlns:asic="http://uri.etsi.org/02918/v1.2.1#" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">${signatures.join('')}</asic:XAdESSignatures>\n`;
}

/** The entries of a container (without the signatures file) for a signed document. */
function containerEntries(fileName: string, document: Buffer): Zippable {
  const manifest =
    `<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">` +
    `<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.etsi.asic-e+zip"/>` +
    `<manifest:file-entry manifest:full-path="${fileName}" manifest:media-type="application/pdf"/></manifest:manifest>\n`;
  return {
    // First and stored, as the format requires.
    mimetype: [strToU8('application/vnd.etsi.asic-e+zip'), { level: 0 }],
    [fileName]: new Uint8Array(document),
    'META-INF/manifest.xml': strToU8(manifest),
  };
}

/** An ASiC-E container of `document` signed by each signer (one XAdES signature each, in signatures0.xml). */
export function asiceContainer(signers: readonly TestSigner[], fileName = 'zmluva.pdf', document: Buffer = Buffer.from('%PDF-1.7\n% Zmluva o zúčtovaní odchýlky\n%%EOF\n')): Buffer {
  const xml = signaturesXml(signers.map((s, i) => xadesSignature(`S${i}`, s, fileName, document)));
  return Buffer.from(zipSync({ ...containerEntries(fileName, document), 'META-INF/signatures0.xml': strToU8(xml) }));
}

/** A container whose files are these (for broken containers: no signatures, a foreign mimetype…). */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const files: Zippable = {};
  for (const [name, content] of Object.entries(entries)) files[name] = typeof content === 'string' ? strToU8(content) : new Uint8Array(content);
  return Buffer.from(zipSync(files));
}
