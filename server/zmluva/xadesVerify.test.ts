// The XAdES signatures of an ASiC-E container are verified, not only read: real signatures made in
// the test (openssl keys and self-signed certificates, node:crypto signing over canonical forms
// written out by hand), then tampered with one part at a time.
import { describe, expect, it } from 'vitest';
import { AsiceError, asiceSignatureXml } from './asice';
import { asiceSignaturesXml, TEST_DOCUMENT, testSigner, zipOf } from './testing/asiceContainer';
import { verifiedXadesSignatures, verifiedXadesSigners } from './xadesVerify';

const novak = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Ján Novák');
const kovac = testSigner('/C=SK/O=Solárny park Lučenec s.r.o./CN=Peter Kováč', 365, 'ecdsa');

const MIME = 'application/vnd.etsi.asic-e+zip';

function container(xml: string, files: Record<string, string | Buffer> = { 'zmluva.pdf': TEST_DOCUMENT }): Buffer {
  return zipOf({ mimetype: MIME, ...files, 'META-INF/signatures0.xml': xml });
}

/** What the verification says: the signers' common names, or the problem and what it names. */
function outcome(data: Buffer): unknown {
  try {
    return verifiedXadesSigners(data, asiceSignatureXml(data)).map((c) => /CN=([^\n]+)/.exec(c.subject)?.[1]);
  } catch (error) {
    if (error instanceof AsiceError) return { problem: error.problem, ...error.params };
    throw error;
  }
}

const good = asiceSignaturesXml([novak], 'zmluva.pdf', TEST_DOCUMENT);

