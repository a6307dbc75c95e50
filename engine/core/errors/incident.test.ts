import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http';
import { HttpError } from './HttpError';
import { buildIncidentReport, INCIDENT_LIMIT, INCIDENT_TRACE_HEADER, reduceIncidentReport, sendIncidentReport, type IncidentReport } from './incident';

const context = { time: '2025-01-02T03:04:05.000Z', page: 'http://h/portal/ui/x', login: 'producer', roles: ['EDC.VYROBCA'], appVersion: '1538' };

function httpError(): HttpError {
  return new HttpError({
    method: 'POST',
    url: 'http://h/portalbl/svc/x',
    status: 500,
    statusText: 'Internal Server Error',
    requestBody: { big: 'x'.repeat(20_000) },
    responseBody: { message: 'boom' },
    correlationId: 'corr-1',
  });
}

describe('buildIncidentReport', () => {
  it('an HTTP failure: call, status, correlation id, reasons, bodies (clipped), roles', () => {
    const r = buildIncidentReport(httpError(), context);
    expect(r).toMatchObject({ kind: 'http', message: 'boom', login: 'producer', roles: ['EDC.VYROBCA'], reduced: false });
    expect(r).toMatchObject({ method: 'POST', url: 'http://h/portalbl/svc/x', status: 500, correlationId: 'corr-1', responseBody: { message: 'boom' }, errorName: 'HttpError' });
    expect(typeof r.requestBody).toBe('string');
    expect((r.requestBody as string).length).toBeLessThanOrEqual(16_000);
    expect(r.stack).toBeTruthy();
  });

  it('an unexpected error, and a thrown non-error', () => {
    expect(buildIncidentReport(new RangeError('bad'), context)).toMatchObject({ kind: 'unexpected', message: 'bad', errorName: 'RangeError' });
    expect(buildIncidentReport('text', context)).toMatchObject({ kind: 'unexpected', message: 'text', errorName: 'string' });
    expect(buildIncidentReport(new Error('x'), { time: 't' })).toMatchObject({ roles: [] });
    expect(buildIncidentReport(new Error('x'), context)).not.toHaveProperty('status');
  });

  it('keeps within the server limits of single fields', () => {
    const r = buildIncidentReport(new Error('m'.repeat(5000)), { ...context, userAgent: 'u'.repeat(600) });
    expect(r.message.length).toBe(4000);
    expect(r.userAgent?.length).toBe(500);
  });

  it('reduced: no bodies, no stack', () => {
    const r = reduceIncidentReport(buildIncidentReport(httpError(), context));
    expect(r.reduced).toBe(true);
    expect(r).not.toHaveProperty('requestBody');
    expect(r).not.toHaveProperty('responseBody');
    expect(r).not.toHaveProperty('stack');
    expect(r.correlationId).toBe('corr-1');
    expect(r.status).toBe(500);
    expect(JSON.stringify(r).length).toBeLessThan(2000);
    const many = reduceIncidentReport(buildIncidentReport(new HttpError({ method: 'GET', url: '/x', status: 400, reasons: Array.from({ length: 50 }, () => 'r'.repeat(900)) }), context));
    expect(many.reasons).toHaveLength(20);
    expect(many.reasons?.every((reason) => reason.length <= 500)).toBe(true);
  });
});

