// Shared code lists (rows not owned by one participant) are read by portal users and written only
// by the operator's core roles: a producer could once create, rename and delete technologies that
// every participant and the operator see (issue 16, hole 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_ROLES, ROLE_TOKENS, SHARED_LIST_WRITE } from '../auth/roles';
import { ENTITIES } from '../model';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'supplier', 'demo', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
});

afterAll(async () => {
  await server.close();
});

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, user: string, payload?: unknown) =>
  server.app.inject({
    method,
    url: `${API}${url}`,
    headers: bearer(tokens[user] as string, { 'content-type': 'application/json' }),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const PORTAL_ROLES = Object.keys(ROLE_TOKENS).filter((role) => !CORE_ROLES.includes(role));
const portalTokens = new Set(PORTAL_ROLES.flatMap((role) => ROLE_TOKENS[role] ?? []));

describe('the shared-list rule', () => {
  it('gives no portal role the write token of any writable list that no participant owns', () => {
    const shared = ENTITIES.filter((e) => !e.readOnly && e.tenantField === undefined && e.userField === undefined);
    expect(shared.map((e) => e.name)).toEqual(expect.arrayContaining(['technologia', 'technologia-parameter']));
    for (const entity of shared) {
      expect(portalTokens.has(entity.tokens.write), `${entity.name} write ${entity.tokens.write}`).toBe(false);
      expect(portalTokens.has(entity.tokens.create), `${entity.name} create ${entity.tokens.create}`).toBe(false);
    }
    expect(portalTokens.has(SHARED_LIST_WRITE)).toBe(false);
  });
});

const TECHNOLOGY = {
  kod: 'SHARED_RULE',
  nazov: 'Prietoková vodná elektráreň',
  popis: null,
  kategoria: 'VODA',
  stav: 'AKTIVNA',
  obnovitelna: true,
  ucinnost: 0.88,
  platnostOd: '2024-01-01',
  platnostDo: null,
};

describe('technologia', () => {
  const BASE = '/portal/zmluvy/technologia/';
  let id: number;

  it('lets the operator create, rename and delete a technology', async () => {
    const created = await send('POST', BASE, 'operator', TECHNOLOGY);
    expect(created.statusCode).toBe(201);
    id = created.json<{ idTechnologia: number }>().idTechnologia;
    const renamed = await send('POST', `${BASE}${id}`, 'operator', { ...TECHNOLOGY, nazov: 'Malá vodná elektráreň', verzia: 1 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ nazov: string }>().nazov).toBe('Malá vodná elektráreň');
  });

  it.each(['producer', 'supplier', 'demo'])('lets %s read the list and a row but refuses every change with 403', async (user) => {
    const list = await send('GET', `${BASE}?eq(kod,SHARED_RULE)&count()`, user);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ kod: string }[]>().map((r) => r.kod)).toEqual(['SHARED_RULE']);
    expect(list.headers['content-range']).toMatch(/\/1$/);
    expect((await send('GET', `${BASE}${id}`, user)).statusCode).toBe(200);
    const refused = [
      await send('POST', BASE, user, { ...TECHNOLOGY, kod: 'PORTAL_NEW' }),
      await send('POST', `${BASE}${id}`, user, { ...TECHNOLOGY, nazov: 'Premenovaná', verzia: 2 }),
      await send('POST', `${BASE}${id}/invalidate`, user, { platnostDo: '2025-01-01' }),
      await send('DELETE', `${BASE}${id}`, user),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(refused[0]?.json<{ hints: { reasons: string[] } }>().hints.reasons).toEqual([`Missing permission ${SHARED_LIST_WRITE}`]);
    const stored = (await send('GET', `${BASE}${id}`, 'operator')).json<{ nazov: string; stav: string; verzia: number }>();
    expect(stored).toMatchObject({ nazov: 'Malá vodná elektráreň', stav: 'AKTIVNA', verzia: 2 });
  });

  it('lets the operator delete it', async () => {
    expect((await send('DELETE', `${BASE}${id}`, 'operator')).statusCode).toBe(204);
    expect((await send('GET', `${BASE}${id}`, 'producer')).statusCode).toBe(404);
  });
});

describe('technologia-parameter', () => {
  const BASE = '/portal/zmluvy/technologia-parameter/';
  let technology: number;
  let id: number;

  beforeAll(async () => {
    const { rows } = await server.db.query<{ id: number }>('SELECT min(id_technologia)::int AS id FROM technologia');
    technology = rows[0]?.id as number;
  });

  const PARAMETER = { kod: 'SHARED_P', nazov: 'Menovitý výkon turbíny', hodnota: 1250, jednotka: 'kW' };

  it('lets the operator create and change a parameter', async () => {
    const created = await send('POST', BASE, 'operator', { ...PARAMETER, idTechnologia: technology });
    expect(created.statusCode).toBe(201);
    id = created.json<{ idTechnologiaParameter: number }>().idTechnologiaParameter;
    const changed = await send('POST', `${BASE}${id}`, 'operator', { ...PARAMETER, idTechnologia: technology, hodnota: 1300, verzia: 1 });
    expect(changed.statusCode).toBe(200);
  });

  it('lets a producer read it but refuses create, update and delete with 403', async () => {
    expect((await send('GET', `${BASE}?eq(idTechnologia,${technology})`, 'producer')).statusCode).toBe(200);
    expect((await send('GET', `${BASE}${id}`, 'producer')).json<{ hodnota: number }>().hodnota).toBe(1300);
    const refused = [
      await send('POST', BASE, 'producer', { ...PARAMETER, kod: 'PORTAL_P', idTechnologia: technology }),
      await send('POST', `${BASE}${id}`, 'producer', { ...PARAMETER, idTechnologia: technology, hodnota: 1, verzia: 2 }),
      await send('DELETE', `${BASE}${id}`, 'producer'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect((await send('GET', `${BASE}${id}`, 'operator')).json<{ hodnota: number }>().hodnota).toBe(1300);
    expect((await send('DELETE', `${BASE}${id}`, 'operator')).statusCode).toBe(204);
  });
});

describe('code books', () => {
  const ADMIN = '/edc/ciselnik/edc/stat/';
  const ITEM = { kod: 'XK', nazov: 'Kosovo', nazovEn: 'Kosovo', poradie: 900, anoPlatny: true };

  it('lets a producer read a code book but refuses its administration with 403', async () => {
    const read = await send('GET', '/edc/enum/stat/?eq(kod,SK)', 'producer');
    expect(read.statusCode).toBe(200);
    expect(read.json<unknown[]>()).toHaveLength(1);
    expect((await send('GET', ADMIN, 'producer')).statusCode).toBe(403);
    expect((await send('POST', ADMIN, 'producer', ITEM)).statusCode).toBe(403);
  });

  it('lets the operator add an item that portal users then read', async () => {
    expect((await send('POST', ADMIN, 'operator', ITEM)).statusCode).toBe(201);
    expect((await send('GET', '/edc/enum/stat/?eq(kod,XK)', 'producer')).json<{ nazov: string }[]>().map((i) => i.nazov)).toEqual(['Kosovo']);
  });
});
