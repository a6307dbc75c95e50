// Whether a verified signature's signer is trusted: real CAs, certificates and CRLs made with
// openssl in the test; the issuer's signature, CA flags, validity at signing time and revocation.
import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AsiceError } from '../asice';
import { REFERENCE_CA, testCa, testCrl, testSigner, type TestCa } from '../testing/asiceContainer';
import { libraryCrl } from '../testing/libraryCrl';
import { verifiedCrl } from './crl';
import { keyUsageOf } from './certificateFacts';
import { serialHex, storedCrlRevocation, type RevocationSource } from './revocation';
import { checkSignerTrusted } from './signerTrust';
import { marketToday } from '../../../engine/core/validation/marketDay';

const x509 = (pem: string) => new X509Certificate(pem);
const SUBJECT = '/C=SK/O=Solárny park Lučenec s.r.o./CN=Ján Novák';

const qualified = testCa('/C=SK/O=Testovacia kvalifikovaná CA/CN=Test QCA 1');
const other = testCa('/C=SK/O=Iná CA/CN=Neznáma CA');
const notCa = testCa('/C=SK/O=Nie CA/CN=Koncový certifikát', { ca: false });
const noCertSign = testCa('/C=SK/O=Bez keyCertSign/CN=CA bez podpisu certifikátov', { keyCertSign: false });

/** Revocation from CRLs given here (issuer fingerprint → PEM). */
function crls(list: readonly [TestCa, string][]): RevocationSource {
  const byIssuer = new Map(list.map(([ca, crl]) => [x509(ca.certificatePem).fingerprint256, crl]));
  return storedCrlRevocation(async (issuer) => byIssuer.get(issuer.fingerprint256));
}

/** What the check says: 'trusted' or the problem with what it names. */
async function outcome(certificatePem: string, trusted: readonly TestCa[], revocation: RevocationSource, signingTime?: Date): Promise<unknown> {
  try {
    await checkSignerTrusted({ certificate: x509(certificatePem), signingTime }, trusted.map((ca) => x509(ca.certificatePem)), revocation);
    return 'trusted';
  } catch (error) {
    if (error instanceof AsiceError) return { problem: error.problem, ...error.params };
    throw error;
  }
}

