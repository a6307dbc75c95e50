import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPgError } from '../db/types';
import { languageOf, type Lang } from '../i18n/messages';
import { ApiError, errorBody, type ErrorBody, type Reason } from './errors';

/** Status and JSON body for any error; client mistakes are 4xx, only our own faults are 500. */
export function errorResponse(error: unknown, lang: Lang, request: FastifyRequest): { status: number; body: ErrorBody } {
  const answer = (status: number, key: string, reasons: readonly Reason[] = [], hints: Record<string, unknown> = {}) => ({
    status,
    body: errorBody(lang, key, reasons, hints),
  });
  if (error instanceof ApiError) return answer(error.status, error.messageKey, error.reasons, { ...error.hints });
  if (isPgError(error)) {
    if (error.code === '23505' || error.code === '23503') return answer(409, 'error.conflict', [error.detail ?? '']);
    if (error.code.startsWith('22') || error.code.startsWith('23')) return answer(400, 'error.badRequest', [error.detail ?? error.code]);
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, 'error.unsupportedMediaType', [
        { key: 'reason.mediaType', params: { type: String(request.headers['content-type'] ?? '').slice(0, 80) } },
      ]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, 'error.bodyTooLarge', [{ key: 'reason.bodyLimit', params: { limit: request.routeOptions.bodyLimit ?? 0 } }]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return answer(400, 'error.invalidJson', [fastifyError.message ?? '']);
  }
  if (error instanceof SyntaxError) return answer(400, 'error.invalidJson', [error.message]);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return answer(status, 'error.badRequest', [fastifyError.message ?? '']);
  }
  request.log.error({ err: error }, 'unhandled error');
  return answer(500, 'error.internal');
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);
}

/** Installs the JSON error handler and body parsers that never turn client input into a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorResponse(error, languageOf(request.headers), request);
    return send(reply, status, body);
  });

  // The UI sends POSTs without a body as application/json (spec 7): an empty body is no body.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, text, done);
  });

  // The API speaks JSON only: other text is a 415, not a string that fails the schema.
  app.removeContentTypeParser('text/plain');

  // The login form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** JSON 404 for anything that is neither a route nor a UI page. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(request.headers);
  const path = request.url.split('?')[0] ?? '';
  return send(reply, 404, errorBody(lang, 'error.routeNotFound', [{ key: 'reason.route', params: { method: request.method, url: path.slice(0, 200) } }]));
}

/** For Fastify's `frameworkErrors` (malformed URLs): a JSON 400. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 400, errorBody(languageOf(request.headers), 'error.badRequest', [error.message]));
}
