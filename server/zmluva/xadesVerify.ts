import { constants, createHash, timingSafeEqual, verify, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization, C14nCanonicalizationWithComments, ExclusiveCanonicalization, ExclusiveCanonicalizationWithComments } from 'xml-crypto';
import { AsiceError, asiceDataDigests } from './asice';
import { signerName } from './trust/signerTrust';

/**
 * Cryptographic check of the XAdES signatures of an ASiC-E container (ETSI EN 319 132-1, XML
 * Signature 1.1), as a signing page needs it: each signature's SignatureValue verifies over its
 * canonicalised SignedInfo with the key of the signer certificate in its KeyInfo; each Reference's
 * digest matches (a container file by its bytes, the SignedProperties by their canonical form); the
 * SignedProperties are signed and name that certificate; every file of the container is signed.
 * Canonicalisation is xml-crypto's; digests and signatures are node:crypto's. Whether the
 * certificate is trusted (a qualified issuer, not revoked) is decided by trust/signerTrust.ts.
 */

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903#SignedProperties';

type Canonicalizer = { process: (node: Element, options: { ancestorNamespaces?: { prefix: string; namespaceURI: string }[]; inclusiveNamespacesPrefixList?: string[] }) => unknown };

/** Canonicalisation algorithms by URI. C14N 1.1 gives the same octets as 1.0 for elements without xml:id or xml:base, which a signature's parts do not use (checked). */
const CANONICALIZERS: Readonly<Record<string, () => Canonicalizer>> = {
  'http://www.w3.org/2001/10/xml-exc-c14n#': () => new ExclusiveCanonicalization(),
  'http://www.w3.org/2001/10/xml-exc-c14n#WithComments': () => new ExclusiveCanonicalizationWithComments(),
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315': () => new C14nCanonicalization(),
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments': () => new C14nCanonicalizationWithComments(),
  'http://www.w3.org/2006/12/xml-c14n11': () => new C14nCanonicalization(),
  'http://www.w3.org/2006/12/xml-c14n11#WithComments': () => new C14nCanonicalizationWithComments(),
};
const EXCLUSIVE = new Set(['http://www.w3.org/2001/10/xml-exc-c14n#', 'http://www.w3.org/2001/10/xml-exc-c14n#WithComments']);
/** The default of a same-document reference without transforms (XML Signature 4.4.3.2). */
const DEFAULT_C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';

/** Digest algorithms by URI (SHA-1 is no longer accepted for signatures). */
const DIGESTS: Readonly<Record<string, string>> = {
  'http://www.w3.org/2001/04/xmlenc#sha256': 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384': 'sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'sha512',
  'http://www.w3.org/2007/05/xmldsig-more#sha3-256': 'sha3-256',
  'http://www.w3.org/2007/05/xmldsig-more#sha3-512': 'sha3-512',
};

/**
 * Signature algorithms by URI: the hash, whether the value is ECDSA's r‖s (XML Signature 6.4.3), and
 * RSASSA-PSS with MGF1 of the same hash and a salt as long as the hash (RFC 6931 2.3.10), which
 * node:crypto verifies.
 */
const SIGNATURES: Readonly<Record<string, { hash: string; ecdsa: boolean; pss?: number }>> = {
  'http://www.w3.org/2007/05/xmldsig-more#sha256-rsa-MGF1': { hash: 'sha256', ecdsa: false, pss: 32 },
  'http://www.w3.org/2007/05/xmldsig-more#sha384-rsa-MGF1': { hash: 'sha384', ecdsa: false, pss: 48 },
  'http://www.w3.org/2007/05/xmldsig-more#sha512-rsa-MGF1': { hash: 'sha512', ecdsa: false, pss: 64 },
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': { hash: 'sha256', ecdsa: false },
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384': { hash: 'sha384', ecdsa: false },
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512': { hash: 'sha512', ecdsa: false },
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256': { hash: 'sha256', ecdsa: true },
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha384': { hash: 'sha384', ecdsa: true },
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha512': { hash: 'sha512', ecdsa: true },
};

const ELEMENT = 1;

const childElements = (parent: Element, localName: string, namespace: string | null = DS): Element[] => {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === ELEMENT && (node as Element).localName === localName && (namespace === null || (node as Element).namespaceURI === namespace)) found.push(node as Element);
  }
  return found;
};