function fakeServer(...answers: Response[]) {
  const sent: { url: string; headers: Headers; body: unknown }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as unknown });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected call');
    return answer;
  });
  const onError = vi.fn();
  const http = createHttpClient({ baseUrl: 'http://h/portalbl/svc', getLanguage: () => 'sk', fetch: fetchFn as unknown as typeof fetch, retryDelaysMs: [], onError });
  return { http, sent, onError };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sendIncidentReport', () => {
  it('posts to the portal endpoint with the trace header and resolves the id (201 is not followed)', async () => {
    const { http, sent, onError } = fakeServer(json({ incidentId: 'INC-42' }, 201));
    const id = await sendIncidentReport(http, buildIncidentReport(httpError(), context));
    expect(id).toBe('INC-42');
    expect(sent[0]?.url).toBe('http://h/portalbl/svc/portal/incident');
    expect(sent[0]?.headers.get(INCIDENT_TRACE_HEADER)).toBe('corr-1');
    expect(onError).not.toHaveBeenCalled();
  });

  it('public area endpoint; numeric ids', async () => {
    const { http, sent } = fakeServer(json({ incidentId: 7 }));
    expect(await sendIncidentReport(http, buildIncidentReport(new Error('x'), context), { publicArea: true })).toBe('7');
    expect(sent[0]?.url).toBe('http://h/portalbl/svc/public/incident');
    expect(sent[0]?.headers.has(INCIDENT_TRACE_HEADER)).toBe(false);
  });

  it('on 413 sends again with reduced detail', async () => {
    const { http, sent, onError } = fakeServer(json({ message: 'too large' }, 413), json({ incidentId: 'INC-43' }));
    expect(await sendIncidentReport(http, buildIncidentReport(httpError(), context))).toBe('INC-43');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toMatchObject({ reduced: false });
    expect(sent[1]?.body).toMatchObject({ reduced: true });
    expect(sent[1]?.body).not.toHaveProperty('requestBody');
    // The failed first attempt is a background call: no error dialog about the error dialog.
    expect(onError).toHaveBeenCalledWith(expect.any(HttpError), true, expect.objectContaining({ background: true }));
  });

  it('a report of a huge failure goes over the server limit (413), and the one sent again is reduced and fits it', async () => {
    // The failure as the client meets it: three-byte characters make the clipped bodies, message and reasons exceed 64 kB.
    const failing = createHttpClient({
      baseUrl: 'http://h/portalbl/svc',
      getLanguage: () => 'sk',
      retryDelaysMs: [],
      fetch: (async () => json({ message: 'Veľká chyba', hints: { reasons: ['€'.repeat(3000)] }, detail: '€'.repeat(100_000) }, 500)) as unknown as typeof fetch,
    });
    const error = await failing.get('/portal/zmluvy/technologia/').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    // A server that measures the body as the real one does: bytes, not characters.
    const posted: { bytes: number; report: IncidentReport }[] = [];
    const http = createHttpClient({
      baseUrl: 'http://h/portalbl/svc',
      getLanguage: () => 'sk',
      retryDelaysMs: [],
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        const body = String(init?.body);
        const bytes = new TextEncoder().encode(body).length;
        posted.push({ bytes, report: JSON.parse(body) as IncidentReport });
        return bytes > INCIDENT_LIMIT ? json({ message: 'Request body is too large' }, 413) : json({ incidentId: 'INC-44' });
      }) as unknown as typeof fetch,
    });
    expect(await sendIncidentReport(http, buildIncidentReport(error, context))).toBe('INC-44');
    expect(posted.map((p) => p.report.reduced)).toEqual([false, true]);
    expect(posted[0]?.bytes).toBeGreaterThan(INCIDENT_LIMIT);
    expect(posted[1]?.bytes).toBeLessThanOrEqual(INCIDENT_LIMIT);
    // Still the same failure, only with less detail.
    expect(posted[1]?.report).toMatchObject({ kind: 'http', status: 500, correlationId: posted[0]?.report.correlationId });
  });

  it('rejects when the server fails or answers without an id', async () => {
    const a = fakeServer(json({ message: 'no' }, 500));
    await expect(sendIncidentReport(a.http, buildIncidentReport(new Error('x'), context))).rejects.toBeInstanceOf(HttpError);
    const b = fakeServer(json({}));
    await expect(sendIncidentReport(b.http, buildIncidentReport(new Error('x'), context))).rejects.toThrow('incidentId');
    const c = fakeServer(json({ message: 'big' }, 413), json({ message: 'still big' }, 413));
    await expect(sendIncidentReport(c.http, buildIncidentReport(new Error('x'), context))).rejects.toMatchObject({ status: 413 });
    expect(c.sent).toHaveLength(2);
  });
});
