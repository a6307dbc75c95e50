// A signed contract as a participant uploads it, for tests and the e2e: a PDF whose signature
// dictionary's detached CMS signs its /ByteRange, or a .p7m with the contract attached, signed at
// run time (cmsSignedData.ts) by "CN=Ján Novák, O=Solárny park Lučenec s.r.o." with the certificate
// below, issued by the reference server's test CA (referenceCa.ts, which migration 187 trusts) with
// `openssl req -x509 -CA ca.pem -CAkey ca.key -newkey rsa:2048 -days 3600 -subj … -addext
// basicConstraints=critical,CA:FALSE -addext keyUsage=critical,digitalSignature,nonRepudiation`.
// A test key, public on purpose.
import { signedCms, signedPdf, type CmsOptions, type CmsSigner, type PdfSignatureOptions } from './cmsSignedData';

export const SIGNED_CONTRACT_SIGNER: CmsSigner = {
  certificatePem: `-----BEGIN CERTIFICATE-----
MIIDrzCCApegAwIBAgIUeTnLf6FSlAAyv23eT9gDHy4iOREwDQYJKoZIhvcNAQEL
BQAwdjELMAkGA1UEBhMCU0sxIDAeBgNVBAoMF1JlZmVyZW7EjW7DvSBzZXJ2ZXIg
RURDMSAwHgYDVQQLDBdUZXN0b3ZhY2llIGNlcnRpZmlrw6F0eTEjMCEGA1UEAwwa
RURDIFRlc3QgUXVhbGlmaWVkIENBIDIwMjYwHhcNMjYxMTI3MDc1NjIyWhcNMzYx
MDA1MDc1NjIyWjBLMQswCQYDVQQGEwJTSzEmMCQGA1UECgwdU29sw6FybnkgcGFy
ayBMdcSNZW5lYyBzLnIuby4xFDASBgNVBAMMC0rDoW4gTm92w6FrMIIBIjANBgkq
hkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAn95zlevQqhVoUdgA4Lyc4sqE2MEvsvQt
mhdwAl/CW4jVWVAIuxb2PHumQtCp066Y+kObLXkzIM1pwx2QxmaGLvK5BxKUPTv1
vXZeULaRkirwv69Rdb49FrGAerTM0i5p30nbM8QWfwBgTkDY34o3v+HLeCm0L+pE
sdJ6XjEbci3E4F67UVmHCOhjqJWN6YR1bUyB+7qq7CoMizxqinmvp48NtHQTkR3B
CMHbfCy+ctbpa2sHxO0YV0RGQOrT47HnmZTwHPoNoToO0qqNkrZuQ8R4dAgaAHuT
x7IyDQnRpSG0IjHsuFXA5B01eLPvay1re6BV2Wat8GX1YediiF5FuwIDAQABo2Aw
XjAdBgNVHQ4EFgQUNHjOkKY9i0tUhpPHx7lX5wtSdVcwHwYDVR0jBBgwFoAUVEwo
9MJIGemNR3cQP1aGMBIGN/YwDAYDVR0TAQH/BAIwADAOBgNVHQ8BAf8EBAMCBsAw
DQYJKoZIhvcNAQELBQADggEBAJGtjqKITpgssge+F3CJsfJIT/MUaidCUUT+FPqy
/d7RmlVd3vK9EB2udgpHDMo4tljCMlTJMF2paP/dp2D955oThGHyCOJ5vxYZbK8T
n07KYkRypwYR/xYyO2cff7GXBGhZQjPbPnDehAO4DHBppVCTUh8xjIMzANQmymlT
rgMNc8tHAzv9GWoFkr4/no3Fh/hbNCOXzKshUSBENdoTl1JKZJMjFMJVp9Y7Wc48
cmYeatZJFaelPV4bFLU/7sbexO5NIq4+u+XxAncqKPh+AaMW8/8mUxsBGmf5zQLu
usTFaWTyq5MLWp56mxPTNzHrx5YjqAvVRhgENKdl4gigmuI=
-----END CERTIFICATE-----
`,
  keyPem: `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCf3nOV69CqFWhR
2ADgvJziyoTYwS+y9C2aF3ACX8JbiNVZUAi7FvY8e6ZC0KnTrpj6Q5steTMgzWnD
HZDGZoYu8rkHEpQ9O/W9dl5QtpGSKvC/r1F1vj0WsYB6tMzSLmnfSdszxBZ/AGBO
QNjfije/4ct4KbQv6kSx0npeMRtyLcTgXrtRWYcI6GOolY3phHVtTIH7uqrsKgyL
PGqKea+njw20dBORHcEIwdt8LL5y1ulrawfE7RhXREZA6tPjseeZlPAc+g2hOg7S
qo2Stm5DxHh0CBoAe5PHsjINCdGlIbQiMey4VcDkHTV4s+9rLWt7oFXZZq3wZfVh
52KIXkW7AgMBAAECggEAGJ6MxUcx9KdkT8pIZFOXg3N1nt2tR01EIok+dhciGq+J
T348QfeIxwqxsXNp28/0/gFgSdHy1jfb9DC+5VbPjjZR2S16x61OrDUo1BwxccWM
GrDYhh3cUXzXUM48BpggNMMubxvg7QD1U8e3vkEOUc3nZCNj/McCejH0J0I/vEbi
iYMUik+3LNmPX8P2FrjIkblHv0OL3Xt4AYO1P/5RkEFbZCVrVMa2UcPi3xlEz/U/
JK5mTHOLoR5BizDNEMesPMqUFVAEq+CbhAjbqoDN5kFBWXiwN3xtIuPSl8BjuRf/
urEp3eKAjUgxiPKkj1cZqg+lwe6JhLGT1dyaZtRy5QKBgQDd9UaQ2NALCQGpKM53
+vJuB5JFAi/e7XOz8tYNXVeMc9pMg0I5PYQuxMeG7ktWlxj4UmHVx4qSRS2q+UWG
zR4elHZlpmUOZa/WBDQRQJcGEnIXn8ggxU8lUxTYox8OSH1Ad9pcwYouQ6kAaRgO
YfJA6KL3MgqTIzpgP20qdBPKhwKBgQC4Y1++4um1T55he9moJVzkzH/FkPDM6Esj
vzqTnjKfoULZBdmh9bI5XEkMWiGvDZ8YTUMa3D+7qd1qjelmkM6U66G71vSF/R8R
kAq3PEIsNvlukkYLNfUUxKs2PiZIm0oKnCCh1S0+ZNOPcmcK8+hPac0XY0JL9CRG
ztYv7Q30LQKBgEVy64OC84Wgac6eIAxWjuhyogfJqWTdc2iIwQUpga1GyrVKFLyI
TQW9OJk1kokjegKo9EfJycf+sU1f9as6HwR+e5VOvSwGEUCrzAbh6N9TgjN2IU5v
rlYFau5mC9+SOu6jEcYYIL5dGVIxj/9gEkbRA7zJAZoMWcWn0uaHr3GdAoGBAJjG
lcVWw+fbkVIaSSyd0IsuuctbnXlaGzACOSmokS9ccUPaKgmcxs/qHAhlAbXGZoS/
N5Og3BnE09V+wd2eq9wOJJK7txzxrnVh0M8j2XxDDIbGIc0WJvvPPEEUW6obKM0D
sbIFLJie9//J/YDAuUJbWng/YOYH4qrco/FPzBj9AoGAdfKdpR5ekdSnBw8eiE52
8m7Bw2tD1DWJ2SLzZmZyHub3otd9aCIPyc0Tu7LIO/svansn4UVylzccmtd6jeZ4
0bZ9m6m1K+BpJPcrReGg5cngdw6ADE+fEQDZv3GAiLEEBVNbiMPtrIrM+17KZLQC
9QC+AM6noNLJYTDcKBmFdEo=
-----END PRIVATE KEY-----
`,
};