const only = (parent: Element, localName: string, namespace?: string | null): Element | undefined => {
  const found = childElements(parent, localName, namespace);
  return found.length === 1 ? found[0] : undefined;
};

/** Every element below `root` (itself included) in document order. */
function* elementsOf(root: Element): Generator<Element> {
  yield root;
  for (let node = root.firstChild; node; node = node.nextSibling) if (node.nodeType === ELEMENT) yield* elementsOf(node as Element);
}

/** The namespace declarations in scope at `element` from its ancestors (nearest wins), for inclusive canonicalisation. */
function ancestorNamespaces(element: Element): { prefix: string; namespaceURI: string }[] {
  const seen = new Map<string, string>();
  for (let node = element.parentNode; node && node.nodeType === ELEMENT; node = node.parentNode) {
    const attributes = (node as Element).attributes;
    for (let i = 0; i < attributes.length; i++) {
      const attribute = attributes.item(i) as Attr;
      const prefix = attribute.name === 'xmlns' ? '' : attribute.name.startsWith('xmlns:') ? attribute.name.slice(6) : undefined;
      if (prefix !== undefined && !seen.has(prefix)) seen.set(prefix, attribute.value);
    }
  }
  return [...seen].filter(([, uri]) => uri !== '').map(([prefix, namespaceURI]) => ({ prefix, namespaceURI }));
}

function canonical(element: Element, algorithm: string, inclusivePrefixes: string[] = []): string {
  const make = CANONICALIZERS[algorithm];
  if (!make) throw new AsiceError('unsupportedAlgorithm', { algorithm });
  const out = make().process(element, EXCLUSIVE.has(algorithm) ? { inclusiveNamespacesPrefixList: inclusivePrefixes } : { ancestorNamespaces: ancestorNamespaces(element) });
  return String(out);
}

const algorithmOf = (element: Element | undefined) => element?.getAttribute('Algorithm') ?? '';

