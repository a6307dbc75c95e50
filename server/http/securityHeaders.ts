import type { FastifyInstance } from 'fastify';

/** The API's prefix: its answers carry personal data and are never stored by browsers or proxies. */
const API_PREFIX = '/portalbl/svc/';

const UI_PATH = /^\/(portal|core)\/ui(\/|$|\?)/;

/** The silent login check runs in a hidden frame of the application itself. */
const SILENT_CHECK = /^\/(portal|core)\/ui\/assets\/silent-check-sso\.html(\?|$)/;

/**
 * The Content-Security-Policy of both UIs. Scripts come only from this origin and never inline (the
 * build emits files only; the silent-check page loads its script from a file). 'unsafe-eval' stays
 * because ajv compiles the JSON Schemas the server serves at run time into functions; styles allow
 * inline because Mantine writes CSS variables as style attributes and one style element. Blob
 * frames show document previews; `connect-src` and `frame-src` name the identity provider when it
 * lives elsewhere (a real Keycloak).
 */
export function contentSecurityPolicy(identityOrigin: string | undefined, frameAncestors: "'none'" | "'self'"): string {
  const idp = identityOrigin ? ` ${identityOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${idp}`,
    `frame-src 'self' blob:${idp}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${idp}`,
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Headers every answer carries, and those of the UI and API (issue 16): no MIME sniffing, a
 * referrer that never leaves the origin's path, the UI never framed by another site, API answers
 * never cached.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { identityOrigin?: string } = {}): void {
  const uiPolicy = contentSecurityPolicy(options.identityOrigin, "'none'");
  const framePolicy = contentSecurityPolicy(options.identityOrigin, "'self'");
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const url = request.url;
    if (url.startsWith(API_PREFIX)) {
      reply.header('cache-control', 'no-store');
    } else if (SILENT_CHECK.test(url)) {
      reply.header('content-security-policy', framePolicy);
      reply.header('x-frame-options', 'SAMEORIGIN');
    } else if (UI_PATH.test(url)) {
      reply.header('content-security-policy', uiPolicy);
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
