// CMS SignedData (RFC 5652) and signed PDFs for tests, built at test time with node:crypto: the DER
// is written here (a few encoders; certificates' fields read by pkijs), the digests and signatures
// are node:crypto's. Options break one thing at a time, as a tampered or badly made signature would.
import { createHash, createPrivateKey, sign, X509Certificate } from 'node:crypto';
import { ObjectIdentifier } from 'asn1js';
import { Certificate } from 'pkijs';

/** DER of one value: tag, definite length, content. */
export function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const length = body.length;
  const header = length < 0x80 ? [length] : length < 0x100 ? [0x81, length] : length < 0x10000 ? [0x82, length >> 8, length & 0xff] : [0x83, length >> 16, (length >> 8) & 0xff, length & 0xff];
  return Buffer.concat([Buffer.from([tag, ...header]), body]);
}

/** An OBJECT IDENTIFIER's DER, encoded by asn1js (first arcs of 2.x may be 128 and more). */
export const oid = (dotted: string): Buffer => Buffer.from(new ObjectIdentifier({ value: dotted }).toBER());

const seq = (...content: Buffer[]) => der(0x30, ...content);
const set = (...content: Buffer[]) => der(0x31, ...content);
const octets = (bytes: Buffer) => der(0x04, bytes);
const integer = (value: number) => der(0x02, Buffer.from([value]));
const NULL = Buffer.from([0x05, 0x00]);
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'latin1'));

const HASH_OIDS: Record<string, string> = { sha1: '1.3.14.3.2.26', sha256: '2.16.840.1.101.3.4.2.1', sha384: '2.16.840.1.101.3.4.2.2', sha512: '2.16.840.1.101.3.4.2.3' };
const DATA = '1.2.840.113549.1.7.1';

/** A signer: its certificate and private key (PEM). */
export interface CmsSigner {
  certificatePem: string;
  keyPem: string;
}

export interface CmsOptions {
  /** Attach the content (a .p7m) or leave it out (a PDF's detached signature). */
  attached: boolean;
  hash?: 'sha1' | 'sha256' | 'sha384' | 'sha512';
  /** Sign with this key instead of the certificate's (a signature the certificate does not verify). */
  otherKeyPem?: string;
  /** The messageDigest attribute's value instead of the content's digest. */
  messageDigest?: Buffer;
  /** No signed attributes: the signature is over the content itself. */
  withoutSignedAttributes?: boolean;
  /** Name the signer by its subjectKeyIdentifier instead of issuer and serial number. */
  bySubjectKeyIdentifier?: boolean;
  signingTime?: Date;
  /** The encapsulated content's type (default id-data). */
  contentType?: string;
  /** The digestAlgorithm's OID instead of the hash's (an algorithm the verifier does not know): dotted, or its DER as given. */
  digestOid?: string | Buffer;
  /** More certificates (PEM) the SignedData carries: intermediate CAs. */
  certificatesPem?: readonly string[];
  /** CRLs (PEM) the SignedData carries. */
  crlsPem?: readonly string[];
}

const pem = (text: string) => Buffer.from(text.replace(/-----[^-]+-----|\s+/g, ''), 'base64');

/** IssuerAndSerialNumber: the certificate's issuer Name and serial number INTEGER (DER), read by pkijs. */
function issuerAndSerial(certificate: X509Certificate): Buffer {
  const read = Certificate.fromBER(new Uint8Array(certificate.raw));
  return seq(Buffer.from(read.issuer.toSchema().toBER()), Buffer.from(read.serialNumber.toBER()));
}

/** The subjectKeyIdentifier as openssl computes it (SHA-1 of the public key's bits), which its certificates carry. */
function subjectKeyIdentifier(certificate: X509Certificate): Buffer {
  const read = Certificate.fromBER(new Uint8Array(certificate.raw));
  return createHash('sha1').update(read.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).digest();
}

