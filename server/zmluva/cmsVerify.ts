import { constants, createHash, timingSafeEqual, verify, X509Certificate } from 'node:crypto';
import { derAt, derBytes, derChildren, derContent, DerError, derInner, derIntegerHex, derOid, derTime, TAG, type DerNode } from './trust/der';
import { extensionValue } from './trust/keyUsage';
import { signerName, type SignerToTrust } from './trust/signerTrust';

/**
 * Cryptographic check of CMS SignedData (RFC 5652), as a .p7m file (the content attached) or a PDF
 * signature (the content detached: the bytes its /ByteRange names) carry it: each SignerInfo's
 * signer certificate is found among the SignedData's certificates; with signed attributes, their
 * messageDigest equals the content's digest and the signature verifies over their DER (as a SET);
 * without them, the signature verifies over the content itself. Digests and signatures are
 * node:crypto's; DER is read by trust/der.ts. Whether the signer is trusted is decided by
 * trust/signerTrust.ts.
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
  subjectKeyIdentifier: '2.5.29.14',
  rsaPss: '1.2.840.113549.1.1.10',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
} as const;

/** Digest algorithms by OID. SHA-1 is no longer accepted (as for XAdES): a signature with it is refused by name. */
const DIGESTS: Readonly<Record<string, string>> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** Signature algorithms by OID: the hash they name (undefined: the SignerInfo's digestAlgorithm's). */
const SIGNATURES: Readonly<Record<string, { hash?: string }>> = {
  '1.2.840.113549.1.1.1': {}, // rsaEncryption
  '1.2.840.113549.1.1.11': { hash: 'sha256' },
  '1.2.840.113549.1.1.12': { hash: 'sha384' },
  '1.2.840.113549.1.1.13': { hash: 'sha512' },
  '1.2.840.10045.2.1': {}, // ecPublicKey
  '1.2.840.10045.4.3.2': { hash: 'sha256' },
  '1.2.840.10045.4.3.3': { hash: 'sha384' },
  '1.2.840.10045.4.3.4': { hash: 'sha512' },
};

/** Algorithms refused by name in the message rather than by OID. */
const NAMES: Readonly<Record<string, string>> = { '1.3.14.3.2.26': 'SHA-1', '1.2.840.113549.1.1.5': 'SHA-1 RSA', '1.2.840.10045.4.1': 'SHA-1 ECDSA' };
const unsupported = (oid: string) => new CmsError('unsupportedAlgorithm', { algorithm: NAMES[oid] ?? oid });

/** Most SignerInfos read from one SignedData. */
const MAX_SIGNER_INFOS = 20;

/** Reads with trust/der.ts; anything malformed is the signature's problem, not a crash. */
function read<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof DerError || error instanceof RangeError) throw new CmsError('malformed');
    throw error;
  }
}

const expect = (node: DerNode | undefined, tag: number): DerNode => {
  if (!node || node.tag !== tag) throw new CmsError('malformed');
  return node;
};

/** An OCTET STRING's bytes: primitive, or constructed of primitive pieces (BER writers split eContent so). */
function octets(data: Buffer, node: DerNode): Buffer {
  if (node.tag === TAG.OCTET_STRING) return derContent(data, node);
  if (node.tag === 0x24) return Buffer.concat(derChildren(data, node).map((piece) => octets(data, piece)));
  throw new CmsError('malformed');
}

/** A certificate's issuer Name and serial number as DER reads them (to match an IssuerAndSerialNumber). */
function issuerAndSerial(certificate: X509Certificate): { issuer: Buffer; serial: string } {
  const raw = certificate.raw;
  const tbs = expect(derChildren(raw, derAt(raw, 0))[0], TAG.SEQUENCE);
  const fields = derChildren(raw, tbs);
  // version [0] is optional: serialNumber, signature, issuer follow it.
  const at = fields[0]?.tag === 0xa0 ? 1 : 0;
  return { serial: derIntegerHex(raw, expect(fields[at], TAG.INTEGER)), issuer: derBytes(raw, expect(fields[at + 2], TAG.SEQUENCE)) };
}

function subjectKeyIdentifier(certificate: X509Certificate): Buffer | undefined {
  const found = extensionValue(certificate, OID.subjectKeyIdentifier);
  return found && found.value.tag === TAG.OCTET_STRING ? derContent(found.raw, found.value) : undefined;
}

const same = (a: Buffer, b: Buffer) => a.length === b.length && a.length > 0 && timingSafeEqual(a, b);

/** The certificate a SignerInfo's sid names (IssuerAndSerialNumber, or [0] SubjectKeyIdentifier). */
function certificateOf(data: Buffer, sid: DerNode, certificates: readonly X509Certificate[]): X509Certificate {
  const found = read(() => {
    if (sid.tag === 0x80) {
      const id = derContent(data, sid);
      return certificates.find((c) => {
        const own = subjectKeyIdentifier(c);
        return own !== undefined && same(own, id);
      });
    }
    const [issuer, serial] = derChildren(data, expect(sid, TAG.SEQUENCE));
    const issuerBytes = derBytes(data, expect(issuer, TAG.SEQUENCE));
    const serialHex = derIntegerHex(data, expect(serial, TAG.INTEGER));
    return certificates.find((c) => {
      const own = issuerAndSerial(c);
      return own.serial === serialHex && same(own.issuer, issuerBytes);
    });
  });
  if (!found) throw new CmsError('noCertificate');
  return found;
}

