import type { TokenRequirement } from '../../engine/core/tokens/tokens';
import type { AuthUser } from '../auth/verify';
import type { OriginPolicy } from '../auth/origins';
import type { Database } from '../db/types';
import type { Scope } from './scope';

/** The participant a request acts for (X-Tenant), checked against the user's memberships. */
export interface Tenant {
  idUcastnikTrhu: number;
  nazov: string;
}

/** Application settings shown in environment/info. */
export interface AppConfig {
  environment: 'local' | 'test' | 'production';
  allowReduction: boolean;
  buildNumber: string;
}

/** What the API routes need. */
export interface ApiDeps {
  db: Database;
  verifyToken: (token: string | undefined) => Promise<AuthUser>;
  origins: OriginPolicy;
  appConfig: AppConfig;
  /** The built UI, for its build fingerprint (`/public/build-info`). */
  distDir?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller; set by the guard on every non-public API route. */
    user?: AuthUser;
    /** The participant named by X-Tenant, when the header was sent. */
    tenant?: Tenant;
    /** Whose participant-owned rows the request may touch; set by the guard on `tenantScoped` routes. */
    scope?: Scope;
  }
  interface FastifyContextConfig {
    /** Needs no login (listed explicitly, e.g. `/public/...`). */
    public?: boolean;
    /** Permission token(s) the caller must have. */
    token?: TokenRequirement;
    /** Serves participant-owned data: the guard resolves `request.scope` (tenant or all). */
    tenantScoped?: boolean;
    /**
     * A POST that changes nothing (a lookup, a check, a preview, an export): the idempotency layer
     * neither records nor replays it, so a repeat is answered afresh.
     */
    readOnly?: boolean;
  }
}
