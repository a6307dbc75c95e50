// Incident reports from the UI's error dialog: POST /portal/incident (logged in, 64 kB) and
// POST /public/incident (anonymous, 16 kB, rate-limited); the client knows both limits. A body over
// the limit gets a JSON 413, after which the client retries with less detail. The answer is 200 { incidentId: 'INC-2026-000123' }.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INCIDENT_LIMIT, PUBLIC_INCIDENT_LIMIT } from '../../engine/core/errors/incident';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import type { AuthUser } from '../auth/verify';
import { badRequest } from './errors';
import type { ApiDeps } from './types';
import { compileSchema, errorDetails, errorReason } from './validation';


const KNOWN = ['message', 'status', 'url', 'method', 'stack', 'userAgent', 'roles', 'requestBody', 'responseBody', 'correlationId'] as const;

/** The report's JSON Schema; also served at `…/schema/post/request`. */
export const INCIDENT_SCHEMA: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    message: { type: 'string', minLength: 1, maxLength: 4000 },
    status: { type: ['integer', 'null'], minimum: 0, maximum: 999 },
    url: { type: ['string', 'null'], maxLength: 2000 },
    method: { type: ['string', 'null'], maxLength: 10, pattern: '^[A-Za-z]*$' },
    stack: { type: ['string', 'null'], maxLength: 60000 },
    userAgent: { type: ['string', 'null'], maxLength: 500 },
    roles: { type: ['array', 'null'], maxItems: 100, items: { type: 'string', maxLength: 100 } },
    // The failed call's bodies, as text or as the parsed JSON.
    requestBody: {},
    responseBody: {},
    correlationId: { type: ['string', 'null'], maxLength: 100 },
  },
  required: ['message'],
  // Clients may add a few details of their own (time, language, build); they are kept as they are.
  maxProperties: 30,
};

const validateReport = compileSchema(INCIDENT_SCHEMA);

type Report = Partial<Record<(typeof KNOWN)[number], unknown>> & { message: string };

const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** Anonymous reports per client address (counted before the body is read, shared by all instances). */
const PUBLIC_INCIDENT_RATE = { max: 20, timeWindow: 10 * 60 * 1000, groupId: ':public-incident' };

/** Registers both incident routes. */
export function registerIncidentRoutes(api: FastifyInstance, deps: ApiDeps): void {

  async function store(request: FastifyRequest, reply: FastifyReply, publicReport: boolean) {
    const body = request.body;
    if (!validateReport(body)) {
      const errors = validateReport.errors ?? [];
      throw badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });
    }
    const report = body as Report;
    const extra = Object.fromEntries(Object.entries(report).filter(([k]) => !(KNOWN as readonly string[]).includes(k)));
    const user = request.user as AuthUser | undefined;
    const { rows } = await deps.db.query<{ incidentId: string }>(
      `INSERT INTO incident (incident_id, message, status, url, method, stack, user_agent, roles, request_body, response_body,
         correlation_id, extra, public_report, login, id_ucastnik_trhu, client_ip)
       VALUES ('INC-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('incident_cislo_seq')::text, 6, '0'),
         $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15)
       RETURNING incident_id AS "incidentId"`,
      [
        report.message,
        typeof report.status === 'number' ? report.status : null,
        text(report.url),
        typeof report.method === 'string' ? report.method.toUpperCase() : null,
        text(report.stack),
        text(report.userAgent) ?? (request.headers['user-agent'] ?? null),
        Array.isArray(report.roles) ? report.roles : null,
        text(report.requestBody),
        text(report.responseBody),
        text(report.correlationId) ?? (request.headers['x-correlation-id'] as string | undefined)?.slice(0, 100) ?? null,
        Object.keys(extra).length > 0 ? JSON.stringify(extra) : null,
        publicReport,
        user?.login ?? null,
        request.tenant?.idUcastnikTrhu ?? null,
        request.ip.slice(0, 64),
      ],
    );
    // 200, not 201: the report is no resource the client reads back (a 201 makes it GET Location).
    reply.code(200);
    return rows[0] as { incidentId: string };
  }

  api.post('/portal/incident', { bodyLimit: INCIDENT_LIMIT }, (request, reply) => store(request, reply, false));
  api.get('/portal/incident/schema/post/request', async () => INCIDENT_SCHEMA);

  api.post('/public/incident', { bodyLimit: PUBLIC_INCIDENT_LIMIT, config: { public: true, rateLimit: PUBLIC_INCIDENT_RATE } }, (request, reply) =>
    store(request, reply, true),
  );
}