describe('the signer of a verified signature is trusted', () => {
  const signer = testSigner(SUBJECT, 365, 'rsa', qualified);
  const emptyCrl = testCrl(qualified, []);

  it('when a trusted CA issued its certificate and the CA’s CRL does not list it', async () => {
    expect(await outcome(signer.certificatePem, [other, qualified], crls([[qualified, emptyCrl]]))).toBe('trusted');
    // The reference server's own test CA issues the dev and test signers (migration 187 trusts it).
    expect(x509(testSigner(SUBJECT).certificatePem).checkIssued(x509(REFERENCE_CA.certificatePem))).toBe(true);
  });

  it('not when no trusted CA issued it: another CA, a self-signed certificate, a CA without the right to issue', async () => {
    expect(await outcome(signer.certificatePem, [other], crls([[other, testCrl(other, [])]]))).toMatchObject({ problem: 'untrustedCertificate', signer: 'Ján Novák', issuer: 'C=SK, O=Testovacia kvalifikovaná CA, CN=Test QCA 1' });
    const self = testSigner(SUBJECT, 365, 'rsa', 'self');
    expect(await outcome(self.certificatePem, [qualified], crls([]))).toMatchObject({ problem: 'untrustedCertificate' });
    // Even when the self-signed certificate itself were listed: a signer is no CA.
    expect(await outcome(self.certificatePem, [{ certificatePem: self.certificatePem, keyPem: self.keyPem }], crls([]))).toMatchObject({ problem: 'untrustedCertificate' });
    for (const ca of [notCa, noCertSign]) {
      const issued = testSigner(SUBJECT, 365, 'rsa', ca);
      expect(await outcome(issued.certificatePem, [ca], crls([[ca, emptyCrl]]))).toMatchObject({ problem: 'untrustedCertificate' });
    }
  });

  it('not when its certificate was not valid at the signing time (before it was issued, or a time in the future)', async () => {
    expect(await outcome(signer.certificatePem, [qualified], crls([[qualified, emptyCrl]]), new Date('2020-01-01T00:00:00Z'))).toEqual({ problem: 'certificateExpired', signer: 'Ján Novák' });
    expect(await outcome(signer.certificatePem, [qualified], crls([[qualified, emptyCrl]]), new Date(Date.now() + 86_400_000))).toEqual({ problem: 'certificateExpired', signer: 'Ján Novák' });
    expect(await outcome(signer.certificatePem, [qualified], crls([[qualified, emptyCrl]]), new Date())).toBe('trusted');
  });

  it('not when its CA’s CRL lists it as revoked; unknown when the CRL is missing, not the CA’s or past its next update', async () => {
    const since = new Date(Date.now() - 3_600_000);
    const revoked = testCrl(qualified, [{ serioveCislo: serialHex(x509(signer.certificatePem)), since }]);
    expect(await outcome(signer.certificatePem, [qualified], crls([[qualified, revoked]]))).toEqual({ problem: 'certificateRevoked', signer: 'Ján Novák', since: marketToday(since) });
    // Revoked in the last hour of a UTC day: the reader is told the Slovak day, already the next one.
    const lateUtc = testCrl(qualified, [{ serioveCislo: serialHex(x509(signer.certificatePem)), since: new Date('2026-03-01T23:30:00Z') }]);
    expect(await outcome(signer.certificatePem, [qualified], crls([[qualified, lateUtc]]))).toEqual({ problem: 'certificateRevoked', signer: 'Ján Novák', since: '2026-03-02' });
    // Another certificate of the same CA is not touched by that entry.
    expect(await outcome(testSigner('/C=SK/CN=Eva Malá', 365, 'rsa', qualified).certificatePem, [qualified], crls([[qualified, revoked]]))).toBe('trusted');
    expect(await outcome(signer.certificatePem, [qualified], crls([]))).toEqual({ problem: 'revocationUnknown', signer: 'Ján Novák' });
    // A CRL signed by another CA's key (stored under this CA) does not verify: it says nothing.
    expect(await outcome(signer.certificatePem, [qualified], crls([[qualified, testCrl(other, [])]]))).toEqual({ problem: 'revocationUnknown', signer: 'Ján Novák' });
    expect(await outcome(signer.certificatePem, [qualified], crls([[qualified, 'not a CRL']]))).toEqual({ problem: 'revocationUnknown', signer: 'Ján Novák' });
    // Valid for 30 days: asked 60 days on, it tells nothing any more.
    const source = crls([[qualified, testCrl(qualified, [], 30)]]);
    expect(await source.status(x509(signer.certificatePem), x509(qualified.certificatePem), new Date())).toEqual({ status: 'good' });
    expect(await source.status(x509(signer.certificatePem), x509(qualified.certificatePem), new Date(Date.now() + 60 * 86_400_000))).toEqual({ status: 'unknown', reason: 'stale' });
  });

  it('reads keyUsage and CRLs from their DER', async () => {
    expect(keyUsageOf(x509(qualified.certificatePem))).toEqual({ digitalSignature: false, nonRepudiation: false, keyCertSign: true, cRLSign: true });
    expect(keyUsageOf(x509(signer.certificatePem))).toEqual({ digitalSignature: true, nonRepudiation: true, keyCertSign: false, cRLSign: false });
    const since = new Date('2026-03-01T10:00:00Z');
    const crl = await verifiedCrl(testCrl(qualified, [{ serioveCislo: '0A1B', since }]), x509(qualified.certificatePem));
    expect(crl?.revoked).toEqual(new Map([['0A1B', since]]));
    expect(crl?.nextUpdate && crl.nextUpdate > new Date()).toBe(true);
    expect(await verifiedCrl(testCrl(qualified, []), x509(other.certificatePem))).toBeUndefined();
  });
});

