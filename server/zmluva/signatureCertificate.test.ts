import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AsiceError, asiceSignatureXml } from './asice';
import { CmsError } from './cmsVerify';
import { manualSignatureEnabled } from './podpisanie';
import { signerCertificate, signerCertificates } from './signatureCertificate';
import { asiceContainer, signaturesXml, TEST_DOCUMENT, testSigner, zipOf } from './testing/asiceContainer';
import { SIGNED_CONTRACT_CERTIFICATE, signedContractP7m, signedContractPdf, unsignedContractPdf } from './testing/signedContract';

describe('the signer certificate of a signed contract', () => {
  it('is read from a PDF signature and from a CMS (.p7m): the end-entity certificate, not the CA', async () => {
    expect(await signerCertificate(signedContractPdf())).toEqual(SIGNED_CONTRACT_CERTIFICATE);
    expect(await signerCertificate(signedContractP7m())).toEqual(SIGNED_CONTRACT_CERTIFICATE);
  });

  it('is none for an unsigned PDF, random bytes or an empty file; a truncated or damaged CMS is refused, not read', async () => {
    expect(await signerCertificate(unsignedContractPdf())).toBeNull();
    expect(await signerCertificate(Buffer.from('obyčajný text, žiadny podpis'))).toBeNull();
    expect(await signerCertificate(Buffer.alloc(0))).toBeNull();
    await expect(signerCertificate(signedContractP7m().subarray(0, 900))).rejects.toThrow(CmsError);
    await expect(signerCertificate(Buffer.from([0x30, 0x82, 0x05, 0x00, 0x30, 0x82, 0x04, 0x00, ...Array<number>(600).fill(7)]))).rejects.toThrow(CmsError);
  });
});

describe('the signers of an ASiC-E container (.asice, .sce)', () => {
  const novak = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Ján Novák');
  const horvathova = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Jana Horváthová', 365);
  const problem = async (data: Buffer) => {
    try {
      await signerCertificates(data);
      return 'none';
    } catch (error) {
      return error instanceof AsiceError ? error.problem : String(error);
    }
  };

  it('are read from the XAdES signatures’ X509Certificate elements: subject, issuer, serial number, validity', async () => {
    const [signer] = await signerCertificates(asiceContainer([novak]));
    expect(signer).toEqual({
      podpisal: 'C=SK, O=Solárny park Lučenec s.r.o., CN=Ján Novák',
      // Issued by the reference server's test CA (testSigner's default issuer).
      vydavatel: 'C=SK, O=Referenčný server EDC, OU=Testovacie certifikáty, CN=EDC Test Qualified CA 2026',
      serioveCislo: novak.serioveCislo,
      platnostOd: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      platnostDo: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(signer?.serioveCislo).toMatch(/^[0-9A-F]{2,40}$/);
    const days = (Date.parse(signer?.platnostDo ?? '') - Date.parse(signer?.platnostOd ?? '')) / 86_400_000;
    expect(Math.round(days)).toBe(730);
    expect(Math.abs(Date.parse(signer?.platnostOd ?? '') - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('lists every signer once, in the container’s order', async () => {
    const both = await signerCertificates(asiceContainer([novak, horvathova, novak]));
    expect(both.map((c) => c.podpisal)).toEqual(['C=SK, O=Solárny park Lučenec s.r.o., CN=Ján Novák', 'C=SK, O=Solárny park Lučenec s.r.o., CN=Jana Horváthová']);
    expect(both[1]?.serioveCislo).toBe(horvathova.serioveCislo);
    // Two signatures files are read too.
    const one = asiceContainer([novak]);
    const xml = asiceSignatureXml(one);
    const second = zipOf({ mimetype: 'application/vnd.etsi.asic-e+zip', 'zmluva.pdf': TEST_DOCUMENT, 'META-INF/signatures0.xml': xml[0] as string, 'META-INF/signatures1.xml': asiceSignatureXml(asiceContainer([horvathova]))[0] as string });
    expect((await signerCertificates(second)).map((c) => c.serioveCislo)).toEqual([novak.serioveCislo, horvathova.serioveCislo]);
  });

  it('a broken container is refused with the reason: not a ZIP, no signatures, a foreign mimetype, no or a bad certificate, too large', async () => {
    const good = asiceContainer([novak]);
    expect(await problem(good)).toBe('none');
    expect(await problem(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 0x11)]))).toBe('notZip');
    expect(await problem(good.subarray(0, Math.floor(good.length / 2)))).toBe('notZip');
    expect(await problem(zipOf({ mimetype: 'application/vnd.etsi.asic-e+zip', 'zmluva.pdf': '%PDF-1.7' }))).toBe('noSignatures');
    expect(await problem(zipOf({ mimetype: 'application/zip', 'META-INF/signatures0.xml': asiceSignatureXml(good)[0] as string }))).toBe('mimeType');
    expect(await problem(zipOf({ 'META-INF/signatures0.xml': signaturesXml(['<ds:Signature Id="S0"><ds:SignedInfo/></ds:Signature>']) }))).toBe('noCertificate');
    const badBase64 = signaturesXml(['<ds:Signature><ds:KeyInfo><ds:X509Data><ds:X509Certificate>nie-je-certifikat!</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>']);
    expect(await problem(zipOf({ 'META-INF/signatures0.xml': badBase64 }))).toBe('badCertificate');
    const notDer = signaturesXml(['<ds:Signature><ds:KeyInfo><ds:X509Data><ds:X509Certificate>TUlJQ2FrbGFtYQ==</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>']);
    expect(await problem(zipOf({ 'META-INF/signatures0.xml': notDer }))).toBe('badCertificate');
    // A signatures file inflating beyond the limit (a "ZIP bomb") is not read to its end.
    const bomb = Buffer.from(zipSync({ 'META-INF/signatures0.xml': [new Uint8Array(8 * 1024 * 1024), { level: 6 }] }));
    expect(bomb.length).toBeLessThan(50_000);
    expect(await problem(bomb)).toBe('tooLarge');
    // The signed files are hashed as they inflate, up to a limit: a data file inflating beyond it is not read to its end.
    const signed = asiceSignatureXml(good)[0] as string;
    const bigDocument = Buffer.from(zipSync({ 'META-INF/signatures0.xml': strToU8(signed), 'zmluva.pdf': [new Uint8Array(80 * 1024 * 1024), { level: 6 }] }));
    expect(bigDocument.length).toBeLessThan(500_000);
    expect(await problem(bigDocument)).toBe('tooLarge');
    expect(await problem(Buffer.from(zipSync({ 'META-INF/signatures0.xml': strToU8('') })))).toBe('noCertificate');
  });
});

describe('the manual-signature checkbox', () => {
  it('is enabled unless the environment turns it off', () => {
    expect(manualSignatureEnabled({})).toBe(true);
    expect(manualSignatureEnabled({ EDC_MANUAL_SIGNATURE: '1' })).toBe(true);
    expect(manualSignatureEnabled({ EDC_MANUAL_SIGNATURE: '0' })).toBe(false);
    expect(manualSignatureEnabled({ EDC_MANUAL_SIGNATURE: 'false' })).toBe(false);
    expect(manualSignatureEnabled({ EDC_MANUAL_SIGNATURE: 'OFF' })).toBe(false);
  });
});
