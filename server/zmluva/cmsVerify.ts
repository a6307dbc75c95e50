import { X509Certificate } from 'node:crypto';
import { GeneralizedTime, ObjectIdentifier, UTCTime } from 'asn1js';
import { AlgorithmIdentifier, Certificate, CertificateRevocationList, ContentInfo, RSASSAPSSParams, SignedData, SignedDataVerifyError, TSTInfo, type SignerInfo } from 'pkijs';
import { signerName, type SignerToTrust } from './trust/signerTrust';

/**
 * Cryptographic check of CMS SignedData (RFC 5652), as a .p7m file (the content attached) or a PDF
 * signature (the content detached: the bytes its /ByteRange names) carry it. pkijs reads the
 * structure (DER or BER), finds each SignerInfo's certificate, compares the messageDigest and
 * verifies the signature; here are the algorithms accepted, the attribute rules and the problem
 * named to the user. Whether the signer is trusted is decided by trust/signerTrust.ts.
 */

/** Why a CMS signature is refused; the signing screen translates it (podpisanieTexts `cms.{problem}`). */
export type CmsProblem = 'malformed' | 'unsupportedAlgorithm' | 'noContent' | 'noCertificate' | 'contentChanged' | 'signatureInvalid' | 'pdfByteRange' | 'timestampInvalid';

export class CmsError extends Error {
  constructor(
    readonly problem: CmsProblem,
    /** What the message names: the signer, the algorithm. */
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(`CMS signature: ${problem}`);
    this.name = 'CmsError';
  }
}

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  rsaPss: '1.2.840.113549.1.1.10',
  mgf1: '1.2.840.113549.1.1.8',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
} as const;

/** Digest algorithms by OID. SHA-1 is no longer accepted (as for XAdES): a signature with it is refused by name. */
const DIGESTS = new Set(['2.16.840.1.101.3.4.2.1', '2.16.840.1.101.3.4.2.2', '2.16.840.1.101.3.4.2.3']);

/** Signature algorithms accepted (RSA PKCS#1 v1.5 and ECDSA with SHA-2; RSASSA-PSS by its parameters). */
const SIGNATURES = new Set([
  '1.2.840.113549.1.1.1', // rsaEncryption: the hash is the digestAlgorithm's
  '1.2.840.113549.1.1.11',
  '1.2.840.113549.1.1.12',
  '1.2.840.113549.1.1.13',
  '1.2.840.10045.2.1', // ecPublicKey: the hash is the digestAlgorithm's
  '1.2.840.10045.4.3.2',
  '1.2.840.10045.4.3.3',
  '1.2.840.10045.4.3.4',
]);

/** Algorithms refused by name in the message rather than by OID. */
const NAMES: Readonly<Record<string, string>> = { '1.3.14.3.2.26': 'SHA-1', '1.2.840.113549.1.1.5': 'SHA-1 RSA', '1.2.840.10045.4.1': 'SHA-1 ECDSA' };
const unsupported = (oid: string) => new CmsError('unsupportedAlgorithm', { algorithm: NAMES[oid] ?? oid });

/** Most SignerInfos read from one SignedData. */
const MAX_SIGNER_INFOS = 20;

/** pkijs's verify codes: no signer certificate (2, 3), a mandatory signed attribute missing (9, 10). */
const NO_CERTIFICATE = new Set([2, 3]);
const MISSING_ATTRIBUTE = new Set([9, 10]);

/** Reads with pkijs; anything malformed is the signature's problem, not a crash. */
function read<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof CmsError) throw error;
    throw new CmsError('malformed');
  }
}

/** The signature algorithm is one accepted: RSASSA-PSS with a SHA-2 hash and MGF1 (RFC 4055 3.1), else a listed one. */
function checkAlgorithms(info: SignerInfo): void {
  const digest = info.digestAlgorithm.algorithmId;
  if (!DIGESTS.has(digest)) throw unsupported(digest);
  const signature = info.signatureAlgorithm;
  if (signature.algorithmId !== OID.rsaPss) {
    if (!SIGNATURES.has(signature.algorithmId)) throw unsupported(signature.algorithmId);
    return;
  }
  // Without parameters the defaults are SHA-1's, refused.
  const params = read(() => (signature.algorithmParams ? new RSASSAPSSParams({ schema: signature.algorithmParams }) : new RSASSAPSSParams()));
  if (!DIGESTS.has(params.hashAlgorithm.algorithmId)) throw unsupported(params.hashAlgorithm.algorithmId);
  const mgf = params.maskGenAlgorithm;
  const mgfHash = read(() => (mgf.algorithmParams ? new AlgorithmIdentifier({ schema: mgf.algorithmParams }).algorithmId : undefined));
  if (mgf.algorithmId !== OID.mgf1 || mgfHash === undefined || !DIGESTS.has(mgfHash)) throw unsupported(mgf.algorithmId);
}

/** The signed attributes' contentType, checked against the content's type; their signingTime (undefined when absent or unreadable). */
function signedAttributes(info: SignerInfo, contentType: string): { signingTime: Date | undefined } {
  if (!info.signedAttrs) return { signingTime: undefined };
  const values = new Map<string, unknown[]>();
  for (const attribute of info.signedAttrs.attributes) {
    // An attribute given twice could say two things: RFC 5652 allows each once.
    if (values.has(attribute.type)) throw new CmsError('malformed');
    values.set(attribute.type, attribute.values);
  }
  const type = values.get(OID.contentType);
  const digest = values.get(OID.messageDigest);
  if (type?.length !== 1 || digest?.length !== 1) throw new CmsError('malformed');
  const typeValue = type[0];
  if (!(typeValue instanceof ObjectIdentifier) || typeValue.getValue() !== contentType) throw new CmsError('malformed');
  const time = values.get(OID.signingTime)?.[0];
  // A signing time in another form is the signer's claim we cannot read: the check uses now.
  return { signingTime: time instanceof UTCTime || time instanceof GeneralizedTime ? time.toDate() : undefined };
}

