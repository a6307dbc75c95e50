// The processes added to the engine, end to end on PGlite with real tokens: the data-provision
// contract for producers up to 11 kW (scenario VYROBA_11_KW), a participant's registration by a
// user who has no participant yet, and what a declined contract leaves for its applicant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { API, bpmTestClient, type TestActivity } from './testing/bpmClient';
import { bearer } from '../testing/harness';

const CONTRACT_START = `${API}/portal/zmluvy/zmluva-ucastnik-agregacia/start-process`;
const ZPU = `${API}/portal/zmluvy/zmluva-zpu/`;
const ZPU_PARTICIPANT = `${API}/portal/zmluvy/zmluva-zpu-ucastnik/`;
const ZPU_SETTLEMENT = `${API}/portal/zmluvy/zmluva-zpu-vysporiadanie/`;
const ZPU_FINANCE = `${API}/portal/zmluvy/zmluva-zpu-financne-udaje/`;
const REG_START = `${API}/portal/zmluvy/ucastnik/start-process`;
const REG = `${API}/portal/zmluvy/ucastnik-registracia/`;
const OOM_EIC = withEicCheck('24ZVYROBA110001');
const NEW_EIC = withEicCheck('24XNOVYUCAST001');
/** A seat as the register of legal entities publishes it. */
const SEAT = { Ulica: 'Hlavná', PopisneCislo: '1520', OrientacneCislo: '12', Psc: '04001', Mesto: 'Košice', IdStat: 'SK' };

const bpm = bpmTestClient();
const { call, activity, complete, next, approvals, waitFor } = bpm;
type Activity = TestActivity;

beforeAll(() => bpm.start());
afterAll(() => bpm.close());

