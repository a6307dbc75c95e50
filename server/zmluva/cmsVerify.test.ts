// CMS signatures (.p7m) and signed PDFs, verified with real crypto: built at test time by
// testing/cmsSignedData.ts and, for interoperability, made by openssl (testing/fixtures/README.md).
import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AsiceError } from './asice';
import { CmsError, verifiedCmsSignatures } from './cmsVerify';
import { readSignatures, signerCertificates } from './signatureCertificate';
import { REFERENCE_CA_CERTIFICATE } from './testing/referenceCa';
import { appendPdfSignature, signedCms } from './testing/cmsSignedData';
import { REFERENCE_CA, testCa, testCrl, testSigner } from './testing/asiceContainer';
import { SIGNED_CONTRACT_CERTIFICATE, SIGNED_CONTRACT_SIGNER, SIGNED_CONTRACT_TEXT, signedContractP7m, signedContractPdf } from './testing/signedContract';
import { storedCrlRevocation } from './trust/revocation';
import { checkSignersTrusted } from './trust/trustStore';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'testing', 'fixtures', name));

/** What reading a file's signatures says: the signers' common names, or the problem refusing it. */
async function outcome(data: Buffer): Promise<string> {
  try {
    return (await readSignatures(data)).verified.map((v) => /CN=([^\n]+)/.exec(v.certificate.subject)?.[1])
      .join(', ');
  } catch (error) {
    if (error instanceof CmsError) return `refused: ${error.problem}`;
    throw error;
  }
}

const flipped = (data: Buffer, at: number, bit = 0x01) => {
  const copy = Buffer.from(data);
  copy[at] = (copy[at] as number) ^ bit;
  return copy;
};

const otherKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('a CMS signature (.p7m, the content attached)', () => {
  it('verifies: its signer is listed and handed to the trust check with the signed signing time', async () => {
    // Seconds, as UTCTime keeps them; after the certificate was issued.
    const signingTime = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000);
    const p7m = signedContractP7m({ signingTime });
    expect(await signerCertificates(p7m)).toEqual([SIGNED_CONTRACT_CERTIFICATE]);
    const { verified } = await readSignatures(p7m);
    expect(verified.map((v) => v.certificate.fingerprint256)).toEqual([new X509Certificate(SIGNED_CONTRACT_SIGNER.certificatePem).fingerprint256]);
    expect(verified[0]?.signingTime).toEqual(signingTime);
    // The trust check decides on the verified signer: the reference CA issued it, another CA did not.
    const good = { status: async () => ({ status: 'good' as const }) };
    await expect(checkSignersTrusted({ cas: [new X509Certificate(REFERENCE_CA_CERTIFICATE)], revocation: good }, verified)).resolves.toBeUndefined();
    // A store trusting only some other certificate (here the old fixture's signer) does not trust it.
    const foreign = (await verifiedCmsSignatures(fixture('openssl-old-ca.p7m'))).map((v) => v.certificate);
    await expect(checkSignersTrusted({ cas: foreign, revocation: good }, verified)).rejects.toMatchObject({ problem: 'untrustedCertificate' });
  });

  it('the signer may be named by its subjectKeyIdentifier, the signature may sign the content itself, hashes up to SHA-512', async () => {
    expect(await outcome(signedContractP7m({ bySubjectKeyIdentifier: true }))).toBe('Ján Novák');
    expect(await outcome(signedContractP7m({ withoutSignedAttributes: true }))).toBe('Ján Novák');
    expect(await outcome(signedContractP7m({ hash: 'sha384' }))).toBe('Ján Novák');
    expect(await outcome(signedContractP7m({ hash: 'sha512' }))).toBe('Ján Novák');
  });

  it('made by openssl verifies too: RSA PKCS#1 v1.5 and PSS, ECDSA, without attributes, by key id', async () => {
    expect(await outcome(fixture('openssl-rsa-pss.p7m'))).toBe('Ján Novák');
    expect(await outcome(fixture('openssl-no-attributes.p7m'))).toBe('Ján Novák');
    expect(await outcome(fixture('openssl-keyid.p7m'))).toBe('Ján Novák');
    expect(await outcome(fixture('openssl-ecdsa-sha384.p7m'))).toBe('EC Signer');
    expect(await outcome(fixture('openssl-old-ca.p7m'))).toBe('Ján Novák');
    // Written as a stream: BER's indefinite lengths.
    const stream = fixture('openssl-stream-ber.p7m');
    expect(stream.subarray(0, 2)).toEqual(Buffer.from([0x30, 0x80]));
    expect(await outcome(stream)).toBe('Ján Novák');
    expect(await outcome(flipped(stream, stream.indexOf('obsah zmluvy') + 1))).toBe('refused: contentChanged');
    for (let length = 1; length < stream.length; length += 13) expect(await outcome(stream.subarray(0, length))).toMatch(/^refused: /);
    // PEM, as some tools save a .p7m, is read as its DER.
    const pem = `-----BEGIN PKCS7-----\n${fixture('openssl-keyid.p7m').toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END PKCS7-----\n`;
    expect(await outcome(Buffer.from(pem))).toBe('Ján Novák');
  });

  it('is refused when the content was changed, the messageDigest is wrong or another key signed', async () => {
    const p7m = signedContractP7m();
    const at = p7m.indexOf(SIGNED_CONTRACT_TEXT);
    expect(at).toBeGreaterThan(0);
    expect(await outcome(flipped(p7m, at + 3))).toBe('refused: contentChanged');
    expect(await outcome(signedContractP7m({ messageDigest: Buffer.alloc(32, 7) }))).toBe('refused: contentChanged');
    expect(await outcome(signedContractP7m({ otherKeyPem: otherKey() }))).toBe('refused: signatureInvalid');
    // Without signed attributes the content is what the signature covers.
    const bare = signedContractP7m({ withoutSignedAttributes: true });
    expect(await outcome(flipped(bare, bare.indexOf(SIGNED_CONTRACT_TEXT) + 3))).toBe('refused: signatureInvalid');
    // openssl's own signatures, one content byte changed.
    const pss = fixture('openssl-rsa-pss.p7m');
    expect(await outcome(flipped(pss, pss.indexOf('obsah zmluvy')))).toBe('refused: contentChanged');
    const ec = fixture('openssl-ecdsa-sha384.p7m');
    expect(await outcome(flipped(ec, ec.indexOf('obsah zmluvy')))).toBe('refused: contentChanged');
  });

  it('signed with SHA-1 is refused by the algorithm’s name', async () => {
    expect(await outcome(signedContractP7m({ hash: 'sha1' }))).toBe('refused: unsupportedAlgorithm');
    await expect(readSignatures(signedContractP7m({ hash: 'sha1' }))).rejects.toThrow(expect.objectContaining({ params: { algorithm: 'SHA-1' } }));
  });

  it('the refusal names the signer', async () => {
    try {
      await readSignatures(signedContractP7m({ otherKeyPem: otherKey() }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CmsError);
      expect((error as CmsError).params).toEqual({ signer: 'Ján Novák' });
    }
  });

  it('truncated or bit-flipped DER is refused with CmsError, never anything else', async () => {
    const p7m = signedContractP7m();
    const problems = new Set<string>();
    for (let length = 1; length < p7m.length; length += 37) {
      const result = await outcome(p7m.subarray(0, length));
      expect(result).toMatch(/^refused: /);
      problems.add(result);
    }
    let refused = 0;
    for (let at = 0; at < p7m.length; at += 7) {
      for (const bit of [0x01, 0x80]) {
        // outcome() rethrows anything but CmsError. A flip inside the certificate's own fields may
        // still verify (with the changed name): the CMS signature does not cover the certificate.
        const result = await outcome(flipped(p7m, at, bit));
        if (result.startsWith('refused: ')) refused++;
      }
    }
    // Most bytes are signed or structure; a few (the certificate's own signature, the unsigned
    // digestAlgorithms list) are not the CMS signature's to check: the trust check covers the certificate.
    expect(refused).toBeGreaterThan(p7m.length / 7);
    expect(refused).toBeLessThan((2 * p7m.length) / 7);
    expect(problems.has('refused: malformed')).toBe(true);
  });

  it('without the signed content (a detached .p7m) is refused', async () => {
    const pdf = signedContractPdf();
    const padded = Buffer.from(/\/Contents <([0-9A-F]+)>/.exec(pdf.toString('latin1'))?.[1] ?? '', 'hex');
    // The signature is padded with zeros to its reserved space; its own DER length says where it
    // ends (stripping the zeros would also cut a signature that happens to end in a zero byte).
    const lengthBytes = (padded[1] ?? 0) & 0x7f;
    const cms = padded.subarray(0, 2 + lengthBytes + padded.readUIntBE(2, lengthBytes));
    expect(await outcome(cms)).toBe('refused: noContent');
  });
});

