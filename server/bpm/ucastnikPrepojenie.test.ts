// A user's request to be linked to an existing market participant (PRIRADENIE_UCASTNIKA), end to
// end on PGlite with real tokens: steps participant-assignment-request and -approval, approval
// creating the membership, decline with a reason, and the refusals (403, 400, 409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bpmTestClient, type TestActivity } from './testing/bpmClient';

const START = `${API}/portal/zmluvy/ucastnik-prepojenie/start-process`;
const REQUEST = `${API}/portal/zmluvy/ziadost-o-prepojenie/`;

const bpm = bpmTestClient(['producer', 'supplier', 'operator', 'visitor', 'admin']);
const { call, activity, complete, next, approvals, waitFor } = bpm;

beforeAll(() => bpm.start());
afterAll(() => bpm.close());

interface Participant {
  eic: string;
  ico: string;
  nazov: string;
  pravnaForma: string | null;
}

async function participant(id: number): Promise<Participant> {
  const { rows } = await bpm.server.db.query<Participant>('SELECT eic, ico, nazov, pravna_forma AS "pravnaForma" FROM ucastnik_trhu WHERE id_ucastnik_trhu = $1', [id]);
  return rows[0] as Participant;
}

describe('request to be linked to a participant (participant-assignment-request / -approval)', () => {
  it('is approved by the contractual department: the membership exists and the user may act for the participant', async () => {
    const target = bpm.tenants.supplier as number;
    const { eic, nazov } = await participant(target);
    const started = await call('producer', 'POST', START);
    expect(started.status).toBe(200);
    const a = await activity('producer', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'PRIRADENIE_UCASTNIKA.ZIADOST', entityLabel: expect.stringMatching(/^PRP-\d{6}$/) });

    // Nothing named yet: the check says what is missing; a bad EIC is a field reason.
    expect((await complete('producer', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual(['Fill in the EIC or the IČO of the market participant']);
    const bad = await call('producer', 'POST', `${REQUEST}${a.entityId}`, { eic: `${eic.slice(0, 15)}${eic.endsWith('A') ? 'B' : 'A'}`, verzia: 1 });
    expect(bad.status).toBe(400);
    expect(bad.json.hints?.reasons.join(' ')).toContain('eic');
    const badIco = await call('producer', 'POST', `${REQUEST}${a.entityId}`, { ico: '12345678', verzia: 1 });
    expect(badIco.status).toBe(400);
    // An EIC of no participant: the submit says so.
    expect((await call('producer', 'POST', `${REQUEST}${a.entityId}`, { eic: '24XNEEXISTUJE--H', verzia: 1 })).status).toBe(400);

    const saved = await call('producer', 'POST', `${REQUEST}${a.entityId}`, { eic: eic.toLowerCase(), poznamka: 'Spravujem aj fakturáciu dodávateľa.', verzia: 1 });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ eic, stav: 'ROZPRACOVANA', ziadatel: 'producer' });
    // Another portal user cannot read it.
    expect((await call('supplier', 'GET', `${REQUEST}${a.entityId}`)).status).toBe(404);
    const submitted = await complete('producer', a.activityId, 'ODOSLAT');
    expect(submitted.status).toBe(200);
    expect(submitted.json.message).toMatch(new RegExp(`^Link request PRP-\\d{6} to market participant ${nazov.replace(/[.()]/g, '\\$&')} was submitted for approval$`));

    // The requester waits (read-only); starting again leads back to the waiting request.
    const waiting = (await bpm.mine('producer')).find((x) => x.processId === a.processId) as TestActivity;
    expect(waiting).toMatchObject({ activityType: 'PORTAL.CAKANIE_NA_SCHVALENIE', readOnly: true });
    expect((await call('producer', 'POST', START)).json.activityId).toBe(waiting.activityId);
    // The operator sees it among the participant's pending changes (ut-changes).
    const changes = await call('operator', 'GET', `${API}/portal/zmluvy/ucastnik-trhu/${target}/zmeny`);
    expect((changes.json as unknown as { processId: number }[]).map((x) => x.processId)).toContain(a.processId);

    const approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    expect(approval).toMatchObject({ activityType: 'PRIRADENIE_UCASTNIKA.SCHVALENIE', entityLabel: expect.stringContaining(nazov) });
    // The requester cannot approve their own request.
    expect((await complete('producer', approval.activityId, 'SCHVALIT')).status).toBeGreaterThanOrEqual(403);
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('operator', approval.activityId, 'completed');
    expect(done.actionMessage).toMatch(/^Request PRP-\d{6} was approved: the user is a member of market participant/);

    const member = await bpm.server.db.query("SELECT 1 FROM user_ucastnik WHERE login = 'producer' AND id_ucastnik_trhu = $1", [target]);
    expect(member.rows).toHaveLength(1);
    // At the next call the producer may act for the new participant (X-Tenant is checked per call).
    const current = await call('producer', 'GET', `${API}/portal/zmluvy/ucastnik-trhu/current`, undefined, { 'x-tenant': String(target) });
    expect(current.status).toBe(200);
    expect(current.json.idUcastnikTrhu).toBe(target);
    const request = await call('producer', 'GET', `${REQUEST}${a.entityId}`);
    expect(request.json).toMatchObject({ stav: 'SCHVALENA', idUcastnikTrhu: target, datumRozhodnutia: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // Opened by its code (ucastnik-trhu/ziadost-o-prepojenie-ucastnika-portal/:code): the requester and staff, nobody else.
    const kod = String(request.json.kod);
    const byCode = await call('producer', 'GET', `${REQUEST}kod/${kod}`);
    expect(byCode.status).toBe(200);
    expect(byCode.json).toMatchObject({ idPrepojenie: a.entityId, stav: 'SCHVALENA', activityId: expect.any(Number) });
    expect((await call('operator', 'GET', `${REQUEST}kod/${kod}`)).json.activityId).toBe(approval.activityId);
    expect((await call('supplier', 'GET', `${REQUEST}kod/${kod}`)).status).toBe(404);
    const mail = await bpm.server.db.query<{ predmet: string }>("SELECT predmet FROM schranka WHERE login = 'producer' ORDER BY id_schranka DESC LIMIT 1");
    expect(mail.rows[0]?.predmet).toMatch(/^Žiadosť o prepojenie PRP-\d{6} bola schválená$/);
  });

  it('refuses a request for a participant the user is a member of already (409)', async () => {
    const own = await participant(bpm.tenants.producer as number);
    const started = await call('producer', 'POST', START);
    const a = await activity('producer', started.json.activityId as number);
    expect(a.activityType).toBe('PRIRADENIE_UCASTNIKA.ZIADOST');
    expect((await call('producer', 'POST', `${REQUEST}${a.entityId}`, { ico: own.ico, eic: null, verzia: 1 })).status).toBe(200);
    const duplicate = await complete('producer', a.activityId, 'ODOSLAT');
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.hints?.reasons).toEqual([`You are already a member of market participant ${own.nazov}`]);
    // Cancelled, it ends.
    expect((await complete('producer', a.activityId, 'ZRUSIT')).status).toBe(200);
  });

  it('is declined with a reason: no membership, the visitor gets the reason in the mailbox', async () => {
    const target = bpm.tenants.producer as number;
    const { ico } = await participant(target);
    // Operator staff do not ask to be linked: the start token is a portal or visitor one.
    expect((await call('operator', 'POST', START)).status).toBe(403);
    const started = await call('visitor', 'POST', START);
    expect(started.status).toBe(200);
    const a = await activity('visitor', started.json.activityId as number);
    expect((await call('visitor', 'POST', `${REQUEST}${a.entityId}`, { ico, verzia: 1 })).status).toBe(200);
    expect((await complete('visitor', a.activityId, 'ODOSLAT')).status).toBe(200);

    const approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    await complete('operator', approval.activityId, 'ZAMIETNUT');
    const reason = await next('operator', approval.activityId);
    expect(reason.activityType).toBe('PRIRADENIE_UCASTNIKA.DOVOD_ZAMIETNUTIA');
    expect((await complete('operator', reason.activityId, 'ZAMIETNUT')).status).toBe(400);
    await call('operator', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Žiadateľ nie je zamestnancom účastníka trhu.' });
    expect((await complete('operator', reason.activityId, 'ZAMIETNUT')).json.message).toMatch(/^Link request PRP-\d{6} was declined$/);

    const member = await bpm.server.db.query("SELECT 1 FROM user_ucastnik WHERE login = 'visitor'");
    expect(member.rows).toHaveLength(0);
    expect((await call('visitor', 'GET', `${REQUEST}${a.entityId}`)).json).toMatchObject({ stav: 'ZAMIETNUTA' });
    const mail = await bpm.server.db.query<{ text: string }>("SELECT text FROM schranka WHERE login = 'visitor' ORDER BY id_schranka DESC LIMIT 1");
    expect(mail.rows[0]?.text).toContain('Žiadateľ nie je zamestnancom účastníka trhu.');
  });
});

describe('participant change from the portal (UCASTNIK_TRHU_ZMENA): detail/current never writes directly', () => {
  const CHANGE_START = `${API}/portal/zmluvy/ucastnik-zmena/start-process`;
  const CHANGE = `${API}/portal/zmluvy/ucastnik-zmena/`;

  it('proposes the current values, validates the proposal, lists it as pending and writes it only when approved', async () => {
    const id = bpm.tenants.producer as number;
    const before = await participant(id);
    expect((await call('visitor', 'POST', CHANGE_START)).status).toBe(403);
    const started = await call('producer', 'POST', CHANGE_START);
    expect(started.status).toBe(200);
    const a = await activity('producer', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'UCASTNIK_TRHU.ZMENA', entityLabel: expect.stringMatching(/^UTZ-\d{6} /) });
    const proposal = (await call('producer', 'GET', `${CHANGE}${a.entityId}`)).json;
    expect(proposal).toMatchObject({ nazov: before.nazov, pravnaForma: before.pravnaForma, idUcastnikTrhu: id, stav: 'ROZPRACOVANA', verzia: 1 });
    // Another participant's user does not see it.
    expect((await call('supplier', 'GET', `${CHANGE}${a.entityId}`)).status).toBe(404);

    const body = { nazov: 'Solárny park Zlaté Moravce, s.r.o.', pravnaForma: 'Akciová spoločnosť', adresa: proposal.adresa, acerKod: 'A0000999Z.sk', verzia: 1 };
    const bad = await call('producer', 'POST', `${CHANGE}${a.entityId}`, body);
    expect(bad.status).toBe(400);
    expect(bad.json.hints?.reasons.join(' ')).toContain('ACER');
    // The legal form is checked by the served schema too (the participant's column holds 100 characters).
    const long = await call('producer', 'POST', `${CHANGE}${a.entityId}`, { ...body, acerKod: 'A0000999Z.SK', pravnaForma: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect((long.json.hints as { errors?: unknown } | undefined)?.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'pravnaForma' })]));
    expect((await call('producer', 'POST', `${CHANGE}${a.entityId}`, { ...body, acerKod: 'A0000999Z.SK' })).status).toBe(200);
    expect((await call('producer', 'POST', `${CHANGE}${a.entityId}`, { ...body, acerKod: 'A0000999Z.SK' })).status).toBe(409);
    expect((await complete('producer', a.activityId, 'ODOSLAT')).json.message).toMatch(/^Change UTZ-\d{6} of the market participant’s data was submitted for approval$/);

    // Pending: listed in ut-changes; the participant is unchanged until the approval.
    const pending = await call('producer', 'GET', `${API}/portal/zmluvy/ucastnik-trhu/current/zmeny`, undefined, { 'x-tenant': String(id) });
    expect((pending.json as unknown as { processId: number }[]).map((x) => x.processId)).toContain(a.processId);
    expect(await participant(id)).toMatchObject({ nazov: before.nazov, pravnaForma: before.pravnaForma });
    expect((await call('operator', 'GET', `${CHANGE}${a.entityId}`)).json).toMatchObject({ pravnaForma: 'Akciová spoločnosť', stav: 'NA_SCHVALENI' });

    const approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    expect(approval.activityType).toBe('UCASTNIK_TRHU.SCHVALENIE');
    await complete('operator', approval.activityId, 'SCHVALIT');
    await waitFor('operator', approval.activityId, 'completed');
    expect(await participant(id)).toMatchObject({ nazov: 'Solárny park Zlaté Moravce, s.r.o.', pravnaForma: 'Akciová spoločnosť' });
    const history = await call('operator', 'GET', `${API}/portal/zmluvy/ucastnik-trhu/${id}/history`);
    const newest = (history.json as unknown as { zmenil: string; zmeny: { field: string }[] }[])[0];
    expect(newest?.zmenil).toBe('operator');
    expect(newest?.zmeny.map((z) => z.field)).toEqual(expect.arrayContaining(['nazov', 'pravnaForma', 'acerKod']));
  });
});