describe('what the hand-written reader did not check', () => {
  const signer = testSigner(SUBJECT, 365, 'rsa', qualified);
  const emptyCrl = testCrl(qualified, []);
  const status = async (crl: string, ca: TestCa = qualified, of: string = signer.certificatePem) => crls([[ca, crl]]).status(x509(of), x509(ca.certificatePem), new Date());

  it('a certificate with a critical extension nothing here processes is refused, the signer’s or an intermediate CA’s', async () => {
    const unknownCritical = '1.3.6.1.4.1.99999.7=critical,ASN1:NULL';
    const marked = testSigner(SUBJECT, 365, 'rsa', qualified, [unknownCritical]);
    expect(await outcome(marked.certificatePem, [qualified], crls([[qualified, emptyCrl]]))).toMatchObject({ problem: 'untrustedCertificate', signer: 'Ján Novák' });
    // The same extension not critical is ignored, as RFC 5280 4.2 allows.
    const plain = testSigner(SUBJECT, 365, 'rsa', qualified, ['1.3.6.1.4.1.99999.7=ASN1:NULL']);
    expect(await outcome(plain.certificatePem, [qualified], crls([[qualified, emptyCrl]]))).toBe('trusted');
    const intermediate = testCa('/C=SK/O=Testovacia kvalifikovaná CA/CN=Medziľahlá CA s neznámym rozšírením', { issuer: qualified, extensions: [unknownCritical] });
    const below = testSigner(SUBJECT, 365, 'rsa', intermediate);
    const revocation = crls([[qualified, emptyCrl], [intermediate, testCrl(intermediate, [])]]);
    expect(await checkSignerTrusted({ certificate: x509(below.certificatePem), signingTime: undefined, intermediates: [x509(intermediate.certificatePem)] }, [x509(qualified.certificatePem)], revocation).catch((e: AsiceError) => e.problem)).toBe('untrustedCertificate');
  });

  it('a CRL counts only from a CA whose keyUsage allows signing CRLs (cRLSign)', async () => {
    const noCrlSign = testCa('/C=SK/O=Bez cRLSign/CN=CA bez podpisu CRL', { crlSign: false });
    const issued = testSigner(SUBJECT, 365, 'rsa', noCrlSign);
    expect(await status(testCrl(noCrlSign, []), noCrlSign, issued.certificatePem)).toEqual({ status: 'unknown', reason: 'notCrlSigner' });
    expect(await outcome(issued.certificatePem, [noCrlSign], crls([[noCrlSign, testCrl(noCrlSign, [])]]))).toEqual({ problem: 'revocationUnknown', signer: 'Ján Novák' });
  });

  it('a delta CRL and a CRL for only part of the CA’s certificates do not say "not revoked"; one for user certificates does', async () => {
    expect(await status(await libraryCrl(qualified))).toEqual({ status: 'good' });
    expect(await status(await libraryCrl(qualified, { delta: true }))).toEqual({ status: 'unknown', reason: 'deltaCrl' });
    expect(await status(await libraryCrl(qualified, { scope: { distributionPointUri: 'http://crl.example.sk/cast-2.crl' } }))).toEqual({ status: 'unknown', reason: 'partitionedCrl' });
    expect(await status(await libraryCrl(qualified, { scope: { onlyContainsCACerts: true } }))).toEqual({ status: 'unknown', reason: 'partitionedCrl' });
    expect(await status(await libraryCrl(qualified, { scope: { onlyContainsUserCerts: true } }))).toEqual({ status: 'good' });
    // A critical CRL extension nothing here knows: the CRL says nothing.
    expect(await status(await libraryCrl(qualified, { unknownCritical: true }))).toEqual({ status: 'unknown', reason: 'criticalExtension' });
    expect(await outcome(signer.certificatePem, [qualified], crls([[qualified, await libraryCrl(qualified, { delta: true })]]))).toEqual({ problem: 'revocationUnknown', signer: 'Ján Novák' });
  });

  it('a CRL without nextUpdate or past it is stale: no "not revoked", though a revocation it lists still counts', async () => {
    expect(await status(await libraryCrl(qualified, { nextUpdate: null }))).toEqual({ status: 'unknown', reason: 'stale' });
    const old = new Date(Date.now() - 40 * 86_400_000);
    expect(await status(await libraryCrl(qualified, { thisUpdate: old, nextUpdate: new Date(Date.now() - 10 * 86_400_000) }))).toEqual({ status: 'unknown', reason: 'stale' });
    const since = new Date('2026-01-05T08:00:00Z');
    expect(await status(await libraryCrl(qualified, { nextUpdate: null, revoked: [{ serioveCislo: serialHex(x509(signer.certificatePem)), since }] }))).toEqual({ status: 'revoked', since });
  });

  it('a chain through an intermediate CA the signature carries reaches the trusted CA; each link’s CRL is asked', async () => {
    const intermediate = testCa('/C=SK/O=Testovacia kvalifikovaná CA/CN=Medziľahlá CA', { issuer: qualified });
    const below = testSigner(SUBJECT, 365, 'rsa', intermediate);
    const check = (revocation: RevocationSource, intermediates = [x509(intermediate.certificatePem)], carried: Buffer[] = []) =>
      checkSignerTrusted({ certificate: x509(below.certificatePem), signingTime: undefined, intermediates, crls: carried }, [x509(qualified.certificatePem)], revocation).then(
        () => 'trusted',
        (e: AsiceError) => e.problem,
      );
    expect(await check(crls([[qualified, emptyCrl], [intermediate, testCrl(intermediate, [])]]))).toBe('trusted');
    // Without the intermediate no path reaches a trusted CA.
    expect(await check(crls([[qualified, emptyCrl], [intermediate, testCrl(intermediate, [])]]), [])).toBe('untrustedCertificate');
    // The intermediate's CRL carried by the signature when the store has none of it.
    const der = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----|\s+/g, ''), 'base64');
    expect(await check(crls([[qualified, emptyCrl]]))).toBe('revocationUnknown');
    expect(await check(crls([[qualified, emptyCrl]]), undefined, [der(testCrl(intermediate, []))])).toBe('trusted');
    expect(await check(crls([[qualified, emptyCrl]]), undefined, [der(testCrl(intermediate, [{ serioveCislo: serialHex(x509(below.certificatePem)), since: new Date() }]))])).toBe('certificateRevoked');
    // The intermediate revoked by the trusted CA revokes what it issued.
    const rootRevokes = testCrl(qualified, [{ serioveCislo: serialHex(x509(intermediate.certificatePem)), since: new Date() }]);
    expect(await check(crls([[qualified, rootRevokes], [intermediate, testCrl(intermediate, [])]]))).toBe('certificateRevoked');
  });
});

