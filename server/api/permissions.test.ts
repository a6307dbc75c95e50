// Every route of every declared entity checks its permission token in the guard: a caller
// without it gets 403 naming the token, whatever the route, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, type EntityDef } from '../model';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';

let server: TestServer;
let visitor: string;

beforeAll(async () => {
  server = await startTestServer();
  visitor = (await loginWithPassword(server.app, 'visitor')).access_token;
});

afterAll(async () => {
  await server.close();
});

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  token: string;
}

/** The routes of an entity and the token each needs (entities.ts registers the same). */
function calls(entity: EntityDef): Call[] {
  const id = entity.fields[entity.idField]?.type === 'string' ? 'producer' : '1';
  const { read, write, create } = entity.tokens;
  const base = `${API}${entity.path}`;
  const list: Call[] = [
    { method: 'GET', url: base, token: read },
    { method: 'GET', url: `${base}?like(nazov,*a*)&count()`, token: read },
    { method: 'GET', url: `${base}${id}`, token: read },
    { method: 'GET', url: `${base}schema/post/request`, token: read },
    { method: 'GET', url: `${base}${id}/schema/post/request`, token: read },
  ];
  if (entity.readOnly) return list;
  return [
    ...list,
    { method: 'POST', url: base, token: create },
    { method: 'POST', url: `${base}${id}`, token: write },
    { method: 'DELETE', url: `${base}${id}`, token: write },
  ];
}

async function rowCount(table: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

// Entities every logged-in user may read (empty read token, e.g. the own mailbox) have no token to miss.
const GUARDED = ENTITIES.filter((e) => e.tokens.read !== '');

describe('permission tokens', () => {
  // Unguarded: read-only lists limited to the caller's own rows, and the published FAQ, which every
  // logged-in user reads (its table is a view of the published items only).
  const OPEN_TO_EVERY_USER = ['faq-publikovana'];
  it('leaves only entities limited to the caller, or published to every user, without a token', () => {
    const open = ENTITIES.filter((e) => !GUARDED.includes(e));
    expect(open.every((e) => e.readOnly === true && (e.userField !== undefined || OPEN_TO_EVERY_USER.includes(e.name)))).toBe(true);
  });

  it.each(GUARDED.map((e) => [e.name, e] as const))('%s: every route answers 403 naming the missing token', async (_name, entity) => {
    const before = await rowCount(entity.table);
    for (const call of calls(entity)) {
      const res = await server.app.inject({
        method: call.method,
        url: call.url,
        headers: bearer(visitor, { 'content-type': 'application/json' }),
        ...(call.method === 'POST' ? { payload: '{}' } : {}),
      });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      const body = res.json<{ message: string; hints: { reasons: string[]; userRoles: string[] } }>();
      expect(body.hints.reasons, `${call.method} ${call.url}`).toEqual([`Missing permission ${call.token}`]);
      expect(body.hints.userRoles).toEqual(['EDC.NAVSTEVNIK.IDENTITA']);
    }
    expect(await rowCount(entity.table)).toBe(before);
  });

  it.each(ENTITIES.map((e) => [e.name, e] as const))('%s: an anonymous call is a 401, not a 403', async (_name, entity) => {
    const res = await server.app.inject({ method: 'GET', url: `${API}${entity.path}` });
    expect(res.statusCode).toBe(401);
  });
});
