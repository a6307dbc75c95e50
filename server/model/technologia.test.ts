import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

// The technology's record action `invalidate` end to end through the generic action router.

const BASE = '/portalbl/svc/portal/zmluvy/technologia/';

let server: TestServer;
// The technology list is shared: the operator's code-book staff (core) change it.
let operator: string;
let visitor: string;
let id: number;

const post = (url: string, payload: unknown, token = operator) =>
  server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'application/json' }), payload: JSON.stringify(payload) });
const get = (url: string, token = operator) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  server = await startTestServer();
  operator = (await loginWithPassword(server.app, 'operator')).access_token;
  visitor = (await loginWithPassword(server.app, 'visitor')).access_token;
  const created = await post(BASE, {
    kod: 'VTE_AKCIA',
    nazov: 'Veterná elektráreň Cerová',
    popis: null,
    kategoria: 'VIETOR',
    stav: 'AKTIVNA',
    obnovitelna: true,
    ucinnost: 0.41,
    platnostOd: '2024-03-01',
    platnostDo: null,
  });
  expect(created.statusCode).toBe(201);
  id = created.json<{ idTechnologia: number }>().idTechnologia;
});

afterAll(async () => {
  await server.close();
});

describe('technologia invalidate', () => {
  it('serves the body schema', async () => {
    const res = await get(`${BASE}${id}/invalidate/schema/post/request`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ required: string[] }>().required).toEqual(['platnostDo']);
  });

  it('refuses a user without the write token', async () => {
    const res = await post(`${BASE}${id}/invalidate`, { platnostDo: '2025-01-01' }, visitor);
    expect(res.statusCode).toBe(403);
  });

  it('refuses a missing date and a date before the validity starts, with the field named', async () => {
    expect((await post(`${BASE}${id}/invalidate`, {})).statusCode).toBe(400);
    const res = await post(`${BASE}${id}/invalidate`, { platnostDo: '2024-02-28' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ hints: { reasons: string[] } }>().hints.reasons.join(' ')).toContain('platnostDo');
    const stored = (await get(`${BASE}${id}`)).json<{ stav: string }>();
    expect(stored.stav).toBe('AKTIVNA');
  });

  it('ends the validity, records the change in the history and refuses a second run', async () => {
    const res = await post(`${BASE}${id}/invalidate`, { platnostDo: '2025-06-30' });
    expect(res.statusCode).toBe(200);
    const stored = (await get(`${BASE}${id}`)).json<{ stav: string; platnostDo: string; verzia: number }>();
    expect(stored).toMatchObject({ stav: 'NEAKTIVNA', platnostDo: '2025-06-30', verzia: 2 });
    const history = (await get(`${BASE}${id}/history`)).json<{ akcia: string; zmenil: string; zmeny: { field: string; to: unknown }[] }[]>();
    expect(history[0]?.akcia).toBe('UPDATE');
    expect(history[0]?.zmenil).toBe('operator');
    expect(history[0]?.zmeny.map((z) => z.field).sort()).toEqual(['platnostDo', 'stav']);
    const again = await post(`${BASE}${id}/invalidate`, { platnostDo: '2025-07-01' });
    expect(again.statusCode).toBe(400);
  });

  it('answers 404 for a missing record', async () => {
    expect((await post(`${BASE}999999/invalidate`, { platnostDo: '2025-06-30' })).statusCode).toBe(404);
  });
});
