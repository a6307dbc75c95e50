import { Unzip, UnzipInflate, UnzipPassThrough, unzipSync } from 'fflate';

/**
 * ASiC-E containers (ETSI EN 319 162-1: `.asice`, `.sce`): a ZIP holding the signed files and, under
 * META-INF/, one or more `*signatures*.xml` with XAdES signatures. What a signing screen needs from
 * one is the signatures' XML; the certificates are read from it by signatureCertificate.ts.
 */

/** The media type an ASiC-E container's `mimetype` entry names. */
export const ASICE_MIME_TYPE = 'application/vnd.etsi.asic-e+zip';

/** Why a container cannot be read; the signing screen translates it (podpisanieTexts `asice.{reason}`). */
export type AsiceProblem = 'notZip' | 'mimeType' | 'noSignatures' | 'tooLarge' | 'noCertificate' | 'badCertificate';

export class AsiceError extends Error {
  constructor(readonly problem: AsiceProblem) {
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
  const unzip = new Unzip((file) => {
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
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let at = 0; at < data.length && problem === undefined; at += CHUNK) {
      unzip.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
    }
  } catch {
    // fflate refuses a truncated or malformed archive.
    problem ??= 'notZip';
  }
  if (problem) throw new AsiceError(problem);
  const text = (name: string) => Buffer.concat(files.get(name) ?? []).toString('utf8');
  if (files.has('mimetype') && text('mimetype').trim() !== ASICE_MIME_TYPE) throw new AsiceError('mimeType');
  const xml = [...files.keys()].filter(isSignaturesFile).map(text);
  if (xml.length === 0) throw new AsiceError('noSignatures');
  return xml;
}
