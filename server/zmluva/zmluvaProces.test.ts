// The processes that touched a register contract (its detail's "processes" list): the contract's
// own process with its type, state, start, end and starter; scoped like the contract itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bpmTestClient } from '../bpm/testing/bpmClient';

const START = `${API}/portal/zmluvy/zmluva-ucastnik-agregacia/start-process`;
const REGISTER = `${API}/portal/zmluvy/zmluva/`;
const PROCESSES = `${API}/portal/zmluvy/zmluva-proces/`;

const bpm = bpmTestClient(['producer', 'supplier', 'operator']);
const { call, activity, complete } = bpm;

interface ProcessRow {
  idProces: number;
  idZmluva: number;
  cisloZmluvy: string;
  typProcesu: string;
  entityType: string;
  stav: string;
  zaciatok: string;
  koniec: string | null;
  zacal: string;
}

async function processesOf(user: string, idZmluva: number): Promise<{ status: number; rows: ProcessRow[] }> {
  const res = await call(user, 'GET', `${PROCESSES}?eq(idZmluva,${idZmluva})`);
  return { status: res.status, rows: res.json as unknown as ProcessRow[] };
}

describe('zmluva-proces: the processes of a register contract', () => {
  let idZmluva = 0;
  let cislo = '';
  let processId = 0;
  let activityId = 0;

  beforeAll(async () => {
    await bpm.start();
    const res = await call('producer', 'POST', START);
    expect(res.status).toBe(200);
    const a = await activity('producer', res.json.activityId as number);
    processId = a.processId;
    activityId = a.activityId;
    const zo = (await call('producer', 'GET', `${API}/portal/zmluvy/zmluva-zo/${a.entityId}`)).json;
    cislo = String(zo.cisloZmluvy);
    const reg = (await call('producer', 'GET', `${REGISTER}?eq(cisloZmluvy,${cislo})`)).json as unknown as { idZmluva: number }[];
    expect(reg).toHaveLength(1);
    idZmluva = (reg[0] as { idZmluva: number }).idZmluva;
  });
  afterAll(() => bpm.close());

  it('lists the running process of the participant’s own contract, with the page it opens', async () => {
    const { status, rows } = await processesOf('producer', idZmluva);
    expect(status).toBe(200);
    expect(rows).toHaveLength(1);
    const row = rows[0] as ProcessRow;
    expect(row).toMatchObject({ idProces: processId, idZmluva, cisloZmluvy: cislo, typProcesu: 'ZMLUVA_ZO', entityType: 'ZMLUVA_ZO', stav: 'PREBIEHA', koniec: null });
    expect(row.zaciatok).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(row.zacal.length).toBeGreaterThan(0);
  });

  it('shows core staff every contract’s processes and hides them from another participant', async () => {
    expect((await processesOf('operator', idZmluva)).rows.map((r) => r.idProces)).toEqual([processId]);
    const other = await processesOf('supplier', idZmluva);
    expect(other.status).toBe(200);
    expect(other.rows).toEqual([]);
    expect((await call('supplier', 'GET', `${PROCESSES}${processId}`)).status).toBe(404);
  });

  it('shows how the process ended', async () => {
    expect((await complete('producer', activityId, 'ZRUSIT')).status).toBe(200);
    const row = (await processesOf('producer', idZmluva)).rows[0] as ProcessRow;
    expect(row.stav).toBe('ZRUSENY');
    expect(row.koniec).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('refuses to write a process through the list (read-only)', async () => {
    const res = await call('operator', 'POST', PROCESSES, { typProcesu: 'ZMLUVA_ZO' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