/** Digest values are compared in constant time, as base64 decoded. */
function sameDigest(expected: string, actual: string): boolean {
  const a = Buffer.from(expected.replace(/\s+/g, ''), 'base64');
  const b = Buffer.from(actual, 'base64');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

function parse(xml: string): Document {
  // No document type: nothing to expand or fetch.
  if (/<!DOCTYPE/i.test(xml)) throw new AsiceError('badXml');
  let broken = false;
  let doc: Document | undefined;
  try {
    doc = new DOMParser({
      errorHandler: (level: string) => {
        if (level !== 'warning') broken = true;
      },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    broken = true;
  }
  if (broken || !doc?.documentElement) throw new AsiceError('badXml');
  return doc;
}

/** The signer certificate of a signature: among its KeyInfo's certificates the end-entity one, else the first. */
function signerOf(signature: Element): X509Certificate {
  const texts = [...elementsOf(signature)].filter((e) => e.localName === 'X509Certificate' && e.namespaceURI === DS && isIn(e, 'KeyInfo')).map((e) => e.textContent ?? '');
  if (texts.length === 0) throw new AsiceError('noCertificate');
  const certificates = texts.map((text) => {
    const base64 = text.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AsiceError('badCertificate');
    try {
      return new X509Certificate(Buffer.from(base64, 'base64'));
    } catch {
      throw new AsiceError('badCertificate');
    }
  });
  return (certificates.find((c) => !c.ca) ?? certificates[0]) as X509Certificate;
}

const isIn = (element: Element, ancestorLocalName: string) => {
  for (let node = element.parentNode; node && node.nodeType === ELEMENT; node = node.parentNode) if ((node as Element).localName === ancestorLocalName) return true;
  return false;
};


interface Reference {
  uri: string;
  type: string;
  transforms: Element[];
  digestAlgorithm: string;
  digestValue: string;
}

function referencesOf(signedInfo: Element): Reference[] {
  return childElements(signedInfo, 'Reference').map((reference) => ({
    uri: reference.getAttribute('URI') ?? '',
    type: reference.getAttribute('Type') ?? '',
    transforms: (() => {
      const transforms = only(reference, 'Transforms');
      return transforms ? childElements(transforms, 'Transform') : [];
    })(),
    digestAlgorithm: algorithmOf(only(reference, 'DigestMethod')),
    digestValue: only(reference, 'DigestValue')?.textContent ?? '',
  }));
}

const nodeDigest = (algorithm: string) => {
  const hash = DIGESTS[algorithm];
  if (!hash) throw new AsiceError('unsupportedAlgorithm', { algorithm });
  return hash;
};

/** The one element of the signatures file whose Id is `id` (a second one would let a signature be wrapped). */
function elementById(doc: Document, id: string): Element | undefined {
  const found = [...elementsOf(doc.documentElement)].filter((e) => e.getAttribute('Id') === id || e.getAttribute('ID') === id || e.getAttribute('id') === id);
  return found.length === 1 ? found[0] : undefined;
}

/** A same-document reference's octets: its transforms, which may only canonicalise (else the default C14N). */
function referencedOctets(element: Element, transforms: readonly Element[]): string {
  if (transforms.length > 1) throw new AsiceError('unsupportedAlgorithm', { algorithm: transforms.map(algorithmOf).join(' ') });
  const transform = transforms[0];
  const algorithm = transform ? algorithmOf(transform) : DEFAULT_C14N;
  const prefixes = transform
    ? (childElements(transform, 'InclusiveNamespaces', null)[0]?.getAttribute('PrefixList') ?? '').split(/\s+/).filter(Boolean)
    : [];
  return canonical(element, algorithm, prefixes);
}

/** A container file named by a reference URI (percent-encoded, relative to the container's root). */
function fileName(uri: string): string {
  try {
    return decodeURIComponent(uri).replace(/^\.\//, '');
  } catch {
    return uri;
  }
}

/** The SignedProperties must name the signer certificate (SigningCertificate or SigningCertificateV2) by its digest. */
function namesCertificate(signedProperties: Element, certificate: X509Certificate): boolean {
  const digests = [...elementsOf(signedProperties)].filter((e) => e.localName === 'CertDigest');
  if (digests.length === 0) return false;
  return digests.some((certDigest) => {
    const hash = DIGESTS[algorithmOf(only(certDigest, 'DigestMethod'))];
    const value = only(certDigest, 'DigestValue')?.textContent ?? '';
    return hash !== undefined && sameDigest(value, createHash(hash).update(certificate.raw).digest('base64'));
  });
}

interface CheckedSignature {
  certificate: X509Certificate;
  /** The signed SigningTime, undefined when it is no date. */
  signingTime: Date | undefined;
  files: { name: string; algorithm: string; digestValue: string }[];
}

/** One signature: its value over the canonical SignedInfo, its same-document references; the file references are returned to be hashed. */
function checkSignature(doc: Document, signature: Element): CheckedSignature {
  const certificate = signerOf(signature);
  const signer = signerName(certificate);
  const signedInfo = only(signature, 'SignedInfo');
  const signatureValue = only(signature, 'SignatureValue')?.textContent?.replace(/\s+/g, '') ?? '';
  if (!signedInfo || !signatureValue) throw new AsiceError('signatureInvalid', { signer });
  const c14n = algorithmOf(only(signedInfo, 'CanonicalizationMethod'));
  const method = algorithmOf(only(signedInfo, 'SignatureMethod'));
  const algorithm = SIGNATURES[method];
  if (!algorithm) throw new AsiceError('unsupportedAlgorithm', { algorithm: method });
  if ([...elementsOf(signature)].some((e) => e.hasAttribute('xml:id') || e.hasAttribute('xml:base'))) throw new AsiceError('unsupportedAlgorithm', { algorithm: 'xml:id/xml:base' });
  const signedOctets = canonical(signedInfo, c14n);
  const key = algorithm.ecdsa
    ? { key: certificate.publicKey, dsaEncoding: 'ieee-p1363' as const }
    : algorithm.pss !== undefined
      ? { key: certificate.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: algorithm.pss }
      : certificate.publicKey;
  let valid: boolean;
  try {
    valid = verify(algorithm.hash, Buffer.from(signedOctets, 'utf8'), key, Buffer.from(signatureValue, 'base64'));
  } catch {
    // A key that cannot make this kind of signature (an EC key named for RSA-PSS) does not verify it.
    valid = false;
  }
  if (!valid) throw new AsiceError('signatureInvalid', { signer });

  // What was signed is the canonical SignedInfo: its references are read from those octets, not from
  // the document around them.
  const references = referencesOf(parse(signedOctets).documentElement as unknown as Element);
  const files: CheckedSignature['files'] = [];
  let signedProperties: Element | undefined;
  for (const reference of references) {
    if (reference.uri.startsWith('#')) {
      const element = elementById(doc, reference.uri.slice(1));
      if (!element) throw new AsiceError('referenceMissing', { signer, part: reference.uri });
      const octets = referencedOctets(element, reference.transforms);
      if (!sameDigest(reference.digestValue, createHash(nodeDigest(reference.digestAlgorithm)).update(octets, 'utf8').digest('base64'))) {
        throw new AsiceError('referenceInvalid', { signer, part: element.localName });
      }
      if (reference.type === SIGNED_PROPERTIES_TYPE && element.localName === 'SignedProperties' && isIn(element, 'Signature') && signatureOf(element) === signature) signedProperties = element;
    } else if (reference.uri !== '') {
      // A file is signed as its bytes: transforms would sign something else.
      if (reference.transforms.length > 0) throw new AsiceError('unsupportedAlgorithm', { algorithm: reference.transforms.map(algorithmOf).join(' ') });
      files.push({ name: fileName(reference.uri), algorithm: nodeDigest(reference.digestAlgorithm), digestValue: reference.digestValue });
    } else {
      throw new AsiceError('unsupportedAlgorithm', { algorithm: 'URI=""' });
    }
  }
  // XAdES: the signing time and the signer's certificate are signed with the document.
  if (!signedProperties || !namesCertificate(signedProperties, certificate) || files.length === 0) throw new AsiceError('notXades', { signer });
  return { certificate, signingTime: signingTimeOf(signedProperties), files };
}

/** The SignedProperties' SigningTime (xsd:dateTime); undefined when missing or no date. */
function signingTimeOf(signedProperties: Element): Date | undefined {
  const text = [...elementsOf(signedProperties)].find((e) => e.localName === 'SigningTime')?.textContent?.trim() ?? '';
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(text)) return undefined;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

const signatureOf = (element: Element): Element | undefined => {
  for (let node = element.parentNode; node && node.nodeType === ELEMENT; node = node.parentNode) {
    if ((node as Element).localName === 'Signature' && (node as Element).namespaceURI === DS) return node as Element;
  }
  return undefined;
};

/**
 * Verifies every XAdES signature of a container (its signatures files' XML, read by asice.ts) and
 * returns the signers' certificates in the container's order. Throws AsiceError naming what fails:
 * a broken or unsupported signature, a changed or missing file, a file no signature covers.
 */
export function verifiedXadesSigners(data: Uint8Array, signaturesXml: readonly string[]): X509Certificate[] {
  return verifiedXadesSignatures(data, signaturesXml).map((s) => s.certificate);
}

/** As verifiedXadesSigners, with each signature's signed signing time (for the trust check). */
export function verifiedXadesSignatures(data: Uint8Array, signaturesXml: readonly string[]): { certificate: X509Certificate; signingTime: Date | undefined }[] {
  const checked: CheckedSignature[] = [];
  for (const xml of signaturesXml) {
    if (xml.trim() === '') throw new AsiceError('noCertificate');
    const doc = parse(xml);
    const signatures = [...elementsOf(doc.documentElement)].filter((e) => e.localName === 'Signature' && e.namespaceURI === DS);
    if (signatures.length === 0) throw new AsiceError('noCertificate');
    for (const signature of signatures) checked.push(checkSignature(doc, signature));
  }
  const wanted = new Map<string, Set<string>>();
  for (const { files } of checked) for (const file of files) wanted.set(file.name, (wanted.get(file.name) ?? new Set()).add(file.algorithm));
  const { names, digests } = asiceDataDigests(data, wanted);
  for (const { certificate, files } of checked) {
    for (const file of files) {
      const actual = digests.get(file.name)?.get(file.algorithm);
      if (actual === undefined) throw new AsiceError('referenceMissing', { signer: signerName(certificate), part: file.name });
      if (!sameDigest(file.digestValue, actual)) throw new AsiceError('referenceInvalid', { signer: signerName(certificate), part: file.name });
    }
  }
  const unsigned = names.find((name) => !wanted.has(name));
  if (unsigned !== undefined) throw new AsiceError('unsignedFile', { part: unsigned });
  return checked.map(({ certificate, signingTime }) => ({ certificate, signingTime }));
}
