import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { listQuery, rql } from '../rql';
import { createHttpClient } from './client';
import type { HttpClientOptions } from './types';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Responder = Response | Error | ((sent: Sent) => Response | Error);

/** A fetch that answers from a queue and records what was sent. */
function fakeFetch(...responders: Responder[]) {
  const sent: Sent[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Sent = { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body };
    sent.push(call);
    if (init?.signal?.aborted) throw init.signal.reason;
    const next = responders.shift();
    if (next === undefined) throw new Error('unexpected fetch');
    const result = typeof next === 'function' ? next(call) : next;
    if (result instanceof Error) throw result;
    return result;
  });
  return { fn: fn as unknown as typeof fetch, sent };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function client(fetchFn: typeof fetch, extra: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ baseUrl: 'http://api.test/portalbl/svc/', getLanguage: () => 'sk', fetch: fetchFn, retryDelaysMs: [0, 0, 0], ...extra });
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('headers', () => {
  it('sends the standard headers on every call', async () => {
    const f = fakeFetch(json({ a: 1 }), json({ a: 2 }));
    const c = client(f.fn, { getAccessToken: async () => 'tok', getTenant: () => 7, getLanguage: () => 'en' });
    const res = await c.get<{ a: number }>('/environment/info');
    await c.get('environment/info', { query: 'limit(1,0)' });
    expect(res).toMatchObject({ status: 200, data: { a: 1 } });
    const [first, second] = f.sent as [Sent, Sent];
    expect(first.url).toBe('http://api.test/portalbl/svc/environment/info');
    expect(second.url).toBe('http://api.test/portalbl/svc/environment/info?limit(1,0)');
    expect(first.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(first.headers.get('X-Language')).toBe('en');
    expect(first.headers.get('X-Tenant')).toBe('7');
    expect(first.headers.get('Authorization')).toBe('Bearer tok');
    expect(first.headers.get('X-Correlation-ID')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.headers.get('X-Correlation-ID')).not.toBe(first.headers.get('X-Correlation-ID'));
    expect(Number(second.headers.get('X-Client-Call-ID'))).toBeGreaterThan(Number(first.headers.get('X-Client-Call-ID')));
    expect(Number.isNaN(Date.parse(first.headers.get('X-Client-Time') ?? ''))).toBe(false);
    expect(first.headers.get('Content-Type')).toBeNull();
  });

  it('every kind of call and every attempt carries all five of our headers', async () => {
    const f = fakeFetch(
      json({}), // get
      json({}), // post
      json({}), // put
      json({}), // delete
      json([]), // list
      json({ content: [], page: { totalElements: 0 } }), // listSpring
      new Response('pdf', { status: 200, headers: { 'Content-Type': 'application/pdf' } }), // download
      json({}), // upload
      json({}, 201, { Location: '/portalbl/svc/x/1' }), // create…
      json({ id: 1 }), // …and the read of its Location
      new Response('', { status: 503 }), // a retried GET: the failed attempt…
      json({}), // …and the next
    );
    const c = client(f.fn);
    await c.get('/x');
    await c.post('/x', { a: 1 });
    await c.request('PUT', '/x/1', { body: { a: 2 } });
    await c.delete('/x/1');
    await c.list('/x/', listQuery({ page: 0, size: 10 }));
    await c.listSpring('/y', { page: 0, size: 10 });
    await c.download('/x/1/pdf');
    await c.upload('/dms/document', new Blob(['x']));
    await c.post('/x', { a: 3 });
    await c.get('/x');
    expect(f.sent).toHaveLength(12);
    for (const sent of f.sent) {
      for (const name of ['X-Correlation-ID', 'X-Requested-With', 'X-Client-Time', 'X-Client-Call-ID', 'X-Language']) {
        expect(sent.headers.get(name), `${name} on ${sent.method} ${sent.url}`).toBeTruthy();
      }
    }
  });

  it('omits tenant and authorization when unknown; caller headers override', async () => {
    const f = fakeFetch(json({}), json({}));
    const c = client(f.fn, { getAccessToken: () => undefined, getTenant: () => undefined });
    await c.get('/x');
    await c.post('/portal/iam/set-tenant', undefined, { headers: { 'X-Tenant': '12' } });
    const [first, second] = f.sent as [Sent, Sent];
    expect(first.headers.has('X-Tenant')).toBe(false);
    expect(first.headers.has('Authorization')).toBe(false);
    expect(second.headers.get('X-Tenant')).toBe('12');
    expect(second.body).toBeUndefined();
    // A POST without body still says JSON.
    expect(second.headers.get('Content-Type')).toBe('application/json');
  });

  it('JSON bodies are serialised; FormData passes through', async () => {
    const f = fakeFetch(json({}), json({}));
    const c = client(f.fn);
    await c.post('/x', { nazov: 'Solár' });
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.txt');
    await c.post('/dms/document', form);
    const [first, second] = f.sent as [Sent, Sent];
    expect(first.body).toBe('{"nazov":"Solár"}');
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(second.body).toBe(form);
    expect(second.headers.get('Content-Type')).toBeNull();
  });
});

describe('responses', () => {
  it('empty body gives undefined; 204 too', async () => {
    const f = fakeFetch(new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }), new Response(null, { status: 204 }));
    const c = client(f.fn);
    expect((await c.get('/a')).data).toBeUndefined();
    const del = await c.delete('/a/1');
    expect(del.status).toBe(204);
    expect(del.data).toBeUndefined();
  });

  it('a non-JSON body is an HttpError', async () => {
    const onError = vi.fn();
    const f = fakeFetch(new Response('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const e = await failure(client(f.fn, { onError }).get('/a'));
    expect(e.message).toBe('Response is not valid JSON');
    expect(e.status).toBe(200);
    expect(onError).toHaveBeenCalledWith(e, false, expect.objectContaining({ background: undefined }));
  });

  it('text and blob response types', async () => {
    const f = fakeFetch(new Response('hello', { status: 200 }), new Response('bin', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const c = client(f.fn);
    expect((await c.get<string>('/t', { responseType: 'text' })).data).toBe('hello');
    const blob = (await c.get<Blob>('/b', { responseType: 'blob' })).data;
    expect(await blob.text()).toBe('bin');
  });

  it('error bodies become HttpError with reasons and userError', async () => {
    const onError = vi.fn();
    const body = { message: 'Invalid', hints: { reasons: ['kod: too short', 'nazov: required'], userError: true } };
    const f = fakeFetch(json(body, 400));
    const e = await failure(client(f.fn, { onError }).post('/t', { kod: 'A' }, { background: true }));
    expect(e).toMatchObject({ method: 'POST', url: 'http://api.test/portalbl/svc/t', status: 400, requestBody: { kod: 'A' }, responseBody: body, userError: true });
    expect(e.message).toBe('kod: too short\nnazov: required');
    expect(e.reasons).toEqual(['kod: too short', 'nazov: required']);
    expect(onError).toHaveBeenCalledWith(e, true, expect.objectContaining({ background: true }));
  });

  it('non-JSON error text falls back to the generic message', async () => {
    const f = fakeFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    const e = await failure(client(f.fn).delete('/t/1'));
    expect(e.message).toBe('Chyba pri komunikácii so serverom (500 - Internal Server Error)');
    expect(e.responseBody).toBe('boom');
  });

  it('keeps response headers on errors (WWW-Authenticate)', async () => {
    const f = fakeFetch(new Response('', { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="client certificate"' } }));
    const e = await failure(client(f.fn).get('/t'));
    expect(e.status).toBe(401);
    expect(e.headers?.get('WWW-Authenticate')).toContain('certificate');
  });
});

describe('201 Created', () => {
  it('follows a relative Location on the base origin and keeps status 201', async () => {
    const f = fakeFetch(
      json({ ignored: true }, 201, { Location: '/portalbl/svc/portal/zmluvy/technologia/5' }),
      json({ idTechnologia: 5 }, 200, { 'X-From': 'get' }),
    );
    const res = await client(f.fn).post('/portal/zmluvy/technologia/', { kod: 'SOLAR' });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ idTechnologia: 5 });
    expect(res.headers.get('X-From')).toBe('get');
    expect(f.sent[1]).toMatchObject({ method: 'GET', url: 'http://api.test/portalbl/svc/portal/zmluvy/technologia/5', body: undefined });
    expect(f.sent[1]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('follows an absolute Location', async () => {
    const f = fakeFetch(new Response(null, { status: 201, headers: { Location: 'http://other.test/x/1' } }), json({ id: 1 }));
    await client(f.fn).post('/x', { a: 1 });
    expect(f.sent[1]?.url).toBe('http://other.test/x/1');
  });

  it('a missing Location is an error', async () => {
    const f = fakeFetch(json({}, 201));
    const e = await failure(client(f.fn).post('/x', { a: 1 }));
    expect(e.message).toBe('Location header is missing in 201 response');
    expect(e.status).toBe(201);
  });
});

describe('server time', () => {
  it('reads the Date header into an offset', async () => {
    const onServerTime = vi.fn();
    const future = new Date(Date.now() + 3_600_000).toUTCString();
    const f = fakeFetch(json({}, 200, { Date: future }));
    const c = client(f.fn, { onServerTime });
    expect(c.serverTimeOffsetMs()).toBe(0);
    await c.get('/x');
    expect(c.serverTimeOffsetMs()).toBeGreaterThan(3_598_000);
    expect(c.serverTimeOffsetMs()).toBeLessThan(3_601_000);
    expect(onServerTime).toHaveBeenCalledWith(c.serverTimeOffsetMs());
  });
});

describe('retries', () => {
  it('GET retries on 502/503/504 and network errors, then succeeds', async () => {
    const f = fakeFetch(new Response('', { status: 503 }), new TypeError('fetch failed'), new Response('', { status: 504 }), json({ ok: true }));
    const res = await client(f.fn).get('/x');
    expect(res.data).toEqual({ ok: true });
    expect(f.sent).toHaveLength(4);
    // One logical call: same correlation id on every attempt.
    expect(new Set(f.sent.map((s) => s.headers.get('X-Correlation-ID'))).size).toBe(1);
  });

  it('gives up after the last delay with the last response', async () => {
    const f = fakeFetch(...Array.from({ length: 4 }, () => new Response('', { status: 502, statusText: 'Bad Gateway' })));
    const e = await failure(client(f.fn).get('/x'));
    expect(e.status).toBe(502);
    expect(f.sent).toHaveLength(4);
  });

  it('network failure after all retries is status 0', async () => {
    const f = fakeFetch(...Array.from({ length: 4 }, () => new TypeError('fetch failed')));
    const e = await failure(client(f.fn).post('/x', { a: 1 }));
    expect(e.status).toBe(0);
    expect(e.message).toContain('(0 - Network error)');
    expect(f.sent).toHaveLength(4);
  });

  it('POST is not retried on 503, but is on a network failure', async () => {
    const f1 = fakeFetch(new Response('', { status: 503 }));
    await failure(client(f1.fn).post('/x', { a: 1 }));
    expect(f1.sent).toHaveLength(1);
    const f2 = fakeFetch(new TypeError('fetch failed'), json({ ok: 1 }));
    expect((await client(f2.fn).post('/x', { a: 1 })).data).toEqual({ ok: 1 });
    expect(f2.sent).toHaveLength(2);
  });

  it('a POST retried after a lost answer resends the same correlation id and client call id (the server replays by them)', async () => {
    const f = fakeFetch(new TypeError('fetch failed'), new TypeError('fetch failed'), json({ id: 1 }), json({ id: 2 }));
    const c = client(f.fn);
    await c.post('/x', { a: 1 });
    await c.post('/x', { a: 1 });
    const ids = f.sent.map((s) => `${s.headers.get('X-Correlation-ID')} ${s.headers.get('X-Client-Call-ID')}`);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36} \d+$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    // The next call is another call: new ids.
    expect(f.sent[3]?.headers.get('X-Correlation-ID')).not.toBe(f.sent[0]?.headers.get('X-Correlation-ID'));
    expect(f.sent[3]?.headers.get('X-Client-Call-ID')).not.toBe(f.sent[0]?.headers.get('X-Client-Call-ID'));
  });

  it('4xx is never retried', async () => {
    const f = fakeFetch(json({ message: 'nope' }, 404));
    const e = await failure(client(f.fn).get('/x'));
    expect(e.message).toBe('nope');
    expect(f.sent).toHaveLength(1);
  });

  it('waits 0, 300 and 1000 ms by default', async () => {
    vi.useFakeTimers();
    const f = fakeFetch(...Array.from({ length: 3 }, () => new Response('', { status: 503 })), json({ ok: 1 }));
    const c = createHttpClient({ baseUrl: 'http://api.test', getLanguage: () => 'sk', fetch: f.fn });
    const pending = c.get('/x');
    await vi.advanceTimersByTimeAsync(0);
    expect(f.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(299);
    expect(f.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(f.sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).data).toEqual({ ok: 1 });
  });

  it('an abort is passed through, not retried and not reported', async () => {
    const onError = vi.fn();
    const controller = new AbortController();
    controller.abort(new DOMException('stop', 'AbortError'));
    const f = fakeFetch(json({}));
    await expect(client(f.fn, { onError }).get('/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(f.sent).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('an abort while the body is read is a cancellation, not an empty answer (no shape error reported)', async () => {
    const onError = vi.fn();
    const controller = new AbortController();
    // The body's reading fails the way fetch's does once the call is cancelled.
    const body = new ReadableStream(
      {
        pull(stream) {
          controller.abort(new DOMException('stop', 'AbortError'));
          stream.error(new DOMException('stop', 'AbortError'));
        },
      },
      { highWaterMark: 0 }, // pulled only when read, not on creation
    );
    const f = fakeFetch(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(client(f.fn, { onError }).list('/x/', listQuery({ page: 0, size: 10 }), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('schema check', () => {
  it('stops an invalid body before sending', async () => {
    const f = fakeFetch();
    const getRequestSchema = vi.fn(async () => ({ type: 'object' }));
    const onError = vi.fn();
    const c = client(f.fn, { getRequestSchema, validateBody: () => ['kod: must match pattern'], onError });
    const e = await failure(c.post('/portal/zmluvy/technologia/', { kod: 'x' }));
    expect(e.status).toBe(0);
    expect(e.message).toBe('Request payload is invalid according to JSON Schema');
    expect(e.reasons).toEqual(['kod: must match pattern']);
    expect(getRequestSchema).toHaveBeenCalledWith('/portal/zmluvy/technologia/', 'POST');
    expect(f.sent).toHaveLength(0);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('sends a valid body; skips without body, on GET, with skipSchemaCheck or without schema', async () => {
    const f = fakeFetch(json({}), json({}), json({}), json({}), json({}));
    const validateBody = vi.fn((_schema: object, body: unknown) => ((body as { bad?: boolean }).bad ? ['bad'] : []));
    const getRequestSchema = vi.fn(async (path: string) => (path === '/none' ? undefined : {}));
    const c = client(f.fn, { getRequestSchema, validateBody });
    await c.post('/x', { bad: false });
    await c.post('/x');
    await c.get('/x');
    await c.post('/x', { bad: true }, { skipSchemaCheck: true });
    await c.post('/none', { bad: true });
    expect(f.sent).toHaveLength(5);
    expect(validateBody).toHaveBeenCalledTimes(1);
  });
});

describe('list', () => {
  it('formats the query and reads the total', async () => {
    const f = fakeFetch(json([{ id: 1 }, { id: 2 }], 200, { 'Content-Range': 'items 0-1/34' }));
    const q = listQuery({ filter: rql.contains('nazov', 'sol'), page: 0, size: 2, count: true });
    const res = await client(f.fn).list<{ id: number }>('/portal/zmluvy/technologia/', q);
    expect(f.sent[0]?.url).toBe('http://api.test/portalbl/svc/portal/zmluvy/technologia/?like(nazov,*sol*)&limit(2,0)&count()');
    expect(res).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 34, hasMore: true });
  });

  it('extra row mode trims and reports hasMore', async () => {
    const f = fakeFetch(json([1, 2, 3], 200, { 'Content-Range': 'items 0-2/*' }), json([1, 2]));
    const c = client(f.fn);
    const q = listQuery({ page: 0, size: 2, extraRow: true });
    expect(await c.list('/x', q, { extraRow: true })).toEqual({ rows: [1, 2], hasMore: true });
    expect(await c.list('/x', q, { extraRow: true })).toEqual({ rows: [1, 2], hasMore: false });
  });

  it('last page by total', async () => {
    const f = fakeFetch(json([1], 200, { 'Content-Range': 'items 10-10/11' }));
    expect(await client(f.fn).list('/x', listQuery({ page: 1, size: 10, count: true }))).toEqual({ rows: [1], total: 11, hasMore: false });
  });

  it('reads "more than N" when the server stopped counting; next stays open, no total', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    const f = fakeFetch(json(rows, 200, { 'Content-Range': 'items 0-24/*', 'X-Total-More-Than': '10000' }), json(rows, 200, { 'Content-Range': 'items 0-24/*', 'X-Total-More-Than': 'many' }));
    const c = client(f.fn);
    const q = listQuery({ page: 0, size: 25, count: true });
    expect(await c.list('/x', q)).toEqual({ rows, totalMoreThan: 10000, hasMore: true });
    // A bound that is no number is ignored.
    expect(await c.list('/x', q)).toEqual({ rows, hasMore: true });
  });

  it('a non-array answer is an error', async () => {
    const onError = vi.fn();
    const f = fakeFetch(json({ rows: [] }));
    const e = await failure(client(f.fn, { onError }).list('/x', listQuery({ page: 0, size: 10 })));
    expect(e.message).toContain('JSON array');
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('error handling options', () => {
  it('passes the caller switches to onError', async () => {
    const onError = vi.fn();
    const handles = () => true;
    const f = fakeFetch(json({ message: 'x' }, 400), json({ message: 'y' }, 401));
    const c = client(f.fn, { onError });
    const e1 = await failure(c.post('/a', { a: 1 }, { callerHandles: 'explained', badRequestIsWarning: true }));
    const e2 = await failure(c.get('/b', { callerHandles: handles, skipAuthRedirect: true }));
    expect(onError).toHaveBeenNthCalledWith(1, e1, false, { background: undefined, callerHandles: 'explained', skipAuthRedirect: undefined, badRequestIsWarning: true });
    expect(onError).toHaveBeenNthCalledWith(2, e2, false, { background: undefined, callerHandles: handles, skipAuthRedirect: true, badRequestIsWarning: undefined });
  });

  it('errors carry the correlation id the call was sent with', async () => {
    const f = fakeFetch(json({ message: 'x' }, 500));
    const e = await failure(client(f.fn).get('/a'));
    expect(e.correlationId).toBe(f.sent[0]?.headers.get('X-Correlation-ID'));
  });

  it('a blob call that fails reads its body as text and parses the JSON', async () => {
    const body = { message: 'Dokument neexistuje', hints: { reasons: ['dmsId 7'] } };
    const f = fakeFetch(new Response(new Blob([JSON.stringify(body)], { type: 'application/json' }), { status: 404 }));
    const e = await failure(client(f.fn).get('/dms/document/7/content/download', { responseType: 'blob' }));
    expect(e.responseBody).toEqual(body);
    expect(e.message).toBe('dmsId 7');
  });

  it('retry: false sends once even after a network failure', async () => {
    const f = fakeFetch(new TypeError('fetch failed'));
    const e = await failure(client(f.fn).get('/x', { retry: false }));
    expect(e.status).toBe(0);
    expect(f.sent).toHaveLength(1);
  });

  it('DELETE and PUT are not retried on 503 (only safe methods are)', async () => {
    const f = fakeFetch(new Response('', { status: 503 }), new Response('', { status: 503 }), new Response('', { status: 503 }), json({}));
    const c = client(f.fn);
    expect((await failure(c.delete('/x/1'))).status).toBe(503);
    expect((await failure(c.request('PUT', '/x/1', { body: { a: 1 } }))).status).toBe(503);
    expect(f.sent).toHaveLength(2);
    // HEAD and OPTIONS are safe.
    await c.request('OPTIONS', '/x');
    expect(f.sent).toHaveLength(4);
  });
});

describe('download', () => {
  it('returns the blob, the name from Content-Disposition and the type', async () => {
    const f = fakeFetch(
      new Response('PDF', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="zmluva.pdf"; filename*=UTF-8''Zmluva%20%C4%8D.%201.pdf` },
      }),
    );
    const res = await client(f.fn).download('/dms/document/5/content/download');
    expect(res.fileName).toBe('Zmluva č. 1.pdf');
    expect(res.contentType).toBe('application/pdf');
    expect(await res.blob.text()).toBe('PDF');
    expect(f.sent[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('falls back to the URL segment, then to "download"', async () => {
    const f = fakeFetch(new Response('a', { status: 200 }), new Response('b', { status: 200 }));
    const c = client(f.fn);
    expect((await c.download('/public/files/cennik%202025.xlsx')).fileName).toBe('cennik 2025.xlsx');
    const second = await c.download('/dms/document/5/content/download');
    expect(second.fileName).toBe('download');
    expect(second.contentType).toMatch(/^(text\/plain|application\/octet-stream)/);
  });
});

describe('upload', () => {
  it('sends a file as multipart field "file" with extra fields and no JSON content type', async () => {
    const f = fakeFetch(json({ dmsId: 'abc' }));
    const file = new File(['hello'], 'návrh.pdf', { type: 'application/pdf' });
    const res = await client(f.fn).upload<{ dmsId: string }>('/dms/document', file, { typDokumentu: 'ZMLUVA', verzia: 2, empty: undefined });
    expect(res.data).toEqual({ dmsId: 'abc' });
    const sent = f.sent[0] as Sent;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Content-Type')).toBeNull();
    const form = sent.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const sentFile = form.get('file') as File;
    expect(sentFile.name).toBe('návrh.pdf');
    expect(await sentFile.text()).toBe('hello');
    expect(form.get('typDokumentu')).toBe('ZMLUVA');
    expect(form.get('verzia')).toBe('2');
    expect(form.has('empty')).toBe(false);
  });

  it('a ready FormData passes through; a 413 is an HttpError', async () => {
    const f = fakeFetch(json({ message: 'Súbor je príliš veľký' }, 413));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    const e = await failure(client(f.fn).upload('/public/dms/document', form));
    expect(e.status).toBe(413);
    expect(e.message).toBe('Súbor je príliš veľký');
    expect(f.sent[0]?.body).toBe(form);
    expect(f.sent).toHaveLength(1);
  });
});

describe('listSpring', () => {
  it('sends page, size and sort; reads content and page.totalElements', async () => {
    const f = fakeFetch(json({ content: [{ id: 1 }, { id: 2 }], page: { size: 2, number: 1, totalElements: 5, totalPages: 3 } }));
    const res = await client(f.fn).listSpring<{ id: number }>('/portal/news/', { page: 1, size: 2, sort: [{ field: 'datOd', dir: 'desc' }], params: { nazov: 'a&b' } });
    expect(f.sent[0]?.url).toBe('http://api.test/portalbl/svc/portal/news/?page=1&size=2&sort=datOd,desc&nazov=a%26b');
    expect(res).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 5, hasMore: true });
  });

  it('last page by total; flat totalElements; no total means a full page may continue', async () => {
    const f = fakeFetch(json({ content: [1], page: { totalElements: 5 } }), json({ content: [1, 2], totalElements: 2 }), json({ content: [1, 2] }));
    const c = client(f.fn);
    expect(await c.listSpring('/x', { page: 2, size: 2 })).toEqual({ rows: [1], total: 5, hasMore: false });
    expect(await c.listSpring('/x', { page: 0, size: 2 })).toEqual({ rows: [1, 2], total: 2, hasMore: false });
    expect(await c.listSpring('/x', { page: 0, size: 2 })).toEqual({ rows: [1, 2], hasMore: true });
  });

  it('a body that is not a page is a reported error', async () => {
    const onError = vi.fn();
    const f = fakeFetch(json([1, 2]));
    const e = await failure(client(f.fn, { onError }).listSpring('/x', { page: 0, size: 2 }, { background: true }));
    expect(e.message).toContain('page');
    expect(onError).toHaveBeenCalledWith(e, true, expect.objectContaining({ background: true }));
  });
});

describe('followLocation: false', () => {
  it('reads the 201 body as it is', async () => {
    const f = fakeFetch(json({ incidentId: 'INC-1' }, 201));
    const res = await client(f.fn).post<{ incidentId: string }>('/portal/incident', { a: 1 }, { followLocation: false });
    expect(res).toMatchObject({ status: 201, data: { incidentId: 'INC-1' } });
    expect(f.sent).toHaveLength(1);
  });
});
