// The reference server's trust store of signature CAs: its own test CA, whose key lives in the
// repository (server/zmluva/testing/referenceCa.ts) so that tests and dev accounts can sign
// contracts. Seed data, never a migration: a deployment's schema trusts no CA it did not list.
import type { Database } from '../db/types';
import { REFERENCE_CA_CERTIFICATE } from '../zmluva/testing/referenceCa';

/** The test CA's CRL (no certificate revoked), signed by its key, valid as long as the CA. */
const REFERENCE_CA_CRL = `
-----BEGIN X509 CRL-----
MIIBzzCBuAIBATANBgkqhkiG9w0BAQsFADB2MQswCQYDVQQGEwJTSzEgMB4GA1UE
CgwXUmVmZXJlbsSNbsO9IHNlcnZlciBFREMxIDAeBgNVBAsMF1Rlc3RvdmFjaWUg
Y2VydGlmaWvDoXR5MSMwIQYDVQQDDBpFREMgVGVzdCBRdWFsaWZpZWQgQ0EgMjAy
NhcNMjYxMTI3MDEyNzIxWhcNMzYxMTI0MDEyNzIxWqAOMAwwCgYDVR0UBAMCAQEw
DQYJKoZIhvcNAQELBQADggEBADcpAoTJOqbaTfuPJtpA7UF97M8G/5knMb2I4wxa
Q374PyfB9HqGQ60p8/CfmlkiwJRHFf59f8XBBGfzgsSB/oLLVQcHR/+E+2uqhSbT
pbx2y9QhlNaSCu35RPX953k2sVxN6ceaTE+4DxhxCWfuS0FdYDIC8eRg6V0ueeKX
jms+LoiluGGl5hjPaxTBvDYrJ0Jnzm7wbdZEM+OVk+Bz/ngyVy6itVR/yNFYgywN
zuNg3jguj8SXnXo3vVCftKTGTlmFfhtdckfSZFtGAVRDfQoyfvRyF3v1yxEc2j3e
v47zn8dxV9qdED3oiWVV80wF4UNt3oW8vJ/PG+7IPaaMwuE=
-----END X509 CRL-----
`;

/** Adds the test CA when the trust store is empty; returns whether it did. */
export async function seedTrustIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM podpis_dovera_ca');
  if ((rows[0]?.n ?? 0) > 0) return false;
  await db.query('INSERT INTO podpis_dovera_ca (nazov, certifikat, crl) VALUES ($1, $2, $3)', [
    'EDC Test Qualified CA 2026 (referenčný server)',
    REFERENCE_CA_CERTIFICATE,
    REFERENCE_CA_CRL.trimStart(),
  ]);
  return true;
}
