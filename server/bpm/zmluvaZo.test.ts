// The imbalance settlement contract process end to end on PGlite with real tokens: creation,
// finance data (at least 10,000 EUR), documents through the DMS, submission, return, decline and
// approval in the background, and that a failing completion changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';
const ZO = `${API}/portal/zmluvy/zmluva-zo/`;
const FIN = `${API}/portal/zmluvy/zmluva-zo-financne-udaje/`;
const START = `${API}/portal/zmluvy/zmluva-ucastnik-agregacia/start-process`;
const BOUNDARY = '----edcZoBoundary42';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x41), Buffer.from('\n%%EOF\n')]);
const IBAN = 'SK3112000000198742637541';

let server: TestServer;
const tokens: Record<string, string> = {};

interface Activity {
  activityId: number;
  activityType: string;
  processId: number;
  entityId: number;
  entityLabel: string | null;
  status: { code: string };
  readOnly: boolean;
  actionMessage: string | null;
  asyncStav: { errorMessage: string } | null;
  nextActivityId: number | null;
  dovodVratenia: string | null;
}
type Json = Record<string, unknown> & { hints?: { reasons: string[]; errors?: unknown[] } };

async function call(user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const response = await server.app.inject({ method, url, headers: bearer(tokens[user] as string), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, json: (response.body ? response.json() : {}) as Json };
}
const activity = async (user: string, id: number) => (await call(user, 'GET', `${API}/bpm/activity/${id}`)).json as unknown as Activity;
const complete = (user: string, id: number, action: string) => call(user, 'POST', `${API}/bpm/activity/${id}/complete/${action}`);
const next = async (user: string, id: number) => activity(user, (await activity(user, id)).nextActivityId as number);
const contract = async (user: string, id: number) => (await call(user, 'GET', `${ZO}${id}`)).json;

async function upload(user: string, documentType: string, fileName = 'zmluva.pdf'): Promise<string> {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: `${API}/dms/document`,
    headers: { ...bearer(tokens[user] as string), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { dmsId: string }).dmsId;
}

async function waitFor(user: string, id: number, status: string): Promise<Activity> {
  // By time, not by tries: a loaded machine takes seconds for the background completion.
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const a = await activity(user, id);
    if (a.status.code === status) return a;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`activity ${id} never reached ${status}`);
}

/** producer: start, fill, finance, signed contract, submit; the operator's approval activity. */
async function submitContract(): Promise<{ approvalId: number; contractId: number; processId: number }> {
  const started = await call('producer', 'POST', START);
  expect(started.status).toBe(200);
  let a = await activity('producer', started.json.activityId as number);
  const c = await contract('producer', a.entityId);
  expect((await call('producer', 'POST', `${ZO}${a.entityId}`, { datumOd: c.datumOd, kontaktMeno: 'Ján Novák', kontaktEmail: 'jan@example.sk', verzia: c.verzia })).status).toBe(200);
  expect((await complete('producer', a.activityId, 'DALEJ')).status).toBe(200);
  a = await next('producer', a.activityId);
  const f = (await call('producer', 'GET', `${FIN}${a.entityId}`)).json;
  expect((await call('producer', 'POST', `${FIN}${a.entityId}`, { vyskaZabezpecenia: 15000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: IBAN, verzia: f.verzia })).status).toBe(200);
  expect((await complete('producer', a.activityId, 'DALEJ')).status).toBe(200);
  a = await next('producer', a.activityId);
  expect((await call('producer', 'POST', `${ZO}${a.entityId}/dokumenty`, { dmsId: await upload('producer', 'zmluva.podpisana') })).status).toBe(200);
  const submitted = await complete('producer', a.activityId, 'ODOSLAT');
  expect(submitted.json).toMatchObject({ async: false, message: expect.stringMatching(/^Imbalance settlement contract ZO-\d{4}-\d{5} was submitted for approval$/) });
  const list = (await call('operator', 'GET', `${API}/bpm/dashboard/activities?list=approval`)).json as unknown as Activity[];
  const approval = list.find((x) => x.processId === a.processId);
  expect(approval?.activityType).toBe('ZMLUVA.ZO.SCHVALENIE_ZMLUVY');
  return { approvalId: approval?.activityId as number, contractId: a.entityId, processId: a.processId };
}

