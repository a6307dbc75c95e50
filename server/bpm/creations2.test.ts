// Creation processes of the core menu that register a participant's records, end to end on PGlite
// with real tokens: operator staff's registration of a storage device (akumulacne-zariadenie-creation)
// and of a metering point (odberne-miesto-creation), and a participant's new user account (user-creation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { bearer, loginWithPassword } from '../testing/harness';
import { API, bpmTestClient, type TestActivity } from './testing/bpmClient';

const AZR_START = `${API}/portal/akumulacne-zariadenia/akumulacne-zariadenie/start-process`;
const AZR = `${API}/portal/akumulacne-zariadenia/akumulacne-zariadenie-ziadost/`;
const OMR_START = `${API}/portal/odberne-miesta/odberne-miesto/start-process`;
const OMR = `${API}/portal/odberne-miesta/odberne-miesto-ziadost/`;
const PUV_START = `${API}/pouzivatel/create/start-process`;
const PUV = `${API}/pouzivatel/create/pouzivatel-ziadost/`;

const bpm = bpmTestClient(['producer', 'supplier', 'operator', 'visitor', 'admin']);
const { call, activity, complete, next, approvals, waitFor } = bpm;
const tenants = bpm.tenants;

beforeAll(() => bpm.start());
afterAll(() => bpm.close());

