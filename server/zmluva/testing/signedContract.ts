// A signed contract as a participant uploads it, for tests: a PDF with one signature dictionary whose
// CMS (made once with openssl) carries the signer's certificate "CN=Ján Novák, O=Solárny park
// Lučenec s.r.o." issued by the test CA "CN=EDC Test Qualified CA", valid 2026-11-25 to 2031-11-24.

const CMS_BASE64 =
  'MIIJ9wYJKoZIhvcNAQcCoIIJ6DCCCeQCAQExDTALBglghkgBZQMEAgEwPAYJKoZIhvcNAQcBoC8ELVptbHV2YSBvIHp1Y3RvdmFuaSBvZGNoeWxreSAtIHBvZHBpc2FuYSBrb3BpYaCCBxIwggOFMIICbaADAgECAhRBGxMn3Ne7lXP4pYTWQ+MX/aGYbDANBgkqhkiG9w0BAQsFADBSMQswCQYDVQQGEwJTSzEjMCEGA1UECgwaVGVzdCBUcnVzdCBTZXJ2aWNlcyBzLnIuby4xHjAcBgNVBAMMFUVEQyBUZXN0IFF1YWxpZmllZCBDQTAeFw0yNjExMjUxMTU4NDFaFw0zMTExMjQxMTU4NDFaMEsxCzAJBgNVBAYTAlNLMSYwJAYDVQQKDB1Tb2zDoXJueSBwYXJrIEx1xI1lbmVjIHMuci5vLjEUMBIGA1UEAwwLSsOhbiBOb3bDoWswggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQDweaYrvVkfpMJP9lUeZWmyO2kfkKiUR6DcZWUbpAw2/jlX9vWiVPYogsePdAjOPSgrHcLklSnO1kgLfyV2fLm4rwaZuWc5tSrcNPvWBCbg/NfhaapGPBbdwqay1BV+0MZrDqJoK/3JCO/FJ4RblFGHO/7/g5WDp8qogR8V8X4bjMPrmqBzDaOWiLeQ7TEWdsE8qjztqyRbUwEsBWQe6308rLxvyUtDK5DwimJZ5tO+h/VZ+WEry04C5NF+Ere3Ck8EeLd6C6P8D+90BxtlFzc0MkiGHheR9pLnQTlHMQlOlix+zYeCupLBmuHBgxMEXG86rRgelAd1npD28s47pRmbAgMBAAGjWjBYMAkGA1UdEwQCMAAwCwYDVR0PBAQDAgbAMB0GA1UdDgQWBBTXgDRGasdHnARbgEN5ZIVII7gnjDAfBgNVHSMEGDAWgBT/lFUFiYQm2hVjovtj85CdfXfrITANBgkqhkiG9w0BAQsFAAOCAQEAXKZuWPdhokMMc77VQWLgt6k8n2/S60RHk08iqdcEu64v2AH09/DyWo0AeybP+L/6kfdsKlml1FEb2ZHwaDnrEykATM3qVWIP02d6E7DifPOTynMKlAUwwogXbUXQPlOWVtUYI5JBLwzZ4TuEEXWG8JVjdW7HrWfteYfTE/sxmWRjluja8ZzOcp29v19gGt1+czvfpQ3QJe8CQVdVk/ZgGH70qg4UrIWxclOBYvMtSeYIvlmvGYy4VvZ1liW7QTcSJDsn7Hvr0RFvCA1PdyGMVfxq1A0xyse1cKYxoVMZ2prTRT86sraSIcjUVQa0b70kw7Hw9jMOjJe5X+WZ2Ie7nTCCA4UwggJtoAMCAQICFGowvfeWhvUVPQIecAyVOvgqm5AvMA0GCSqGSIb3DQEBCwUAMFIxCzAJBgNVBAYTAlNLMSMwIQYDVQQKDBpUZXN0IFRydXN0IFNlcnZpY2VzIHMuci5vLjEeMBwGA1UEAwwVRURDIFRlc3QgUXVhbGlmaWVkIENBMB4XDTI2MTEyNTExNTgzN1oXDTM2MTEyMjExNTgzN1owUjELMAkGA1UEBhMCU0sxIzAhBgNVBAoMGlRlc3QgVHJ1c3QgU2VydmljZXMgcy5yLm8uMR4wHAYDVQQDDBVFREMgVGVzdCBRdWFsaWZpZWQgQ0EwggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQDBkcFATXuBKnNNWKJR4grhqUpo+A+uFWDf1SXe58rkUvqvR6bd2zDrO/f2LxQgN6MfxyWyqO6nVWdNN8OM8ORXvbMt6sAC+16zD97Q0LqvnZ5jtnO22waUYCs1FksASylZQ2lxDgWrPrxg8x1T8sI9w+m6jHpdN/3AjxE1QZei0XrTYxYxIz8Q47ZPG6z8rmtduMDsPRxsRQID3HXhj1ZpoLr2icOswBdbGyldAHAXKl21OZt1xpTFK16gcWjp60dya9xDlcfO8w+QAEVsgYwvv5Vgvxj9lleJwmjrWz9yBHwWj3NUgC6Z1CDi1pQqcMdKw8+oPrnL/5q+BMtpKU1lAgMBAAGjUzBRMB0GA1UdDgQWBBT/lFUFiYQm2hVjovtj85CdfXfrITAfBgNVHSMEGDAWgBT/lFUFiYQm2hVjovtj85CdfXfrITAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4IBAQBx46oyOSuUWkId/jyt7SONneqGox5hXpKi14KUiXweWs1Kif3AsxD82jsNgUhyEXG3cCdKRGa+mfp9PsxR9cETpxWJ+YHx6vjSROcA1VHXScbp/khyRKqL7b9odSnPgNHEtkxafIvYndDK0ca8NGVI+wg8aKupSDz+P8uLwqELTRsQeh6Aw8BR+Eth/uqt8ENeKCHOTnbgiaHsVnwWhxJL7GAWCfAS6fqI1Cahv62t33bDLd2vT3x4gZDalqM6TkmJDIZDG3NEtNYEnEOcvwvXhMV4KLEmLFW5nGswiAlb0unAjWOAQscEiXamf6TVHqNoDkjdifEzMhrYpGWjtGcSMYICejCCAnYCAQEwajBSMQswCQYDVQQGEwJTSzEjMCEGA1UECgwaVGVzdCBUcnVzdCBTZXJ2aWNlcyBzLnIuby4xHjAcBgNVBAMMFUVEQyBUZXN0IFF1YWxpZmllZCBDQQIUQRsTJ9zXu5Vz+KWE1kPjF/2hmGwwCwYJYIZIAWUDBAIBoIHkMBgGCSqGSIb3DQEJAzELBgkqhkiG9w0BBwEwHAYJKoZIhvcNAQkFMQ8XDTI2MTEyNTExNTg0MVowLwYJKoZIhvcNAQkEMSIEIA9M0+LsQbYWQVoevbQ3K+xanDmiYq296nMemcOZPpfJMHkGCSqGSIb3DQEJDzFsMGowCwYJYIZIAWUDBAEqMAsGCWCGSAFlAwQBFjALBglghkgBZQMEAQIwCgYIKoZIhvcNAwcwDgYIKoZIhvcNAwICAgCAMA0GCCqGSIb3DQMCAgFAMAcGBSsOAwIHMA0GCCqGSIb3DQMCAgEoMA0GCSqGSIb3DQEBAQUABIIBAKX+Ga2EaAmVavw8fq6dPenLK6f23JiIwOwUc4mJ5HR6txgCWwR1hewRQgZEysJTTiL1mJ8hOKmuDE5TpZG03X5IjGvQerN3xYu27bzbFiSGSJYkYugKrS87bI9p7gldmBXOVkEhsNXHvIgiIJ3lsiJqlhXnoQXJLv21XJuldeSXWVR7aRYHmQZT6emG4asYwQHB9KCEBrNiRylnlqo26Q9jRNaHPCJx/9nhYn+CCzPpww1oL2ZgDELkeq4C/BpwweNLkQwIiqiS6rZkuNUwRtA4pqOkdoLg9iRN++YJ1EVgi87NKZehLXipJEQWhJjBMFel2LDGFwlMIRUUBuydc3s=';

