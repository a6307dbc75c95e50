import { beforeAll, describe, expect, it } from 'vitest';
import { apiSession } from '../testing/apiSession';
import { mintAccessToken } from '../testing/harness';

// A chain link waiting for its counterparty is a task in the counterparty's inbox (migration 130).
const BASE = '/portal/zmluvy/retazenie-odchylok/';
const TYPE = 'RETAZENIE_ODCHYLOK.SUHLAS';
const SOLAR = 'Solárny park Zlaté Moravce s.r.o.';
const ZSE = 'Západoslovenská energetika a.s.';
const SSE = 'Stredoslovenská energetika a.s.';

const session = apiSession(['producer', 'supplier']);
const ids: Record<string, number> = {};

type Activity = { activityId: number; activityType: string; entityId: number; entityLabel: string | null; readOnly: boolean; status: { code: string }; idUcastnikTrhu: number; completedBy: { login: string } | null };

beforeAll(async () => {
  // The producer's login with a role that grants no chain token (a member who may not decide).
  session.useToken('noChain', await mintAccessToken(session.server.keys, { sub: 'producer', preferred_username: 'producer', realm_access: { roles: ['EDC.NAVSTEVNIK.IDENTITA'] } }));
  const { rows } = await session.server.db.query<{ id: number; nazov: string }>('SELECT id_ucastnik_trhu AS id, nazov FROM ucastnik_trhu');
  for (const r of rows) ids[r.nazov] = r.id;
});

/** A call as `user` acting for the participant named `tenant` (X-Tenant). */
function call(method: 'GET' | 'POST' | 'DELETE', url: string, user: string, tenant: string, body?: unknown) {
  return session.call(method, url, user, body, { tenant: ids[tenant] });
}

async function inbox(user: string, tenant: string): Promise<Activity[]> {
  const res = await call('GET', '/bpm/dashboard/activities?list=department', user, tenant);
  expect(res.statusCode).toBe(200);
  return res.json<Activity[]>().filter((a) => a.activityType === TYPE);
}

async function ask(od: string, to: string): Promise<number> {
  const res = await call('POST', BASE, 'supplier', SSE, { idUcastnikTrhu: ids[SOLAR], platnostOd: od, platnostDo: to });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ idRetazenie: number }>().idRetazenie;
}

/** Every activity of the link, whatever its state. */
async function activitiesOf(link: number) {
  const { rows } = await session.server.db.query<{ status: string; action: string | null; by: string | null; completed: string | null }>(
    `SELECT status_code AS status, action_code AS action, completed_by AS by, date_time_completed::text AS completed
     FROM activity WHERE entity_type_code = 'RETAZENIE_ODCHYLOK' AND entity_id = $1`,
    [link],
  );
  return rows;
}

