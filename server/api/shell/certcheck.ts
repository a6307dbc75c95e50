import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TLSSocket } from 'node:tls';
import { redirectTarget } from '../../http/redirectTarget';
import type { ApiDeps } from '../types';

/**
 * Whether the certificate check demands a client certificate. The reference server speaks plain
 * HTTP (no client-certificate TLS), so by default it answers "no certificate required"; set
 * EDC_CERTCHECK_REQUIRE_CERT=1 to demand one (behind TLS that asks for client certificates).
 */
export function certificateRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.EDC_CERTCHECK_REQUIRE_CERT === '1' || env.EDC_CERTCHECK_REQUIRE_CERT === 'true';
}

/** The redirect target with a `certcheck` reason appended (error redirects only). */
export function withReason(path: string, reason: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}certcheck=${encodeURIComponent(reason)}`;
}

/** Where a refused address goes instead: the portal (the only variant that checks certificates). */
const PORTAL_ROOT = '/portal/ui/';

function hasClientCertificate(request: FastifyRequest): boolean {
  const socket = request.raw.socket as Partial<TLSSocket>;
  if (typeof socket.getPeerCertificate !== 'function' || socket.authorized !== true) return false;
  return Object.keys(socket.getPeerCertificate() ?? {}).length > 0;
}

/**
 * `POST /certcheck` (spec 4.1 and 7): the portal posts a form (uiRedirect, errorRedirect, token)
 * right after login; the answer is a 303 to uiRedirect when the token is valid and the client
 * certificate (if demanded) is present, else to errorRedirect with the reason
 * (`certcheck=token|certificate`). An address that is not on this site is never followed: the
 * portal's root takes its place (and its login-error page for errorRedirect).
 */
export function registerCertcheckRoutes(api: FastifyInstance, deps: ApiDeps, requireCertificate = certificateRequired()): void {
  // A browser form posts url-encoded fields (the application's form parser reads them).
  api.post('/certcheck', { config: { public: true, readOnly: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const uiRedirect = redirectTarget(body.uiRedirect, PORTAL_ROOT);
      const errorRedirect = redirectTarget(body.errorRedirect, `${PORTAL_ROOT}public/login-error`);
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
