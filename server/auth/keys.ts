import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Queryable } from '../db/types';

/** The provider's secrets: the token signing key set and the cookie signing keys. */
export interface AuthKeys {
  /** Private JWKs (RS256) the provider signs ID and access tokens with. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies (newest first). */
  cookieKeys: string[];
}

const generateKeyPairAsync = promisify(generateKeyPair);

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** Fresh keys that live only as long as the process (tests). */
export async function createEphemeralKeys(): Promise<AuthKeys> {
  return { jwks: { keys: [await newSigningKey()] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/**
 * Reads the keys from the database, creating them on first start, so tokens and sessions
 * survive restarts. Two servers starting at once keep whichever keys were stored first.
 */
export async function loadOrCreateKeys(db: Queryable): Promise<AuthKeys> {
  const read = async () => {
    const { rows } = await db.query<{ value: AuthKeys }>("SELECT value FROM auth_key WHERE kind = 'provider'");
    return rows[0]?.value;
  };
  const stored = await read();
  if (stored) return stored;
  const created = await createEphemeralKeys();
  await db.query("INSERT INTO auth_key (kind, value) VALUES ('provider', $1::jsonb) ON CONFLICT (kind) DO NOTHING", [
    JSON.stringify(created),
  ]);
  return (await read()) ?? created;
}

const PUBLIC_RSA_MEMBERS = ['kty', 'n', 'e', 'kid', 'alg', 'use'] as const;

/** The public half of the key set, for verifying tokens in-process. */
export function publicJwks(keys: AuthKeys): { keys: JWK[] } {
  return {
    keys: keys.jwks.keys.map((k) => Object.fromEntries(PUBLIC_RSA_MEMBERS.filter((m) => k[m] !== undefined).map((m) => [m, k[m]])) as JWK),
  };
}
