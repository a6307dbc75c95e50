import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase';
import type { Database } from '../db/types';
import { editSchemas, type EntityDef } from '../model/entity';
import { ApiError } from './errors';
import { registerEntityActions } from './entityActions';
import { registerErrorHandling } from './errorHandler';
import type { ApiDeps } from './types';

// The action router on a real PGlite with a small participant-owned table. The guard is stood in
// for by a hook that reads who calls from test headers: the token check itself is the guard's and
// is tested there; here the scope, schema, transaction and answers are.

const lampa: EntityDef = {
  name: 'lampa',
  path: '/test/lampa/',
  table: 'lampa',
  idField: 'idLampa',
  versionField: 'verzia',
  tenantField: 'idUcastnikTrhu',
  fields: {
    idLampa: { column: 'id_lampa', type: 'integer' },
    stav: { column: 'stav', type: 'string' },
    dovod: { column: 'dovod', type: 'string' },
    idUcastnikTrhu: { column: 'id_ucastnik_trhu', type: 'integer' },
    verzia: { column: 'verzia', type: 'integer' },
  },
  tokens: { read: 'lampa#read', write: 'lampa#write', create: 'lampa#write' },
  ...editSchemas('idLampa', { stav: { type: 'string' } }, ['stav']),
  defaultSort: [{ field: 'idLampa', dir: 'asc' }],
  actions: [
    {
      code: 'switch-off',
      schema: { type: 'object', additionalProperties: false, properties: { dovod: { type: 'string', minLength: 1, maxLength: 50 } }, required: ['dovod'] },
      check: ({ record }) => (record?.stav === 'ZAP' ? [] : [{ field: 'stav', key: 'reason.wrongState' }]),
      async run({ db, record, body }) {
        const { rows } = await db.query('UPDATE lampa SET stav = $2, dovod = $3, verzia = verzia + 1 WHERE id_lampa = $1 RETURNING id_lampa AS "idLampa", stav', [
          record?.idLampa,
          'VYP',
          body.dovod,
        ]);
        if (body.dovod === 'zlyhaj') throw new ApiError(409, 'error.conflict', ['refused after the write']);
        return rows[0];
      },
    },
    {
      code: 'count-on',
      bulk: true,
      token: 'lampa#read',
      async run({ records }) {
        return { on: (records ?? []).filter((r) => r.stav === 'ZAP').length, of: records?.length };
      },
    },
  ],
};

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  // A copy of the test template is quicker to open than a new cluster; the table is the test's own.
  db = await openTestDatabase();
  await db.query('CREATE TABLE lampa (id_lampa serial PRIMARY KEY, stav text NOT NULL, dovod text, id_ucastnik_trhu integer NOT NULL, verzia integer NOT NULL DEFAULT 1)');
  await db.query("INSERT INTO lampa (stav, id_ucastnik_trhu) VALUES ('ZAP', 1), ('ZAP', 1), ('VYP', 1), ('ZAP', 2)");
  app = Fastify();
  registerErrorHandling(app);
  app.addHook('onRequest', async (request) => {
    const tenant = request.headers['x-test-tenant'];
    request.user = { login: 'tester', roles: [], tokens: [], claims: {} };
    request.scope = tenant ? { kind: 'tenant', idUcastnikTrhu: Number(tenant) } : { kind: 'all' };
  });
  registerEntityActions(app, lampa, { db } as unknown as ApiDeps);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const post = (url: string, payload: unknown, tenant = '1') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-test-tenant': tenant }, payload: JSON.stringify(payload) });

describe('record actions', () => {
  it('serves the body schema of the action', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/lampa/1/switch-off/schema/post/request' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ required: ['dovod'] });
  });

  it('runs on a record in scope and answers what run returns', async () => {
    const res = await post('/test/lampa/1/switch-off', { dovod: 'údržba' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ idLampa: 1, stav: 'VYP' });
    const { rows } = await db.query<{ dovod: string }>('SELECT dovod FROM lampa WHERE id_lampa = 1');
    expect(rows[0]?.dovod).toBe('údržba');
  });

  it('refuses a body against its schema with field reasons', async () => {
    const res = await post('/test/lampa/2/switch-off', { dovod: '', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ hints: { reasons: string[] } }>().hints.reasons.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses by its check (wrong state) with the field named', async () => {
    const res = await post('/test/lampa/3/switch-off', { dovod: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ hints: { errors: { field: string }[] } }>().hints.errors[0]?.field).toBe('stav');
  });

  it('answers 404 for another participant’s record and a bad id as 400', async () => {
    expect((await post('/test/lampa/4/switch-off', { dovod: 'x' })).statusCode).toBe(404);
    expect((await post('/test/lampa/abc/switch-off', { dovod: 'x' })).statusCode).toBe(400);
  });

  it('rolls back what run wrote when it refuses afterwards', async () => {
    const res = await post('/test/lampa/2/switch-off', { dovod: 'zlyhaj' });
    expect(res.statusCode).toBe(409);
    const { rows } = await db.query<{ stav: string; verzia: number }>('SELECT stav, verzia FROM lampa WHERE id_lampa = 2');
    expect(rows[0]).toEqual({ stav: 'ZAP', verzia: 1 });
  });
});

describe('bulk actions', () => {
  it('receives the selected records of the caller’s scope', async () => {
    const res = await post('/test/lampa/count-on', { ids: [2, 3] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ on: 1, of: 2 });
  });

  it('refuses ids outside the scope as missing, and an empty or oversized selection', async () => {
    expect((await post('/test/lampa/count-on', { ids: [2, 4] })).statusCode).toBe(404);
    expect((await post('/test/lampa/count-on', { ids: [2, 4] }, '')).json()).toEqual({ on: 2, of: 2 });
    expect((await post('/test/lampa/count-on', { ids: [] })).statusCode).toBe(400);
    expect((await post('/test/lampa/count-on', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) })).statusCode).toBe(400);
  });
});