describe('intermediates that certify each other in a circle', () => {
  it('end the path search: no trusted CA is reached, the signer is refused', async () => {
    // A issued by B and B by A (keys made first, each certificate then issued with the other's key).
    const seedB = testCa('/C=SK/O=Kruh/CN=Kruhová CA B');
    const a = testCa('/C=SK/O=Kruh/CN=Kruhová CA A', { issuer: seedB });
    const b = testCa('/C=SK/O=Kruh/CN=Kruhová CA B', { issuer: a, keyPem: seedB.keyPem });
    expect(x509(a.certificatePem).checkIssued(x509(b.certificatePem)) && x509(a.certificatePem).verify(x509(b.certificatePem).publicKey)).toBe(true);
    expect(x509(b.certificatePem).checkIssued(x509(a.certificatePem)) && x509(b.certificatePem).verify(x509(a.certificatePem).publicKey)).toBe(true);
    const below = testSigner(SUBJECT, 365, 'rsa', a);
    // Before the look-up cap the search went round the circle for ever: an answer at all is the proof.
    const result = await checkSignerTrusted({ certificate: x509(below.certificatePem), signingTime: undefined, intermediates: [x509(a.certificatePem), x509(b.certificatePem)] }, [x509(qualified.certificatePem)], crls([])).catch((e: AsiceError) => e.problem);
    expect(result).toBe('untrustedCertificate');
  });
});
