import { createHash, type Hash } from 'node:crypto';
import { Unzip, UnzipInflate, UnzipPassThrough, unzipSync } from 'fflate';

/**
 * ASiC-E containers (ETSI EN 319 162-1: `.asice`, `.sce`): a ZIP holding the signed files and, under
 * META-INF/, one or more `*signatures*.xml` with XAdES signatures. What a signing screen needs from
 * one is the signatures' XML; the certificates are read from it by signatureCertificate.ts.
 */

/** The media type an ASiC-E container's `mimetype` entry names. */
export const ASICE_MIME_TYPE = 'application/vnd.etsi.asic-e+zip';

/** Why a container cannot be read; the signing screen translates it (podpisanieTexts `asice.{reason}`). */
export type AsiceProblem =
  | 'notZip'
  | 'mimeType'
  | 'noSignatures'
  | 'tooLarge'
  | 'noCertificate'
  | 'badCertificate'
  // The signature itself (xadesVerify.ts): what the signing screen names with the signer or the part.
  | 'badXml'
  | 'unsupportedAlgorithm'
  | 'signatureInvalid'
  | 'referenceMissing'
  | 'referenceInvalid'
  | 'notXades'
  | 'unsignedFile'
  // Whether the signer is trusted (trust/signerTrust.ts).
  | 'untrustedCertificate'
  | 'certificateExpired'
  | 'certificateRevoked'
  | 'revocationUnknown';

export class AsiceError extends Error {
  constructor(
    readonly problem: AsiceProblem,
    /** What the message names: the signer, the file or part, the algorithm. */
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(`ASiC-E container: ${problem}`);
    this.name = 'AsiceError';
  }
}

/** Largest signatures file read (XAdES-LTA with revocation data stays far below). */
const MAX_XML_BYTES = 4 * 1024 * 1024;
/** Most signatures files read. */
const MAX_SIGNATURE_FILES = 20;
/**
 * Compressed bytes handed to the inflater at a time: a hostile entry (a "ZIP bomb" lying about its
 * size) is stopped after at most this many bytes' worth of output over the limit.
 */
const CHUNK = 2 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Whether the bytes are a ZIP archive (an ASiC-E container is one). */
export function isZip(data: Uint8Array): boolean {
  return ZIP_MAGIC.every((b, i) => data[i] === b);
}

/** A signatures file of an ASiC-E container (META-INF/signatures0.xml, META-INF/signatures001.xml…). */
const isSignaturesFile = (name: string) => /^META-INF\/[^/]*signatures[^/]*\.xml$/i.test(name);

/**
 * The XML of every signatures file of a container, in the container's order. Reads the ZIP with
 * fflate's streaming reader, inflating only the signatures files (and `mimetype`) and at most
 * MAX_XML_BYTES of each. Throws AsiceError: not a ZIP, a foreign `mimetype`, no signatures file,
 * or a signatures file too large.
 */
export function asiceSignatureXml(data: Uint8Array): string[] {
  if (!isZip(data)) throw new AsiceError('notZip');
  // The archive's directory, read by fflate without unpacking anything: a truncated or garbled
  // archive fails here; the names say whether there is anything to read at all.
  const names: string[] = [];
  try {
    unzipSync(data, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    throw new AsiceError('notZip');
  }
  if (!names.some(isSignaturesFile)) throw new AsiceError('noSignatures');
  const files = new Map<string, Uint8Array[]>();
  const sizes = new Map<string, number>();
  let problem: AsiceProblem | undefined;
  let signatures = 0;
  streamEntries(data, (file) => {
    const wanted = file.name === 'mimetype' || (isSignaturesFile(file.name) && ++signatures <= MAX_SIGNATURE_FILES);
    if (!wanted) return;
    const chunks: Uint8Array[] = [];
    files.set(file.name, chunks);
    sizes.set(file.name, 0);
    file.ondata = (error, chunk) => {
      if (error) {
        problem ??= 'notZip';
        return;
      }
      const size = (sizes.get(file.name) ?? 0) + chunk.length;
      sizes.set(file.name, size);
      if (size > MAX_XML_BYTES) problem ??= 'tooLarge';
      else chunks.push(chunk);
    };
    file.start();
  }, (found) => (problem ??= found), () => problem !== undefined);
  if (problem) throw new AsiceError(problem);
  const text = (name: string) => Buffer.concat(files.get(name) ?? []).toString('utf8');
  if (files.has('mimetype') && text('mimetype').trim() !== ASICE_MIME_TYPE) throw new AsiceError('mimeType');
  const xml = [...files.keys()].filter(isSignaturesFile).map(text);
  if (xml.length === 0) throw new AsiceError('noSignatures');
  return xml;
}

/**
 * Streams a ZIP's entries to `onEntry` chunk by chunk (stored and deflated), stopping once `failed()`
 * says so; a truncated or malformed archive is reported as `notZip`. The one reading loop of both
 * the signature reader and the data-file digests.
 */
function streamEntries(data: Uint8Array, onEntry: ConstructorParameters<typeof Unzip>[0], report: (problem: AsiceProblem) => void, failed: () => boolean): void {
  const unzip = new Unzip(onEntry);
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let at = 0; at < data.length && !failed(); at += CHUNK) {
      unzip.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
    }
  } catch {
    // fflate refuses a truncated or malformed archive.
    report('notZip');
  }
}

/** Most bytes of data files hashed from one container (the upload limit keeps real ones far below). */
const MAX_DATA_BYTES = 64 * 1024 * 1024;

/** Whether an entry is one of the container's signed files (not `mimetype`, nothing under META-INF/). */
export const isDataFile = (name: string) => name !== 'mimetype' && !name.startsWith('META-INF/') && !name.endsWith('/');

/**
 * The data files of a container and their digests: for each file named in `wanted`, its bytes
 * hashed with each of the given node:crypto algorithms (base64), streamed chunk by chunk so that a
 * large or hostile entry is never held whole; at most MAX_DATA_BYTES inflated in all (`tooLarge`).
 */
export function asiceDataDigests(data: Uint8Array, wanted: ReadonlyMap<string, ReadonlySet<string>>): { names: string[]; digests: Map<string, Map<string, string>> } {
  const names: string[] = [];
  const hashes = new Map<string, Map<string, Hash>>();
  let total = 0;
  let problem: AsiceProblem | undefined;
  streamEntries(data, (file) => {
    if (!isDataFile(file.name)) return;
    names.push(file.name);
    const algorithms = wanted.get(file.name);
    if (!algorithms) return;
    const running = new Map([...algorithms].map((algorithm) => [algorithm, createHash(algorithm)]));
    hashes.set(file.name, running);
    file.ondata = (error, chunk) => {
      if (error) {
        problem ??= 'notZip';
        return;
      }
      total += chunk.length;
      if (total > MAX_DATA_BYTES) problem ??= 'tooLarge';
      else for (const hash of running.values()) hash.update(chunk);
    };
    file.start();
  }, (found) => (problem ??= found), () => problem !== undefined);
  if (problem) throw new AsiceError(problem);
  const digests = new Map([...hashes].map(([name, running]) => [name, new Map([...running].map(([algorithm, hash]) => [algorithm, hash.digest('base64')]))]));
  return { names, digests };
}