describe('data-provision contract for producers up to 11 kW (scenario VYROBA_11_KW)', () => {
  it('stores the scenario on the process and every activity and runs to approval', async () => {
    expect((await call('producer', 'POST', CONTRACT_START, { scenario: 'NEZNAMY' })).status).toBe(400);
    const started = await call('producer', 'POST', CONTRACT_START, { scenario: 'VYROBA_11_KW' });
    expect(started.status).toBe(200);
    let a = await activity('producer', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'UCASTNIK_TRHU.ZMENA', scenario: 'VYROBA_11_KW', entityLabel: expect.stringMatching(/^ZPU-\d{4}-\d{5}$/) });
    const c = (await call('producer', 'GET', `${ZPU}${a.entityId}`)).json;
    // The contact comes from the producer's account; the power and the metering point are missing.
    expect(c).toMatchObject({ stav: 'ROZPRACOVANA', kontaktMeno: expect.any(String), kontaktEmail: expect.stringContaining('@'), verzia: 1 });
    expect((await complete('producer', a.activityId, 'DALEJ')).json.hints?.reasons).toEqual(['Fill in the EIC of the metering point', 'The installed power must be filled in and at most 11 kW']);
    expect((await call('supplier', 'GET', `${ZPU}${a.entityId}`)).status).toBe(404);

    const participant = { kontaktMeno: c.kontaktMeno, kontaktEmail: c.kontaktEmail, eicOdberneMiesto: OOM_EIC, instalovanyVykonKw: 12, verzia: 1 };
    expect((await call('producer', 'POST', `${ZPU_PARTICIPANT}${a.entityId}`, participant)).status).toBe(400);
    expect((await call('producer', 'POST', `${ZPU_SETTLEMENT}${a.entityId}`, { datumOd: '2030-01-01', sposobVysporiadania: 'MESACNE', verzia: 1 })).status).toBe(409);
    expect((await call('producer', 'POST', `${ZPU_PARTICIPANT}${a.entityId}`, { ...participant, instalovanyVykonKw: 9.8 })).status).toBe(200);
    expect((await complete('producer', a.activityId, 'DALEJ')).status).toBe(200);

    a = await next('producer', a.activityId);
    expect(a).toMatchObject({ activityType: 'ZMLUVA.ZPU.VYSPORIADANIE_ZMLUVY', scenario: 'VYROBA_11_KW' });
    expect((await call('producer', 'POST', `${ZPU_SETTLEMENT}${a.entityId}`, { datumOd: '2030-01-01', sposobVysporiadania: 'STVRTROCNE', verzia: 2 })).status).toBe(200);
    expect((await complete('producer', a.activityId, 'DALEJ')).status).toBe(200);

    a = await next('producer', a.activityId);
    expect(a).toMatchObject({ activityType: 'ZMLUVA.ZPU.FINANCNE_UDAJE_PRIDANE', scenario: 'VYROBA_11_KW' });
    expect((await complete('producer', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual(['Fill in the IBAN of the account']);
    expect((await call('producer', 'POST', `${ZPU_FINANCE}${a.entityId}`, { iban: 'sk31 1200 0000 1987 4263 7541', verzia: 3 })).status).toBe(200);
    expect((await complete('producer', a.activityId, 'ODOSLAT')).json.message).toMatch(/^Data provision contract ZPU-\d{4}-\d{5} was submitted for approval$/);

    const approval = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect(approval).toMatchObject({ activityType: 'ZMLUVA.ZPU.SCHVALENIE_ZMLUVY', scenario: 'VYROBA_11_KW' });
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('operator', approval.activityId, 'completed');
    expect(done.actionMessage).toMatch(/^Data provision contract ZPU-\d{4}-\d{5} was approved$/);
    expect((await call('producer', 'GET', `${ZPU}${a.entityId}`)).json).toMatchObject({ stav: 'PLATNA', iban: 'SK3112000000198742637541', instalovanyVykonKw: 9.8 });
    const cislo = ((await call('producer', 'GET', `${ZPU}${a.entityId}`)).json as { cisloZmluvy: string }).cisloZmluvy;
    expect((await call('producer', 'GET', `${API}/portal/zmluvy/zmluva/?eq(cisloZmluvy,${cislo})`)).json).toEqual([expect.objectContaining({ typZmluvy: 'ZPU', stav: 'AKTIVNA' })]);
  });
});

describe('participant registration by a user without a participant', () => {
  it('is started without a tenant, returned, fixed and approved into a participant the user belongs to', async () => {
    // Only the visitor's token starts it; the server does not take the caller's word for anything.
    expect((await call('producer', 'POST', REG_START)).status).toBe(403);
    const started = await call('visitor', 'POST', REG_START);
    expect(started.status).toBe(200);
    // A second start answers the same open task.
    expect((await call('visitor', 'POST', REG_START)).json).toEqual(started.json);
    const a = await activity('visitor', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'UCASTNIK_TRHU.VYTVORENIE', entityLabel: expect.stringMatching(/^REG-\d{6}$/) });
    expect((await call('producer', 'GET', `${REG}${a.entityId}`)).status).toBe(404);
    expect((await call('producer', 'GET', `${API}/bpm/activity/${a.activityId}`)).status).toBe(404);
    expect((await complete('visitor', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual([
      'Fill in the name of the market participant',
      'Choose the type of the market participant',
      'Fill in the EIC of the market participant',
      'Fill in the seat of the market participant (street, town, postcode and country)',
    ]);
    expect((await call('visitor', 'POST', `${REG}${a.entityId}`, { nazov: 'Solár Nový s.r.o.', typ: 'VYROBCA', eic: '24XNOVYUCAST0010', verzia: 1 })).status).toBe(400);
    expect((await call('visitor', 'POST', `${REG}${a.entityId}`, { nazov: 'Solár Nový s.r.o.', typ: 'VYROBCA', eic: NEW_EIC, ico: '12345679', adresa: SEAT, verzia: 1 })).status).toBe(200);
    expect((await complete('visitor', a.activityId, 'ODOSLAT')).json.message).toMatch(/^Market participant registration REG-\d{6} was submitted for approval$/);
    // Waiting for approval: the applicant has a read-only waiting activity, and starting again answers it.
    const waiting = await activity('visitor', (await call('visitor', 'POST', REG_START)).json.activityId as number);
    expect(waiting).toMatchObject({ activityType: 'PORTAL.CAKANIE_NA_SCHVALENIE', processId: a.processId, readOnly: true, status: { code: 'active' } });
    expect((await call('visitor', 'GET', `${API}/bpm/activity/${waiting.activityId}/actions/`)).json).toEqual([]);
    expect((await complete('visitor', waiting.activityId, 'SCHVALIT')).status).toBe(403);

    // The operator returns it with a reason; the visitor's own task comes back with it.
    let approval = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect(approval.activityType).toBe('UCASTNIK_TRHU.SCHVALENIE');
    await complete('operator', approval.activityId, 'VRATIT');
    const reason = await next('operator', approval.activityId);
    // While the operator writes the reason the applicant has nothing open: a new start is refused.
    expect((await call('visitor', 'POST', REG_START)).status).toBe(409);
    expect((await call('operator', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Doplňte IČO v správnom tvare.' })).status).toBe(200);
    expect((await complete('operator', reason.activityId, 'VRATIT')).status).toBe(200);
    // Returning ended the waiting.
    expect((await activity('visitor', waiting.activityId)).status.code).toBe('completed');
    const mine = (await call('visitor', 'GET', `${API}/bpm/dashboard/activities?list=mine`)).json as unknown as Activity[];
    const back = mine.find((x) => x.processId === a.processId) as Activity & { dovodVratenia: string };
    expect(back).toMatchObject({ activityType: 'UCASTNIK_TRHU.VYTVORENIE', dovodVratenia: 'Doplňte IČO v správnom tvare.' });
    expect((await call('visitor', 'POST', `${REG}${a.entityId}`, { nazov: 'Solár Nový s.r.o.', typ: 'VYROBCA', eic: NEW_EIC, ico: '87654326', adresa: SEAT, verzia: (await call('visitor', 'GET', `${REG}${a.entityId}`)).json.verzia })).status).toBe(200);
    expect((await complete('visitor', back.activityId, 'ODOSLAT')).status).toBe(200);

    // Approval in the background creates the participant and makes the visitor its member.
    approval = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('operator', approval.activityId, 'completed');
    expect(done.actionMessage).toBe(`Registration ${a.entityLabel ?? ''} was approved: market participant Solár Nový s.r.o. (${NEW_EIC}) was created`);
    const lastWait = (await call('visitor', 'GET', `${API}/bpm/dashboard/activities?list=mine`)).json as unknown as Activity[];
    expect(lastWait).toEqual([]);
    const registration = (await call('operator', 'GET', `${REG}${a.entityId}`)).json;
    expect(registration).toMatchObject({ stav: 'SCHVALENA', ico: '87654326', idUcastnikTrhu: expect.any(Number) });

    // Logged in again, the user has the participant as tenant and the producer's tokens.
    await bpm.relogin('visitor');
    const env = (await call('visitor', 'GET', `${API}/environment/info`)).json as { ucastnici: { idUcastnikTrhu: number; nazov: string }[]; tokens: string[] };
    expect(env.ucastnici).toEqual([expect.objectContaining({ idUcastnikTrhu: registration.idUcastnikTrhu, nazov: 'Solár Nový s.r.o.' })]);
    expect(env.tokens).toContain('zmluvy#create');
  });
});

describe('participant registration from the core', () => {
  it('lets operator staff register a participant without becoming its member', async () => {
    const eic = withEicCheck('24XOPERATOR0001');
    const started = await call('operator', 'POST', REG_START);
    expect(started.status).toBe(200);
    // Staff may register several participants at once: a second start opens a second registration.
    const second = await call('operator', 'POST', REG_START);
    expect(second.json.activityId).not.toBe(started.json.activityId);
    const a = await activity('operator', started.json.activityId as number);
    expect(a.activityType).toBe('UCASTNIK_TRHU.VYTVORENIE');
    expect((await call('operator', 'POST', `${REG}${a.entityId}`, { nazov: 'Veterný park Sever a.s.', typ: 'VYROBCA', eic, adresa: SEAT, verzia: 1 })).status).toBe(200);
    expect((await complete('operator', a.activityId, 'ODOSLAT')).status).toBe(200);
    const approval = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    await waitFor('operator', approval.activityId, 'completed');
    const registration = (await call('operator', 'GET', `${REG}${a.entityId}`)).json;
    expect(registration).toMatchObject({ stav: 'SCHVALENA', idUcastnikTrhu: expect.any(Number) });
    const members = await bpm.server.db.query<{ login: string }>('SELECT login FROM user_ucastnik WHERE id_ucastnik_trhu = $1', [registration.idUcastnikTrhu]);
    expect(members.rows).toEqual([]);
  });
});

describe('change profile', () => {
  it('answers an activity of a profile change process that saves the account when completed', async () => {
    const PROFILE = `${API}/pouzivatel/zmena-profilu/`;
    const started = await call('supplier', 'POST', `${API}/pouzivatel/change-profile`);
    expect((await call('supplier', 'POST', `${API}/pouzivatel/change-profile`)).json).toEqual(started.json);
    const a = await activity('supplier', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'POUZIVATEL.IDENTITA_ZMENENA', status: { code: 'active' } });
    const draft = (await call('supplier', 'GET', `${PROFILE}${a.entityId}`)).json;
    expect(draft).toMatchObject({ login: 'supplier', meno: expect.any(String), email: expect.stringContaining('@'), verzia: 1 });
    expect((await call('producer', 'GET', `${PROFILE}${a.entityId}`)).status).toBe(404);
    expect((await call('supplier', 'POST', `${PROFILE}${a.entityId}`, { meno: 'Eva', priezvisko: '', email: 'eva@example.sk', verzia: 1 })).status).toBe(400);
    expect((await call('supplier', 'POST', `${PROFILE}${a.entityId}`, { meno: 'Eva', priezvisko: 'Dodávateľová', email: 'eva@example.sk', verzia: 1 })).status).toBe(200);
    expect((await complete('supplier', a.activityId, 'ULOZIT')).json.message).toBe('The profile of Eva Dodávateľová was saved');
    expect((await call('operator', 'GET', `${API}/edc/iam/user/supplier`)).json).toMatchObject({ meno: 'Eva', priezvisko: 'Dodávateľová', email: 'eva@example.sk' });
    // Finished: the next call starts a new change.
    expect((await call('supplier', 'POST', `${API}/pouzivatel/change-profile`)).json.activityId).not.toBe(started.json.activityId);
  });
});

describe('a declined imbalance settlement contract', () => {
  it('ends the process declined and leaves the applicant a rejected request and a message', async () => {
    const rejected = async () => (await call('producer', 'GET', `${API}/portal/common/zamietnutie-ziadosti/?eq(typZiadosti,ZMLUVA_ZO)`)).json as unknown as { dovod: string }[];
    const unreadMail = async () => (await call('producer', 'GET', `${API}/edc/schranky/schranka/?eq(stavKod,1)`)).json as unknown as { predmet: string; text: string }[];
    const before = (await rejected()).length;
    const started = await call('producer', 'POST', CONTRACT_START);
    const a = await activity('producer', started.json.activityId as number);
    // Declining needs an open approval: simulate the submitted state through the engine's own steps.
    const approvalId = await submitted(a);
    await complete('operator', approvalId, 'ZAMIETNUT');
    const reason = await next('operator', approvalId);
    expect((await complete('operator', reason.activityId, 'ZAMIETNUT')).status).toBe(400);
    await call('operator', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Chýba doklad o oprávnení.' });
    expect((await complete('operator', reason.activityId, 'ZAMIETNUT')).json.message).toMatch(/was declined$/);
    expect((await call('producer', 'GET', `${API}/portal/zmluvy/zmluva-zo/${a.entityId}`)).json.stav).toBe('ZAMIETNUTA');
    expect((await activity('producer', a.activityId)).dovodZamietnutia).toBe('Chýba doklad o oprávnení.');
    const now = await rejected();
    expect(now.length).toBe(before + 1);
    expect(now[0]?.dovod).toBe('Chýba doklad o oprávnení.');
    expect((await unreadMail())[0]).toMatchObject({ predmet: expect.stringMatching(/^Zmluva o zúčtovaní odchýlky ZO-\d{4}-\d{5} bola zamietnutá$/), text: expect.stringContaining('Chýba doklad o oprávnení.') });
  });
});

/** Fills and submits a fresh imbalance contract (summary, finance, a signed document); the approval activity. */
async function submitted(first: Activity): Promise<number> {
  const ZO = `${API}/portal/zmluvy/zmluva-zo/`;
  const c = (await call('producer', 'GET', `${ZO}${first.entityId}`)).json;
  await call('producer', 'POST', `${ZO}${first.entityId}`, { datumOd: c.datumOd, kontaktMeno: 'Ján Novák', kontaktEmail: 'jan@example.sk', verzia: c.verzia });
  await complete('producer', first.activityId, 'DALEJ');
  const fin = await next('producer', first.activityId);
  await call('producer', 'POST', `${API}/portal/zmluvy/zmluva-zo-financne-udaje/${first.entityId}`, { vyskaZabezpecenia: 15000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: 'SK3112000000198742637541', verzia: 2 });
  await complete('producer', fin.activityId, 'DALEJ');
  const sign = await next('producer', fin.activityId);
  const boundary = '----edcDecline';
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x41), Buffer.from('\n%%EOF\n')]);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nzmluva.podpisana\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="z.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await bpm.server.app.inject({ method: 'POST', url: `${API}/dms/document`, headers: { ...bearer(bpm.token('producer')), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
  await call('producer', 'POST', `${ZO}${first.entityId}/dokumenty`, { dmsId: (uploaded.json() as { dmsId: string }).dmsId });
  expect((await complete('producer', sign.activityId, 'ODOSLAT')).status).toBe(200);
  return ((await approvals()).find((x) => x.processId === first.processId) as Activity).activityId;
}