describe('storage device registration (akumulacne-zariadenie-creation)', () => {
  it('is started by operator staff only, validated, returned with a reason, fixed and approved into a device of the participant', async () => {
    // The visitor lacks the menu entry's token; portal users lack it too (the process is the operator's).
    expect((await call('visitor', 'POST', AZR_START)).status).toBe(403);
    expect((await call('producer', 'POST', AZR_START)).status).toBe(403);
    const started = await call('operator', 'POST', AZR_START);
    expect(started.status).toBe(200);
    const a = await activity('operator', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'AKUMULACNE_ZARIADENIE.VYTVORENIE', entityLabel: expect.stringMatching(/^AZR-\d{6}$/) });
    // Nor may they read or change the request.
    expect((await call('producer', 'GET', `${AZR}${a.entityId}`)).status).toBe(403);
    expect((await call('producer', 'POST', `${AZR}${a.entityId}`, { verzia: 1 })).status).toBe(403);

    // An empty request is refused with every missing field.
    expect((await complete('operator', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual([
      'Choose the market participant the storage device belongs to',
      'Fill in the EIC of the storage device',
      'Fill in the name of the storage device',
      'Fill in the capacity (kWh)',
      'Fill in the installed power',
    ]);
    const eic = withEicCheck('24WAKUMULATOR01');
    const device = { idUcastnikTrhu: tenants.producer, eic, nazov: 'Batéria Juh', kapacitaKwh: 200, instalovanyVykonKw: 100, verzia: 1 };
    // The catalogue's EIC rules (check character, W-type prefix) and positive sizes.
    expect((await call('operator', 'POST', `${AZR}${a.entityId}`, { ...device, eic: `${eic.slice(0, 15)}${eic.endsWith('A') ? 'B' : 'A'}` })).status).toBe(400);
    expect((await call('operator', 'POST', `${AZR}${a.entityId}`, { ...device, eic: withEicCheck('24ZAKUMULATOR01') })).status).toBe(400);
    const zero = await call('operator', 'POST', `${AZR}${a.entityId}`, { ...device, kapacitaKwh: 0 });
    expect(zero.status).toBe(400);
    expect(zero.json.hints?.reasons).toEqual([expect.stringContaining('kapacitaKwh')]);
    const saved = await call('operator', 'POST', `${AZR}${a.entityId}`, { ...device, eic: eic.toLowerCase() });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ eic, ucastnik: expect.any(String), kapacitaKwh: 200 });
    expect((await complete('operator', a.activityId, 'ODOSLAT')).json.message).toMatch(/^Storage device registration AZR-\d{6} was submitted for approval$/);

    // Returned with a reason, it comes back to the worker with that reason.
    let approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    expect(approval.activityType).toBe('AKUMULACNE_ZARIADENIE.SCHVALENIE');
    await complete('operator', approval.activityId, 'VRATIT');
    const reason = await next('operator', approval.activityId);
    expect(reason.activityType).toBe('AKUMULACNE_ZARIADENIE.DOVOD_VRATENIA');
    expect((await complete('operator', reason.activityId, 'VRATIT')).status).toBe(400);
    await call('operator', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Kapacita nezodpovedá technickému listu.' });
    expect((await complete('operator', reason.activityId, 'VRATIT')).json.message).toMatch(/^Storage device registration AZR-\d{6} was returned for correction$/);
    const back = (await bpm.mine('operator')).find((x) => x.processId === a.processId) as TestActivity;
    expect(back).toMatchObject({ activityType: 'AKUMULACNE_ZARIADENIE.VYTVORENIE', dovodVratenia: 'Kapacita nezodpovedá technickému listu.' });
    const verzia = (await call('operator', 'GET', `${AZR}${a.entityId}`)).json.verzia;
    expect((await call('operator', 'POST', `${AZR}${a.entityId}`, { ...device, kapacitaKwh: 250.5, verzia })).status).toBe(200);
    expect((await complete('operator', back.activityId, 'ODOSLAT')).status).toBe(200);

    // The approval runs in the background and inserts the device for the participant.
    approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('operator', approval.activityId, 'completed');
    expect(done.actionMessage).toBe(`Request ${a.entityLabel ?? ''} was approved: storage device Batéria Juh (${eic}) was created`);
    const rows = await bpm.server.db.query<{ nazov: string; kapacita: string; stav: string; owner: number }>(
      'SELECT nazov, kapacita_kwh::text AS kapacita, stav, id_ucastnik_trhu AS owner FROM akumulacne_zariadenie WHERE eic = $1',
      [eic],
    );
    expect(rows.rows).toEqual([{ nazov: 'Batéria Juh', kapacita: '250.500', stav: 'AKTIVNE', owner: tenants.producer }]);
    expect((await call('operator', 'GET', `${AZR}${a.entityId}`)).json).toMatchObject({ stav: 'SCHVALENA', idZariadAkum: expect.any(Number) });

    // A second request for the same EIC is refused.
    const again = await activity('operator', (await call('operator', 'POST', AZR_START)).json.activityId as number);
    expect((await call('operator', 'POST', `${AZR}${again.entityId}`, device)).status).toBe(200);
    expect((await complete('operator', again.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual([`A storage device with EIC ${eic} already exists`]);
  });
});

describe('metering point registration (odberne-miesto-creation)', () => {
  it('needs the metering point write token, is validated, returned with a reason, fixed and approved into an OOM of the participant', async () => {
    // Only the holder of odberne-miesta#write (the admin among the dev accounts) may start it.
    expect((await call('visitor', 'POST', OMR_START)).status).toBe(403);
    expect((await call('producer', 'POST', OMR_START)).status).toBe(403);
    expect((await call('operator', 'POST', OMR_START)).status).toBe(403);
    const started = await call('admin', 'POST', OMR_START);
    expect(started.status).toBe(200);
    const a = await activity('admin', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'OOM.VYTVORENIE', entityLabel: expect.stringMatching(/^OMR-\d{6}$/) });
    expect((await call('producer', 'GET', `${OMR}${a.entityId}`)).status).toBe(403);

    expect((await complete('admin', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual([
      'Choose the market participant the metering point belongs to',
      'Fill in the EIC of the metering point',
      'Fill in the name or address of the metering point',
      'Choose the type of the metering point',
      'Choose the voltage level',
      'Fill in the valid-from date',
    ]);
    const eic = withEicCheck('24ZSS9900000001');
    const point = { idUcastnikTrhu: tenants.producer, eic, nazov: 'Hlavná 12, Bratislava', typ: 'ODBER', napatovaUroven: 'NN', psc: '81101', platnostOd: '2026-12-01', verzia: 1 };
    // A Z-type EIC with its check character, a known type, a five-digit postcode.
    expect((await call('admin', 'POST', `${OMR}${a.entityId}`, { ...point, eic: withEicCheck('24WSS9900000001') })).status).toBe(400);
    expect((await call('admin', 'POST', `${OMR}${a.entityId}`, { ...point, eic: `${eic.slice(0, 15)}${eic.endsWith('A') ? 'B' : 'A'}` })).status).toBe(400);
    expect((await call('admin', 'POST', `${OMR}${a.entityId}`, { ...point, typ: 'INE' })).status).toBe(400);
    expect((await call('admin', 'POST', `${OMR}${a.entityId}`, { ...point, psc: '811' })).status).toBe(400);
    const saved = await call('admin', 'POST', `${OMR}${a.entityId}`, { ...point, eic: eic.toLowerCase() });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ eic, ucastnik: expect.any(String), platnostOd: '2026-12-01' });
    expect((await complete('admin', a.activityId, 'ODOSLAT')).json.message).toMatch(/^Metering point registration OMR-\d{6} was submitted for approval$/);

    let approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    expect(approval.activityType).toBe('OOM.SCHVALENIE');
    await complete('operator', approval.activityId, 'VRATIT');
    const reason = await next('operator', approval.activityId);
    expect(reason.activityType).toBe('OOM.DOVOD_VRATENIA');
    await call('operator', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Doplňte mesto.' });
    expect((await complete('operator', reason.activityId, 'VRATIT')).status).toBe(200);
    const back = (await bpm.mine('admin')).find((x) => x.processId === a.processId) as TestActivity;
    expect(back).toMatchObject({ activityType: 'OOM.VYTVORENIE', dovodVratenia: 'Doplňte mesto.' });
    const verzia = (await call('admin', 'GET', `${OMR}${a.entityId}`)).json.verzia;
    expect((await call('admin', 'POST', `${OMR}${a.entityId}`, { ...point, mesto: 'Bratislava', verzia })).status).toBe(200);
    expect((await complete('admin', back.activityId, 'ODOSLAT')).status).toBe(200);

    approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('operator', approval.activityId, 'completed');
    expect(done.actionMessage).toBe(`Request ${a.entityLabel ?? ''} was approved: metering point Hlavná 12, Bratislava (${eic}) was created`);
    const rows = await bpm.server.db.query<{ nazov: string; mesto: string; od: string; owner: number }>(
      'SELECT nazov, mesto, platnost_od::text AS od, id_ucastnik_trhu AS owner FROM odberne_miesto WHERE eic = $1',
      [eic],
    );
    expect(rows.rows).toEqual([{ nazov: 'Hlavná 12, Bratislava', mesto: 'Bratislava', od: '2026-12-01', owner: tenants.producer }]);
    // The participant finds its new metering point.
    const list = await call('producer', 'GET', `${API}/edc/odberne-miesta/odberne-miesto/?eq(eic,${eic})`);
    expect(list.json).toEqual([expect.objectContaining({ eic, nazov: 'Hlavná 12, Bratislava' })]);
  });
});

describe('user account creation (user-creation)', () => {
  it('is started by operator staff only, validated, returned with a reason, fixed and approved into an account of the participant', async () => {
    expect((await call('visitor', 'POST', PUV_START)).status).toBe(403);
    expect((await call('producer', 'POST', PUV_START)).status).toBe(403);
    const started = await call('operator', 'POST', PUV_START);
    expect(started.status).toBe(200);
    const a = await activity('operator', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'POUZIVATEL.IDENTITA_VYTVORENA', entityLabel: expect.stringMatching(/^PUV-\d{6}$/) });
    expect((await call('producer', 'GET', `${PUV}${a.entityId}`)).status).toBe(403);

    expect((await complete('operator', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual([
      'Choose the market participant the account is for',
      'Fill in the login',
      'Fill in the first name and surname',
      'Fill in the e-mail',
      'Choose the user role',
      'Enter the initial password',
    ]);
    const account = { idUcastnikTrhu: tenants.producer, novyLogin: 'Novak.Jan', meno: 'Ján', priezvisko: 'Novák', email: 'jan.novak@example.sk', rola: 'EDC.VYROBCA', heslo: 'Zaciatok-2026', verzia: 1 };
    // Self-registration's rules: the login's characters, the e-mail, the password's length; and a known role.
    expect((await call('operator', 'POST', `${PUV}${a.entityId}`, { ...account, novyLogin: 'novák jan' })).status).toBe(400);
    expect((await call('operator', 'POST', `${PUV}${a.entityId}`, { ...account, email: 'jan.novak' })).status).toBe(400);
    expect((await call('operator', 'POST', `${PUV}${a.entityId}`, { ...account, heslo: 'kratke' })).status).toBe(400);
    expect((await call('operator', 'POST', `${PUV}${a.entityId}`, { ...account, rola: 'EDC.ADMIN' })).status).toBe(400);
    // A login that exists already is refused on submission.
    expect((await call('operator', 'POST', `${PUV}${a.entityId}`, { ...account, novyLogin: 'producer' })).status).toBe(200);
    expect((await complete('operator', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual(['The login producer is already taken']);
    const saved = await call('operator', 'POST', `${PUV}${a.entityId}`, { ...account, verzia: 2 });
    expect(saved.status).toBe(200);
    // The login is kept in lower case; the password is never read back, only that it was given.
    expect(saved.json).toMatchObject({ novyLogin: 'novak.jan', hesloZadane: true });
    expect(JSON.stringify(saved.json)).not.toContain('Zaciatok');
    expect((await complete('operator', a.activityId, 'ODOSLAT')).json.message).toMatch(/^New account request PUV-\d{6} was submitted for approval$/);

    let approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    expect(approval.activityType).toBe('POUZIVATEL.SCHVALENIE_ZIADOSTI');
    await complete('operator', approval.activityId, 'VRATIT');
    const reason = await next('operator', approval.activityId);
    expect(reason.activityType).toBe('POUZIVATEL.DOVOD_VRATENIA');
    await call('operator', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Použite firemný e-mail.' });
    expect((await complete('operator', reason.activityId, 'VRATIT')).status).toBe(200);
    const back = (await bpm.mine('operator')).find((x) => x.processId === a.processId) as TestActivity;
    expect(back).toMatchObject({ activityType: 'POUZIVATEL.IDENTITA_VYTVORENA', dovodVratenia: 'Použite firemný e-mail.' });
    // Saved again without the password: the one given before stays.
    const verzia = (await call('operator', 'GET', `${PUV}${a.entityId}`)).json.verzia;
    const fixed = await call('operator', 'POST', `${PUV}${a.entityId}`, { ...account, email: 'jan.novak@slnecna-vyroba.sk', heslo: null, verzia });
    expect(fixed.json).toMatchObject({ email: 'jan.novak@slnecna-vyroba.sk', hesloZadane: true });
    expect((await complete('operator', back.activityId, 'ODOSLAT')).status).toBe(200);

    approval = (await approvals()).find((x) => x.processId === a.processId) as TestActivity;
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('operator', approval.activityId, 'completed');
    expect(done.actionMessage).toBe(`Request ${a.entityLabel ?? ''} was approved: account novak.jan (Ján Novák) was created`);
    const rows = await bpm.server.db.query<{ email: string; roles: string[]; linked: number }>(
      `SELECT u.email, u.roles, l.id_ucastnik_trhu AS linked FROM app_user u JOIN user_ucastnik l ON l.login = u.login WHERE u.login = 'novak.jan'`,
    );
    expect(rows.rows).toEqual([{ email: 'jan.novak@slnecna-vyroba.sk', roles: ['EDC.VYROBCA'], linked: tenants.producer }]);
    // The new user signs in with the initial password and works for the participant.
    const tokens = await loginWithPassword(bpm.server.app, 'novak.jan', 'Zaciatok-2026');
    const info = await bpm.server.app.inject({ method: 'GET', url: `${API}/environment/info`, headers: bearer(tokens.access_token) });
    expect(info.statusCode).toBe(200);
    expect(JSON.stringify(info.json())).toContain('vyrobne-zariadenia#read');
  });
});
