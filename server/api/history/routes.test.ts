import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { technologia } from '../../model/technologia';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';
import { changesOf, type HistoryEntry } from './routes';

const BASE = '/portalbl/svc/portal/zmluvy/technologia/';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['operator', 'producer', 'visitor']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
});

afterAll(async () => {
  await server.close();
});

const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: bearer(tokens[user] as string, payload === undefined ? {} : { 'content-type': 'application/json' }),
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

const body = {
  kod: 'HIST_TEST',
  nazov: 'Pôvodný názov',
  popis: null,
  kategoria: 'SOLAR',
  stav: 'AKTIVNA',
  obnovitelna: true,
  ucinnost: 0.2,
  platnostOd: '2025-01-01',
  platnostDo: null,
};

describe('record history API', () => {
  it('records create, update and delete with author, time and changed fields, newest first', async () => {
    const row = (await call('operator', 'POST', BASE, body)).json<{ idTechnologia: number; verzia: number }>();
    const id = row.idTechnologia;
    expect((await call('operator', 'POST', `${BASE}${id}`, { ...body, ...row, nazov: 'Nový názov', ucinnost: 0.25 })).statusCode).toBe(200);
    // Saving the same values again changes nothing but the version: no entry.
    expect((await call('operator', 'POST', `${BASE}${id}`, { ...body, ...row, nazov: 'Nový názov', ucinnost: 0.25, verzia: 2 })).statusCode).toBe(200);

    const history = await call('producer', 'GET', `${BASE}${id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.headers['content-range']).toBe('items 0-1/2');
    const entries = history.json<HistoryEntry[]>();
    expect(entries.map((e) => [e.akcia, e.zmenil])).toEqual([
      ['UPDATE', 'operator'],
      ['CREATE', 'operator'],
    ]);
    expect(entries[0]?.zmeny).toEqual([
      { field: 'nazov', from: 'Pôvodný názov', to: 'Nový názov' },
      { field: 'ucinnost', from: 0.2, to: 0.25 },
    ]);
    expect(entries[1]?.zmeny).toContainEqual({ field: 'kod', from: null, to: 'HIST_TEST' });
    expect(entries[1]?.zmeny).toContainEqual({ field: 'platnostOd', from: null, to: '2025-01-01' });
    expect(entries[0]?.zmenene).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    expect((await call('operator', 'DELETE', `${BASE}${id}`)).statusCode).toBe(204);
    const afterDelete = (await call('producer', 'GET', `${BASE}${id}/history`)).json<HistoryEntry[]>();
    expect(afterDelete[0]).toMatchObject({ akcia: 'DELETE', zmenil: null });
    expect(afterDelete[0]?.zmeny).toContainEqual({ field: 'nazov', from: 'Nový názov', to: null });
  });

  it('is guarded by the entity read token and refuses a bad id with a 400 naming the field', async () => {
    expect((await call('visitor', 'GET', `${BASE}1/history`)).statusCode).toBe(403);
    const bad = await call('producer', 'GET', `${BASE}abc/history`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ hints: { reasons: string[] } }>().hints.reasons[0]).toContain('idTechnologia');
    const none = await call('producer', 'GET', `${BASE}999999/history`);
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('items */0');
  });

  it('shows only declared fields and leaves the version out', () => {
    const before = { id_technologia: 1, nazov: 'A', verzia: 1, nazov_fold: 'a' };
    const after = { id_technologia: 1, nazov: 'B', verzia: 2, nazov_fold: 'b' };
    expect(changesOf(technologia, before, after)).toEqual([{ field: 'nazov', from: 'A', to: 'B' }]);
  });
});
