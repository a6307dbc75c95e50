// Issue 16: several server instances on one database. Two instances of the whole server share one
// database (PGlite here, a real PostgreSQL under `npm run test:server:pg`); production devices are
// registered and approved through both in parallel, one instance is stopped right after its
// approvals were accepted (its background timers die with it), and every process must still end
// exactly once: no device twice, no approval left unfinished.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { buildApp } from '../app';
import { bearer, loginWithPassword, startTestServer, TEST_PUBLIC_URL, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';
const START = `${API}/portal/vyrobne-zariadenia/vyrobne-zariadenie/start-process`;
const FORM = `${API}/portal/vyrobne-zariadenia/vyrobne-zariadenie-ziadost/`;
const PROCESSES = 12;

let first: TestServer;
let second: FastifyInstance;
let token: string;

beforeAll(async () => {
  // Background steps run soon; an instance looks for steps left by another every 200 ms.
  process.env.BPM_ASYNC_DELAY_MS = '300';
  process.env.BPM_SWEEP_INTERVAL_MS = '200';
  process.env.BPM_STALE_AFTER_MS = '800';
  first = await startTestServer();
  second = await buildApp({
    db: first.db,
    keys: first.keys,
    publicUrl: TEST_PUBLIC_URL,
    distDir: '/nonexistent/edc-dist',
    appConfig: { environment: 'test', allowReduction: true, buildNumber: 'test' },
  });
  await second.ready();
  token = (await loginWithPassword(first.app, 'operator')).access_token;
});

afterAll(async () => {
  await second.close();
  await first.close();
  delete process.env.BPM_SWEEP_INTERVAL_MS;
  delete process.env.BPM_STALE_AFTER_MS;
});

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, json: (res.body ? res.json() : {}) as Record<string, unknown> };
}

describe('two server instances on one database', () => {
  it('finish every background approval exactly once, also when one instance stops midway', async () => {
    const started = Date.now();
    const owner = (await first.db.query<{ id: number }>('SELECT min(id_ucastnik_trhu) AS id FROM ucastnik_trhu')).rows[0]?.id as number;
    const technology = (await first.db.query<{ id: number }>('SELECT min(id_technologia) AS id FROM technologia')).rows[0]?.id as number;
    const apps = [first.app, second];
    const eics: string[] = [];
    const approvals: { app: FastifyInstance; id: number }[] = [];

    // Each process is driven through alternating instances, all of them in parallel.
    await Promise.all(
      Array.from({ length: PROCESSES }, async (_, i) => {
        const on = apps[i % 2] as FastifyInstance;
        const other = apps[(i + 1) % 2] as FastifyInstance;
        const eic = withEicCheck(`24WINSTANCE${String(i).padStart(4, '0')}`);
        eics.push(eic);
        const begun = await call(on, 'POST', START);
        expect(begun.status).toBe(200);
        const activity = (await call(other, 'GET', `${API}/bpm/activity/${String(begun.json.activityId)}`)).json;
        const device = { idUcastnikTrhu: owner, eic, nazov: `FVE Inštancia ${i}`, idTechnologia: technology, instalovanyVykonKw: 10 + i, typPodpory: 'BEZ_PODPORY', verzia: 1,
          generatory: [{ nazov: 'Striedač 1', typ: 'STRIEDAC', primarnyZdroj: 'SLNECNA', instalovanyVykonKw: 10, stav: 'PREVADZKA' }] };
        expect((await call(on, 'POST', `${FORM}${String(activity.entityId)}`, device)).status).toBe(200);
        expect((await call(other, 'POST', `${API}/bpm/activity/${String(activity.activityId)}/complete/ODOSLAT`)).status).toBe(200);
        const queue = (await call(on, 'GET', `${API}/bpm/dashboard/activities?list=approval`)).json as unknown as { activityId: number; processId: number }[];
        const approval = queue.find((a) => a.processId === activity.processId) as { activityId: number };
        const answer = await call(on, 'POST', `${API}/bpm/activity/${approval.activityId}/complete/SCHVALIT`);
        expect(answer.json).toEqual({ async: true, message: null });
        approvals.push({ app: on, id: approval.activityId });
      }),
    );

    // The first instance stops before its background approvals ran: its timers die with it.
    await first.app.close();

    let pending = approvals.length;
    for (let i = 0; i < 100 && pending > 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const { rows } = await first.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM activity WHERE id_activity = ANY($1::int[]) AND status_code <> 'COMPLETED'",
        [approvals.map((a) => a.id)],
      );
      pending = rows[0]?.n ?? 0;
    }
    const devices = await first.db.query<{ eic: string; n: number }>('SELECT eic, count(*)::int AS n FROM vyrobne_zariadenie WHERE eic = ANY($1::text[]) GROUP BY eic', [eics]);
    const duplicates = devices.rows.filter((r) => r.n > 1).length;
    const lost = PROCESSES - devices.rows.length;
    console.log(`two instances: ${PROCESSES} processes, ${approvals.filter((a) => a.app === first.app).length} approvals left to the stopped instance, duplicates ${duplicates}, lost ${lost}, unfinished ${pending}, ${Date.now() - started} ms`);
    expect(pending).toBe(0);
    expect(duplicates).toBe(0);
    expect(lost).toBe(0);
  });
});
