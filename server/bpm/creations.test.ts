// The creation processes behind the start-process menu entries, end to end on PGlite with real
// tokens: a participant's complaint (reklamacia-creation), operator staff's registration of a
// production device for a participant (vyrobne-zariadenie-creation) and a participant's tariff
// reduction group (ponizenie).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { API, bpmTestClient, type TestActivity } from './testing/bpmClient';

const REK_START = `${API}/portal/reklamacie/reklamacia/start-process`;
const REK = `${API}/portal/reklamacie/reklamacia/`;
const REK_ODPOVED = `${API}/portal/reklamacie/reklamacia-odpoved/`;
const VZR_START = `${API}/portal/vyrobne-zariadenia/vyrobne-zariadenie/start-process`;
const VZR = `${API}/portal/vyrobne-zariadenia/vyrobne-zariadenie-ziadost/`;
const PON_START = `${API}/portal/ponizenie/ponizenie/start-process`;
const PON = `${API}/portal/ponizenie/ponizenie/`;

const bpm = bpmTestClient();
const { call, activity, complete, next, approvals, waitFor } = bpm;
const mine = bpm.mine;
const tenants = bpm.tenants;
type Activity = TestActivity;

beforeAll(() => bpm.start());
afterAll(() => bpm.close());

describe('complaint (reklamacia-creation)', () => {
  it('refuses a second attachment of one type, in the complaint and in its answer, under its row and naming the type by its label', async () => {
    const started = await call('producer', 'POST', REK_START);
    const a = await activity('producer', started.json.activityId as number);
    const filled = { predmet: 'Dvojitá príloha', kategoria: 'DATA', obdobieOd: '2026-09-01', obdobieDo: '2026-09-30', text: 'Dve prílohy rovnakého typu.' };
    const doc = { documentType: 'reklamacia.priloha', fileName: 'faktura.pdf', fileSize: 2048, dmsId: '0b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d' };
    const other = { ...doc, documentType: 'reklamacia.podklad', fileName: 'podklad.csv', dmsId: '1b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d' };
    const twice = [doc, other, { ...doc, fileName: 'faktura-2.pdf' }];
    const frames = { sk: 'môže byť uložený len raz', en: 'Only one document of the type', cs: 'může být uložen jen jednou' };
    for (const [lang, frame] of Object.entries(frames)) {
      const headers = { 'x-language': lang };
      // The step's served schema carries the rule with the type's label in the reader's language.
      const schema = (await call('producer', 'GET', `${REK}${a.entityId}/schema/post/request`, undefined, headers)).json as {
        properties: { dokumenty: { oneDocumentPerType?: { key: string; codeBook: string; labels: Record<string, string> } } };
      };
      const rule = schema.properties.dokumenty.oneDocumentPerType;
      expect(rule).toMatchObject({ key: 'documentType', codeBook: 'document-type' });
      const label = rule?.labels['reklamacia.priloha'] ?? '';
      expect(label).not.toBe('');
      if (lang === 'en') expect(label).toBe('Complaint attachment');
      if (lang === 'sk') expect(label).toBe('Príloha reklamácie');
      const refused = await call('producer', 'POST', `${REK}${a.entityId}`, { ...filled, dokumenty: twice, verzia: 1 }, headers);
      expect(refused.status, lang).toBe(400);
      const hints = refused.json.hints as { reasons: string[]; errors: { field: string; keyword: string }[] };
      expect(hints.errors).toEqual([expect.objectContaining({ field: 'dokumenty.2.documentType', keyword: 'oneDocumentPerType' })]);
      expect(hints.reasons).toEqual([expect.stringContaining(label)]);
      expect(hints.reasons[0]).toContain(frame);
      expect(hints.reasons[0]).not.toContain('reklamacia.priloha');
      // The answer's attachments keep the same rule (checked before the step's right to answer).
      const answer = await call('operator', 'POST', `${REK_ODPOVED}${a.entityId}`, { odpoved: 'Vybavené.', dokumentyOdpoved: twice, verzia: 1 }, headers);
      expect(answer.status).toBe(400);
      expect((answer.json.hints as unknown as { errors: { field: string }[] }).errors).toEqual([expect.objectContaining({ field: 'dokumentyOdpoved.2.documentType' })]);
    }
    // One of each type passes the schema (the attachments are then looked up when saved).
    const once = await call('producer', 'POST', `${REK}${a.entityId}`, { ...filled, dokumenty: [doc, other], verzia: 1 });
    expect(once.status === 400 ? (once.json.hints as unknown as { errors: { keyword: string }[] }).errors.map((e) => e.keyword) : []).not.toContain('oneDocumentPerType');
  });

  it('is filed by a participant, returned with a reason, fixed and resolved by the operator with an answer', async () => {
    // The menu entry's token is needed (the visitor has none of the participant's tokens).
    expect((await call('visitor', 'POST', REK_START)).status).toBe(403);
    const started = await call('producer', 'POST', REK_START);
    expect(started.status).toBe(200);
    const a = await activity('producer', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'REKLAMACIA.VYTVORENIE', entityLabel: expect.stringMatching(/^REK-\d{6}$/) });
    // Another participant sees neither the complaint nor its activity.
    expect((await call('supplier', 'GET', `${REK}${a.entityId}`)).status).toBe(404);
    expect((await call('supplier', 'GET', `${API}/bpm/activity/${a.activityId}`)).status).toBe(404);

    // An empty complaint is refused with the reasons; so are a bad date and a period in the wrong order.
    expect((await complete('producer', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual([
      'Fill in the subject of the complaint',
      'Fill in the period of the complaint (from and to)',
      'Fill in the text of the complaint',
    ]);
    expect((await call('producer', 'POST', `${REK}${a.entityId}`, { verzia: 1 })).status).toBe(400);
    const filled = { predmet: 'Chýbajúce namerané údaje', kategoria: 'MERANIE', obdobieOd: '2026-09-01', obdobieDo: '2026-09-30', text: 'V septembri chýbajú hodinové hodnoty.' };
    // The category is required by the served schema (the form marks it); its reasons name no code.
    const complaintSchema = (await call('producer', 'GET', `${REK}${a.entityId}/schema/post/request`)).json as { required: string[] };
    expect(complaintSchema.required).toContain('kategoria');
    const sk = { 'x-language': 'sk' };
    const { kategoria: _left, ...noCategory } = filled;
    const missing = await call('producer', 'POST', `${REK}${a.entityId}`, { ...noCategory, verzia: 1 }, sk);
    expect(missing.json.hints?.reasons).toEqual(['kategoria: povinný údaj']);
    const unknown = await call('producer', 'POST', `${REK}${a.entityId}`, { ...filled, kategoria: 'NEZNAMA', verzia: 1 }, sk);
    expect(unknown.json.hints?.reasons).toEqual(['kategoria: vyberte jednu z ponúkaných možností']);
    expect((await call('producer', 'POST', `${REK}${a.entityId}`, { ...filled, obdobieOd: '2026-13-01', verzia: 1 })).status).toBe(400);
    const order = await call('producer', 'POST', `${REK}${a.entityId}`, { ...filled, obdobieOd: '2026-10-01', verzia: 1 });
    expect(order.status).toBe(400);
    expect(order.json.hints?.reasons).toEqual([expect.stringContaining('obdobieDo')]);
    // The participant cannot answer their own complaint.
    expect((await call('producer', 'POST', `${REK_ODPOVED}${a.entityId}`, { odpoved: 'Vybavené.', verzia: 1 })).status).toBe(409);
    expect((await call('producer', 'POST', `${REK}${a.entityId}`, { ...filled, verzia: 1 })).status).toBe(200);
    // Saved again from the same (now stale) version: refused, the saved text kept.
    const stale = await call('producer', 'POST', `${REK}${a.entityId}`, { ...filled, text: 'Neskoro.', verzia: 1 });
    expect(stale.status).toBe(409);
    expect((await call('producer', 'GET', `${REK}${a.entityId}`)).json).toMatchObject({ text: filled.text, verzia: 2 });
    expect((await complete('producer', a.activityId, 'ODOSLAT')).json.message).toMatch(/^Complaint REK-\d{6} was submitted$/);
    const submitted = (await call('producer', 'GET', `${REK}${a.entityId}`)).json;
    expect(submitted).toMatchObject({ stav: 'V_RIESENI', datumPodania: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), termin: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    // While the operator handles it the participant has a read-only "in progress" activity.
    const waiting = (await mine('producer')).find((x) => x.processId === a.processId) as Activity;
    expect(waiting).toMatchObject({ activityType: 'REKLAMACIA.PORTAL_ODPOVED', readOnly: true });

    // The operator returns it with a reason.
    let handling = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect(handling.activityType).toBe('REKLAMACIA.V_RIESENI');
    await complete('operator', handling.activityId, 'VRATIT');
    const reason = await next('operator', handling.activityId);
    expect(reason.activityType).toBe('REKLAMACIA.DOVOD_VRATENIA');
    expect((await complete('operator', reason.activityId, 'VRATIT')).status).toBe(400);
    await call('operator', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Uveďte číslo odberného miesta.' });
    expect((await complete('operator', reason.activityId, 'VRATIT')).json.message).toMatch(/^Complaint REK-\d{6} was returned to the applicant for completion$/);
    expect((await activity('producer', waiting.activityId)).status.code).toBe('completed');
    const back = (await mine('producer')).find((x) => x.processId === a.processId && !x.readOnly) as Activity;
    expect(back).toMatchObject({ activityType: 'REKLAMACIA.VYTVORENIE', dovodVratenia: 'Uveďte číslo odberného miesta.' });
    const verzia = (await call('producer', 'GET', `${REK}${a.entityId}`)).json.verzia;
    expect((await call('producer', 'POST', `${REK}${a.entityId}`, { ...filled, text: 'OM 24ZVYROBA110001: v septembri chýbajú hodnoty.', verzia })).status).toBe(200);
    expect((await complete('producer', back.activityId, 'ODOSLAT')).status).toBe(200);

    // Resolving needs the answer; then it runs in the background and ends with the final message.
    handling = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect((await complete('operator', handling.activityId, 'SCHVALIT')).json.hints?.reasons).toEqual(['Fill in the answer to the complaint before resolving it']);
    const current = (await call('operator', 'GET', `${REK_ODPOVED}${a.entityId}`)).json;
    expect((await call('operator', 'POST', `${REK_ODPOVED}${a.entityId}`, { odpoved: 'Údaje boli doplnené.', verzia: current.verzia })).status).toBe(200);
    // The operator's answer from a stale version is refused too; the saved answer stays.
    expect((await call('operator', 'POST', `${REK_ODPOVED}${a.entityId}`, { odpoved: 'Neskoro.', verzia: current.verzia })).status).toBe(409);
    expect((await complete('operator', handling.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('operator', handling.activityId, 'completed');
    expect(done.actionMessage).toBe(`Complaint ${a.entityLabel ?? ''} was resolved and its answer published`);
    const row = await bpm.server.db.query<{ stav: string; odpoved: string; datum: string | null }>(
      'SELECT stav, odpoved, datum_vybavenia::text AS datum FROM reklamacia WHERE id_reklamacia = $1',
      [a.entityId],
    );
    expect(row.rows).toEqual([{ stav: 'VYBAVENA', odpoved: 'Údaje boli doplnené.', datum: expect.any(String) }]);
    expect((await mine('producer')).filter((x) => x.processId === a.processId)).toEqual([]);
    const mail = await bpm.server.db.query<{ predmet: string; text: string }>("SELECT predmet, text FROM schranka WHERE login = 'producer' AND predmet LIKE 'Reklamácia %' ORDER BY 1");
    expect(mail.rows).toEqual([
      { predmet: `Reklamácia ${a.entityLabel ?? ''} bola vrátená na doplnenie`, text: expect.stringContaining('Dôvod: Uveďte číslo odberného miesta.') },
      { predmet: `Reklamácia ${a.entityLabel ?? ''} bola vybavená`, text: expect.stringContaining('Odpoveď prevádzkovateľa: Údaje boli doplnené.') },
    ]);
  });
});

describe('production device registration (vyrobne-zariadenie-creation)', () => {
  it('is started by operator staff only, validated, returned, fixed and approved into a device of the participant', async () => {
    expect((await call('visitor', 'POST', VZR_START)).status).toBe(403);
    // Portal users hold the create token, but the process is the operator's.
    expect((await call('producer', 'POST', VZR_START)).status).toBe(403);
    const started = await call('operator', 'POST', VZR_START);
    expect(started.status).toBe(200);
    const a = await activity('operator', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'VYROBNE_ZARIADENIE.VYTVORENIE', entityLabel: expect.stringMatching(/^VZR-\d{6}$/) });
    expect((await call('producer', 'GET', `${VZR}${a.entityId}`)).status).toBe(404);

    expect((await complete('operator', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual([
      'Choose the market participant the device belongs to',
      'Fill in the EIC of the production device',
      'Fill in the name of the production device',
      'Choose the technology',
      'Fill in the installed power',
      'Enter at least one generator of the production device',
      'Choose the type of support',
    ]);
    const technology = (await bpm.server.db.query<{ id: number }>('SELECT min(id_technologia) AS id FROM technologia')).rows[0]?.id as number;
    const eic = withEicCheck('24WNOVEZARIAD01');
    const generatory = [
      { nazov: ' Striedač Sever A ', typ: 'STRIEDAC', primarnyZdroj: 'SLNECNA', instalovanyVykonKw: 25, vyrobca: 'Huawei', model: 'SUN2000-25KTL', vyrobneCislo: 'HW2024-00117', rokVyroby: 2024, datumUvedeniaDoPrevadzky: '2024-06-03', stav: 'PREVADZKA' },
      { nazov: 'Striedač Sever B', typ: 'STRIEDAC', primarnyZdroj: 'SLNECNA', instalovanyVykonKw: 20, vyrobca: '', stav: 'PREVADZKA' },
    ];
    const device = { idUcastnikTrhu: tenants.producer, eic, nazov: 'FVE Strecha Sever', idTechnologia: technology, instalovanyVykonKw: 49.5, typPodpory: 'BEZ_PODPORY', generatory, verzia: 1 };
    // The device model's rules: the EIC's check character, its 24W prefix, the power's range.
    expect((await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, eic: '24WNOVEZARIAD01X' })).status).toBe(400);
    expect((await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, eic: withEicCheck('24XNOVEZARIAD01') })).status).toBe(400);
    expect((await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, instalovanyVykonKw: 0 })).status).toBe(400);
    // The generators are the generator entity's rows: at least one, its fields and rules; the count is derived.
    // At least one generator: the served schema's minItems, with its own message (as the form shows it).
    const noRows = await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, generatory: [] }, { 'x-language': 'sk' });
    expect(noRows.status).toBe(400);
    expect(noRows.json.hints?.reasons).toEqual(['generatory: Pridajte aspoň jeden generátor']);
    const requestSchema = (await call('operator', 'GET', `${VZR}${a.entityId}/schema/post/request`)).json as { properties: { generatory: Record<string, unknown> } };
    expect(requestSchema.properties.generatory).toMatchObject({ minItems: 1, messageKeys: { minItems: 'validation.addOneGenerator', required: 'validation.addOneGenerator' } });
    expect((await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, pocetGeneratorov: 2 })).status).toBe(400);
    const badRow = await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, generatory: [{ ...generatory[0], typ: 'PARNY', instalovanyVykonKw: 0 }] });
    expect(badRow.status).toBe(400);
    expect(JSON.stringify(badRow.json.hints)).toMatch(/generatory\/0\/typ|generatory\.0\.typ/);
    const over = await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, instalovanyVykonKw: 40 });
    expect(over.status).toBe(400);
    expect(over.json.hints?.reasons).toEqual([
      'generatory.1.instalovanyVykonKw: generator Striedač Sever B: the generators in operation would give 45 kW, more than the device’s installed power of 40 kW',
    ]);
    // The shared rule over the rows (generatorPowerSum), named in the served step schema: the step form runs it before it sends.
    expect((over.json.hints as { errors?: unknown[] }).errors).toMatchObject([{ field: 'generatory.1.instalovanyVykonKw', keyword: 'generatorRowsPower' }]);
    expect((requestSchema as unknown as { generatorRowsPower?: unknown }).generatorRowsPower).toEqual({ power: 'instalovanyVykonKw', rows: 'generatory' });
    // Shut-down units do not count in the power; the names differ from the device's and from each other.
    expect((await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, instalovanyVykonKw: 40, generatory: [generatory[0], { ...generatory[1], stav: 'ODSTAVENY' }] })).status).toBe(200);
    const named = await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, verzia: 2, generatory: [{ ...generatory[0], nazov: 'fve strecha sever' }, generatory[1]] });
    expect(named.json.hints?.reasons).toEqual(['generatory.0.nazov: The generator’s name must differ from the production device’s name FVE Strecha Sever']);
    const twice = await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, verzia: 2, generatory: [generatory[0], { ...generatory[1], nazov: 'STRIEDAČ SEVER A' }] });
    expect(twice.json.hints?.reasons).toEqual(['generatory.1.nazov: STRIEDAČ SEVER A is listed more than once']);
    // Both are rules of the served schema (the catalogue's), which the step form runs before it sends.
    expect((named.json.hints as { errors?: unknown[] }).errors).toMatchObject([{ field: 'generatory.0.nazov', keyword: 'generatorNamesUnlikeDevice' }]);
    expect((twice.json.hints as { errors?: unknown[] }).errors).toMatchObject([{ field: 'generatory.1.nazov', keyword: 'uniqueBy' }]);
    expect(requestSchema).toMatchObject({ generatorNamesUnlikeDevice: { name: 'nazov', rows: 'generatory' }, properties: { generatory: { uniqueBy: 'nazov' } } });
    // A row made after it started running: the generator's own rule (yearMadeNotAfterStart), served on each row, under the row's year.
    const lateRows = [generatory[1], { ...generatory[0], rokVyroby: 2025 }];
    const late = await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, verzia: 2, generatory: lateRows });
    expect(late.status).toBe(400);
    expect(late.json.hints?.reasons).toEqual(['generatory.1.rokVyroby: The year of manufacture 2025 is after the commissioning date (3. 6. 2024)']);
    expect((late.json.hints as { errors?: unknown[] }).errors).toMatchObject([{ field: 'generatory.1.rokVyroby', keyword: 'yearMadeNotAfterStart' }]);
    const lateSk = await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, verzia: 2, generatory: lateRows }, { 'x-language': 'sk' });
    expect((lateSk.json.hints as { fields?: unknown }).fields).toEqual({ 'generatory.1.rokVyroby': ['generatory.1.rokVyroby: Rok výroby 2025 je neskôr ako dátum uvedenia do prevádzky (3. 6. 2024)'] });
    expect(requestSchema).toMatchObject({ properties: { generatory: { items: { yearMadeNotAfterStart: { year: 'rokVyroby', start: 'datumUvedeniaDoPrevadzky' } } } } });
    const saved = await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, verzia: 2, eic: eic.toLowerCase() });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ eic, ucastnik: expect.any(String), technologia: expect.any(String), pocetGeneratorov: 2 });
    expect((saved.json.generatory as { nazov: string; vyrobca?: unknown }[]).map((g) => [g.nazov, g.vyrobca])).toEqual([
      ['Striedač Sever A', 'Huawei'],
      ['Striedač Sever B', null],
    ]);
    // The approver's summary reads the rows on their own (operator staff only, as the request).
    const rowsRead = await call('operator', 'GET', `${VZR}${a.entityId}/generatory`);
    expect((rowsRead.json as unknown as { nazov: string }[]).map((g) => g.nazov)).toEqual(['Striedač Sever A', 'Striedač Sever B']);
    expect((await call('producer', 'GET', `${VZR}${a.entityId}/generatory`)).status).toBe(404);
    expect((await complete('operator', a.activityId, 'ODOSLAT')).json.message).toMatch(/^Production device registration VZR-\d{6} was submitted for approval$/);

    let approval = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect(approval.activityType).toBe('VYROBNE_ZARIADENIE.SCHVALENIE');
    await complete('operator', approval.activityId, 'VRATIT');
    const reason = await next('operator', approval.activityId);
    await call('operator', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Výkon nezodpovedá technickému listu.' });
    expect((await complete('operator', reason.activityId, 'VRATIT')).status).toBe(200);
    const back = (await mine('operator')).find((x) => x.processId === a.processId) as Activity;
    expect(back).toMatchObject({ activityType: 'VYROBNE_ZARIADENIE.VYTVORENIE', dovodVratenia: 'Výkon nezodpovedá technickému listu.' });
    const verzia = (await call('operator', 'GET', `${VZR}${a.entityId}`)).json.verzia;
    expect((await call('operator', 'POST', `${VZR}${a.entityId}`, { ...device, instalovanyVykonKw: 45, verzia })).status).toBe(200);
    expect((await complete('operator', back.activityId, 'ODOSLAT')).status).toBe(200);

    approval = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('operator', approval.activityId, 'completed');
    expect(done.actionMessage).toBe(`Request ${a.entityLabel ?? ''} was approved: production device FVE Strecha Sever (${eic}) was created`);
    const rows = await bpm.server.db.query<{ nazov: string; vykon: string; stav: string; owner: number }>(
      'SELECT nazov, instalovany_vykon_kw::text AS vykon, stav, id_ucastnik_trhu AS owner FROM vyrobne_zariadenie WHERE eic = $1',
      [eic],
    );
    expect(rows.rows).toEqual([{ nazov: 'FVE Strecha Sever', vykon: '45.000', stav: 'AKTIVNE', owner: tenants.producer }]);
    // Active with its generators, created in the approval's transaction, counted by the device.
    const units = await bpm.server.db.query<{ nazov: string; vykon: string; stav: string; owner: number; vyrobneCislo: string | null; start: string | null }>(
      `SELECT g.nazov, g.instalovany_vykon_kw::text AS vykon, g.stav, g.id_ucastnik_trhu AS owner, g.vyrobne_cislo AS "vyrobneCislo",
         to_char(g.datum_uvedenia_do_prevadzky, 'YYYY-MM-DD') AS start
       FROM vyrobne_zariadenie_generator g JOIN vyrobne_zariadenie v USING (id_zariad_vyr) WHERE v.eic = $1 ORDER BY g.nazov`,
      [eic],
    );
    expect(units.rows).toEqual([
      { nazov: 'Striedač Sever A', vykon: '25.000', stav: 'PREVADZKA', owner: tenants.producer, vyrobneCislo: 'HW2024-00117', start: '2024-06-03' },
      { nazov: 'Striedač Sever B', vykon: '20.000', stav: 'PREVADZKA', owner: tenants.producer, vyrobneCislo: null, start: null },
    ]);
    const listed = await call('producer', 'GET', `${API}/portal/vyrobne-zariadenia/vyrobne-zariadenie/?eq(eic,${eic})`);
    expect(listed.json).toEqual([expect.objectContaining({ pocetGeneratorov: 2, stav: 'AKTIVNE' })]);
    // The participant sees its new device; a second request for the same EIC is refused.
    const list = await call('producer', 'GET', `${API}/portal/vyrobne-zariadenia/vyrobne-zariadenie/?eq(eic,${eic})`);
    expect(list.json).toEqual([expect.objectContaining({ eic, nazov: 'FVE Strecha Sever' })]);
    const again = await activity('operator', (await call('operator', 'POST', VZR_START)).json.activityId as number);
    expect((await call('operator', 'POST', `${VZR}${again.entityId}`, device)).status).toBe(200);
    expect((await complete('operator', again.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual([`A production device with EIC ${eic} already exists`]);
  });

  it('is not submitted with a support type the typ-podpory code book does not offer (the device would refuse it)', async () => {
    const a = await activity('operator', (await call('operator', 'POST', VZR_START)).json.activityId as number);
    const technology = (await bpm.server.db.query<{ id: number }>('SELECT min(id_technologia) AS id FROM technologia')).rows[0]?.id as number;
    const generatory = [{ nazov: 'Striedač Juh', typ: 'STRIEDAC', primarnyZdroj: 'SLNECNA', instalovanyVykonKw: 20, stav: 'PREVADZKA' }];
    const request = { idUcastnikTrhu: tenants.producer, eic: withEicCheck('24WNOVEZARIAD03'), nazov: 'FVE Strecha Juh', idTechnologia: technology, instalovanyVykonKw: 20, generatory };
    // The request's schema checks the code's shape only (the book is live): the step's check asks the book.
    expect((await call('operator', 'POST', `${VZR}${a.entityId}`, { ...request, typPodpory: 'NIKDY', verzia: 1 })).status).toBe(200);
    expect((await complete('operator', a.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual(['Choose the type of support']);
    expect((await call('operator', 'POST', `${VZR}${a.entityId}`, { ...request, typPodpory: 'DOPLATOK', verzia: 2 })).status).toBe(200);
    expect((await complete('operator', a.activityId, 'ODOSLAT')).status).toBe(200);
  });
});

describe('tariff reduction group (ponizenie)', () => {
  it('is asked for by a supplier, returned, fixed and approved by the operator', async () => {
    // Producers do not hold the menu entry's token.
    expect((await call('producer', 'POST', PON_START)).status).toBe(403);
    const started = await call('supplier', 'POST', PON_START);
    expect(started.status).toBe(200);
    const a = await activity('supplier', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'PONIZENIE.VYTVORENIE', entityLabel: expect.stringMatching(/^PON-\d{6}$/) });
    expect((await call('producer', 'GET', `${PON}${a.entityId}`)).status).toBe(403);

    expect((await complete('supplier', a.activityId, 'DALEJ')).json.hints?.reasons).toEqual([
      'Fill in the name of the tariff reduction group',
      'Fill in the date the reduction applies from',
    ]);
    expect((await call('supplier', 'POST', `${PON}${a.entityId}`, { nazov: '', datumOd: '2027-01-01', verzia: 1 })).status).toBe(400);
    expect((await call('supplier', 'POST', `${PON}${a.entityId}`, { nazov: 'Poníženie Východ', datumOd: '1.1.2027', verzia: 1 })).status).toBe(400);
    expect((await call('supplier', 'POST', `${PON}${a.entityId}`, { nazov: 'Poníženie Východ', datumOd: '2027-01-01', verzia: 1 })).status).toBe(200);
    // Metering points only on the OOM step (tariff-reduction-group-oom); at least one before submitting.
    const oomEic = withEicCheck('24ZPONTEST00001');
    expect((await call('supplier', 'POST', `${PON}${a.entityId}/oom`, { eic: oomEic })).status).toBe(409);
    expect((await complete('supplier', a.activityId, 'DALEJ')).status).toBe(200);
    const oomStep = await next('supplier', a.activityId);
    expect(oomStep.activityType).toBe('PONIZENIE.OOM');
    expect((await complete('supplier', oomStep.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual(['Add at least 1 metering point (added: 0)']);
    expect((await call('supplier', 'POST', `${PON}${a.entityId}/oom`, { eic: '24ZPONTEST00001X' })).status).toBe(400);
    expect((await call('supplier', 'POST', `${PON}${a.entityId}/oom`, { eic: oomEic, nazov: 'Hlavná 5, Košice' })).status).toBe(200);
    expect((await call('producer', 'GET', `${PON}${a.entityId}/oom`)).status).toBe(403);
    expect((await call('supplier', 'GET', `${PON}${a.entityId}/oom`)).json).toEqual([{ eic: oomEic, nazov: 'Hlavná 5, Košice' }]);
    expect((await complete('supplier', oomStep.activityId, 'ODOSLAT')).json.message).toMatch(/^Tariff reduction group request PON-\d{6} was submitted for approval$/);
    const waiting = (await mine('supplier')).find((x) => x.processId === a.processId) as Activity;
    expect(waiting).toMatchObject({ activityType: 'PORTAL.CAKANIE_NA_SCHVALENIE', readOnly: true });

    let approval = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect(approval.activityType).toBe('PONIZENIE.SCHVALENIE');
    await complete('operator', approval.activityId, 'VRATIT');
    const reason = await next('operator', approval.activityId);
    await call('operator', 'POST', `${API}/bpm/activity/${reason.activityId}/reason`, { dovod: 'Poníženie môže platiť najskôr od 1. februára.' });
    expect((await complete('operator', reason.activityId, 'VRATIT')).status).toBe(200);
    const back = (await mine('supplier')).find((x) => x.processId === a.processId && !x.readOnly) as Activity;
    expect(back).toMatchObject({ activityType: 'PONIZENIE.VYTVORENIE', dovodVratenia: 'Poníženie môže platiť najskôr od 1. februára.' });
    const verzia = (await call('supplier', 'GET', `${PON}${a.entityId}`)).json.verzia;
    expect((await call('supplier', 'POST', `${PON}${a.entityId}`, { nazov: 'Poníženie Východ', datumOd: '2027-02-01', popis: 'OOM v Košiciach', verzia })).status).toBe(200);
    expect((await complete('supplier', back.activityId, 'DALEJ')).status).toBe(200);
    const oomAgain = await next('supplier', back.activityId);
    expect((await complete('supplier', oomAgain.activityId, 'ODOSLAT')).status).toBe(200);

    approval = (await approvals()).find((x) => x.processId === a.processId) as Activity;
    expect((await complete('operator', approval.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    const done = await waitFor('operator', approval.activityId, 'completed');
    expect(done.actionMessage).toBe(`Tariff reduction group ${a.entityLabel ?? ''} Poníženie Východ was approved`);
    const row = await bpm.server.db.query<{ stav: string; datum: string; owner: number }>(
      "SELECT stav, to_char(datum_od, 'YYYY-MM-DD') AS datum, id_ucastnik_trhu AS owner FROM ponizenie WHERE id_ponizenie = $1",
      [a.entityId],
    );
    expect(row.rows).toEqual([{ stav: 'SCHVALENA', datum: '2027-02-01', owner: tenants.supplier }]);
    expect((await mine('supplier')).filter((x) => x.processId === a.processId)).toEqual([]);
  });
});