describe('a signed PDF (detached CMS in /Contents over its /ByteRange)', () => {
  it('verifies: its signer is listed', async () => {
    expect(await signerCertificates(signedContractPdf())).toEqual([SIGNED_CONTRACT_CERTIFICATE]);
    expect((await readSignatures(signedContractPdf())).verified).toHaveLength(1);
  });

  it('is refused when a signed byte changed, bytes were appended, or the range leaves out other bytes', async () => {
    const pdf = signedContractPdf();
    const body = pdf.indexOf('Zmluva o zuctovani');
    expect(await outcome(flipped(pdf, body + 2))).toBe('refused: contentChanged');
    // The trailer, after the signature's hole, is signed too.
    expect(await outcome(flipped(pdf, pdf.lastIndexOf('%%EOF') + 1))).toBe('refused: contentChanged');
    expect(await outcome(Buffer.concat([pdf, Buffer.from('\n3 0 obj\n<< /Annot (pridane po podpise) >>\nendobj\n%%EOF\n')]))).toBe('refused: pdfByteRange');
    // A range that does not name the hex string of its signature.
    const text = pdf.toString('latin1');
    const [whole, a, b, c, d] = /\[(\d+) (\d+) (\d+) (\d+)\]/.exec(text) ?? [];
    const shifted = `[${a} ${Number(b) - 1} ${Number(c)} ${Number(d)}]`.padEnd((whole as string).length, ' ');
    expect(await outcome(Buffer.from(text.replace(whole as string, shifted), 'latin1'))).toBe('refused: pdfByteRange');
  });

  it('with a wrong messageDigest or signed by another key is refused', async () => {
    expect(await outcome(signedContractPdf({ messageDigest: Buffer.alloc(32, 1) }))).toBe('refused: contentChanged');
    expect(await outcome(signedContractPdf({ otherKeyPem: otherKey() }))).toBe('refused: signatureInvalid');
  });

  it('garbage in /Contents is refused cleanly: without a range naming it, or when it is no DER', async () => {
    const noRange = Buffer.from(`%PDF-1.7\n2 0 obj\n<< /Type /Sig /Contents <${'3082FFFF'.repeat(200)}> >>\nendobj\n%%EOF\n`, 'latin1');
    expect(await outcome(noRange)).toBe('refused: pdfByteRange');
    const head = '%PDF-1.7\n2 0 obj\n<< /Type /Sig /ByteRange ';
    const hex = `<${'A5'.repeat(300)}>`;
    const make = (range: string) => `${head}${range} /Contents ${hex} >>\nendobj\n%%EOF\n`;
    const draft = make('[0 0000 0000 0000]');
    const start = draft.indexOf('<A5');
    const end = start + hex.length;
    const garbage = make(`[0 ${String(start).padStart(4, '0')} ${String(end).padStart(4, '0')} ${String(draft.length - end).padStart(4, '0')}]`);
    expect(garbage.length).toBe(draft.length);
    expect(await outcome(Buffer.from(garbage, 'latin1'))).toBe('refused: malformed');
  });

  it('truncated or bit-flipped, it is refused with CmsError or still verifies, never anything else', async () => {
    const pdf = signedContractPdf();
    for (let length = 5; length < pdf.length; length += 211) expect(await outcome(pdf.subarray(0, length))).toMatch(/^refused: |^$/);
    for (let at = 5; at < pdf.length; at += 97) {
      // outcome() rethrows anything but CmsError.
      expect(typeof (await outcome(flipped(pdf, at, 0x02)))).toBe('string');
    }
  });

  it('a document timestamp (PAdES-LTA) is verified but is no signer; one over other bytes is refused', async () => {
    expect(await outcome(signedContractPdf({ documentTimestamp: {} }))).toBe('');
    expect(await outcome(signedContractPdf({ documentTimestamp: { imprint: Buffer.alloc(32, 3) } }))).toBe('refused: timestampInvalid');
    expect(await outcome(signedContractPdf({ documentTimestamp: {}, otherKeyPem: otherKey() }))).toBe('refused: signatureInvalid');
  });

  it('signed, then signed again or timestamped as an incremental update: each signature over its own range, the last over the whole file', async () => {
    const signed = signedContractPdf();
    const twice = appendPdfSignature(signed, SIGNED_CONTRACT_SIGNER);
    expect(await outcome(twice)).toBe('Ján Novák, Ján Novák');
    // Listed once: the same signer.
    expect(await signerCertificates(twice)).toEqual([SIGNED_CONTRACT_CERTIFICATE]);
    expect(await outcome(appendPdfSignature(signed, SIGNED_CONTRACT_SIGNER, { documentTimestamp: {} }))).toBe('Ján Novák');
    // A byte of the first revision changed afterwards: both signatures cover it.
    const changed = flipped(twice, twice.indexOf('Zmluva o zuctovani') + 1);
    expect(await outcome(changed)).toBe('refused: contentChanged');
    // Appended after the last signature: refused even though the first covers its own range.
    expect(await outcome(Buffer.concat([twice, Buffer.from('% po podpise\n')]))).toBe('refused: pdfByteRange');
  });

  it('an unsigned PDF (signed by hand) carries no signature and no error', async () => {
    expect(await outcome(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Contents 5 0 R >>\nendobj\n%%EOF\n'))).toBe('');
  });

  it('ASiC-E refusals stay AsiceError (not mixed with CMS)', async () => {
    await expect(readSignatures(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]))).rejects.toThrow(AsiceError);
  });
});