describe('chain link as the counterparty\'s activity', () => {
  it('the seed\'s waiting links have their tasks: the inbox agrees with the waiting count', async () => {
    const { rows } = await session.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM retazenie_odchylok r
       WHERE (r.stav = 'CAKA') <> EXISTS (SELECT 1 FROM activity a WHERE a.entity_type_code = 'RETAZENIE_ODCHYLOK' AND a.entity_id = r.id_retazenie AND a.status_code = 'ACTIVE')`,
    );
    expect(rows[0]?.n).toBe(0);
    const count = await call('POST', `${BASE}waiting-count`, 'producer', SOLAR, { idUcastnikTrhu: ids[SOLAR] });
    expect((await inbox('producer', SOLAR)).length).toBe(count.json<{ count: number }>().count);
  });

  it('asking creates one task for the counterparty only, naming the requester and period', async () => {
    const link = await ask('2019-01-01', '2019-03-31');
    const mine = (await inbox('producer', SOLAR)).filter((a) => a.entityId === link);
    expect(mine).toHaveLength(1);
    const task = mine[0] as Activity;
    expect(task).toMatchObject({ idUcastnikTrhu: ids[SOLAR], readOnly: false, status: { code: 'active' } });
    expect(task.entityLabel).toBe(`${SSE}, 01.01.2019 – 31.03.2019`);
    // Neither the requester nor a third participant sees it.
    expect((await inbox('supplier', SSE)).some((a) => a.entityId === link)).toBe(false);
    expect((await inbox('supplier', ZSE)).some((a) => a.entityId === link)).toBe(false);
    expect((await call('GET', `/bpm/activity/${task.activityId}`, 'supplier', ZSE)).statusCode).toBe(404);
    expect((await call('GET', `/bpm/activity/${task.activityId}`, 'producer', SOLAR)).statusCode).toBe(200);
    // It has no buttons of its own: the decision is the link's consent or refusal.
    expect((await call('POST', `/bpm/activity/${task.activityId}/complete/consent`, 'producer', SOLAR)).statusCode).toBe(400);
  });

  it('a member without the chain token neither sees the task nor decides (403)', async () => {
    const link = await ask('2019-04-01', '2019-06-30');
    const task = (await inbox('producer', SOLAR)).find((a) => a.entityId === link) as Activity;
    expect((await inbox('noChain', SOLAR)).length).toBe(0);
    const counts = (await call('GET', '/bpm/dashboard/activity-count', 'noChain', SOLAR)).json<{ activityCategory: string; count: number }[]>();
    const withToken = (await call('GET', '/bpm/dashboard/activity-count', 'producer', SOLAR)).json<{ activityCategory: string; count: number }[]>();
    const participant = (list: { activityCategory: string; count: number }[]) => list.find((c) => c.activityCategory === 'participant')?.count ?? 0;
    expect(participant(withToken) - participant(counts)).toBeGreaterThanOrEqual(2);
    expect((await call('GET', `/bpm/activity/${task.activityId}`, 'noChain', SOLAR)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}${link}/consent`, 'noChain', SOLAR, {})).statusCode).toBe(403);
    expect(await activitiesOf(link)).toMatchObject([{ status: 'ACTIVE' }]);
  });

  it('consent closes the task once', async () => {
    const link = await ask('2019-07-01', '2019-09-30');
    const before = await call('POST', `${BASE}waiting-count`, 'producer', SOLAR, { idUcastnikTrhu: ids[SOLAR] });
    expect((await call('POST', `${BASE}${link}/consent`, 'producer', SOLAR, {})).statusCode).toBe(200);
    const closed = await activitiesOf(link);
    expect(closed).toMatchObject([{ status: 'COMPLETED', action: 'consent', by: 'producer' }]);
    // A second decision is refused and leaves the task as it was.
    expect((await call('POST', `${BASE}${link}/consent`, 'producer', SOLAR, {})).statusCode).toBe(400);
    expect(await activitiesOf(link)).toEqual(closed);
    expect((await inbox('producer', SOLAR)).some((a) => a.entityId === link)).toBe(false);
    const after = await call('POST', `${BASE}waiting-count`, 'producer', SOLAR, { idUcastnikTrhu: ids[SOLAR] });
    expect(after.json<{ count: number }>().count).toBe(before.json<{ count: number }>().count - 1);
    const { rows } = await session.server.db.query<{ state: string; outcome: string }>("SELECT state, outcome FROM bpm_process WHERE entity_type = 'RETAZENIE_ODCHYLOK' AND entity_id = $1", [link]);
    expect(rows).toEqual([{ state: 'END', outcome: 'approved' }]);
  });

  it('refusal closes the task once', async () => {
    const link = await ask('2019-10-01', '2019-12-31');
    expect((await call('POST', `${BASE}${link}/refuse`, 'producer', SOLAR, { dovod: 'Chýba rámcová zmluva.' })).statusCode).toBe(200);
    const closed = await activitiesOf(link);
    expect(closed).toMatchObject([{ status: 'COMPLETED', action: 'refuse', by: 'producer' }]);
    expect((await call('POST', `${BASE}${link}/refuse`, 'producer', SOLAR, { dovod: 'Znova.' })).statusCode).toBe(400);
    expect(await activitiesOf(link)).toEqual(closed);
  });

  it('the requester withdrawing a waiting link cancels the task; changing its period renames it', async () => {
    const link = await ask('2020-01-01', '2020-03-31');
    const stored = (await call('GET', `${BASE}${link}`, 'supplier', SSE)).json<{ verzia: number }>();
    const changed = await call('POST', `${BASE}${link}`, 'supplier', SSE, { idRetazenie: link, platnostOd: '2020-02-01', platnostDo: '2020-03-31', verzia: stored.verzia });
    expect(changed.statusCode).toBe(200);
    expect((await inbox('producer', SOLAR)).find((a) => a.entityId === link)?.entityLabel).toBe(`${SSE}, 01.02.2020 – 31.03.2020`);
    expect(await activitiesOf(link)).toHaveLength(1);
    expect((await call('DELETE', `${BASE}${link}`, 'supplier', SSE)).statusCode).toBe(204);
    expect(await activitiesOf(link)).toMatchObject([{ status: 'CANCELLED' }]);
    expect((await inbox('producer', SOLAR)).some((a) => a.entityId === link)).toBe(false);
  });
});
