// The participant's own user administrator (token ucastnik-trhu#spravca, role EDC.SPRAVCA) approves
// a link request to their participant (assignee kind participantToken): only they and the operator
// see it, another participant's administrator gets 404, the operator stays the fallback, and the
// membership works at the requester's next call; a decline with a reason reaches the requester's mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EIC } from '../seed/participants';
import { API, bpmTestClient, type TestActivity } from './testing/bpmClient';

const START = `${API}/portal/zmluvy/ucastnik-prepojenie/start-process`;
const REQUEST = `${API}/portal/zmluvy/ziadost-o-prepojenie/`;

const bpm = bpmTestClient(['producer', 'supplier', 'operator', 'visitor', 'demo']);
const { call, activity, complete, next, approvals, waitFor } = bpm;
let demoTenant = 0;

beforeAll(async () => {
  await bpm.start();
  const { rows } = await bpm.server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [DEMO_EIC]);
  demoTenant = (rows[0] as { id: number }).id;
  expect((await call('demo', 'POST', `${API}/portal/iam/set-tenant`, undefined, { 'x-tenant': String(demoTenant) })).status).toBeLessThan(300);
  // The supplier administers its own participant: an administrator of ANOTHER participant.
  await bpm.server.db.query("UPDATE app_user SET roles = array_append(roles, 'EDC.SPRAVCA') WHERE login = 'supplier'");
  await bpm.relogin('supplier');
});
afterAll(() => bpm.close());

const dashboard = async (user: string, list: string) => (await call(user, 'GET', `${API}/bpm/dashboard/activities?list=${list}`)).json as unknown as TestActivity[];

/** A submitted link request of `user` to the participant with this EIC; its approval activity. */
async function submitted(user: string, eic: string): Promise<{ request: TestActivity; approval: TestActivity }> {
  const started = await call(user, 'POST', START);
  expect(started.status).toBe(200);
  const request = await activity(user, started.json.activityId as number);
  expect((await call(user, 'POST', `${REQUEST}${request.entityId}`, { eic, verzia: 1 })).status).toBe(200);
  expect((await complete(user, request.activityId, 'ODOSLAT')).status).toBe(200);
  const approval = (await approvals()).find((x) => x.processId === request.processId) as TestActivity;
  expect(approval.activityType).toBe('PRIRADENIE_UCASTNIKA.SCHVALENIE');
  return { request, approval };
}