/** An AlgorithmIdentifier's OID and its parameters' node. */
function algorithm(data: Buffer, node: DerNode | undefined): { oid: string; parameters: DerNode | undefined } {
  const [oid, parameters] = derChildren(data, expect(node, TAG.SEQUENCE));
  return { oid: derOid(data, expect(oid, TAG.OID)), parameters };
}

/** RSASSA-PSS parameters (RFC 4055 3.1): the hash and salt length; MGF1 with the same hash, as node:crypto verifies it. */
function pssParameters(data: Buffer, parameters: DerNode | undefined): { hash: string; saltLength: number } {
  // The defaults (RFC 4055): SHA-1, which is refused unless the parameters name another hash.
  let hash: string | undefined;
  let saltLength = 20;
  for (const field of parameters && parameters.tag === TAG.SEQUENCE ? derChildren(data, parameters) : []) {
    const inner = derInner(data, field);
    if (field.tag === 0xa0) {
      const named = DIGESTS[algorithm(data, inner).oid];
      if (!named) throw unsupported(algorithm(data, inner).oid);
      hash = named;
    } else if (field.tag === 0xa2) {
      saltLength = Number.parseInt(derIntegerHex(data, inner), 16);
    } else if (field.tag === 0xa1) {
      const mgf = algorithm(data, inner);
      const mgfHash = mgf.parameters ? DIGESTS[algorithm(data, mgf.parameters).oid] : undefined;
      if (mgf.oid !== '1.2.840.113549.1.1.8' || mgfHash === undefined) throw unsupported(mgf.oid);
    }
  }
  if (!hash) throw unsupported('1.3.14.3.2.26');
  return { hash, saltLength };
}

interface SignedAttributes {
  /** Their DER as the signature covers it: re-tagged from [0] IMPLICIT to SET OF (RFC 5652 5.4). */
  signedBytes: Buffer;
  messageDigest: Buffer;
  contentType: string;
  signingTime: Date | undefined;
}

function signedAttributes(data: Buffer, node: DerNode): SignedAttributes {
  const signedBytes = derBytes(data, node);
  signedBytes[0] = TAG.SET;
  const values = new Map<string, DerNode[]>();
  for (const attribute of derChildren(data, node)) {
    const [type, set] = derChildren(data, expect(attribute, TAG.SEQUENCE));
    const oid = derOid(data, expect(type, TAG.OID));
    // An attribute given twice could say two things: RFC 5652 allows each once.
    if (values.has(oid)) throw new CmsError('malformed');
    values.set(oid, derChildren(data, expect(set, TAG.SET)));
  }
  const digest = values.get(OID.messageDigest);
  const contentType = values.get(OID.contentType);
  if (digest?.length !== 1 || contentType?.length !== 1) throw new CmsError('malformed');
  const time = values.get(OID.signingTime)?.[0];
  let signingTime: Date | undefined;
  try {
    signingTime = time ? derTime(data, time) : undefined;
  } catch {
    // A signing time in another form is the signer's claim we cannot read: the check uses now.
    signingTime = undefined;
  }
  return {
    signedBytes,
    messageDigest: octets(data, digest[0] as DerNode),
    contentType: derOid(data, expect(contentType[0], TAG.OID)),
    signingTime,
  };
}

function checkSignerInfo(data: Buffer, node: DerNode, certificates: readonly X509Certificate[], contentType: string, content: Buffer): SignerToTrust {
  const fields = read(() => derChildren(data, expect(node, TAG.SEQUENCE)));
  const certificate = certificateOf(data, expect(fields[1], fields[1]?.tag === 0x80 ? 0x80 : TAG.SEQUENCE), certificates);
  const signer = signerName(certificate);
  return read(() => {
    const digestAlgorithm = algorithm(data, fields[2]);
    const hasAttributes = fields[3]?.tag === 0xa0;
    const signatureAlgorithm = algorithm(data, fields[hasAttributes ? 4 : 3]);
    const signature = derContent(data, expect(fields[hasAttributes ? 5 : 4], TAG.OCTET_STRING));
    const digest = DIGESTS[digestAlgorithm.oid];
    if (!digest) throw unsupported(digestAlgorithm.oid);
    const pss = signatureAlgorithm.oid === OID.rsaPss ? pssParameters(data, signatureAlgorithm.parameters) : undefined;
    const named = SIGNATURES[signatureAlgorithm.oid];
    if (!named && !pss) throw unsupported(signatureAlgorithm.oid);
    const hash = pss?.hash ?? named?.hash ?? digest;

    let signed = content;
    let signingTime: Date | undefined;
    if (hasAttributes) {
      const attributes = signedAttributes(data, fields[3] as DerNode);
      if (attributes.contentType !== contentType) throw new CmsError('malformed');
      if (!same(attributes.messageDigest, createHash(digest).update(content).digest())) throw new CmsError('contentChanged', { signer });
      signed = attributes.signedBytes;
      signingTime = attributes.signingTime;
    }
    let valid: boolean;
    try {
      const key = pss ? { key: certificate.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: pss.saltLength } : certificate.publicKey;
      valid = verify(hash, signed, key, signature);
    } catch {
      // A key that cannot make this kind of signature (an EC key named for RSA) does not verify it.
      valid = false;
    }
    if (!valid) throw new CmsError('signatureInvalid', { signer });
    return { certificate, signingTime };
  });
}