describe('XAdES signatures of an ASiC-E container', () => {
  it('verify: RSA and ECDSA signers, exclusive and inclusive canonicalisation of a SignedInfo written in another form', () => {
    expect(outcome(container(good))).toEqual(['Ján Novák']);
    expect(outcome(container(asiceSignaturesXml([novak, kovac], 'zmluva.pdf', TEST_DOCUMENT)))).toEqual(['Ján Novák', 'Peter Kováč']);
    const inclusive = asiceSignaturesXml([kovac], 'zmluva.pdf', TEST_DOCUMENT, { canonicalization: 'c14n' });
    expect(inclusive).toContain('REC-xml-c14n-20010315');
    expect(outcome(container(inclusive))).toEqual(['Peter Kováč']);
    // The written SignedInfo is not its canonical form (no namespace declaration, short empty elements).
    expect(good).toMatch(/<ds:SignedInfo><ds:CanonicalizationMethod Algorithm="[^"]+"\/>/);
    // A file name with a space and diacritics is referenced percent-encoded.
    const named = asiceSignaturesXml([novak], 'Zmluva č. 1.pdf', TEST_DOCUMENT);
    expect(named).toContain('URI="Zmluva%20%C4%8D.%201.pdf"');
    expect(outcome(container(named, { 'Zmluva č. 1.pdf': TEST_DOCUMENT }))).toEqual(['Ján Novák']);
  });

  it('verify RSASSA-PSS (sha256-rsa-MGF1) with node:crypto, and refuse it when the value was made with PKCS#1 v1.5', () => {
    const pss = asiceSignaturesXml([novak], 'zmluva.pdf', TEST_DOCUMENT, { pss: true });
    expect(pss).toContain('http://www.w3.org/2007/05/xmldsig-more#sha256-rsa-MGF1');
    expect(outcome(container(pss))).toEqual(['Ján Novák']);
    // The PKCS#1 v1.5 value under the PSS algorithm's name does not verify.
    const pkcs1Value = /<ds:SignatureValue[^>]*>([^<]+)</.exec(good)?.[1] as string;
    const pssValue = /<ds:SignatureValue[^>]*>([^<]+)</.exec(pss)?.[1] as string;
    expect(outcome(container(pss.replace(pssValue, pkcs1Value)))).toEqual({ problem: 'signatureInvalid', signer: 'Ján Novák' });
    // An EC key named for RSA-PSS: no signature of that kind.
    const ecUnderPss = asiceSignaturesXml([kovac], 'zmluva.pdf', TEST_DOCUMENT).replace('http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256', 'http://www.w3.org/2007/05/xmldsig-more#sha256-rsa-MGF1');
    expect(outcome(container(ecUnderPss))).toMatchObject({ problem: 'signatureInvalid', signer: 'Peter Kováč' });
  });

  it('give each signature’s signed signing time, for the trust check', () => {
    const at = new Date('2026-05-04T08:30:00Z');
    const data = container(asiceSignaturesXml([novak], 'zmluva.pdf', TEST_DOCUMENT, { signingTime: at }));
    expect(verifiedXadesSignatures(data, asiceSignatureXml(data)).map((s) => s.signingTime)).toEqual([at]);
  });

  it('refuse a document changed after signing, naming the signer and the file', () => {
    const changed = Buffer.from(TEST_DOCUMENT.toString('utf8').replace('odchýlky', 'odchylky'));
    expect(changed.equals(TEST_DOCUMENT)).toBe(false);
    expect(outcome(container(good, { 'zmluva.pdf': changed }))).toEqual({ problem: 'referenceInvalid', signer: 'Ján Novák', part: 'zmluva.pdf' });
    expect(outcome(container(good, { 'ina-zmluva.pdf': TEST_DOCUMENT }))).toEqual({ problem: 'referenceMissing', signer: 'Ján Novák', part: 'zmluva.pdf' });
  });

  it('refuse a changed signature value, a changed SignedInfo and a certificate that did not sign', () => {
    const value = /<ds:SignatureValue[^>]*>([^<]+)</.exec(good)?.[1] as string;
    const flipped = Buffer.from(value.replace(/\s+/g, ''), 'base64');
    flipped[10] = (flipped[10] as number) ^ 0x01;
    expect(outcome(container(good.replace(value, flipped.toString('base64'))))).toEqual({ problem: 'signatureInvalid', signer: 'Ján Novák' });
    // A new digest for a new document in the SignedInfo: the digest fits, the signature does not.
    const other = Buffer.from('%PDF-1.7\n% Iná zmluva\n%%EOF\n');
    const digestOf = (xml: string) => /URI="zmluva.pdf"><ds:DigestMethod[^>]*\/><ds:DigestValue>([^<]+)</.exec(xml)?.[1] as string;
    const swapped = good.replace(digestOf(good), digestOf(asiceSignaturesXml([novak], 'zmluva.pdf', other)));
    expect(outcome(container(swapped, { 'zmluva.pdf': other }))).toEqual({ problem: 'signatureInvalid', signer: 'Ján Novák' });
    // Another certificate in KeyInfo than the key that signed.
    const certificateOf = (xml: string) => /<ds:X509Certificate>([^<]+)</.exec(xml)?.[1] as string;
    const foreign = asiceSignaturesXml([testSigner('/C=SK/CN=Ján Novák')], 'zmluva.pdf', TEST_DOCUMENT);
    expect(outcome(container(good.replace(certificateOf(good), certificateOf(foreign))))).toEqual({ problem: 'signatureInvalid', signer: 'Ján Novák' });
  });

  it('refuse changed signed properties, missing ones and an ambiguous reference', () => {
    const time = /<xades:SigningTime>([^<]+)</.exec(good)?.[1] as string;
    expect(outcome(container(good.replace(time, '2020-01-01T00:00:00Z')))).toEqual({ problem: 'referenceInvalid', signer: 'Ján Novák', part: 'SignedProperties' });
    expect(outcome(container(asiceSignaturesXml([novak], 'zmluva.pdf', TEST_DOCUMENT, { withoutSignedProperties: true })))).toEqual({ problem: 'notXades', signer: 'Ján Novák' });
    // Two elements with the signed Id: which one was meant is unclear (a wrapping attack), so neither counts.
    const wrapped = good.replace('</asic:XAdESSignatures>', '<ds:Object xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="S0-props"/></asic:XAdESSignatures>');
    expect(outcome(container(wrapped))).toEqual({ problem: 'referenceMissing', signer: 'Ján Novák', part: '#S0-props' });
  });

  it('refuse a file no signature covers, an unsupported algorithm and XML that does not parse', () => {
    expect(outcome(container(good, { 'zmluva.pdf': TEST_DOCUMENT, 'priloha.pdf': '%PDF-1.7 príloha' }))).toEqual({ problem: 'unsignedFile', part: 'priloha.pdf' });
    const sha1 = good.replace('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', 'http://www.w3.org/2000/09/xmldsig#rsa-sha1');
    expect(outcome(container(sha1))).toEqual({ problem: 'unsupportedAlgorithm', algorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1' });
    expect(outcome(container(good.replace('</ds:SignedInfo>', '</ds:SignedInf>')))).toEqual({ problem: 'badXml' });
    expect(outcome(container(`<!DOCTYPE x [<!ENTITY a "aaaa">]>${good.replace(/^<\?xml[^>]*>\n/, '')}`))).toEqual({ problem: 'badXml' });
  });
});
