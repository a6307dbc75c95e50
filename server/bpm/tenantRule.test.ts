// Issue 16, hole 1: activities, notes and cancel follow the same tenant rule as entities. A user
// acting for participant A never reaches the processes of participant B they started, and a user
// removed from a participant loses its processes at the next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bpmTestClient } from './testing/bpmClient';

const REK_START = `${API}/portal/reklamacie/reklamacia/start-process`;

const bpm = bpmTestClient(['supplier', 'operator']);
const { call } = bpm;

beforeAll(() => bpm.start());
afterAll(() => bpm.close());

/** The supplier's two participants: the first one it acts for, the other one. */
async function supplierTenants(): Promise<[number, number]> {
  const env = await call('supplier', 'GET', `${API}/environment/info`);
  const ids = (env.json.ucastnici as { idUcastnikTrhu: number }[]).map((u) => u.idUcastnikTrhu);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  return [ids[0] as number, ids[1] as number];
}

describe('the tenant rule on activities', () => {
  it('acting for another participant hides, and refuses, what was started for the first', async () => {
    const [a, b] = await supplierTenants();
    const asA = { 'x-tenant': String(a) };
    const asB = { 'x-tenant': String(b) };
    const started = await call('supplier', 'POST', REK_START, undefined, asA);
    expect(started.status).toBe(200);
    const id = started.json.activityId as number;
    const read = await call('supplier', 'GET', `${API}/bpm/activity/${id}`, undefined, asA);
    expect(read.status).toBe(200);
    const processId = read.json.processId as number;

    // Acting for B: not listed, not readable, no note, no cancel.
    expect((await call('supplier', 'GET', `${API}/bpm/activity/${id}`, undefined, asB)).status).toBe(404);
    const listB = await call('supplier', 'GET', `${API}/bpm/dashboard/activities?list=mine`, undefined, asB);
    expect((listB.json as unknown as { activityId: number }[]).map((x) => x.activityId)).not.toContain(id);
    expect((await call('supplier', 'POST', `${API}/bpm/process/${processId}`, { note: 'cudzí' }, asB)).status).toBe(404);
    expect((await call('supplier', 'POST', `${API}/bpm/activity/${id}/complete/ZRUSIT`, undefined, asB)).status).toBe(404);
    // The same calls acting for A work (the rule refuses the wrong tenant, not the user).
    expect((await call('supplier', 'POST', `${API}/bpm/process/${processId}`, { note: 'vlastný' }, asA)).status).toBeLessThan(300);
  });

  it('a removed membership takes effect at the next call, with or without X-Tenant', async () => {
    const [a] = await supplierTenants();
    const asA = { 'x-tenant': String(a) };
    const started = await call('supplier', 'POST', REK_START, undefined, asA);
    const id = started.json.activityId as number;
    const processId = (await call('supplier', 'GET', `${API}/bpm/activity/${id}`, undefined, asA)).json.processId as number;
    await call('supplier', 'POST', `${API}/portal/iam/set-tenant`, undefined, asA);

    await bpm.server.db.query("DELETE FROM user_ucastnik WHERE login = 'supplier' AND id_ucastnik_trhu = $1", [a]);

    expect((await call('supplier', 'GET', `${API}/bpm/activity/${id}`, undefined, asA)).status).toBe(403);
    // Without the header the stored choice went with the membership: nothing of A is reachable.
    const plain = await call('supplier', 'GET', `${API}/bpm/activity/${id}`);
    expect([400, 404]).toContain(plain.status);
    const list = await call('supplier', 'GET', `${API}/bpm/dashboard/activities?list=mine`);
    if (list.status === 200) expect((list.json as unknown as { activityId: number }[]).map((x) => x.activityId)).not.toContain(id);
    expect([400, 404]).toContain((await call('supplier', 'POST', `${API}/bpm/process/${processId}`, { note: 'po odobratí' })).status);
    expect([400, 404]).toContain((await call('supplier', 'POST', `${API}/bpm/activity/${id}/complete/ZRUSIT`)).status);
    const counts = await call('supplier', 'GET', `${API}/bpm/dashboard/activity-count`);
    expect(counts.status).not.toBe(500);
  });
});