/** The signer's certificate of signedContractPdf(), as the signing screen shows it. */
export const SIGNED_CONTRACT_CERTIFICATE = {
  podpisal: 'C=SK, O=Solárny park Lučenec s.r.o., CN=Ján Novák',
  vydavatel: 'C=SK, O=Test Trust Services s.r.o., CN=EDC Test Qualified CA',
  serioveCislo: '411B1327DCD7BB9573F8A584D643E317FDA1986C',
  platnostOd: '2026-11-25T11:58:41.000Z',
  platnostDo: '2031-11-24T11:58:41.000Z',
};

/** The CMS signature itself, as a .p7m file keeps it (DER). */
export function signedContractP7m(): Buffer {
  return Buffer.from(CMS_BASE64, 'base64');
}

/** A signed PDF (the signature's bytes in /Contents, as PDF signatures keep them). */
export function signedContractPdf(): Buffer {
  const hex = Buffer.from(CMS_BASE64, 'base64').toString('hex').toUpperCase();
  return Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n' +
      `2 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /ByteRange [0 0 0 0] /Contents <${hex}> >>\nendobj\n` +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** A PDF without any signature (e.g. signed by hand and scanned). */
export function unsignedContractPdf(): Buffer {
  return Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% podpísané ručne a naskenované\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'utf8');
}
