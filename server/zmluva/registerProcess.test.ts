// Contracts of the contract processes in the contract register (zmluva/vyhladanie): there from the
// moment the process creates them (V_PROCESE), following the process, ending in its final state,
// one row each; and the register's link to the signing page, for the one who signs only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bpmTestClient } from '../bpm/testing/bpmClient';
import { bearer } from '../testing/harness';
import { unsignedContractPdf } from './testing/signedContract';
import { marketToday } from '../../engine/core/validation/marketDay';

const START = `${API}/portal/zmluvy/zmluva-ucastnik-agregacia/start-process`;
const ZO = `${API}/portal/zmluvy/zmluva-zo/`;
const FIN = `${API}/portal/zmluvy/zmluva-zo-financne-udaje/`;
const SIGN = `${API}/portal/zmluvy/podpisanie/`;
const REGISTER = `${API}/portal/zmluvy/zmluva/`;
const ZPU = `${API}/portal/zmluvy/zmluva-zpu/`;
const IBAN = 'SK3112000000198742637541';
const BOUNDARY = '----edcRegisterBoundary3';

const bpm = bpmTestClient(['producer', 'supplier', 'operator', 'visitor', 'demo']);
const { call, activity, complete, next, approvals, waitFor } = bpm;

interface RegisterRow {
  idZmluva: number;
  cisloZmluvy: string;
  typZmluvy: string;
  stav: string;
  datumPodpisu: string | null;
  platnostOd: string;
  kontakty: { meno: string; priezvisko: string; email?: string }[];
  verzia: number;
}

/** The register rows of a contract number, as the producer lists them. */
async function registered(cislo: string, user = 'producer'): Promise<RegisterRow[]> {
  const res = await call(user, 'GET', `${REGISTER}?eq(cisloZmluvy,${cislo})`);
  expect(res.status).toBe(200);
  return res.json as unknown as RegisterRow[];
}

