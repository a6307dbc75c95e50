import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentRange } from '../../../engine/core/rql/contentRange';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';

// The mailbox and rejected-requests screens' API: lists over RQL, one record, schemas, isolation.
const API = '/portalbl/svc';
let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const SOLAR = 'Solárny park Zlaté Moravce s.r.o.';
const ZSE = 'Západoslovenská energetika a.s.';

beforeAll(async () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'edc-dist-'));
  mkdirSync(path.join(distDir, 'portal', 'ui'), { recursive: true });
  writeFileSync(path.join(distDir, 'portal', 'ui', 'index.html'), '<script src="/assets/portal-AAAA.js"></script>');
  server = await startTestServer({ distDir });
  for (const user of ['visitor', 'producer', 'supplier', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  const { rows } = await server.db.query<{ id: number; nazov: string }>('SELECT id_ucastnik_trhu AS id, nazov FROM ucastnik_trhu');
  for (const r of rows) ids[r.nazov] = r.id;
});
afterAll(async () => server.close());

function call(method: 'GET' | 'POST', url: string, user: string, tenant?: number) {
  const headers = bearer(tokens[user] as string, {
    ...(tenant ? { 'x-tenant': String(tenant) } : {}),
    ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
  });
  return server.app.inject({ method, url: `${API}${url}`, headers });
}

describe('mailbox', () => {
  it('lists the own messages newest first and filters by state and day', async () => {
    const res = await call('GET', '/edc/schranky/schranka/?limit(50,0)', 'producer');
    const rows = res.json() as { datumPrijatia: string; stavKod: number }[];
    expect(rows.length).toBe(5);
    const times = rows.map((r) => new Date(r.datumPrijatia).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const unread = await call('GET', '/edc/schranky/schranka/?eq(stavKod,1)&limit(50,0)', 'producer');
    expect((unread.json() as { stavKod: number }[]).every((r) => r.stavKod === 1)).toBe(true);
    expect(parseContentRange(unread.headers['content-range'] as string)?.total).toBe(3);
    const future = await call('GET', '/edc/schranky/schranka/?ge(denPrijatia,2999-01-01)&limit(50,0)', 'producer');
    expect(future.json()).toEqual([]);
  });

  it("reads one message; another user's message is not found", async () => {
    const [first] = (await call('GET', '/edc/schranky/schranka/?limit(1,0)', 'supplier')).json() as { idSchranka: number }[];
    const id = (first as { idSchranka: number }).idSchranka;
    const own = await call('GET', `/edc/schranky/schranka/${id}`, 'supplier');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ idSchranka: id, text: expect.any(String) as string });
    const foreign = await call('GET', `/edc/schranky/schranka/${id}`, 'producer');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: expect.any(String) as string, hints: { reasons: expect.any(Array) as unknown[] } });
    // Nor can another user mark it read, and core staff, who see every participant's data, do not see a mailbox.
    const markedByOther = await call('POST', `/edc/schranky/schranka-readed/${id}`, 'producer');
    expect(markedByOther.statusCode).toBe(404);
    expect(markedByOther.json()).toHaveProperty('hints.reasons');
    expect((await call('GET', `/edc/schranky/schranka/${id}`, 'supplier')).json()).toMatchObject({ stavKod: own.json<{ stavKod: number }>().stavKod });
    expect((await call('GET', `/edc/schranky/schranka/${id}`, 'operator')).statusCode).toBe(404);
  });

  it('serves the schemas of the screens and rejects a bad id with JSON 400', async () => {
    const schema = await call('GET', '/edc/schranky/schranka/schema/post/request', 'producer');
    expect(schema.json()).toMatchObject({ properties: { predmet: { type: 'string' }, stavKod: { enum: [1, 2] } } });
    expect((await call('GET', '/edc/schranky/schranka/7/schema/post/request', 'producer')).statusCode).toBe(200);
    const bad = await call('GET', '/edc/schranky/schranka/abc', 'producer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('hints.reasons');
  });
});

describe('rejected requests through the generic router', () => {
  it('lists the current participant only, newest first, with the reason', async () => {
    const rows = (await call('GET', '/portal/common/zamietnutie-ziadosti/?limit(50,0)', 'producer', ids[SOLAR])).json() as { code: string; dovod: string; idUcastnikTrhu: number }[];
    expect(rows.map((r) => r.code).sort()).toEqual(['ZAM-0001', 'ZAM-0002', 'ZAM-0003']);
    expect(rows.every((r) => r.idUcastnikTrhu === ids[SOLAR] && r.dovod.length > 0)).toBe(true);
  });

  it("reads one by id; another participant's is 404, without the token 403", async () => {
    const [row] = (await call('GET', '/portal/common/zamietnutie-ziadosti/?eq(code,ZAM-0004)', 'supplier', ids[ZSE])).json() as { idZamietnutie: number }[];
    const id = (row as { idZamietnutie: number }).idZamietnutie;
    expect((await call('GET', `/portal/common/zamietnutie-ziadosti/${id}`, 'supplier', ids[ZSE])).json()).toMatchObject({ code: 'ZAM-0004', typZiadosti: 'SKUPINA_ZDIELANIA' });
    const foreign = await call('GET', `/portal/common/zamietnutie-ziadosti/${id}`, 'producer', ids[SOLAR]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toHaveProperty('hints.reasons');
    expect((await call('GET', `/portal/common/zamietnutie-ziadosti/${id}`, 'visitor')).statusCode).toBe(403);
    expect((await call('GET', '/portal/common/zamietnutie-ziadosti/schema/post/request', 'producer', ids[SOLAR])).json()).toMatchObject({ properties: { dovod: { type: 'string' } } });
  });

  it('drops the unread count at once when one is marked read', async () => {
    const count = async () => parseContentRange((await call('GET', '/portal/common/zamietnutie-ziadosti/?eq(unread,true)&count()', 'producer', ids[SOLAR])).headers['content-range'] as string)?.total;
    const before = await count();
    expect((await call('POST', '/portal/common/zamietnutie-ziadosti-readed/ZAM-0002', 'producer', ids[SOLAR])).statusCode).toBe(200);
    expect(await count()).toBe((before ?? 0) - 1);
  });
});
