// The process engine end to end on PGlite with real tokens: the sharing group process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { ENGINE_TEXT_KEYS } from '../i18n/bpmTexts';
import { PROCESS_MODULES } from './processes';

const API = '/portalbl/svc';
const GROUP = `${API}/portal/skupiny-zdielania/skupina-zdielania/`;
let server: TestServer;
const tokens: Record<string, string> = {};
let serial = 0;

interface Activity {
  activityId: number;
  code: string;
  activityType: string;
  processId: number;
  entityId: number;
  status: { code: string };
  readOnly: boolean;
  actionMessage: string | null;
  asyncStav: { errorMessage: string } | null;
  nextActivityId: number | null;
  dovodVratenia: string | null;
  notes: { text: string }[];
  process: { dueDate: string | null };
  completedBy: { priezvisko: string } | null;
  dateTimeCompleted: string | null;
  created: string;
}

async function call(user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const response = await server.app.inject({ method, url, headers: bearer(tokens[user] as string), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, json: response.body ? (response.json() as Record<string, unknown> & { hints?: { reasons: string[] } }) : {} };
}
const activity = async (user: string, id: number) => (await call(user, 'GET', `${API}/bpm/activity/${id}`)).json as unknown as Activity;
const complete = (user: string, id: number, action: string) => call(user, 'POST', `${API}/bpm/activity/${id}/complete/${action}`);
const oomEic = () => withEicCheck(`24ZSKTEST${String(++serial).padStart(6, '0')}`);

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

/** producer: start, fill, add OOMs, submit; returns the operator's approval activity id and the group id. */
async function submitGroup(eics: string[]): Promise<{ approvalId: number; groupId: number; processId: number }> {
  const started = await call('producer', 'POST', `${GROUP}start-process`);
  expect(started.status).toBe(200);
  let a = await activity('producer', started.json.activityId as number);
  await call('producer', 'POST', `${GROUP}${a.entityId}`, { nazov: 'Bytový dom Nitra', maxPodiel: 40, popis: null, verzia: 1 });
  expect((await complete('producer', a.activityId, 'DALEJ')).status).toBe(200);
  a = await activity('producer', (await activity('producer', a.activityId)).nextActivityId as number);
  for (const eic of eics) expect((await call('producer', 'POST', `${GROUP}${a.entityId}/oom`, { eic, nazov: 'Byt' })).status).toBe(200);
  expect((await complete('producer', a.activityId, 'DALEJ')).status).toBe(200);
  a = await activity('producer', (await activity('producer', a.activityId)).nextActivityId as number);
  expect(a.activityType).toBe('SKUPINA_ZDIELANIA.SUMAR');
  const submitted = await complete('producer', a.activityId, 'ODOSLAT');
  expect(submitted.json).toMatchObject({ async: false, message: expect.stringContaining('submitted for approval') });
  const list = (await call('operator', 'GET', `${API}/bpm/dashboard/activities?list=approval`)).json as unknown as Activity[];
  const approval = list.find((x) => x.processId === a.processId);
  expect(approval?.activityType).toBe('SKUPINA_ZDIELANIA.SCHVALENIE');
  return { approvalId: approval?.activityId as number, groupId: a.entityId, processId: a.processId };
}

beforeAll(async () => {
  process.env.BPM_ASYNC_DELAY_MS = '40';
  server = await startTestServer();
  for (const user of ['producer', 'supplier', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  // Portal users act for the participant last set with set-tenant.
  const env = await call('producer', 'GET', `${API}/environment/info`);
  const id = (env.json.ucastnici as { idUcastnikTrhu: number }[])[0]?.idUcastnikTrhu;
  await server.app.inject({ method: 'POST', url: `${API}/portal/iam/set-tenant`, headers: bearer(tokens.producer as string, { 'x-tenant': String(id) }) });
  const sup = await call('supplier', 'GET', `${API}/environment/info`);
  const sid = (sup.json.ucastnici as { idUcastnikTrhu: number }[])[0]?.idUcastnikTrhu;
  await server.app.inject({ method: 'POST', url: `${API}/portal/iam/set-tenant`, headers: bearer(tokens.supplier as string, { 'x-tenant': String(sid) }) });
});
afterAll(async () => server.close());

describe('sharing group creation process', () => {
  it('starts with the create step for the starter, with actions, deadline and no writes for others', async () => {
    const started = await call('producer', 'POST', `${GROUP}start-process`);
    expect(started.status).toBe(200);
    expect(started.json).toEqual({ activityId: expect.any(Number), code: expect.stringMatching(/^WF-\d{6}$/) });
    const a = await activity('producer', started.json.activityId as number);
    expect(a).toMatchObject({ activityType: 'SKUPINA_ZDIELANIA.VYTVORENIE', status: { code: 'active' }, readOnly: false });
    expect(a.created).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const byCode = await call('producer', 'GET', `${API}/bpm/activity/code/${a.code}`);
    expect(byCode.json.activityId).toBe(a.activityId);
    const actions = (await call('producer', 'GET', `${API}/bpm/activity/${a.activityId}/actions/`)).json as unknown as { code: string }[];
    expect(actions.map((x) => x.code)).toEqual(['DALEJ', 'ZRUSIT']);
    // Nothing filled yet: the action is refused with the reasons, the activity stays.
    const refused = await complete('producer', a.activityId, 'DALEJ');
    expect(refused.status).toBe(400);
    expect(refused.json.hints?.reasons).toEqual(['Fill in the name of the sharing group', 'Fill in the maximum share (0.01 to 100 %)']);
    expect((await activity('producer', a.activityId)).status.code).toBe('active');
    expect((await complete('producer', a.activityId, 'NEEXISTUJE')).status).toBe(400);
    // Another participant's user does not see it at all.
    expect((await call('supplier', 'GET', `${API}/bpm/activity/${a.activityId}`)).status).toBe(404);
    expect((await call('supplier', 'GET', `${GROUP}${a.entityId}`)).status).toBe(404);
    // The form is validated with the served schema; the OOMs can only be added on the OOM step.
    expect((await call('producer', 'GET', `${GROUP}${a.entityId}/schema/post/request`)).json.required).toEqual(['nazov', 'maxPodiel', 'verzia']);
    expect((await call('producer', 'POST', `${GROUP}${a.entityId}`, { nazov: 'X', maxPodiel: 150, verzia: 1 })).status).toBe(400);
    expect((await call('producer', 'POST', `${GROUP}${a.entityId}/oom`, { eic: oomEic() })).status).toBe(409);
    expect((await call('producer', 'POST', `${GROUP}${a.entityId}`, { nazov: 'X', maxPodiel: 10, verzia: 7 })).status).toBe(409);
    expect((await call('producer', 'POST', `${GROUP}${a.entityId}`, { nazov: 'Bytový dom', maxPodiel: 25.5, popis: 'Strecha', verzia: 1 })).status).toBe(200);
    const done = await complete('producer', a.activityId, 'DALEJ');
    expect(done.json).toEqual({ async: false, message: null });
    const after = await activity('producer', a.activityId);
    expect(after).toMatchObject({ status: { code: 'completed' }, readOnly: true, completedBy: { priezvisko: 'Kováč' } });
    expect(after.dateTimeCompleted).toBeTruthy();
    expect((await complete('producer', a.activityId, 'DALEJ')).status).toBe(409);
    expect((await call('producer', 'GET', `${API}/bpm/activity/${a.activityId}/actions/`)).json).toEqual([]);
    const oomStep = await activity('producer', after.nextActivityId as number);
    expect(oomStep.activityType).toBe('SKUPINA_ZDIELANIA.OOM_PRIDANIE');
    // OOM rules: valid 24Z EIC with its check character, no duplicates, at least two.
    const badCheck = await call('producer', 'POST', `${GROUP}${a.entityId}/oom`, { eic: '24ZSKTEST0000009' });
    expect(badCheck.status).toBe(400);
    // The check character is the served schema's rule (the catalogue's eic format), which the form runs too.
    expect((badCheck.json.hints as unknown as { errors: { field: string; keyword: string }[] }).errors).toEqual([expect.objectContaining({ field: 'eic', keyword: 'format' })]);
    expect((await call('producer', 'GET', `${GROUP}${a.entityId}/oom/schema/post/request`)).json).toMatchObject({ properties: { eic: { format: 'eic', eicPrefix: '24Z' } } });
    const device = await call('producer', 'POST', `${GROUP}${a.entityId}/oom`, { eic: withEicCheck('24WSKTEST000009') });
    expect((device.json.hints as unknown as { errors: { field: string; keyword: string }[] }).errors).toEqual([expect.objectContaining({ field: 'eic', keyword: 'eicPrefix' })]);
    const eic = oomEic();
    expect((await call('producer', 'POST', `${GROUP}${a.entityId}/oom`, { eic: eic.toLowerCase() })).status).toBe(200);
    expect((await call('producer', 'POST', `${GROUP}${a.entityId}/oom`, { eic })).status).toBe(409);
    const few = await complete('producer', oomStep.activityId, 'DALEJ');
    expect(few.json.hints?.reasons).toEqual(['A sharing group needs at least 2 metering points, it has 1']);
    expect((await call('producer', 'DELETE', `${GROUP}${a.entityId}/oom/${eic}`)).status).toBe(204);
    expect((await call('producer', 'DELETE', `${GROUP}${a.entityId}/oom/${eic}`)).status).toBe(404);
  });

  it('goes to the operator, is returned with a reason, resubmitted and approved in the background', async () => {
    const eics = [oomEic(), oomEic()];
    const { approvalId, groupId, processId } = await submitGroup(eics);
    const approval = await activity('operator', approvalId);
    expect(approval.process.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The producer sees the waiting approval, read-only, and cannot complete it.
    expect((await activity('producer', approvalId)).readOnly).toBe(true);
    expect((await complete('producer', approvalId, 'SCHVALIT')).status).toBe(403);
    const counts = (await call('operator', 'GET', `${API}/bpm/dashboard/activity-count`)).json as unknown as { activityCategory: string; count: number }[];
    expect(counts.find((c) => c.activityCategory === 'approval')?.count).toBeGreaterThanOrEqual(1);
    const zmluvne = (await call('operator', 'GET', `${API}/bpm/dashboard/activities?list=department&department=ZMLUVNE`)).json as unknown as Activity[];
    expect(zmluvne.some((x) => x.activityId === approvalId)).toBe(true);
    const bilancne = (await call('operator', 'GET', `${API}/bpm/dashboard/activities?list=department&department=BILANCNE`)).json as unknown as Activity[];
    expect(bilancne.some((x) => x.activityId === approvalId)).toBe(false);
    expect((await call('operator', 'GET', `${API}/bpm/dashboard/activities?list=all`)).status).toBe(400);

    // Return: a reason step for the same operator; the reason is required.
    await complete('operator', approvalId, 'VRATIT');
    const reasonStep = await activity('operator', (await activity('operator', approvalId)).nextActivityId as number);
    expect(reasonStep.activityType).toBe('SKUPINA_ZDIELANIA.DOVOD_VRATENIA');
    expect((await complete('operator', reasonStep.activityId, 'VRATIT')).json.hints?.reasons).toEqual(['Fill in the reason (1 to 500 characters)']);
    expect((await call('operator', 'POST', `${API}/bpm/activity/${reasonStep.activityId}/reason`, { dovod: 'x'.repeat(501) })).status).toBe(400);
    expect((await call('operator', 'POST', `${API}/bpm/activity/${reasonStep.activityId}/reason`, { dovod: 'Doplňte popis.' })).status).toBe(200);
    const returned = await complete('operator', reasonStep.activityId, 'VRATIT');
    expect(returned.json.message).toMatch(/returned to the applicant/);
    const mineCall = await call('producer', 'GET', `${API}/bpm/dashboard/activities?list=mine`);
    expect(mineCall.status, JSON.stringify(mineCall.json)).toBe(200);
    const mine = mineCall.json as unknown as Activity[];
    const fix = mine.find((x) => x.processId === processId);
    expect(fix).toMatchObject({ activityType: 'SKUPINA_ZDIELANIA.VYTVORENIE', dovodVratenia: 'Doplňte popis.' });
    expect(((await call('producer', 'GET', `${GROUP}${groupId}`)).json as { stav: string }).stav).toBe('VRATENA');

    // Fix and resubmit through the steps again.
    await call('producer', 'POST', `${GROUP}${groupId}`, { nazov: 'Bytový dom Nitra', maxPodiel: 40, popis: 'Doplnený popis', verzia: 3 });
    let step = fix as Activity;
    for (const action of ['DALEJ', 'DALEJ', 'ODOSLAT']) {
      expect((await complete('producer', step.activityId, action)).status).toBe(200);
      const next = (await activity('producer', step.activityId)).nextActivityId;
      if (action !== 'ODOSLAT') step = await activity('producer', next as number);
    }
    const again = ((await call('operator', 'GET', `${API}/bpm/dashboard/activities?list=approval`)).json as unknown as Activity[]).find(
      (x) => x.processId === processId,
    ) as Activity;

    // Approve: async, FINISHING first, then COMPLETED with the message.
    const approve = await complete('operator', again.activityId, 'SCHVALIT');
    expect(approve.json).toEqual({ async: true, message: null });
    expect((await activity('operator', again.activityId)).status.code).toBe('finishing');
    expect((await complete('operator', again.activityId, 'SCHVALIT')).status).toBe(409);
    const finished = await waitFor('operator', again.activityId, 'completed');
    expect(finished.actionMessage).toMatch(/^Sharing group SZ-\d{6} "Bytový dom Nitra" was approved$/);
    expect(((await call('producer', 'GET', `${GROUP}${groupId}`)).json as { stav: string }).stav).toBe('SCHVALENA');
  });

  it('a failing background completion leaves the entity and the activity as they were', async () => {
    const shared = oomEic();
    const first = await submitGroup([shared, oomEic()]);
    const second = await submitGroup([shared, oomEic()]);
    await complete('operator', first.approvalId, 'SCHVALIT');
    await waitFor('operator', first.approvalId, 'completed');
    expect((await complete('operator', second.approvalId, 'SCHVALIT')).json.async).toBe(true);
    const failed = await waitFor('operator', second.approvalId, 'active');
    expect(failed.asyncStav?.errorMessage).toMatch(new RegExp(`Metering point ${shared} already belongs to approved sharing group SZ-`));
    expect(failed.actionMessage).toBeNull();
    expect(((await call('operator', 'GET', `${GROUP}${second.groupId}`)).json as { stav: string }).stav).toBe('NA_SCHVALENI');
    const { rows } = await server.db.query<{ state: string }>('SELECT state FROM bpm_process WHERE id_process = $1', [second.processId]);
    expect(rows[0]?.state).toBe('SCHVALENIE');
    // It can be returned instead.
    expect((await complete('operator', second.approvalId, 'VRATIT')).status).toBe(200);
  });

  it('notes: 1 to 500 characters on a visible process, then shown on the activity', async () => {
    const started = await call('producer', 'POST', `${GROUP}start-process`);
    const a = await activity('producer', started.json.activityId as number);
    expect((await call('producer', 'POST', `${API}/bpm/process/${a.processId}`, { note: '  ' })).status).toBe(400);
    expect((await call('producer', 'POST', `${API}/bpm/process/${a.processId}`, { note: 'x'.repeat(501) })).status).toBe(400);
    expect((await call('supplier', 'POST', `${API}/bpm/process/${a.processId}`, { note: 'cudzí' })).status).toBe(404);
    expect((await call('producer', 'POST', `${API}/bpm/process/${a.processId}`, { note: 'Prosím o rýchle vybavenie.' })).status).toBe(200);
    expect((await call('operator', 'POST', `${API}/bpm/process/${a.processId}`, { note: 'Preverujeme.' })).status).toBe(200);
    const read = await activity('producer', a.activityId);
    expect(read.notes.map((n) => n.text)).toEqual(['Prosím o rýchle vybavenie.', 'Preverujeme.']);
    expect((await call('producer', 'GET', `${API}/bpm/activity/abc`)).status).toBe(400);
    expect((await call('producer', 'POST', `${API}/bpm/process/0`, { note: 'x' })).status).toBe(400);
    expect((await call('producer', 'GET', `${API}/bpm/activity/999999`)).status).toBe(404);
  });

  it('the visitor cannot start a sharing group', async () => {
    tokens.visitor = (await loginWithPassword(server.app, 'visitor')).access_token;
    expect((await call('visitor', 'POST', `${GROUP}start-process`)).status).toBe(403);
  });

  it('has every text in sk, en and cs: the engine\'s and each process\'s', () => {
    expect(new Set(ENGINE_TEXT_KEYS.en)).toEqual(new Set(ENGINE_TEXT_KEYS.sk));
    expect(new Set(ENGINE_TEXT_KEYS.cs)).toEqual(new Set(ENGINE_TEXT_KEYS.sk));
    for (const module of PROCESS_MODULES) {
      const texts = module.texts;
      if (!texts) continue;
      const code = module.definitions[0]?.code;
      expect(Object.keys(texts.sk).length, code).toBeGreaterThan(0);
      expect(new Set(Object.keys(texts.en)), code).toEqual(new Set(Object.keys(texts.sk)));
      expect(new Set(Object.keys(texts.cs)), code).toEqual(new Set(Object.keys(texts.sk)));
    }
    // One catalogue: no key is defined twice (a later table would silently win).
    const keys = [...ENGINE_TEXT_KEYS.sk, ...PROCESS_MODULES.flatMap((m) => Object.keys(m.texts?.sk ?? {}))];
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
