// A market participant's history as a list (its detail's tab "História"): one row per changed field
// with when, who, old and new value; scoped like the participant; read-only; the view's fields are
// the model's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiSession } from '../testing/apiSession';
import { ucastnikTrhu } from './ucastnikTrhu';
import { UCASTNIK_TRHU_ZMENA_POLIA } from './ucastnikTrhuZmena';

const PARTICIPANTS = '/portal/zmluvy/ucastnik-trhu/';
const HISTORY = '/portal/zmluvy/ucastnik-trhu-zmena/';

const session = apiSession(['operator', 'producer', 'visitor']);
const { call } = session;

interface ChangeRow {
  idZmena: number;
  idUcastnikTrhu: number;
  zmenene: string;
  zmenil: string | null;
  akcia: string;
  pole: string;
  povodna: unknown;
  nova: unknown;
}

const idOf = async (login: string) =>
  (await session.server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM user_ucastnik WHERE login = $1 ORDER BY 1 LIMIT 1', [login])).rows[0]?.id as number;

describe('ucastnik-trhu-zmena: a participant’s history', () => {
  it('lists each changed field of a save with who, when, old and new value, newest first; the portal user sees its own participant', async () => {
    const producerId = await idOf('producer');
    const stored = (await call('GET', `${PARTICIPANTS}${producerId}`, 'operator')).json<Record<string, unknown>>();
    const { mesto: _mesto, ...body } = stored;
    const oldName = String(stored.nazov);
    const saved = await call('POST', `${PARTICIPANTS}${producerId}`, 'operator', {
      ...body,
      nazov: `${oldName} (zmena)`,
      acerKod: 'A0012345B.SK',
      adresa: { Ulica: 'Hlavná', OrientacneCislo: '12', Psc: '94901', Mesto: 'Nitra', IdStat: 'SK' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await call('GET', `${HISTORY}?eq(idUcastnikTrhu,${producerId})&limit(20)`, 'producer', undefined, { tenant: producerId });
    expect(res.statusCode).toBe(200);
    const rows = res.json<ChangeRow[]>();
    const latest = rows.filter((r) => r.idZmena === rows[0]?.idZmena || Math.floor(r.idZmena / 100) === Math.floor((rows[0]?.idZmena ?? 0) / 100));
    // In the view's order of fields; only what changed; never the version or the audit columns.
    expect(latest.map((r) => r.pole)).toEqual(['nazov', 'acerKod', 'adresa']);
    expect(latest[0]).toMatchObject({ akcia: 'UPDATE', zmenil: 'operator', idUcastnikTrhu: producerId, povodna: oldName, nova: `${oldName} (zmena)` });
    expect(latest[0]?.zmenene).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(latest[1]?.nova).toBe('A0012345B.SK');
    expect(latest[2]?.nova).toBe('Hlavná 12, 94901 Nitra, SK');
    // Filtered by field and author like any list.
    const named = (await call('GET', `${HISTORY}?and(eq(idUcastnikTrhu,${producerId}),eq(pole,nazov),eq(zmenil,operator))`, 'producer', undefined, { tenant: producerId })).json<ChangeRow[]>();
    expect(named.map((r) => r.nova)).toContain(`${oldName} (zmena)`);
    expect(named.every((r) => r.pole === 'nazov')).toBe(true);
  });

  it('shows another participant’s history neither in the list nor by id to a portal user; core staff see it', async () => {
    const producerId = await idOf('producer');
    const other = (await session.server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE id_ucastnik_trhu <> $1 ORDER BY 1 LIMIT 1', [producerId])).rows[0]?.id as number;
    const stored = (await call('GET', `${PARTICIPANTS}${other}`, 'operator')).json<Record<string, unknown>>();
    const { mesto: _mesto, ...body } = stored;
    const renamed = await call('POST', `${PARTICIPANTS}${other}`, 'operator', { ...body, nazov: `${String(stored.nazov)} – iný` });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const asCore = (await call('GET', `${HISTORY}?eq(idUcastnikTrhu,${other})`, 'operator')).json<ChangeRow[]>();
    const change = asCore.find((r) => r.pole === 'nazov');
    expect(change).toMatchObject({ idUcastnikTrhu: other, zmenil: 'operator' });

    const listed = await call('GET', `${HISTORY}?eq(idUcastnikTrhu,${other})`, 'producer', undefined, { tenant: producerId });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([]);
    const all = (await call('GET', `${HISTORY}?limit(500)`, 'producer', undefined, { tenant: producerId })).json<ChangeRow[]>();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.idUcastnikTrhu === producerId)).toBe(true);
    expect((await call('GET', `${HISTORY}${change?.idZmena}`, 'producer', undefined, { tenant: producerId })).statusCode).toBe(404);
    expect((await call('GET', `${HISTORY}${change?.idZmena}`, 'operator')).statusCode).toBe(200);
  });

  it('needs the participant read token and is never written through the list', async () => {
    expect((await call('GET', HISTORY, 'visitor')).statusCode).toBe(403);
    const write = await call('POST', HISTORY, 'operator', { pole: 'nazov', nova: 'x' });
    expect(write.statusCode).toBeGreaterThanOrEqual(400);
    expect(write.statusCode).toBeLessThan(500);
  });

  it('the view shows exactly the participant’s own fields, by the model’s columns', () => {
    const declared = Object.entries(ucastnikTrhu.fields)
      .filter(([field, def]) => field !== ucastnikTrhu.idField && field !== ucastnikTrhu.versionField && def.expression === undefined)
      .map(([field]) => field);
    expect([...UCASTNIK_TRHU_ZMENA_POLIA].sort()).toEqual(declared.sort());
    const sql = readFileSync(new URL('../db/migrations/186_ucastnik_trhu_zmena.sql', import.meta.url), 'utf8');
    const pairs = [...sql.matchAll(/\((\d+), '([A-Za-z]+)', '([a-z_]+)'\)/g)].map((m) => [m[2], m[3]]);
    expect(pairs.map(([field]) => field)).toEqual([...UCASTNIK_TRHU_ZMENA_POLIA]);
    for (const [field, column] of pairs) expect(ucastnikTrhu.fields[field as string]?.column).toBe(column);
  });
});
