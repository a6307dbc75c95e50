// Dialog pages of the core (spec 2.5): mail into a participant's mailbox, assign an activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCER_EIC } from '../seed/participants';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';

let server: TestServer;
const tokens: Record<string, string> = {};
let producerParticipant = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'operator', 'admin']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  const { rows } = await server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [PRODUCER_EIC]);
  producerParticipant = (rows[0] as { id: number }).id;
});

afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown>;
const call = (method: 'GET' | 'POST', path: string, user: string, payload?: unknown) =>
  server.app.inject({ method, url: `${API}${path}`, headers: bearer(tokens[user] as string, { 'x-language': 'sk' }), ...(payload === undefined ? {} : { payload: payload as object }) });

describe('mail to a participant (dialogs/mail)', () => {
  const path = () => `/portal/zmluvy/ucastnik-trhu/${producerParticipant}/mail`;
  const MAIL = { predmet: 'Aktualizácia kontaktných údajov', text: 'Dobrý deň,\nprosíme o aktualizáciu kontaktných osôb do 15. 12.\n\nDátové centrum' };

  it('is refused to a portal user (403) and without a subject (400)', async () => {
    expect((await call('POST', path(), 'producer', MAIL)).statusCode).toBe(403);
    const empty = await call('POST', path(), 'operator', { ...MAIL, predmet: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('predmet');
  });

  it('lands unread in the mailbox of the participant users, signed by the writer', async () => {
    const res = await call('POST', path(), 'operator', MAIL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ pocetPrijemcov: number }>().pocetPrijemcov).toBeGreaterThanOrEqual(1);
    const box = await call('GET', `/edc/schranky/schranka/?eq(predmet,${encodeURIComponent(MAIL.predmet)})`, 'producer');
    expect(box.statusCode).toBe(200);
    const messages = box.json<{ predmet: string; odosielatel: string; stavKod: number }[]>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ predmet: MAIL.predmet, odosielatel: 'Lucia Nováková, Dátové centrum', stavKod: 1 });
    // Nobody else's mailbox got it.
    expect((await call('GET', `/edc/schranky/schranka/?eq(predmet,${encodeURIComponent(MAIL.predmet)})`, 'operator')).json<Row[]>()).toHaveLength(0);
  });
});

describe('assign an activity (dialogs/assign-activity)', () => {
  const activity = async (code: string) => {
    const { rows } = await server.db.query<{ id: number }>('SELECT id_activity AS id FROM activity WHERE code = $1', [code]);
    return (rows[0] as { id: number }).id;
  };

  it('offers the staff holding the activity role and refuses a portal caller (403)', async () => {
    const id = await activity('ACT-0010');
    const staff = await call('GET', `/bpm/activity/${id}/assignees`, 'operator');
    expect(staff.statusCode, staff.body).toBe(200);
    const logins = staff.json<{ login: string }[]>().map((u) => u.login);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'operator']));
    expect(logins).not.toContain('producer');
    // Every one offered is staff holding the activity's role (EDC.OPERATOR) or the admin.
    const { rows } = await server.db.query<{ login: string }>(
      `SELECT login FROM app_user WHERE login = ANY($1::text[]) AND NOT ('EDC.OPERATOR' = ANY(roles) OR 'EDC.ADMIN' = ANY(roles))`,
      [logins],
    );
    expect(rows).toEqual([]);
    expect((await call('POST', `/bpm/activity/${id}/assign`, 'producer', { login: 'operator' })).statusCode).toBe(403);
  });

  it('refuses a non-staff or unknown assignee with 400 naming them', async () => {
    const id = await activity('ACT-0010');
    const portal = await call('POST', `/bpm/activity/${id}/assign`, 'operator', { login: 'producer' });
    expect(portal.statusCode).toBe(400);
    expect(portal.body).toContain('producer');
    expect((await call('POST', `/bpm/activity/${id}/assign`, 'operator', {})).statusCode).toBe(400);
  });

  it("moves the activity from the department's list to the assignee's own", async () => {
    const id = await activity('ACT-0011');
    const before = await call('GET', '/bpm/dashboard/activities?list=department', 'operator');
    expect(before.json<{ activityId: number }[]>().map((a) => a.activityId)).toContain(id);
    const res = await call('POST', `/bpm/activity/${id}/assign`, 'operator', { login: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ idAssignedUser: { login: string } }>().idAssignedUser.login).toBe('admin');
    const after = await call('GET', '/bpm/dashboard/activities?list=department', 'operator');
    expect(after.json<{ activityId: number }[]>().map((a) => a.activityId)).not.toContain(id);
    const mine = await call('GET', '/bpm/dashboard/activities?list=mine', 'admin');
    expect(mine.json<{ activityId: number }[]>().map((a) => a.activityId)).toContain(id);
    // Now it is the admin's: the operator may no longer hand it on.
    expect((await call('POST', `/bpm/activity/${id}/assign`, 'operator', { login: 'operator' })).statusCode).toBe(403);
  });
});

describe('upload limit from app-config', () => {
  const BOUNDARY = '----edcAdminBoundary';
  const form = (bytes: number) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nzmluva.priloha\r\n`),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="priloha.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x41)]),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const upload = (bytes: number) =>
    server.app.inject({ method: 'POST', url: `${API}/dms/document`, headers: bearer(tokens.operator as string, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }), payload: form(bytes) });

  it('refuses a file over the configured limit at once, and takes it again when the limit grows', async () => {
    expect((await upload(4096)).statusCode).toBe(201);
    await server.db.query('UPDATE app_config SET upload_max_bajtov = 2048 WHERE id_app_config = 1');
    try {
      const refused = await upload(4096);
      expect(refused.statusCode).toBe(413);
      expect(refused.json<{ hints: { limit: number } }>().hints.limit).toBe(2048);
      expect((await upload(2048)).statusCode).toBe(201);
    } finally {
      await server.db.query('UPDATE app_config SET upload_max_bajtov = 10485760 WHERE id_app_config = 1');
    }
    expect((await upload(4096)).statusCode).toBe(201);
  });
});
