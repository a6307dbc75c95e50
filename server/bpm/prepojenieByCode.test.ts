// A link request opened by its code (ucastnik-trhu/ziadost-o-prepojenie-ucastnika-portal/:code):
// the requester, operator staff and the named participant's user administrator (token
// ucastnik-trhu#spravca, acting for it) find it and the activity it opens at; another
// participant's administrator and an unknown code get 404, a caller without the token 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EIC } from '../seed/participants';
import { loginWithPassword } from '../testing/harness';
import { API, bpmTestClient, type TestActivity } from './testing/bpmClient';

const START = `${API}/portal/zmluvy/ucastnik-prepojenie/start-process`;
const REQUEST = `${API}/portal/zmluvy/ziadost-o-prepojenie/`;
const BY_CODE = `${REQUEST}kod/`;

const bpm = bpmTestClient(['producer', 'supplier', 'operator', 'demo']);
const { call, activity, complete, approvals } = bpm;
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

describe('a link request by its code', () => {
  it("opens for the requester, staff and the participant's administrator, and for nobody else", async () => {
    const started = await call('producer', 'POST', START);
    const request: TestActivity = await activity('producer', started.json.activityId as number);
    expect((await call('producer', 'POST', `${REQUEST}${request.entityId}`, { eic: DEMO_EIC, verzia: 1 })).status).toBe(200);
    expect((await complete('producer', request.activityId, 'ODOSLAT')).status).toBe(200);
    const approval = (await approvals()).find((x) => x.processId === request.processId) as TestActivity;
    const kod = (await call('producer', 'GET', `${REQUEST}${request.entityId}`)).json.kod as string;
    expect(kod).toMatch(/^PRP-\d{6}$/);

    // The participant's administrator: the request and its approval activity, which it may open.
    const admin = await call('demo', 'GET', `${BY_CODE}${kod}`);
    expect(admin.status).toBe(200);
    expect(admin.json).toMatchObject({ idPrepojenie: request.entityId, stav: 'NA_SCHVALENI', activityId: approval.activityId });
    expect((await activity('demo', approval.activityId)).activityType).toBe('PRIRADENIE_UCASTNIKA.SCHVALENIE');
    // The requester: its own (waiting) activity; staff: the open approval.
    const own = await call('producer', 'GET', `${BY_CODE}${kod}`);
    expect(own.status).toBe(200);
    expect(own.json.activityId).not.toBe(approval.activityId);
    expect((await call('operator', 'GET', `${BY_CODE}${kod}`)).json).toMatchObject({ activityId: approval.activityId });

    // Another participant's administrator and an unknown code: 404.
    const stranger = await call('supplier', 'GET', `${BY_CODE}${kod}`);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.json)).not.toContain(DEMO_EIC);
    expect((await call('demo', 'GET', `${BY_CODE}PRP-999999`)).status).toBe(404);
    // The administrator acting for another participant (no tenant of the request's participant): 404.
    const { rows } = await bpm.server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE id_ucastnik_trhu <> $1 ORDER BY 1 LIMIT 1', [demoTenant]);
    const other = (rows[0] as { id: number }).id;
    expect((await call('demo', 'GET', `${BY_CODE}${kod}`, undefined, { 'x-tenant': String(other) })).status).toBeGreaterThanOrEqual(403);

    // A user without any of the request's tokens: 403.
    await bpm.server.db.query(
      "INSERT INTO app_user (login, meno, priezvisko, email, roles, password_hash) SELECT 'bez.roly', 'Ján', 'Bezrolný', 'jan.bezrolny@example.sk', '{}', password_hash FROM app_user WHERE login = 'producer'",
    );
    const token = (await loginWithPassword(bpm.server.app, 'bez.roly', 'producer')).access_token;
    const forbidden = await bpm.server.app.inject({ method: 'GET', url: `${BY_CODE}${kod}`, headers: { authorization: `Bearer ${token}` } });
    expect(forbidden.statusCode).toBe(403);

    // Once approved, the administrator still opens it (the completed approval).
    expect((await complete('demo', approval.activityId, 'SCHVALIT')).status).toBe(200);
    const after = await call('demo', 'GET', `${BY_CODE}${kod}`);
    expect(after.json).toMatchObject({ activityId: approval.activityId });
  });
});