beforeAll(async () => {
  process.env.BPM_ASYNC_DELAY_MS = '40';
  server = await startTestServer();
  for (const user of ['producer', 'supplier', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  for (const user of ['producer', 'supplier']) {
    const env = await call(user, 'GET', `${API}/environment/info`);
    const id = (env.json.ucastnici as { idUcastnikTrhu: number }[])[0]?.idUcastnikTrhu;
    await server.app.inject({ method: 'POST', url: `${API}/portal/iam/set-tenant`, headers: bearer(tokens[user] as string, { 'x-tenant': String(id) }) });
  }
});
afterAll(async () => server.close());

describe('imbalance settlement contract process', () => {
  it('creates a draft contract and refuses each step until its data is complete', async () => {
    const started = await call('producer', 'POST', START);
    expect(started.json).toEqual({ activityId: expect.any(Number), code: expect.stringMatching(/^WF-\d{6}$/) });
    const a = await activity('producer', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'ZMLUVA.ZO.SUMAR_ZMLUVY', status: { code: 'active' }, entityLabel: expect.stringMatching(/^ZO-\d{4}-\d{5}$/) });
    const c = await contract('producer', a.entityId);
    expect(c).toMatchObject({ stav: 'ROZPRACOVANA', datumOd: expect.stringMatching(/^\d{4}-\d{2}-01$/), verzia: 1 });
    expect((await call('supplier', 'GET', `${ZO}${a.entityId}`)).status).toBe(404);
    expect((await call('producer', 'GET', `${ZO}abc`)).status).toBe(400);

    const refused = await complete('producer', a.activityId, 'DALEJ');
    expect(refused.status).toBe(400);
    expect(refused.json.hints?.reasons).toEqual(['Fill in the contact person', "Fill in the contact person's e-mail"]);
    expect((await call('producer', 'POST', `${ZO}${a.entityId}`, { datumOd: c.datumOd, kontaktMeno: 'J', kontaktEmail: 'no-mail', verzia: 1 })).status).toBe(400);
    // Finance data and documents belong to later steps.
    expect((await call('producer', 'POST', `${FIN}${a.entityId}`, { vyskaZabezpecenia: 20000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: IBAN, verzia: 1 })).status).toBe(409);
    expect((await call('producer', 'POST', `${ZO}${a.entityId}/dokumenty`, { dmsId: await upload('producer', 'zmluva.podpisana') })).status).toBe(409);
    expect((await call('producer', 'POST', `${ZO}${a.entityId}`, { datumOd: c.datumOd, kontaktMeno: 'Ján Novák', kontaktEmail: 'jan@example.sk', verzia: 1 })).status).toBe(200);
    expect((await complete('producer', a.activityId, 'DALEJ')).json).toEqual({ async: false, message: null });

    const fin = await next('producer', a.activityId);
    expect(fin.activityType).toBe('ZMLUVA.ZO.FINANCNE_UDAJE_PRIDANE');
    expect((await call('producer', 'GET', `${FIN}${a.entityId}/schema/post/request`)).json.required).toEqual(['vyskaZabezpecenia', 'formaZabezpecenia', 'iban', 'verzia']);
    expect((await complete('producer', fin.activityId, 'DALEJ')).json.hints?.reasons).toEqual([
      'The financial security must be at least 10000 EUR',
      'Choose the form of the financial security',
      'Fill in the IBAN of the account',
    ]);
    // Below the minimum, a bad IBAN, an unknown form: refused; spaces and case in an IBAN are fine.
    const bad = await call('producer', 'POST', `${FIN}${a.entityId}`, { vyskaZabezpecenia: 9999.99, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: IBAN, verzia: 2 });
    expect(bad.status).toBe(400);
    expect((await call('producer', 'POST', `${FIN}${a.entityId}`, { vyskaZabezpecenia: 10000, formaZabezpecenia: 'HOTOVOST', iban: IBAN, verzia: 2 })).status).toBe(400);
    expect((await call('producer', 'POST', `${FIN}${a.entityId}`, { vyskaZabezpecenia: 10000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: 'SK3112000000198742637542', verzia: 2 })).status).toBe(400);
    const saved = await call('producer', 'POST', `${FIN}${a.entityId}`, { vyskaZabezpecenia: 10000, formaZabezpecenia: 'PENAZNA_ZABEZPEKA', iban: 'sk31 1200 0000 1987 4263 7541', verzia: 2 });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ vyskaZabezpecenia: 10000, iban: IBAN, verzia: 3 });
    expect((await complete('producer', fin.activityId, 'DALEJ')).status).toBe(200);

    const sign = await next('producer', fin.activityId);
    expect(sign.activityType).toBe('ZMLUVA.ZO.DOKUMENT_NAHRANY');
    expect((await complete('producer', sign.activityId, 'ODOSLAT')).json.hints?.reasons).toEqual(['Upload the signed contract (document type Signed contract)']);
    // An attachment alone is not a signed contract; another participant's document cannot be attached.
    const attachment = await upload('producer', 'zmluva.priloha', 'priloha.pdf');
    expect((await call('producer', 'POST', `${ZO}${a.entityId}/dokumenty`, { dmsId: attachment })).status).toBe(200);
    expect((await call('producer', 'POST', `${ZO}${a.entityId}/dokumenty`, { dmsId: attachment })).status).toBe(409);
    expect((await call('producer', 'POST', `${ZO}${a.entityId}/dokumenty`, { dmsId: await upload('supplier', 'zmluva.podpisana') })).status).toBe(404);
    // The body's rule is the served schema's; a wrong type is named by its code-book name, not its code.
    expect((await call('producer', 'GET', `${ZO}${a.entityId}/dokumenty/schema/post/request`)).json).toMatchObject({ required: ['dmsId'], properties: { dmsId: { type: 'string' } } });
    const notId = await call('producer', 'POST', `${ZO}${a.entityId}/dokumenty`, { dmsId: 'nie-je-uuid' });
    expect(notId.status).toBe(400);
    expect(notId.json.hints?.errors).toEqual([expect.objectContaining({ field: 'dmsId', keyword: 'pattern' })]);
    expect(notId.json.hints?.reasons).toEqual(['dmsId: The link to the document is not valid; upload the file again']);
    const wrongType = await call('producer', 'POST', `${ZO}${a.entityId}/dokumenty`, { dmsId: await upload('producer', 'ucastnik.vypisOR', 'vypis.pdf') });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.hints?.reasons).toEqual(['A document of the type "Business register extract" cannot be attached to the contract']);
    expect((await complete('producer', sign.activityId, 'ODOSLAT')).status).toBe(400);
    const signed = await upload('producer', 'zmluva.podpisana');
    expect((await call('producer', 'POST', `${ZO}${a.entityId}/dokumenty`, { dmsId: signed })).status).toBe(200);
    // One document of each type: a second signed contract is refused by the type's name.
    const second = await call('producer', 'POST', `${ZO}${a.entityId}/dokumenty`, { dmsId: await upload('producer', 'zmluva.podpisana') });
    expect(second.status).toBe(409);
    expect(second.json.hints?.reasons).toEqual(['A document of the type "Signed contract" is already attached to the contract; to replace it, remove it first']);
    const docs = (await call('producer', 'GET', `${ZO}${a.entityId}/dokumenty`)).json as unknown as { dmsId: string; fileName: string; documentType: string }[];
    expect(docs.map((d) => d.documentType).sort()).toEqual(['zmluva.podpisana', 'zmluva.priloha']);
    expect((await call('producer', 'DELETE', `${ZO}${a.entityId}/dokumenty/${attachment}`)).status).toBe(204);
    expect((await call('producer', 'DELETE', `${ZO}${a.entityId}/dokumenty/${attachment}`)).status).toBe(404);
    expect((await complete('producer', sign.activityId, 'ODOSLAT')).status).toBe(200);
    expect((await contract('producer', a.entityId)).stav).toBe('NA_SCHVALENI');
    // Submitted: the producer can no longer change it.
    expect((await call('producer', 'DELETE', `${ZO}${a.entityId}/dokumenty/${signed}`)).status).toBe(409);
  });

  it('is returned with a reason, resubmitted, and approved in the background; the operator downloads the document', async () => {
    const { approvalId, contractId, processId } = await submitContract();
    expect((await complete('producer', approvalId, 'SCHVALIT')).status).toBe(403);
    const docs = (await call('operator', 'GET', `${ZO}${contractId}/dokumenty`)).json as unknown as { dmsId: string; fileName: string }[];
    const download = await server.app.inject({ method: 'GET', url: `${API}/dms/document/${docs[0]?.dmsId}/content/download`, headers: bearer(tokens.operator as string) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    expect((await complete('operator', approvalId, 'VRATIT')).status).toBe(200);
    const reasonStep = await next('operator', approvalId);
    expect(reasonStep.activityType).toBe('ZMLUVA.ZO.DOVOD_VRATENIA');
    expect((await complete('operator', reasonStep.activityId, 'VRATIT')).json.hints?.reasons).toEqual(['Fill in the reason (1 to 500 characters)']);
    expect((await call('operator', 'POST', `${API}/bpm/activity/${reasonStep.activityId}/reason`, { dovod: 'Zvýšte zabezpečenie.' })).status).toBe(200);
    expect((await complete('operator', reasonStep.activityId, 'VRATIT')).json.message).toMatch(/^Imbalance settlement contract ZO-\d{4}-\d{5} was returned to the applicant for correction$/);
    expect((await contract('producer', contractId)).stav).toBe('VRATENA');

    const mine = (await call('producer', 'GET', `${API}/bpm/dashboard/activities?list=mine`)).json as unknown as Activity[];
    let step = mine.find((x) => x.processId === processId) as Activity;
    expect(step).toMatchObject({ activityType: 'ZMLUVA.ZO.SUMAR_ZMLUVY', dovodVratenia: 'Zvýšte zabezpečenie.' });
    expect((await complete('producer', step.activityId, 'DALEJ')).status).toBe(200);
    step = await next('producer', step.activityId);
    const f = (await call('producer', 'GET', `${FIN}${contractId}`)).json;
    expect((await call('producer', 'POST', `${FIN}${contractId}`, { vyskaZabezpecenia: 25000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: IBAN, verzia: f.verzia })).status).toBe(200);
    expect((await complete('producer', step.activityId, 'DALEJ')).status).toBe(200);
    step = await next('producer', step.activityId);
    expect((await complete('producer', step.activityId, 'ODOSLAT')).status).toBe(200);

    const again = ((await call('operator', 'GET', `${API}/bpm/dashboard/activities?list=approval`)).json as unknown as Activity[]).find((x) => x.processId === processId) as Activity;
    expect((await complete('operator', again.activityId, 'SCHVALIT')).json).toEqual({ async: true, message: null });
    // Finished in the background: still finishing when asked at once, unless the job was quicker.
    expect(['finishing', 'completed']).toContain((await activity('operator', again.activityId)).status.code);
    const finished = await waitFor('operator', again.activityId, 'completed');
    expect(finished.actionMessage).toMatch(/^Imbalance settlement contract ZO-\d{4}-\d{5} was approved$/);
    expect(await contract('producer', contractId)).toMatchObject({ stav: 'PLATNA', vyskaZabezpecenia: 25000, datumSchvalenia: expect.stringMatching(/^\d{4}-/) });
    // The approved contract is in the contract register, active, for the producer to see.
    const approved = (await contract('producer', contractId)) as { cisloZmluvy: string };
    const register = await call('producer', 'GET', `${API}/portal/zmluvy/zmluva/?eq(cisloZmluvy,${approved.cisloZmluvy})`);
    expect(register.json).toEqual([expect.objectContaining({ typZmluvy: 'ZO', stav: 'AKTIVNA', cisloZmluvy: approved.cisloZmluvy })]);
  });

  it('is declined with a reason, which ends the process', async () => {
    const { approvalId, contractId, processId } = await submitContract();
    expect((await complete('operator', approvalId, 'ZAMIETNUT')).status).toBe(200);
    const reasonStep = await next('operator', approvalId);
    expect(reasonStep.activityType).toBe('ZMLUVA.ZO.DOVOD_ZAMIETNUTIA');
    expect((await complete('operator', reasonStep.activityId, 'ZAMIETNUT')).status).toBe(400);
    expect((await call('operator', 'POST', `${API}/bpm/activity/${reasonStep.activityId}/reason`, { dovod: 'Účastník nemá povolenie.' })).status).toBe(200);
    expect((await complete('operator', reasonStep.activityId, 'ZAMIETNUT')).json.message).toMatch(/was declined$/);
    expect((await contract('producer', contractId)).stav).toBe('ZAMIETNUTA');
    const { rows } = await server.db.query<{ state: string; outcome: string; dovod: string }>(
      'SELECT state, outcome, dovod_zamietnutia AS dovod FROM bpm_process WHERE id_process = $1',
      [processId],
    );
    expect(rows[0]).toEqual({ state: 'END', outcome: 'declined', dovod: 'Účastník nemá povolenie.' });
  });

  it('a failing background approval leaves the contract and the activity as they were', async () => {
    const { approvalId, contractId, processId } = await submitContract();
    // The signed contract disappears from the record behind the engine's back: the approval's check fails.
    await server.db.query('DELETE FROM zmluva_zo_dokument WHERE id_zmluva = $1', [contractId]);
    const before = await contract('operator', contractId);
    expect((await complete('operator', approvalId, 'SCHVALIT')).json.async).toBe(true);
    const failed = await waitFor('operator', approvalId, 'active');
    expect(failed.asyncStav?.errorMessage).toBe('Upload the signed contract (document type Signed contract)');
    expect(failed.actionMessage).toBeNull();
    expect(await contract('operator', contractId)).toEqual(before);
    const { rows } = await server.db.query<{ state: string }>('SELECT state FROM bpm_process WHERE id_process = $1', [processId]);
    expect(rows[0]?.state).toBe('SCHVALENIE');
    // A refused synchronous completion changes nothing either.
    const sizeBefore = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity WHERE process_id = $1', [processId])).rows[0]?.n;
    expect((await complete('operator', approvalId, 'NEEXISTUJE')).status).toBe(400);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity WHERE process_id = $1', [processId])).rows[0]?.n).toBe(sizeBefore);
  });
});
