import type { AuthUser } from '../auth/verify';
import type { OriginPolicy } from '../auth/origins';
import type { Database } from '../db/types';

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
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller; set by the guard on every non-public API route. */
    user?: AuthUser;
    /** The participant named by X-Tenant, when the header was sent. */
    tenant?: Tenant;
  }
  interface FastifyContextConfig {
    /** Needs no login (listed explicitly, e.g. `/public/...`). */
    public?: boolean;
    /** Permission token(s) the caller must have. */
    token?: string | readonly string[];
  }
}