describe('what the hand-written reader got wrong or left out', () => {
  const good = { status: async () => ({ status: 'good' as const }) };
  const referenceCa = new X509Certificate(REFERENCE_CA_CERTIFICATE);

  it('reads an OID whose first sub-identifier is 128 or more, and refuses one cut inside a sub-identifier', async () => {
    // 2.999.3: the first two arcs make 1079, two bytes.
    await expect(readSignatures(signedContractP7m({ digestOid: '2.999.3' }))).rejects.toMatchObject({ problem: 'unsupportedAlgorithm', params: { algorithm: '2.999.3' } });
    // 1.2.<continuation byte>: no OID at all, not "1.2".
    expect(await outcome(signedContractP7m({ digestOid: Buffer.from('06032a86f7', 'hex') }))).toBe('refused: malformed');
  });

  it('uses the intermediate CAs and CRLs the signature carries to reach the trusted CA', async () => {
    const intermediate = testCa('/C=SK/O=Referenčný server EDC/CN=EDC Test Intermediate CA', { issuer: REFERENCE_CA });
    const signer = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Ján Novák', 365, 'rsa', intermediate);
    const store = { cas: [referenceCa], revocation: storedCrlRevocation(async (issuer) => (issuer.fingerprint256 === referenceCa.fingerprint256 ? testCrl(REFERENCE_CA, []) : undefined)) };
    const carried = signedCms(SIGNED_CONTRACT_TEXT, signer, { attached: true, certificatesPem: [intermediate.certificatePem], crlsPem: [testCrl(intermediate, [])] });
    const verified = await verifiedCmsSignatures(carried);
    expect(verified.map((v) => v.intermediates?.map((c) => c.subject))).toEqual([[new X509Certificate(intermediate.certificatePem).subject]]);
    await expect(checkSignersTrusted(store, verified)).resolves.toBeUndefined();
    // Without the intermediate in the signature no path reaches the trusted CA.
    const bare = signedCms(SIGNED_CONTRACT_TEXT, signer, { attached: true, crlsPem: [testCrl(intermediate, [])] });
    await expect(checkSignersTrusted(store, await verifiedCmsSignatures(bare))).rejects.toMatchObject({ problem: 'untrustedCertificate' });
  });

  it('a document timestamp’s authority is handed to the trust check: trusted when a trusted CA issued it for time-stamping', async () => {
    const tsa = testSigner('/C=SK/O=Referenčný server EDC/CN=EDC Test TSA', 365, 'rsa', REFERENCE_CA, ['extendedKeyUsage=critical,timeStamping']);
    const stamped = appendPdfSignature(signedContractPdf(), tsa, { documentTimestamp: {} });
    const read = await readSignatures(stamped);
    expect(read.certificates).toEqual([SIGNED_CONTRACT_CERTIFICATE]);
    expect(read.timestamps.map((t) => [/CN=([^\n]+)/.exec(t.certificate.subject)?.[1], t.timestamp])).toEqual([['EDC Test TSA', true]]);
    expect(Math.abs((read.timestamps[0]?.signingTime?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    await expect(checkSignersTrusted({ cas: [referenceCa], revocation: good }, read.timestamps)).resolves.toBeUndefined();
    // A certificate not made for time-stamping (the signer's own), or one of a CA the store does not list.
    const bySigner = await readSignatures(appendPdfSignature(signedContractPdf(), SIGNED_CONTRACT_SIGNER, { documentTimestamp: {} }));
    await expect(checkSignersTrusted({ cas: [referenceCa], revocation: good }, bySigner.timestamps)).rejects.toMatchObject({ problem: 'untrustedCertificate', params: { signer: 'Ján Novák' } });
    const foreign = testCa('/C=SK/O=Iná CA/CN=Neznáma TSA CA');
    const foreignTsa = testSigner('/C=SK/O=Iná CA/CN=Cudzia TSA', 365, 'rsa', foreign, ['extendedKeyUsage=critical,timeStamping']);
    const byForeign = await readSignatures(appendPdfSignature(signedContractPdf(), foreignTsa, { documentTimestamp: {} }));
    await expect(checkSignersTrusted({ cas: [referenceCa], revocation: good }, byForeign.timestamps)).rejects.toMatchObject({ problem: 'untrustedCertificate', params: { signer: 'Cudzia TSA' } });
  });
});