/** The signer's certificate of signedContractPdf() and signedContractP7m(), as the signing screen shows it. */
export const SIGNED_CONTRACT_CERTIFICATE = {
  podpisal: 'C=SK, O=Solárny park Lučenec s.r.o., CN=Ján Novák',
  vydavatel: 'C=SK, O=Referenčný server EDC, OU=Testovacie certifikáty, CN=EDC Test Qualified CA 2026',
  serioveCislo: '7939CB7FA152940032BF6DDE4FD8031F2E223911',
  platnostOd: '2026-11-27T07:56:22.000Z',
  platnostDo: '2036-10-05T07:56:22.000Z',
};

/** The contract's text a .p7m carries. */
export const SIGNED_CONTRACT_TEXT = Buffer.from('Zmluva o zúčtovaní odchýlky - podpísaná kópia', 'utf8');

/** A CMS (.p7m, DER) with the contract attached, signed by the test signer. */
export function signedContractP7m(options: Omit<CmsOptions, 'attached'> = {}): Buffer {
  return signedCms(SIGNED_CONTRACT_TEXT, SIGNED_CONTRACT_SIGNER, { ...options, attached: true });
}

/** A signed PDF: its signature's CMS in /Contents over the bytes its /ByteRange names. */
export function signedContractPdf(options: PdfSignatureOptions = {}): Buffer {
  return signedPdf('Zmluva o zuctovani odchylky - podpisana kopia', SIGNED_CONTRACT_SIGNER, options);
}

/** A PDF without any signature (e.g. signed by hand and scanned). */
export function unsignedContractPdf(): Buffer {
  return Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% podpísané ručne a naskenované\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'utf8');
}