describe("link request approved by the participant's user administrator", () => {
  it('reaches only the administrator and the operator; the administrator approves; the membership works at the next call', async () => {
    const { request, approval } = await submitted('producer', DEMO_EIC);
    const { rows } = await bpm.server.db.query('SELECT delegated_ucastnik AS p, delegated_roles AS r FROM activity WHERE id_activity = $1', [approval.activityId]);
    expect(rows[0]).toEqual({ p: demoTenant, r: ['EDC.SPRAVCA'] });

    // demo administers the participant: the approval is in its dashboard lists and it may act.
    expect((await dashboard('demo', 'approval')).map((a) => a.activityId)).toContain(approval.activityId);
    expect((await dashboard('demo', 'department')).map((a) => a.activityId)).toContain(approval.activityId);
    const seen = await activity('demo', approval.activityId);
    expect(seen).toMatchObject({ activityType: 'PRIRADENIE_UCASTNIKA.SCHVALENIE', readOnly: false });
    expect((await call('demo', 'GET', `${API}/bpm/activity/${approval.activityId}/actions/`)).json).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'SCHVALIT' }), expect.objectContaining({ code: 'ZAMIETNUT' })]),
    );
    // The request itself (the approval screen reads it).
    expect((await call('demo', 'GET', `${REQUEST}${request.entityId}`)).json).toMatchObject({ eic: DEMO_EIC, stav: 'NA_SCHVALENI', ziadatel: 'producer' });

    // Another participant's administrator: not listed, 404 on read, actions and completion.
    expect((await dashboard('supplier', 'approval')).map((a) => a.activityId)).not.toContain(approval.activityId);
    expect((await dashboard('supplier', 'department')).map((a) => a.activityId)).not.toContain(approval.activityId);
    expect((await call('supplier', 'GET', `${API}/bpm/activity/${approval.activityId}`)).status).toBe(404);
    expect((await call('supplier', 'GET', `${API}/bpm/activity/${approval.activityId}/actions/`)).status).toBe(404);
    expect((await complete('supplier', approval.activityId, 'SCHVALIT')).status).toBe(404);
    expect((await call('supplier', 'GET', `${REQUEST}${request.entityId}`)).status).toBe(404);
    // The requester waits and cannot approve their own request.
    expect((await complete('producer', approval.activityId, 'SCHVALIT')).status).toBe(404);
    // The producer is not yet a member: acting for the participant is refused.
    expect((await call('producer', 'GET', `${API}/portal/zmluvy/ucastnik-trhu/current`, undefined, { 'x-tenant': String(demoTenant) })).status).toBe(403);

    expect((await complete('demo', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('demo', approval.activityId, 'completed');
    expect(done.actionMessage).toMatch(/^Request PRP-\d{6} was approved: the user is a member of market participant/);
    expect((done as unknown as { completedBy: unknown }).completedBy).toMatchObject({ login: 'demo' });

    // The next call may act for the participant (memberships are read per call).
    const current = await call('producer', 'GET', `${API}/portal/zmluvy/ucastnik-trhu/current`, undefined, { 'x-tenant': String(demoTenant) });
    expect(current.status).toBe(200);
    expect(current.json.idUcastnikTrhu).toBe(demoTenant);
    const env = await call('producer', 'GET', `${API}/environment/info`);
    expect((env.json.ucastnici as { idUcastnikTrhu: number }[]).map((u) => u.idUcastnikTrhu)).toContain(demoTenant);
  });

  it("is declined by the administrator with a reason that reaches the requester's mailbox", async () => {
    const { request, approval } = await submitted('visitor', DEMO_EIC);
    expect((await complete('demo', approval.activityId, 'ZAMIETNUT')).status).toBe(200);
    const reason = await next('demo', approval.activityId);
    expect(reason.activityType).toBe('PRIRADENIE_UCASTNIKA.DOVOD_ZAMIETNUTIA');
    // The reason task is the administrator's own: the operator sees it, supplier does not.
    expect((await call('supplier', 'GET', `${API}/bpm/activity/${reason.activityId}`)).status).toBe(404);
    expect((await call('demo', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Žiadateľa v spoločnosti nepoznáme.' })).status).toBe(200);
    expect((await complete('demo', reason.activityId, 'ZAMIETNUT')).json.message).toMatch(/^Link request PRP-\d{6} was declined$/);
    expect((await call('visitor', 'GET', `${REQUEST}${request.entityId}`)).json).toMatchObject({ stav: 'ZAMIETNUTA' });
    const mail = await bpm.server.db.query<{ text: string }>("SELECT text FROM schranka WHERE login = 'visitor' ORDER BY id_schranka DESC LIMIT 1");
    expect(mail.rows[0]?.text).toContain('Žiadateľa v spoločnosti nepoznáme.');
    expect((await bpm.server.db.query("SELECT 1 FROM user_ucastnik WHERE login = 'visitor'")).rows).toHaveLength(0);
  });

  it('falls back to the contractual department: always for the operator, alone when the participant has no administrator', async () => {
    // A participant without an administrator (and not the producer's own): only the department's queue.
    const { rows: other } = await bpm.server.db.query<{ eic: string }>(
      `SELECT t.eic FROM ucastnik_trhu t WHERE t.stav <> 'ZRUSENY' AND NOT EXISTS (SELECT 1 FROM user_ucastnik m JOIN app_user u ON u.login = m.login
         WHERE m.id_ucastnik_trhu = t.id_ucastnik_trhu AND (u.roles && ARRAY['EDC.SPRAVCA'] OR m.login = 'producer')) ORDER BY t.id_ucastnik_trhu LIMIT 1`,
    );
    const lone = await submitted('producer', (other[0] as { eic: string }).eic);
    const { rows } = await bpm.server.db.query('SELECT delegated_ucastnik AS p FROM activity WHERE id_activity = $1', [lone.approval.activityId]);
    expect(rows[0]).toEqual({ p: null });
    expect((await dashboard('demo', 'approval')).map((a) => a.activityId)).not.toContain(lone.approval.activityId);
    expect((await call('demo', 'GET', `${API}/bpm/activity/${lone.approval.activityId}`)).status).toBe(404);
    expect((await complete('operator', lone.approval.activityId, 'SCHVALIT')).status).toBe(200);
    await waitFor('operator', lone.approval.activityId, 'completed');

    // A participant with an administrator: the operator may still decide (e.g. the administrator is away).
    const { rows: sup } = await bpm.server.db.query<{ eic: string }>('SELECT eic FROM ucastnik_trhu WHERE id_ucastnik_trhu = $1', [bpm.tenants.supplier]);
    const delegated = await submitted('visitor', (sup[0] as { eic: string }).eic);
    expect((await dashboard('demo', 'approval')).map((a) => a.activityId)).not.toContain(delegated.approval.activityId);
    expect((await dashboard('supplier', 'approval')).map((a) => a.activityId)).toContain(delegated.approval.activityId);
    expect((await complete('operator', delegated.approval.activityId, 'SCHVALIT')).status).toBe(200);
    const done = await waitFor('operator', delegated.approval.activityId, 'completed');
    expect((done as unknown as { completedBy: unknown }).completedBy).toMatchObject({ login: 'operator' });
    expect((await bpm.server.db.query("SELECT 1 FROM user_ucastnik WHERE login = 'visitor' AND id_ucastnik_trhu = $1", [bpm.tenants.supplier])).rows).toHaveLength(1);
  });
});
