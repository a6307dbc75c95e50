import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OriginPolicy } from '../auth/origins';

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-tenant',
  'x-language',
  'x-requested-with',
  'x-correlation-id',
  'x-client-time',
  'x-client-call-id',
  'x-show-diff',
  'x-background',
];

/** CORS for the UI on another origin (Vite dev server): echo allowed origins, expose paging headers. */
export function corsHook(origins: OriginPolicy) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !origins.isAllowed(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'Content-Range, X-Total-More-Than, Location, Date, WWW-Authenticate');
    if (request.method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers'];
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      reply.header('access-control-allow-headers', typeof requested === 'string' ? requested : ALLOWED_HEADERS.join(', '));
      reply.header('access-control-max-age', '600');
    }
  };
}