/** Verifies one SignerInfo with pkijs: its certificate found, messageDigest equal, signature valid. */
async function verifySigner(signedData: SignedData, index: number, contentType: string, detached: Buffer | undefined): Promise<{ certificate: X509Certificate; signingTime: Date | undefined }> {
  const info = signedData.signerInfos[index] as SignerInfo;
  let result;
  try {
    result = await signedData.verify({ signer: index, data: detached ? new Uint8Array(detached).buffer : undefined, extendedMode: true, checkChain: false });
  } catch (error) {
    if (!(error instanceof SignedDataVerifyError)) throw new CmsError('malformed');
    if (NO_CERTIFICATE.has(error.code) || !error.signerCertificate) throw new CmsError('noCertificate');
    if (MISSING_ATTRIBUTE.has(error.code)) throw new CmsError('malformed');
    const signer = signerName(certificateOf(error.signerCertificate));
    if (/TSTInfo verification/.test(error.message)) throw new CmsError('timestampInvalid');
    if (/digest/i.test(error.message)) throw new CmsError('contentChanged', { signer });
    // A key that cannot make this kind of signature (an EC key named for RSA) does not verify it.
    throw new CmsError('signatureInvalid', { signer });
  }
  const certificate = certificateOf(result.signerCertificate as Certificate);
  if (!result.signatureVerified) throw new CmsError('signatureInvalid', { signer: signerName(certificate) });
  return { certificate, signingTime: signedAttributes(info, contentType).signingTime };
}

/** node:crypto's view of a certificate pkijs read (as the rest of the server uses). */
function certificateOf(certificate: Certificate): X509Certificate {
  return read(() => {
    const x509 = new X509Certificate(Buffer.from(certificate.toSchema().toBER()));
    // node:crypto reads the key when asked: a damaged one is found here, not when verifying.
    void x509.publicKey;
    // A validity that is no date (node:crypto parses it leniently) is a damaged certificate.
    if (Number.isNaN(Date.parse(x509.validFrom)) || Number.isNaN(Date.parse(x509.validTo))) throw new Error('validity');
    return x509;
  });
}

/** The TSTInfo's imprint is of an accepted hash (pkijs compares it with the stamped bytes). */
function checkTimestampImprint(tstInfo: TSTInfo): void {
  if (!DIGESTS.has(tstInfo.messageImprint.hashAlgorithm.algorithmId)) throw new CmsError('unsupportedAlgorithm', { algorithm: 'timestamp' });
}

/**
 * Verifies every signature of a CMS SignedData (DER or BER) and returns its signers in order, each
 * with the other certificates and the CRLs the CMS carries (for the chain to a trusted CA).
 * `detached` is the signed content when the CMS does not carry it (a PDF's signed bytes). A PDF's
 * document timestamp (PAdES-LTA, /SubFilter ETSI.RFC3161) is returned as its authority, marked
 * `timestamp`, signing at its genTime. Throws CmsError.
 */
export async function verifiedCmsSignatures(cms: Buffer, detached?: Buffer): Promise<SignerToTrust[]> {
  const signedData = read(() => {
    const contentInfo = ContentInfo.fromBER(new Uint8Array(cms));
    if (contentInfo.contentType !== OID.signedData) throw new CmsError('malformed');
    return new SignedData({ schema: contentInfo.content });
  });
  const contentType = signedData.encapContentInfo.eContentType;
  const attached = signedData.encapContentInfo.eContent !== undefined;
  const certificates = (signedData.certificates ?? []).filter((c): c is Certificate => c instanceof Certificate);
  // Every certificate must be readable, not only the signer's: a damaged one is a damaged CMS.
  const all = certificates.map(certificateOf);
  const crls = read(() => (signedData.crls ?? []).filter((c): c is CertificateRevocationList => c instanceof CertificateRevocationList).map((c) => Buffer.from(c.toSchema().toBER())));
  const infos = signedData.signerInfos;
  if (infos.length === 0) throw new CmsError('noCertificate');
  if (infos.length > MAX_SIGNER_INFOS) throw new CmsError('malformed');
  let timestampTime: Date | undefined;
  if (detached !== undefined && attached) {
    // A document timestamp: its authority signs a TSTInfo naming the digest of the signed bytes.
    if (contentType !== OID.tstInfo) throw new CmsError('unsupportedAlgorithm', { algorithm: 'adbe.pkcs7.sha1' });
    const tstInfo = read(() => TSTInfo.fromBER((signedData.encapContentInfo.eContent as { getValue(): ArrayBuffer }).getValue()));
    checkTimestampImprint(tstInfo);
    timestampTime = tstInfo.genTime;
  } else if (detached === undefined && !attached) {
    throw new CmsError('noContent');
  }
  for (const info of infos) checkAlgorithms(info);
  const signers: SignerToTrust[] = [];
  for (let index = 0; index < infos.length; index++) {
    const { certificate, signingTime } = await verifySigner(signedData, index, contentType, detached);
    const intermediates = all.filter((c) => c.fingerprint256 !== certificate.fingerprint256);
    signers.push(timestampTime ? { certificate, signingTime: timestampTime, intermediates, crls, timestamp: true } : { certificate, signingTime, intermediates, crls });
  }
  return signers;
}
