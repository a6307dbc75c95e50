import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerApi } from './api';
import { frameworkError, registerErrorHandling, sendNotFound } from './api/errorHandler';
import type { AppConfig } from './api/types';
import { purgeExpired } from './auth/adapter';
import { purgeThrottle } from './auth/throttle';
import { purgeRateLimits } from './http/rateLimit';
import { registerInteractions } from './auth/interactions';
import type { AuthKeys } from './auth/keys';
import { mountProvider } from './auth/mount';
import { originPolicy } from './auth/origins';
import { API_AUDIENCE, createProvider, issuerFor, REALM_PATH } from './auth/provider';
import { createTokenVerifier } from './auth/verify';
import type { Database } from './db/types';
import { DEV_USERS } from './seed/users';
import { registerUi, uiFallback } from './static/ui';
import { purgeIdempotentCalls } from './http/idempotencyStore';
import { registerSecurityHeaders } from './http/securityHeaders';

/** Everything the application is built from; main.ts reads it from the environment, tests pass their own. */
export interface AppOptions {
  db: Database;
  keys: AuthKeys;
  /** The URL browsers use; the issuer is `${publicUrl}/auth/realms/edc`. */
  publicUrl: string;
  /** The built UI. */
  distDir: string;
  appConfig: AppConfig;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Access token lifetime in seconds. @default 600 */
  accessTokenTtl?: number;
}

/** Builds the whole server (API, identity provider, UI); works with `inject` and with `listen`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const production = options.appConfig.environment === 'production';
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    // The API plugin registers hundreds of routes and compiles their schemas: on a loaded machine
    // that outlasts Fastify's default 10 s, and the server would refuse to start.
    pluginTimeout: 60_000,
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app);

  const origins = originPolicy(options.publicUrl, production);
  const provider = await createProvider({
    publicUrl: options.publicUrl,
    db: options.db,
    keys: options.keys,
    origins,
    trustProxy: options.trustProxy,
    accessTokenTtl: options.accessTokenTtl,
  });
  provider.on('server_error', (_ctx: unknown, error: Error) => app.log.error({ err: error }, 'identity provider error'));
  mountProvider(app, provider, REALM_PATH);
  // Expired sessions, codes and tokens are deleted at start (createProvider) and hourly, as are
  // the throttle's old failures, the rate limits' past windows and the outcomes of calls older
  // than a day.
  const purge = setInterval(
    () => void Promise.all([purgeExpired(options.db), purgeThrottle(options.db), purgeRateLimits(options.db), purgeIdempotentCalls(options.db)]).catch(() => undefined),
    60 * 60 * 1000,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  registerInteractions(app, {
    provider,
    db: options.db,
    prefix: REALM_PATH,
    devAccounts: production ? [] : DEV_USERS.map((u) => u.login),
  });

  await registerApi(app, {
    db: options.db,
    verifyToken: createTokenVerifier({ issuer: issuerFor(options.publicUrl), audience: API_AUDIENCE, keys: options.keys }),
    origins,
    appConfig: options.appConfig,
    distDir: options.distDir,
  });

  await registerUi(app, options.distDir);
  app.setNotFoundHandler((request, reply) => uiFallback(options.distDir, request, reply) || sendNotFound(request, reply));
  return app;
}