/**
 * Verifies every signature of a CMS SignedData (DER) and returns its signers in order. `detached`
 * is the signed content when the CMS does not carry it (a PDF's signed bytes). Throws CmsError.
 */
export function verifiedCmsSignatures(cms: Buffer, detached?: Buffer): SignerToTrust[] {
  const { contentType, content, certificates, signerInfos } = read(() => {
    // BER: a CMS written as a stream has indefinite lengths (its signed attributes stay DER).
    const contentInfo = derChildren(cms, expect(derAt(cms, 0, cms.length, true), TAG.SEQUENCE));
    if (derOid(cms, expect(contentInfo[0], TAG.OID)) !== OID.signedData) throw new CmsError('malformed');
    const explicit = expect(contentInfo[1], 0xa0);
    const signedData = derChildren(cms, expect(derInner(cms, explicit), TAG.SEQUENCE));
    const encapsulated = derChildren(cms, expect(signedData[2], TAG.SEQUENCE));
    const eContent = encapsulated[1] ? derInner(cms, expect(encapsulated[1], 0xa0)) : undefined;
    const rest = signedData.slice(3);
    const certificateSet = rest.find((n) => n.tag === 0xa0);
    const infos = expect(rest[rest.length - 1], TAG.SET);
    return {
      contentType: derOid(cms, expect(encapsulated[0], TAG.OID)),
      content: eContent ? octets(cms, eContent) : undefined,
      // Other certificate formats (attribute certificates, [n] tagged) name no signer here.
      certificates: (certificateSet ? derChildren(cms, certificateSet) : []).filter((n) => n.tag === TAG.SEQUENCE).map((n) => {
        let certificate: X509Certificate;
        try {
          certificate = new X509Certificate(derBytes(cms, n));
          // node:crypto reads the key when asked: a damaged one is found here, not when verifying.
          void certificate.publicKey;
        } catch {
          throw new CmsError('malformed');
        }
        // A validity that is no date (node:crypto parses it leniently) is a damaged certificate.
        if (Number.isNaN(Date.parse(certificate.validFrom)) || Number.isNaN(Date.parse(certificate.validTo))) throw new CmsError('malformed');
        return certificate;
      }),
      signerInfos: derChildren(cms, infos),
    };
  });
  if (signerInfos.length === 0) throw new CmsError('noCertificate');
  if (signerInfos.length > MAX_SIGNER_INFOS) throw new CmsError('malformed');
  if (detached !== undefined && content !== undefined) {
    // A PDF's document timestamp (PAdES-LTA, /SubFilter ETSI.RFC3161): its authority signs a
    // TSTInfo naming the digest of the signed bytes. It is checked, but it is no signer.
    if (contentType !== OID.tstInfo) throw new CmsError('unsupportedAlgorithm', { algorithm: 'adbe.pkcs7.sha1' });
    for (const info of signerInfos) checkSignerInfo(cms, info, certificates, contentType, content);
    checkTimestampImprint(content, detached);
    return [];
  }
  const signedContent = detached ?? content;
  if (signedContent === undefined) throw new CmsError('noContent');
  return signerInfos.map((info) => checkSignerInfo(cms, info, certificates, contentType, signedContent));
}

/** A TSTInfo's messageImprint (RFC 3161 2.4.2) is the digest of `stamped`. */
function checkTimestampImprint(tstInfo: Buffer, stamped: Buffer): void {
  const { hash, imprint } = read(() => {
    const fields = derChildren(tstInfo, expect(derAt(tstInfo, 0), TAG.SEQUENCE));
    const [hashAlgorithm, hashedMessage] = derChildren(tstInfo, expect(fields[2], TAG.SEQUENCE));
    return { hash: DIGESTS[algorithm(tstInfo, hashAlgorithm).oid], imprint: derContent(tstInfo, expect(hashedMessage, TAG.OCTET_STRING)) };
  });
  if (!hash) throw new CmsError('unsupportedAlgorithm', { algorithm: 'timestamp' });
  if (!same(imprint, createHash(hash).update(stamped).digest())) throw new CmsError('timestampInvalid');
}
