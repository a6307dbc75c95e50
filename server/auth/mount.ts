import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';

/**
 * Hands every request under `prefix` to the provider (a Koa app) before Fastify reads the body:
 * the provider parses the raw stream itself. Routes registered by us under the same prefix with
 * a static segment (the login pages) win over this wildcard.
 */
export function mountProvider(app: FastifyInstance, provider: Provider, prefix: string): void {
  const callback = provider.callback();
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    // Like Express's mount: the provider learns its mount path from originalUrl minus url.
    raw.originalUrl = url;
    raw.url = url.slice(prefix.length) || '/';
    try {
      await callback(raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'identity provider failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      }
      reply.raw.end(JSON.stringify({ message: 'Identity provider error', hints: { reasons: [] } }));
    }
  };
  const unreachable = async () => undefined;
  app.all(`${prefix}/*`, { onRequest: handle }, unreachable);
}