async function upload(user: string, fileName: string, data: Buffer): Promise<string> {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nzmluva.podpisana\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await bpm.server.app.inject({
    method: 'POST',
    url: `${API}/dms/document`,
    headers: { ...bearer(bpm.token(user)), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { dmsId: string }).dmsId;
}

/** A started imbalance contract: its process entity, number and first activity. */
async function started(): Promise<{ id: number; cislo: string; activityId: number; processId: number }> {
  const res = await call('producer', 'POST', START);
  expect(res.status).toBe(200);
  const a = await activity('producer', res.json.activityId as number);
  const zo = (await call('producer', 'GET', `${ZO}${a.entityId}`)).json;
  return { id: a.entityId, cislo: String(zo.cisloZmluvy), activityId: a.activityId, processId: a.processId };
}

/** Fills the contract and its finance data: the process waits in its signature step. */
async function toSignature(c: { id: number; activityId: number }): Promise<number> {
  const zo = (await call('producer', 'GET', `${ZO}${c.id}`)).json;
  expect((await call('producer', 'POST', `${ZO}${c.id}`, { datumOd: zo.datumOd, kontaktMeno: 'Ján Novák', kontaktEmail: 'jan.novak@solarpark-lc.sk', verzia: zo.verzia })).status).toBe(200);
  expect((await complete('producer', c.activityId, 'DALEJ')).status).toBe(200);
  const finance = await next('producer', c.activityId);
  const f = (await call('producer', 'GET', `${FIN}${c.id}`)).json;
  expect((await call('producer', 'POST', `${FIN}${c.id}`, { vyskaZabezpecenia: 20000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: IBAN, verzia: f.verzia })).status).toBe(200);
  expect((await complete('producer', finance.activityId, 'DALEJ')).status).toBe(200);
  return (await next('producer', finance.activityId)).activityId;
}

/** Signs on the signing page (a scanned copy, signed by hand) and returns the operator's approval. */
async function signed(id: number, processId: number): Promise<number> {
  expect((await call('producer', 'POST', `${SIGN}${id}/vygenerovat`)).status).toBe(200);
  const dmsId = await upload('producer', 'sken.pdf', unsignedContractPdf());
  expect((await call('producer', 'POST', `${SIGN}${id}`, { dmsId, rucnyPodpis: true })).status).toBe(200);
  return (await approvals()).find((a) => a.processId === processId)?.activityId as number;
}

beforeAll(async () => {
  await bpm.start();
  // demo also works for the producer's participant: a colleague of the one who signs.
  await bpm.server.db.query('INSERT INTO user_ucastnik (login, id_ucastnik_trhu) VALUES ($1, $2) ON CONFLICT DO NOTHING', ['demo', bpm.tenants.producer]);
  await bpm.relogin('demo');
  expect((await call('demo', 'POST', `${API}/portal/iam/set-tenant`, undefined, { 'x-tenant': String(bpm.tenants.producer) })).status).toBeLessThan(300);
});
afterAll(() => bpm.close());

describe('process contracts in the contract register', () => {
  it('are there in process from creation, follow the contract, and become active once approved (one row)', async () => {
    const c = await started();
    let rows = await registered(c.cislo);
    expect(rows).toEqual([expect.objectContaining({ typZmluvy: 'ZO', stav: 'V_PROCESE', datumPodpisu: null, kontakty: [] })]);
    const idRegister = (rows[0] as RegisterRow).idZmluva;
    // Another participant does not see it; operator staff do.
    expect(await registered(c.cislo, 'supplier')).toEqual([]);
    expect((await call('supplier', 'GET', `${REGISTER}${idRegister}`)).status).toBe(404);
    expect((await registered(c.cislo, 'operator')).map((r) => r.idZmluva)).toEqual([idRegister]);

    await toSignature(c);
    rows = await registered(c.cislo);
    expect(rows).toEqual([expect.objectContaining({ idZmluva: idRegister, stav: 'V_PROCESE', kontakty: [{ meno: 'Ján', priezvisko: 'Novák', email: 'jan.novak@solarpark-lc.sk' }] })]);

    const approvalId = await signed(c.id, c.processId);
    expect((await registered(c.cislo))[0]?.stav).toBe('V_PROCESE');
    expect((await complete('operator', approvalId, 'SCHVALIT')).json.async).toBe(true);
    await waitFor('operator', approvalId, 'completed');
    rows = await registered(c.cislo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idZmluva: idRegister, stav: 'AKTIVNA', datumPodpisu: marketToday() });
    const { rows: count } = await bpm.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM zmluva WHERE cislo_zmluvy = $1 OR (proces_entita = $2 AND proces_id_zmluva = $3)', [c.cislo, 'ZMLUVA_ZO', c.id]);
    expect(count[0]?.n).toBe(1);
  });

  it('end rejected when declined and cancelled when the applicant cancels', async () => {
    const declined = await started();
    await toSignature(declined);
    const approvalId = await signed(declined.id, declined.processId);
    expect((await complete('operator', approvalId, 'ZAMIETNUT')).status).toBe(200);
    const reasonStep = (await activity('operator', approvalId)).nextActivityId as number;
    expect((await call('operator', 'POST', `${API}/bpm/activity/${reasonStep}/reason`, { dovod: 'Chýba výpis z obchodného registra.' })).status).toBe(200);
    expect((await complete('operator', reasonStep, 'ZAMIETNUT')).status).toBe(200);
    expect(await registered(declined.cislo)).toEqual([expect.objectContaining({ stav: 'ZAMIETNUTA' })]);

    const cancelled = await started();
    expect((await complete('producer', cancelled.activityId, 'ZRUSIT')).status).toBe(200);
    expect(await registered(cancelled.cislo)).toEqual([expect.objectContaining({ stav: 'ZRUSENA' })]);
  });

  it('a data-provision contract (ZPU) is in the register in process from its start', async () => {
    const res = await call('producer', 'POST', START, { scenario: 'VYROBA_11_KW' });
    expect(res.status).toBe(200);
    const a = await activity('producer', res.json.activityId as number);
    const cislo = String((await call('producer', 'GET', `${ZPU}${a.entityId}`)).json.cisloZmluvy);
    expect(await registered(cislo)).toEqual([expect.objectContaining({ typZmluvy: 'ZPU', stav: 'V_PROCESE' })]);
  });
});

describe('a register contract its process still writes', () => {
  /** The update body of a register row, as the detail's form sends it. */
  const bodyOf = (row: Record<string, unknown>) => {
    const { idZmluva: _id, ucastnikNazov: _n, ucastnikEic: _e, ucastnik: _u, meniProces: _m, dovodUkoncenia: _d, datumUkoncenia: _t, ...body } = row;
    return body;
  };

  it('is read-only while in process (409 naming why, in the caller’s language); once the process ends staff edit it again', async () => {
    const c = await started();
    const idRegister = (await registered(c.cislo))[0]?.idZmluva as number;
    const row = (await call('operator', 'GET', `${REGISTER}${idRegister}`)).json;
    expect(row).toMatchObject({ stav: 'V_PROCESE', meniProces: true });

    const edit = { ...bodyOf(row), predmet: 'Upravené pracovníkom počas procesu' };
    const refused = await call('operator', 'POST', `${REGISTER}${idRegister}`, edit);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('The record cannot be changed now');
    expect(refused.json.hints?.reasons).toEqual([`Contract ${c.cislo} is being concluded by its process: until the process ends only the process changes it; edit it once the process has ended`]);
    const sk = await call('operator', 'POST', `${REGISTER}${idRegister}`, edit, { 'x-language': 'sk' });
    expect(sk.json.hints?.reasons).toEqual([`Zmluvu ${c.cislo} práve uzatvára proces: kým neskončí, mení ju len on; upraviť ju možno po jeho skončení`]);
    // Nor deleted; the row is as the process left it.
    expect((await call('operator', 'DELETE', `${REGISTER}${idRegister}`)).status).toBe(409);
    expect((await call('operator', 'GET', `${REGISTER}${idRegister}`)).json).toMatchObject({ predmet: row.predmet, verzia: row.verzia });

    // The process goes on and writes the row; the refused edit is nowhere.
    await toSignature(c);
    const approvalId = await signed(c.id, c.processId);
    await complete('operator', approvalId, 'SCHVALIT');
    await waitFor('operator', approvalId, 'completed');
    const done = (await call('operator', 'GET', `${REGISTER}${idRegister}`)).json;
    expect(done).toMatchObject({ stav: 'AKTIVNA', meniProces: false, predmet: row.predmet });

    // Ended: an edit is the staff's again.
    const saved = await call('operator', 'POST', `${REGISTER}${idRegister}`, { ...bodyOf(done), predmet: 'Upravené po schválení' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ predmet: 'Upravené po schválení', stav: 'AKTIVNA' });
  });

  it('a row staff entered in process (no process behind it) stays editable', async () => {
    const rows = (await call('operator', 'GET', `${REGISTER}?eq(stav,V_PROCESE)&eq(meniProces,false)&limit(1)`)).json as unknown as Record<string, unknown>[];
    const row = rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({ stav: 'V_PROCESE', meniProces: false });
    const saved = await call('operator', 'POST', `${REGISTER}${String(row.idZmluva)}`, { ...bodyOf(row), predmet: 'Doplnený predmet zmluvy' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ predmet: 'Doplnený predmet zmluvy' });
  });
});

describe('the register contract’s link to its signing page', () => {
  const link = (user: string | null, id: number) =>
    user === null ? bpm.server.app.inject({ method: 'GET', url: `${REGISTER}${id}/podpisanie` }).then((r) => ({ status: r.statusCode, json: {} })) : call(user, 'GET', `${REGISTER}${id}/podpisanie`);

  it('is offered to the one who signs while the signature step waits, to no one else', async () => {
    const c = await started();
    const idRegister = (await registered(c.cislo))[0]?.idZmluva as number;
    // Not yet at the signature step.
    expect((await link('producer', idRegister)).json).toEqual({ idZmluva: idRegister, idPodpisanie: null, mozePodpisat: false });

    await toSignature(c);
    expect((await link('producer', idRegister)).json).toEqual({ idZmluva: idRegister, idPodpisanie: c.id, mozePodpisat: true });
    // The signing page it leads to is this contract's, open for signing.
    expect((await call('producer', 'GET', `${SIGN}${c.id}`)).json).toMatchObject({ cisloZmluvy: c.cislo, mozePodpisat: true });
    // A colleague of the same participant, the operator: they see the contract but do not sign it.
    expect((await link('demo', idRegister)).json).toMatchObject({ idPodpisanie: c.id, mozePodpisat: false });
    expect((await link('operator', idRegister)).json).toMatchObject({ idPodpisanie: c.id, mozePodpisat: false });
    // Another participant: not found; no token: 403; not signed in: 401; a bad id: 400.
    expect((await link('supplier', idRegister)).status).toBe(404);
    expect((await link('visitor', idRegister)).status).toBe(403);
    expect((await link(null, idRegister)).status).toBe(401);
    expect((await call('producer', 'GET', `${REGISTER}abc/podpisanie`)).status).toBe(400);

    // Signed: the step is done, nothing to sign any more.
    await signed(c.id, c.processId);
    expect((await link('producer', idRegister)).json).toEqual({ idZmluva: idRegister, idPodpisanie: null, mozePodpisat: false });
  });

  it('is never offered on a register contract without a process', async () => {
    const own = (await call('producer', 'GET', `${REGISTER}?eq(stav,V_PROCESE)&limit(50)`)).json as unknown as RegisterRow[];
    const seeded = own.find((r) => /^ZO-\d{4}-\d{6}$/.test(r.cisloZmluvy)) ?? own.find((r) => /-\d{6}$/.test(r.cisloZmluvy));
    expect(seeded).toBeDefined();
    expect((await link('producer', (seeded as RegisterRow).idZmluva)).json).toEqual({ idZmluva: (seeded as RegisterRow).idZmluva, idPodpisanie: null, mozePodpisat: false });
  });
});