/** A CMS SignedData ContentInfo (DER) of `content` signed by `signer`. */
export function signedCms(content: Buffer, signer: CmsSigner, options: CmsOptions): Buffer {
  const hash = options.hash ?? 'sha256';
  const certificate = new X509Certificate(signer.certificatePem);
  const key = createPrivateKey(options.otherKeyPem ?? signer.keyPem);
  const ec = key.asymmetricKeyType === 'ec';
  const digestAlgorithm = seq(Buffer.isBuffer(options.digestOid) ? options.digestOid : oid(options.digestOid ?? (HASH_OIDS[hash] as string)), NULL);
  const signatureAlgorithm = ec ? seq(oid({ sha1: '1.2.840.10045.4.1', sha256: '1.2.840.10045.4.3.2', sha384: '1.2.840.10045.4.3.3', sha512: '1.2.840.10045.4.3.4' }[hash])) : seq(oid('1.2.840.113549.1.1.1'), NULL);
  const attributes = Buffer.concat([
    seq(oid('1.2.840.113549.1.9.3'), set(oid(options.contentType ?? DATA))),
    seq(oid('1.2.840.113549.1.9.5'), set(utcTime(options.signingTime ?? new Date()))),
    seq(oid('1.2.840.113549.1.9.4'), set(octets(options.messageDigest ?? createHash(hash).update(content).digest()))),
  ]);
  const signedAttributes = options.withoutSignedAttributes ? undefined : der(0x31, attributes);
  const signature = sign(hash, signedAttributes ?? content, key);
  const sid = options.bySubjectKeyIdentifier ? der(0x80, subjectKeyIdentifier(certificate)) : issuerAndSerial(certificate);
  const signerInfo = seq(
    integer(options.bySubjectKeyIdentifier ? 3 : 1),
    sid,
    digestAlgorithm,
    // In SignerInfo the signed attributes are [0] IMPLICIT: the SET's tag re-written.
    ...(signedAttributes ? [Buffer.concat([Buffer.from([0xa0]), signedAttributes.subarray(1)])] : []),
    signatureAlgorithm,
    octets(signature),
  );
  const signedData = seq(
    integer(options.bySubjectKeyIdentifier ? 3 : 1),
    set(digestAlgorithm),
    seq(oid(options.contentType ?? DATA), ...(options.attached ? [der(0xa0, octets(content))] : [])),
    der(0xa0, certificate.raw, ...(options.certificatesPem ?? []).map(pem)),
    ...(options.crlsPem?.length ? [der(0xa1, ...options.crlsPem.map(pem))] : []),
    set(signerInfo),
  );
  return seq(oid('1.2.840.113549.1.7.2'), der(0xa0, signedData));
}

const generalizedTime = (date: Date) => der(0x18, Buffer.from(`${date.toISOString().slice(0, 19).replace(/[-T:]/g, '')}Z`, 'latin1'));

/** A timestamp authority's TSTInfo (RFC 3161 2.4.2) over a SHA-256 digest: version, policy, messageImprint, serial, time. */
function tstInfo(imprint: Buffer): Buffer {
  return seq(integer(1), oid('1.3.6.1.4.1.99999.1'), seq(seq(oid(HASH_OIDS.sha256 as string), NULL), octets(imprint)), integer(7), generalizedTime(new Date()));
}

/** Room for the CMS in /Contents (hex digits): a certificate and a signature fit with room to spare. */
const CONTENTS_DIGITS = 16_384;

/**
 * A PDF with one signature dictionary whose /ByteRange covers the whole file but its /Contents,
 * signed as signing applications do: the placeholder written, the range's bytes signed, the CMS
 * written into the placeholder (zero-padded).
 */
export function signedPdf(body: string, signer: CmsSigner, options: PdfSignatureOptions = {}): Buffer {
  return withSignature(Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${body}\n`, 'latin1'), 2, signer, options);
}

/** How a test PDF signature is made: as a CMS, or as a document timestamp (its imprint given to break it). */
export type PdfSignatureOptions = Omit<CmsOptions, 'attached'> & { documentTimestamp?: { imprint?: Buffer } };

/** `pdf` with one more signature appended as an incremental update (a second signer, a timestamp), covering the whole file. */
export function appendPdfSignature(pdf: Buffer, signer: CmsSigner, options: PdfSignatureOptions = {}): Buffer {
  return withSignature(pdf, 3, signer, options);
}

function withSignature(prefix: Buffer, objectNumber: number, signer: CmsSigner, options: PdfSignatureOptions): Buffer {
  const head = `${prefix.toString('latin1')}${objectNumber} 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /ByteRange `;
  const range = (a: number, b: number, c: number, d: number) => `[${a} ${b} ${c} ${d}]`.padEnd(40, ' ');
  const tail = '\n>>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const before = `${head}${range(0, 0, 0, 0)} /Contents `;
  const holeStart = Buffer.byteLength(before, 'latin1');
  const holeEnd = holeStart + CONTENTS_DIGITS + 2;
  const total = holeEnd + Buffer.byteLength(tail, 'latin1');
  const pdf = Buffer.from(`${head}${range(0, holeStart, holeEnd, total - holeEnd)} /Contents <${'0'.repeat(CONTENTS_DIGITS)}>${tail}`, 'latin1');
  const content = Buffer.concat([pdf.subarray(0, holeStart), pdf.subarray(holeEnd)]);
  const { documentTimestamp, ...cmsOptions } = options;
  const cms = documentTimestamp
    ? signedCms(tstInfo(documentTimestamp.imprint ?? createHash('sha256').update(content).digest()), signer, { ...cmsOptions, attached: true, contentType: '1.2.840.113549.1.9.16.1.4' })
    : signedCms(content, signer, { ...cmsOptions, attached: false });
  const hex = cms.toString('hex').toUpperCase();
  pdf.write(hex, holeStart + 1, 'latin1');
  return pdf;
}
