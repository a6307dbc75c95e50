// ASiC-E containers for tests, built at test time: a certificate made with openssl (issued by the
// reference server's test CA unless a test makes its own CA), a XAdES-shaped META-INF/signatures0.xml
// carrying it (signed with its key over the SignedInfo), the signed contract, the manifest and the
// `mimetype` entry, zipped with fflate.
import { execFileSync } from 'node:child_process';
import { constants, createHash, sign, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { REFERENCE_CA_CERTIFICATE, REFERENCE_CA_KEY } from './referenceCa';

/** A certification authority of the tests: its certificate and key (PEM). */
export interface TestCa {
  certificatePem: string;
  keyPem: string;
}

/** The reference server's test CA, which migration 187 trusts. */
export const REFERENCE_CA: TestCa = { certificatePem: REFERENCE_CA_CERTIFICATE, keyPem: REFERENCE_CA_KEY };

/** Runs `work` in a fresh temporary directory, removed afterwards. */
function inTemp<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'edc-asice-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A CA made with openssl for `subject`, self-signed or issued by `issuer` (an intermediate CA).
 * `keyCertSign: false` leaves that keyUsage out, `crlSign: false` leaves cRLSign out, `ca: false`
 * makes basicConstraints CA:FALSE (a certificate no signer may be issued by); `extensions` are
 * more `-addext` values; `keyPem` certifies that key instead of a new one.
 */
export function testCa(subject: string, options: { days?: number; ca?: boolean; keyCertSign?: boolean; crlSign?: boolean; issuer?: TestCa; extensions?: readonly string[]; keyPem?: string } = {}): TestCa {
  const { days = 3650, ca = true, keyCertSign = true, crlSign = true, issuer, extensions = [], keyPem } = options;
  return inTemp((dir) => {
    const key = path.join(dir, 'ca.key');
    const cert = path.join(dir, 'ca.pem');
    const byIssuer = issuer ? ['-CA', path.join(dir, 'issuer.pem'), '-CAkey', path.join(dir, 'issuer.key')] : [];
    if (issuer) {
      writeFileSync(path.join(dir, 'issuer.pem'), issuer.certificatePem);
      writeFileSync(path.join(dir, 'issuer.key'), issuer.keyPem);
    }
    const usage = keyCertSign ? ['keyCertSign', ...(crlSign ? ['cRLSign'] : [])] : ['digitalSignature'];
    if (keyPem) writeFileSync(key, keyPem);
    execFileSync(
      'openssl',
      ['req', '-x509', ...byIssuer, ...(keyPem ? ['-key', key] : ['-newkey', 'rsa:2048', '-keyout', key]), '-nodes', '-utf8', '-subj', subject, '-days', String(days), '-out', cert,
        '-addext', `basicConstraints=critical,CA:${ca ? 'TRUE' : 'FALSE'}`, '-addext', `keyUsage=critical,${usage.join(',')}`, ...extensions.flatMap((e) => ['-addext', e])],
      { stdio: 'ignore' },
    );
    return { certificatePem: readFileSync(cert, 'utf8'), keyPem: readFileSync(key, 'utf8') };
  });
}

/** YYMMDDHHMMSSZ, as openssl's CA database writes times. */
const caTime = (date: Date) => `${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`;

/**
 * A CRL of `ca` (PEM) made with openssl listing `revoked` (serials as upper-case hexadecimal),
 * valid for `days` days from now.
 */
export function testCrl(ca: TestCa, revoked: readonly { serioveCislo: string; since: Date }[], days = 30): string {
  return inTemp((dir) => {
    const file = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    const expiry = caTime(new Date(Date.now() + 365 * 86_400_000));
    file('index.txt', revoked.map((r) => `R\t${expiry}\t${caTime(r.since)}\t${r.serioveCislo}\tunknown\t/CN=revoked\n`).join(''));
    file('crlnumber', '01\n');
    const config = file('ca.cnf', `[ca]\ndefault_ca = edc\n[edc]\ndatabase = ${path.join(dir, 'index.txt')}\ncrlnumber = ${path.join(dir, 'crlnumber')}\ndefault_md = sha256\n`);
    const crl = path.join(dir, 'ca.crl');
    // Issued a minute ago: a check that started just before openssl ran (a CRL made on demand, at the
    // next second on a busy machine) would otherwise read it as issued after its own moment, stale.
    const lastUpdate = Date.now() - 60_000;
    const times = ['-crl_lastupdate', caTime(new Date(lastUpdate)), '-crl_nextupdate', caTime(new Date(lastUpdate + days * 86_400_000))];
    execFileSync('openssl', ['ca', '-gencrl', '-batch', '-config', config, '-cert', file('ca.pem', ca.certificatePem), '-keyfile', file('ca.key', ca.keyPem), ...times, '-out', crl], { stdio: 'ignore' });
    return readFileSync(crl, 'utf8');
  });
}

export interface TestSigner {
  /** PEM of the certificate and of its private key. */
  certificatePem: string;
  keyPem: string;
  /** Signs with ECDSA P-256 (else RSA 2048). */
  ecdsa: boolean;
  /** As the signing screen shows the certificate. */
  podpisal: string;
  vydavatel: string;
  serioveCislo: string;
}

/**
 * An end-entity certificate for `subject` (e.g. `/C=SK/O=Firma s.r.o./CN=Ján Novák`), valid for
 * `days` days from now, issued by `issuer` (default the reference server's test CA, which the
 * server trusts) or self-signed; `extensions` are more `-addext` values (a timestamp authority's
 * extendedKeyUsage, an unknown critical extension).
 */
export function testSigner(subject: string, days = 730, key: 'rsa' | 'ecdsa' = 'rsa', issuer: TestCa | 'self' = REFERENCE_CA, extensions: readonly string[] = []): TestSigner {
  return inTemp((dir) => {
    const keyFile = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const byCa = issuer === 'self' ? [] : ['-CA', path.join(dir, 'ca.pem'), '-CAkey', path.join(dir, 'ca.key')];
    if (issuer !== 'self') {
      writeFileSync(path.join(dir, 'ca.pem'), issuer.certificatePem);
      writeFileSync(path.join(dir, 'ca.key'), issuer.keyPem);
    }
    execFileSync(
      'openssl',
      ['req', '-x509', ...byCa, ...(key === 'rsa' ? ['-newkey', 'rsa:2048'] : ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256']), '-nodes', '-utf8', '-subj', subject, '-days', String(days), '-keyout', keyFile, '-out', cert,
        '-addext', 'basicConstraints=critical,CA:FALSE', '-addext', 'keyUsage=critical,digitalSignature,nonRepudiation', ...extensions.flatMap((e) => ['-addext', e])],
      { stdio: 'ignore' },
    );
    const certificatePem = readFileSync(cert, 'utf8');
    const x509 = new X509Certificate(certificatePem);
    const line = (name: string) => name.split('\n').filter(Boolean).join(', ');
    return { certificatePem, keyPem: readFileSync(keyFile, 'utf8'), ecdsa: key === 'ecdsa', podpisal: line(x509.subject), vydavatel: line(x509.issuer), serioveCislo: x509.serialNumber.toUpperCase() };
  });
}

const derBase64 = (pem: string) => pem.replace(/-----[^-]+-----|\s+/g, '');
/** Base64 in lines of 76 characters, as signing tools write it. */
const wrapped = (base64: string) => base64.replace(/(.{76})/g, '$1\n');

const DS_NS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES_NS = 'http://uri.etsi.org/01903/v1.3.2#';
const ASIC_NS = 'http://uri.etsi.org/02918/v1.2.1#';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** How a test signature is made; the defaults are what signing applications write. */
export interface SignatureOptions {
  /** SignedInfo's canonicalisation: exclusive (default) or inclusive C14N 1.0. */
  canonicalization?: 'exc-c14n' | 'c14n';
  /** Leave the SignedProperties out of the signed references (not XAdES). */
  withoutSignedProperties?: boolean;
  /** Sign an RSA key's signature with RSASSA-PSS (sha256-rsa-MGF1) instead of PKCS#1 v1.5. */
  pss?: boolean;
  /** The signed SigningTime (default now). */
  signingTime?: Date;
}

/**
 * The written form of canonical XML: the namespace declarations that canonicalisation puts on an
 * element (`xmlns:p="…"` of the given prefixes) are left to the ancestors that declare them, and
 * empty elements are closed in short. The signature is computed over the canonical octets, so the
 * verifier must canonicalise this written form back to them.
 */
const written = (canonical: string, prefixes: readonly string[]) =>
  prefixes
    .reduce((xml, prefix) => xml.replace(new RegExp(` xmlns:${prefix}="[^"]*"`, 'g'), ''), canonical)
    .replace(/<([\w:]+)([^<>]*)><\/\1>/g, '<$1$2/>');

/**
 * One XAdES signature over `document` by `signer` (the shape signing applications write): the
 * SignedInfo references the file by its bytes and the SignedProperties (signing time, the signer
 * certificate's digest) by their exclusive canonical form; the SignatureValue is over the canonical
 * SignedInfo. The canonical forms are written out here by hand, independent of any XML library.
 */
function xadesSignature(id: string, signer: TestSigner, fileName: string, document: Buffer, options: SignatureOptions): string {
  const der = Buffer.from(derBase64(signer.certificatePem), 'base64');
  const certDigest = createHash('sha256').update(der).digest('base64');
  const docDigest = createHash('sha256').update(document).digest('base64');
  // Exclusive C14N: each element declares the prefixes it uses that its output parent does not.
  const dsDecl = `xmlns:ds="${DS_NS}"`;
  const signedProperties =
    `<xades:SignedProperties xmlns:xades="${XADES_NS}" Id="${id}-props"><xades:SignedSignatureProperties><xades:SigningTime>${(options.signingTime ?? new Date()).toISOString().slice(0, 19)}Z</xades:SigningTime>` +
    `<xades:SigningCertificateV2><xades:Cert><xades:CertDigest><ds:DigestMethod ${dsDecl} Algorithm="${SHA256}"></ds:DigestMethod><ds:DigestValue ${dsDecl}>${certDigest}</ds:DigestValue></xades:CertDigest></xades:Cert></xades:SigningCertificateV2>` +
    `</xades:SignedSignatureProperties></xades:SignedProperties>`;
  const propsDigest = createHash('sha256').update(signedProperties, 'utf8').digest('base64');
  const method = signer.ecdsa
    ? 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256'
    : options.pss
      ? 'http://www.w3.org/2007/05/xmldsig-more#sha256-rsa-MGF1'
      : 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
  const inclusive = options.canonicalization === 'c14n';
  // Inclusive C14N puts every namespace in scope on the apex element, sorted by prefix.
  const signedInfoDecl = inclusive ? `xmlns:asic="${ASIC_NS}" ${dsDecl}` : dsDecl;
  const signedInfo =
    `<ds:SignedInfo ${signedInfoDecl}><ds:CanonicalizationMethod Algorithm="${inclusive ? C14N : EXC_C14N}"></ds:CanonicalizationMethod>` +
    `<ds:SignatureMethod Algorithm="${method}"></ds:SignatureMethod>` +
    `<ds:Reference Id="${id}-ref0" URI="${encodeURIComponent(fileName)}"><ds:DigestMethod Algorithm="${SHA256}"></ds:DigestMethod><ds:DigestValue>${docDigest}</ds:DigestValue></ds:Reference>` +
    (options.withoutSignedProperties
      ? ''
      : `<ds:Reference Type="http://uri.etsi.org/01903#SignedProperties" URI="#${id}-props"><ds:Transforms><ds:Transform Algorithm="${EXC_C14N}"></ds:Transform></ds:Transforms>` +
        `<ds:DigestMethod Algorithm="${SHA256}"></ds:DigestMethod><ds:DigestValue>${propsDigest}</ds:DigestValue></ds:Reference>`) +
    `</ds:SignedInfo>`;
  const key = signer.ecdsa
    ? { key: signer.keyPem, dsaEncoding: 'ieee-p1363' as const }
    : options.pss
      ? { key: signer.keyPem, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }
      : signer.keyPem;
  const value = sign('sha256', Buffer.from(signedInfo, 'utf8'), key).toString('base64');
  return (
    `<ds:Signature xmlns:ds="${DS_NS}" Id="${id}">${written(signedInfo, ['ds', 'asic'])}` +
    `<ds:SignatureValue Id="${id}-value">${wrapped(value)}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:X509Data><ds:X509Certificate>\n${wrapped(derBase64(signer.certificatePem))}\n</ds:X509Certificate></ds:X509Data></ds:KeyInfo>` +
    `<ds:Object><xades:QualifyingProperties xmlns:xades="${XADES_NS}" Target="#${id}">${written(signedProperties, ['ds', 'xades'])}</xades:QualifyingProperties></ds:Object></ds:Signature>`
  );
}

/** The XML of a signatures file holding these signatures. */
export function signaturesXml(signatures: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<asic:XAdESSignatures xmlns:asic="${ASIC_NS}" xmlns:ds="${DS_NS}">${signatures.join('')}</asic:XAdESSignatures>\n`;
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

/** The contract a test container signs unless told otherwise. */
export const TEST_DOCUMENT = Buffer.from('%PDF-1.7\n% Zmluva o zúčtovaní odchýlky\n%%EOF\n');

/** An ASiC-E container of `document` signed by each signer (one XAdES signature each, in signatures0.xml). */
export function asiceContainer(
  signers: readonly TestSigner[],
  fileName = 'zmluva.pdf',
  document: Buffer = TEST_DOCUMENT,
  options: SignatureOptions = {},
): Buffer {
  return Buffer.from(zipSync({ ...containerEntries(fileName, document), 'META-INF/signatures0.xml': strToU8(asiceSignaturesXml(signers, fileName, document, options)) }));
}

/** The signatures file of such a container (to build altered ones from). */
export function asiceSignaturesXml(signers: readonly TestSigner[], fileName: string, document: Buffer, options: SignatureOptions = {}): string {
  return signaturesXml(signers.map((s, i) => xadesSignature(`S${i}`, s, fileName, document, options)));
}

/** A container whose files are these (for broken containers: no signatures, a foreign mimetype…). */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const files: Zippable = {};
  for (const [name, content] of Object.entries(entries)) files[name] = typeof content === 'string' ? strToU8(content) : new Uint8Array(content);
  return Buffer.from(zipSync(files));
}
