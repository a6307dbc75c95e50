import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { AuthKeys } from './keys';
import { publicJwks } from './keys';
import { tokensForRoles } from './roles';

/** The caller of an API request, from a verified access token. */
export interface AuthUser {
  login: string;
  roles: string[];
  /** Feature tokens derived from the roles (server/auth/roles.ts). */
  tokens: string[];
  claims: JWTPayload;
}

/** Why a bearer token was refused. */
export class TokenError extends Error {
  constructor(readonly reason: 'missing' | 'expired' | 'invalid') {
    super(`access token ${reason}`);
    this.name = 'TokenError';
  }
}

/** What an access token must be: signed by our keys, from our issuer, for the API. */
export interface VerifierOptions {
  issuer: string;
  audience: string;
  keys: AuthKeys;
}

function rolesOf(payload: JWTPayload): string[] {
  const access = payload.realm_access;
  if (typeof access !== 'object' || access === null) return [];
  const roles = (access as { roles?: unknown }).roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

/** Returns a function verifying a bearer JWT in-process against the provider's public keys. */
export function createTokenVerifier(options: VerifierOptions): (token: string | undefined) => Promise<AuthUser> {
  const jwks = createLocalJWKSet(publicJwks(options.keys));
  // A verified token stays valid until it expires: its signature need not be checked on every call.
  const verified = new Map<string, AuthUser>();
  return async (token) => {
    if (!token) throw new TokenError('missing');
    const known = verified.get(token);
    if (known) {
      if (typeof known.claims.exp === 'number' && known.claims.exp * 1000 > Date.now()) return known;
      verified.delete(token);
    }
    const user = await verify(token);
    if (verified.size >= 1000) verified.delete(verified.keys().next().value as string);
    verified.set(token, user);
    return user;
  };

  async function verify(token: string): Promise<AuthUser> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
        clockTolerance: 5,
      }));
    } catch (error) {
      throw new TokenError(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
    }
    const login = typeof payload.preferred_username === 'string' ? payload.preferred_username : payload.sub;
    if (!login) throw new TokenError('invalid');
    const roles = rolesOf(payload);
    return { login, roles, tokens: tokensForRoles(roles), claims: payload };
  }
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}
