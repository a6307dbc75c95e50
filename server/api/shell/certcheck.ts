import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TLSSocket } from 'node:tls';
import { badRequest } from '../errors';
import type { ApiDeps } from '../types';

/**
 * Whether the certificate check demands a client certificate. The reference server speaks plain
 * HTTP (no client-certificate TLS), so by default it answers "no certificate required"; set
 * EDC_CERTCHECK_REQUIRE_CERT=1 to demand one (behind TLS that asks for client certificates).
 */
export function certificateRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.EDC_CERTCHECK_REQUIRE_CERT === '1' || env.EDC_CERTCHECK_REQUIRE_CERT === 'true';
}

/** An address inside this site: a path starting with one slash (never another host). */
export function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && value.length <= 2000;
}

/** The redirect target with a `certcheck` reason appended (error redirects only). */
export function withReason(path: string, reason: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}certcheck=${encodeURIComponent(reason)}`;
}

function hasClientCertificate(request: FastifyRequest): boolean {
  const socket = request.raw.socket as Partial<TLSSocket>;
  if (typeof socket.getPeerCertificate !== 'function' || socket.authorized !== true) return false;
  return Object.keys(socket.getPeerCertificate() ?? {}).length > 0;
}

/**
 * `POST /certcheck` (spec 4.1 and 7): the portal posts a form (uiRedirect, errorRedirect, token)
 * right after login; the answer is a 303 to uiRedirect when the token is valid and the client
 * certificate (if demanded) is present, else to errorRedirect with the reason
 * (`certcheck=token|certificate`). Bad addresses are refused with 400, never followed.
 */
export function registerCertcheckRoutes(api: FastifyInstance, deps: ApiDeps, requireCertificate = certificateRequired()): void {
  // A browser form posts url-encoded fields (the application's form parser reads them).
  api.post('/certcheck', { config: { public: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const bad = (['uiRedirect', 'errorRedirect'] as const).filter((field) => !isLocalPath(body[field]));
      if (bad.length > 0) throw badRequest('error.badRequest', bad.map((field) => ({ key: 'reason.certcheckField', params: { field } })));
      const uiRedirect = body.uiRedirect as string;
      const errorRedirect = body.errorRedirect as string;
      try {
        await deps.verifyToken(typeof body.token === 'string' ? body.token : undefined);
      } catch {
        return reply.code(303).header('location', withReason(errorRedirect, 'token')).header('cache-control', 'no-store').send();
      }
      if (requireCertificate && !hasClientCertificate(request)) {
        return reply.code(303).header('location', withReason(errorRedirect, 'certificate')).header('cache-control', 'no-store').send();
      }
      return reply.code(303).header('location', uiRedirect).header('cache-control', 'no-store').send();
  });
}
