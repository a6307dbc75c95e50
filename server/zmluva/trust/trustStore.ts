import { X509Certificate } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { storedCrlRevocation, type RevocationSource } from './revocation';
import { checkSignerTrusted, type SignerToTrust } from './signerTrust';

/** The trusted CAs and where their revocation is asked. */
export interface TrustStore {
  cas: readonly X509Certificate[];
  revocation: RevocationSource;
}

/**
 * The active CAs of the trust store (migration 187) with revocation from their stored CRLs, or
 * from `revocation` when given (a CRL fetch or an OCSP client). A row whose certificate does not
 * parse trusts nothing.
 */
export async function loadTrustStore(db: Queryable, revocation?: RevocationSource): Promise<TrustStore> {
  const { rows } = await db.query<{ certifikat: string; crl: string | null }>('SELECT certifikat, crl FROM podpis_dovera_ca WHERE aktivny ORDER BY id_dovera_ca');
  const cas: X509Certificate[] = [];
  const crls = new Map<string, string>();
  for (const row of rows) {
    let ca: X509Certificate;
    try {
      ca = new X509Certificate(row.certifikat);
    } catch {
      continue;
    }
    cas.push(ca);
    if (row.crl) crls.set(ca.fingerprint256, row.crl);
  }
  return { cas, revocation: revocation ?? storedCrlRevocation(async (issuer) => crls.get(issuer.fingerprint256)) };
}

/** Every signer is trusted, else AsiceError naming the first that is not (see checkSignerTrusted). */
export async function checkSignersTrusted(store: TrustStore, signers: readonly SignerToTrust[], now = new Date()): Promise<void> {
  for (const signer of signers) await checkSignerTrusted(signer, store.cas, store.revocation, now);
}
