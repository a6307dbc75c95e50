import type { AppConfig } from './api/types';

/** Settings read from the environment at start. */
export interface ServerConfig {
  /** PORT, default 8080. */
  port: number;
  /** HOST to listen on, default 0.0.0.0 (all interfaces). */
  host: string;
  /** PUBLIC_URL as browsers reach the server, default http://localhost:PORT; the issuer derives from it. */
  publicUrl: string;
  /** DATABASE_URL: postgres://… uses PostgreSQL; unset uses PGlite in DATA_DIR. */
  databaseUrl: string | undefined;
  /** DATA_DIR, default .data (PGlite files in DATA_DIR/pglite). */
  dataDir: string;
  /** DIST_DIR, default dist (the built UI). */
  distDir: string;
  /** TRUST_PROXY=1 behind a TLS-terminating reverse proxy (honours X-Forwarded-*). */
  trustProxy: boolean;
  /** LOG_LEVEL for the server log, default warn. */
  logLevel: string;
  /** EDC_ENVIRONMENT (local|test|production), ALLOW_REDUCTION, BUILD_NUMBER. */
  appConfig: AppConfig;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value);
}

/** Reads and checks the environment; throws with a readable message on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol)) {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got '${env.PUBLIC_URL}'`);
  }
  const environment = env.EDC_ENVIRONMENT ?? 'local';
  if (environment !== 'local' && environment !== 'test' && environment !== 'production') {
    throw new Error(`EDC_ENVIRONMENT must be local, test or production, got '${environment}'`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data',
    distDir: env.DIST_DIR || 'dist',
    trustProxy: flag(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL || 'warn',
    appConfig: {
      environment,
      allowReduction: flag(env.ALLOW_REDUCTION, true),
      buildNumber: env.BUILD_NUMBER || 'local',
    },
  };
}
