import { beforeAll, describe, expect, it } from 'vitest';
import { API, apiSession } from '../testing/apiSession';

// "My activities" is one rule in one place (ProcessEngine.counts over the inbox lists' condition):
// the top bar's count, the dashboard's counts and the dashboard's lists agree, chain tasks included.
// And a chain link is decided only by its party: operator staff see it but are refused (403 JSON).
const CHAIN = '/portal/zmluvy/retazenie-odchylok/';
const SOLAR = 'Solárny park Zlaté Moravce s.r.o.';
const ZSE = 'Západoslovenská energetika a.s.';
const SSE = 'Stredoslovenská energetika a.s.';

const session = apiSession(['producer', 'supplier', 'operator', 'admin']);
const ids: Record<string, number> = {};

type Count = { activityCategory: string; count: number };

beforeAll(async () => {
  const { rows } = await session.server.db.query<{ id: number; nazov: string }>('SELECT id_ucastnik_trhu AS id, nazov FROM ucastnik_trhu');
  for (const r of rows) ids[r.nazov] = r.id;
});

/** A call as `user` acting for the participant named `tenant` (X-Tenant). */
function call(method: 'GET' | 'POST', url: string, user: string, tenant?: string, body?: unknown) {
  return session.call(method, url, user, body, { tenant: tenant === undefined ? undefined : ids[tenant] });
}

const total = (counts: Count[]) => counts.reduce((n, c) => n + c.count, 0);
const category = (counts: Count[], name: string) => counts.find((c) => c.activityCategory === name)?.count ?? 0;

/** The top bar's counts, the dashboard's counts and the dashboard's two lists, for one caller. */
async function views(user: string, tenant?: string) {
  const top = await call('GET', '/bpm/dashboard/my-activity-count', user, tenant);
  const dashboard = await call('GET', '/bpm/dashboard/activity-count', user, tenant);
  expect(top.statusCode).toBe(200);
  expect(dashboard.statusCode).toBe(200);
  const list = async (name: string) => (await call('GET', `/bpm/dashboard/activities?list=${name}`, user, tenant)).json<{ activityCategory: string; activityType: string; entityId: number }[]>();
  return { top: top.json<Count[]>(), dashboard: dashboard.json<Count[]>(), rows: [...(await list('mine')), ...(await list('department'))] };
}

describe('my activities: one count for the top bar and the dashboard', () => {
  it.each([
    ['producer', SOLAR],
    ['supplier', ZSE],
    ['supplier', SSE],
    ['operator', undefined],
    ['admin', undefined],
  ] as const)('%s (%s): the top bar counts what the dashboard counts and lists', async (user, tenant) => {
    const { top, dashboard, rows } = await views(user, tenant);
    expect(top).toEqual(dashboard);
    // Per category, the lists hold exactly what is counted.
    const listed: Record<string, number> = {};
    for (const row of rows) listed[row.activityCategory] = (listed[row.activityCategory] ?? 0) + 1;
    expect(Object.fromEntries(top.map((c) => [c.activityCategory, c.count]))).toEqual(listed);
  });

  it("counts a chain link waiting for the participant's consent in the top bar too, and stops once decided", async () => {
    const before = await views('producer', SOLAR);
    const asked = await call('POST', CHAIN, 'supplier', SSE, { idUcastnikTrhu: ids[SOLAR], platnostOd: '2018-01-01', platnostDo: '2018-03-31' });
    expect(asked.statusCode, asked.body).toBe(201);
    const link = asked.json<{ idRetazenie: number }>().idRetazenie;
    const waiting = await views('producer', SOLAR);
    expect(waiting.rows.filter((r) => r.activityType === 'RETAZENIE_ODCHYLOK.SUHLAS' && r.entityId === link)).toHaveLength(1);
    expect(category(waiting.top, 'participant')).toBe(category(before.top, 'participant') + 1);
    expect(total(waiting.top)).toBe(total(before.top) + 1);
    expect(waiting.top).toEqual(waiting.dashboard);
    // The deviation badge counts the same task.
    const badge = await call('POST', `${CHAIN}waiting-count`, 'producer', SOLAR, { idUcastnikTrhu: ids[SOLAR] });
    expect(badge.json<{ count: number }>().count).toBe(waiting.rows.filter((r) => r.activityType === 'RETAZENIE_ODCHYLOK.SUHLAS').length);
    // The requester and a third participant count nothing new.
    expect(total((await views('supplier', ZSE)).top)).toBe(total((await views('supplier', ZSE)).dashboard));

    expect((await call('POST', `${CHAIN}${link}/consent`, 'producer', SOLAR, {})).statusCode).toBe(200);
    expect((await views('producer', SOLAR)).top).toEqual(before.top);
  });

  it('needs a login', async () => {
    expect((await session.server.app.inject({ method: 'GET', url: `${API}/bpm/dashboard/my-activity-count` })).statusCode).toBe(401);
  });
});

describe('chain consent: operator staff see the link but are not its party', () => {
  it('refuses a staff consent or refusal with 403 JSON naming who decides, and leaves the link and its task waiting', async () => {
    const asked = await call('POST', CHAIN, 'supplier', SSE, { idUcastnikTrhu: ids[SOLAR], platnostOd: '2018-04-01', platnostDo: '2018-06-30' });
    expect(asked.statusCode, asked.body).toBe(201);
    const link = asked.json<{ idRetazenie: number }>().idRetazenie;
    // Staff read the link (core's zodpovednost-za-odchylku#menu).
    const read = await call('GET', `${CHAIN}${link}`, 'operator');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ stav: 'CAKA', idUcastnikTrhu: ids[SOLAR] });
    for (const [user, action, body] of [
      ['operator', 'consent', {}],
      ['operator', 'refuse', { dovod: 'Rozhodnutie za účastníka.' }],
      ['admin', 'consent', {}],
    ] as const) {
      const res = await call('POST', `${CHAIN}${link}/${action}`, user, undefined, body);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json<{ hints: { reasons: string[] } }>().hints.reasons).toContain('Only the balance-responsible party the responsibility is handed to decides on the link');
    }
    // The requester is not the party either.
    expect((await call('POST', `${CHAIN}${link}/consent`, 'supplier', SSE, {})).statusCode).toBe(403);
    const stored = await session.server.db.query<{ stav: string; rozhodol: string | null }>('SELECT stav, rozhodol FROM retazenie_odchylok WHERE id_retazenie = $1', [link]);
    expect(stored.rows).toEqual([{ stav: 'CAKA', rozhodol: null }]);
    const task = await session.server.db.query<{ status: string }>("SELECT status_code AS status FROM activity WHERE entity_type_code = 'RETAZENIE_ODCHYLOK' AND entity_id = $1", [link]);
    expect(task.rows).toEqual([{ status: 'ACTIVE' }]);
    // The party decides.
    expect((await call('POST', `${CHAIN}${link}/refuse`, 'producer', SOLAR, { dovod: 'Chýba rámcová zmluva.' })).statusCode).toBe(200);
  });
});
