import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../engine/core/errors/HttpError';
import { buildIncidentReport, INCIDENT_LIMIT, PUBLIC_INCIDENT_LIMIT, reduceIncidentReport } from '../../engine/core/errors/incident';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { marketToday } from '../../engine/core/validation/marketDay';

const API = '/portalbl/svc';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await loginWithPassword(server.app, 'producer')).access_token;
});

afterAll(async () => {
  await server.close();
});

const report = (body: unknown, path = '/portal/incident', auth = true) =>
  server.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: auth ? bearer(token, { 'content-type': 'application/json', 'x-correlation-id': 'corr-1' }) : { 'content-type': 'application/json', 'x-language': 'en' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('incident reports', () => {
  it('stores a full report and answers a human-friendly incident id', async () => {
    const res = await report({
      message: 'Chyba pri komunikácii so serverom (500 - Internal Server Error)',
      status: 500,
      url: '/portalbl/svc/portal/zmluvy/technologia/',
      method: 'post',
      stack: 'Error: boom\n    at save (form.ts:1:1)',
      userAgent: 'Mozilla/5.0',
      roles: ['EDC.VYROBCA'],
      requestBody: { nazov: 'x' },
      responseBody: '{"message":"boom"}',
      buildNumber: 'local',
    });
    expect(res.statusCode).toBe(200);
    const { incidentId } = res.json<{ incidentId: string }>();
    expect(incidentId).toMatch(new RegExp(`^INC-${marketToday().slice(0, 4)}-\\d{6}$`));
    const { rows } = await server.db.query<Record<string, unknown>>('SELECT * FROM incident WHERE incident_id = $1', [incidentId]);
    expect(rows[0]).toMatchObject({
      status: 500,
      method: 'POST',
      login: 'producer',
      roles: ['EDC.VYROBCA'],
      request_body: '{"nazov":"x"}',
      response_body: '{"message":"boom"}',
      correlation_id: 'corr-1',
      extra: { buildNumber: 'local' },
      public_report: false,
    });
    const next = (await report({ message: 'druhá' })).json<{ incidentId: string }>().incidentId;
    expect(Number(next.slice(-6))).toBe(Number(incidentId.slice(-6)) + 1);
  });

  it('answers 413 with a JSON error above 64 kB, so the client can retry with less detail', async () => {
    const big = await report({ message: 'x', stack: 's'.repeat(50_000), responseBody: 'r'.repeat(INCIDENT_LIMIT) });
    expect(big.statusCode).toBe(413);
    expect(big.json().hints.reasons[0]).toContain(String(INCIDENT_LIMIT));
    const reduced = await report({ message: 'x', stack: 's'.repeat(50_000) });
    expect(reduced.statusCode).toBe(200);
  });

  it("refuses the client's report of a huge failure with a JSON 413 and stores the reduced one the client sends next", async () => {
    // The failure of the e2e journey before: three-byte characters make the clipped bodies exceed 64 kB.
    const failure = new HttpError({
      method: 'GET',
      url: 'http://localhost/portalbl/svc/portal/zmluvy/technologia/',
      status: 500,
      responseBody: { message: 'Veľká chyba', hints: { reasons: ['€'.repeat(3000)] }, detail: '€'.repeat(100_000) },
      correlationId: 'corr-big',
    });
    const full = buildIncidentReport(failure, { time: new Date().toISOString(), login: 'producer', roles: ['EDC.VYROBCA'] });
    const refused = await report(full);
    expect(refused.statusCode).toBe(413);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json().hints.reasons[0]).toContain(String(INCIDENT_LIMIT));
    const reduced = await report(reduceIncidentReport(full));
    expect(reduced.statusCode).toBe(200);
    const { rows } = await server.db.query<Record<string, unknown>>('SELECT status, correlation_id, response_body, extra FROM incident WHERE incident_id = $1', [
      reduced.json<{ incidentId: string }>().incidentId,
    ]);
    expect(rows[0]).toMatchObject({ status: 500, correlation_id: 'corr-big', response_body: null, extra: { reduced: true } });
  });

  it('validates the body and never answers 500', async () => {
    for (const [body, named] of [
      [{}, 'message'],
      [{ message: '' }, 'message'],
      [{ message: 'x', status: 'zlý' }, 'status'],
      [{ message: 'x', roles: 'ADMIN' }, 'roles'],
      [{ message: 'x', method: 'GET; DROP' }, 'method'],
      ['{"message": ', 'JSON'],
      [[1, 2], 'object'],
    ] as const) {
      const res = await report(body);
      expect(res.statusCode, named).toBe(400);
      expect(JSON.stringify(res.json()), named).toContain(named);
    }
    expect((await report({ message: 'x' }, '/portal/incident', false)).statusCode).toBe(401);
  });

  it('accepts anonymous reports at /public/incident with a smaller limit', async () => {
    const ok = await report({ message: 'Nastala neočakávaná chyba aplikácie' }, '/public/incident', false);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().incidentId).toMatch(/^INC-/);
    const big = await report({ message: 'x', stack: 's'.repeat(PUBLIC_INCIDENT_LIMIT) }, '/public/incident', false);
    expect(big.statusCode).toBe(413);
    const { rows } = await server.db.query<{ public_report: boolean; login: string | null }>('SELECT public_report, login FROM incident WHERE incident_id = $1', [ok.json().incidentId]);
    expect(rows[0]).toEqual({ public_report: true, login: null });
  });
});
