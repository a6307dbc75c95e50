// `npm run test:instances`: two real server processes (`server/main.ts`) on one throw-away
// PostgreSQL. Production-device registrations are driven in parallel through both (each process
// alternates instances step by step), approved, and one instance is killed with SIGKILL while its
// background completions are partly done, partly waiting. The survivor must finish every process
// exactly once. Prints processes, kills, duplicates, lost and unfinished; exits 1 unless the last
// three are 0. The in-process version is server/bpm/instances.test.ts. INSTANCES_PROCESSES (24).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eicCheckCharacter } from '../engine/core/validation/eicCheck';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import { seedIfEmpty } from '../server/seed/seed';
import { hasPostgres, startPostgres, type Postgres } from './postgres';
import { login, startServer } from './bench/serverBench';

const PROCESSES = Number(process.env.INSTANCES_PROCESSES ?? 24);
const API = '/portalbl/svc';
const START = `${API}/portal/vyrobne-zariadenia/vyrobne-zariadenie/start-process`;
const FORM = `${API}/portal/vyrobne-zariadenia/vyrobne-zariadenie-ziadost/`;
// Background completions wait this long; the survivor takes over one left FINISHING this long.
const ASYNC_DELAY_MS = 600;
const ENV = { BPM_ASYNC_DELAY_MS: String(ASYNC_DELAY_MS), BPM_SWEEP_INTERVAL_MS: '300', BPM_STALE_AFTER_MS: '1500', LOG_LEVEL: 'error' };

interface Instance {
  base: string;
  child: ChildProcess;
  token: string;
}

async function call(on: Instance, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${on.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${on.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The i-th device EIC of this run: 24WKILL + 2i (or 2i + 1 when 2i has no check character). */
function deviceEic(i: number): string {
  for (const n of [2 * i, 2 * i + 1]) {
    const stem = `24WKILL${String(n).padStart(8, '0')}`;
    const check = eicCheckCharacter(stem);
    if (check !== undefined) return stem + check;
  }
  throw new Error(`no EIC for device ${i}`);
}

function expectStatus(what: string, got: number, wanted: number): void {
  if (got !== wanted) throw new Error(`${what}: ${got}, expected ${wanted}`);
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'edc-instances-'));
  let pg: Postgres | undefined;
  const children: ChildProcess[] = [];
  const started = Date.now();
  try {
    pg = await startPostgres();
    const db = await openDatabase({ databaseUrl: pg.url, dataDir });
    await migrate(db);
    await seedIfEmpty(db);
    const instances: Instance[] = [];
    for (let i = 0; i < 2; i++) {
      const server = await startServer(dataDir, { DATABASE_URL: pg.url, ...ENV });
      children.push(server.child);
      // Each instance has its own public URL (its issuer): the operator logs in on each.
      instances.push({ ...server, token: await login(server.base, 'operator') });
    }
    const [a, b] = instances as [Instance, Instance];
    const owner = (await db.query<{ id: number }>('SELECT min(id_ucastnik_trhu) AS id FROM ucastnik_trhu')).rows[0]?.id as number;
    const technology = (await db.query<{ id: number }>('SELECT min(id_technologia) AS id FROM technologia')).rows[0]?.id as number;
    const eics: string[] = [];
    const approvals: { on: Instance; id: number }[] = [];

    await Promise.all(
      Array.from({ length: PROCESSES }, async (_, i) => {
        const on = i % 2 === 0 ? a : b;
        const other = on === a ? b : a;
        const eic = deviceEic(i);
        eics.push(eic);
        const begun = await call(on, 'POST', START);
        expectStatus('start-process', begun.status, 200);
        const activity = (await call(other, 'GET', `${API}/bpm/activity/${String(begun.json.activityId)}`)).json;
        const device = { idUcastnikTrhu: owner, eic, nazov: `FVE Záhorie ${i + 1}`, idTechnologia: technology, instalovanyVykonKw: 9.5 + i, typPodpory: 'BEZ_PODPORY', verzia: 1,
          // The request declares its generators as rows (their count is derived from them).
          generatory: [{ nazov: 'Striedač 1', typ: 'STRIEDAC', primarnyZdroj: 'SLNECNA', instalovanyVykonKw: 9.5 + i, stav: 'PREVADZKA' }] };
        expectStatus('form', (await call(on, 'POST', `${FORM}${String(activity.entityId)}`, device)).status, 200);
        expectStatus('submit', (await call(other, 'POST', `${API}/bpm/activity/${String(activity.activityId)}/complete/ODOSLAT`)).status, 200);
        const queue = (await call(on, 'GET', `${API}/bpm/dashboard/activities?list=approval`)).json as unknown as { activityId: number; processId: number }[];
        const approval = queue.find((q) => q.processId === activity.processId);
        if (!approval) throw new Error(`no approval for process ${String(activity.processId)}`);
        // Spread the approvals over time, so the kill finds some of A's completions done, some waiting.
        await new Promise((r) => setTimeout(r, (i * 97) % ASYNC_DELAY_MS));
        const answer = await call(on, 'POST', `${API}/bpm/activity/${approval.activityId}/complete/SCHVALIT`);
        expectStatus('approve', answer.status, 200);
        approvals.push({ on, id: approval.activityId });
      }),
    );

    // Midway: some of A's background completions have run, the others wait in its timers.
    await new Promise((r) => setTimeout(r, ASYNC_DELAY_MS / 2));
    const doneBeforeKill = (
      await db.query<{ n: number }>("SELECT count(*)::int AS n FROM activity WHERE id_activity = ANY($1::int[]) AND status_code = 'COMPLETED'", [approvals.filter((x) => x.on === a).map((x) => x.id)])
    ).rows[0]?.n;
    a.child.kill('SIGKILL');
    const kills = 1;

    let unfinished = approvals.length;
    for (let i = 0; i < 200 && unfinished > 0; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM activity WHERE id_activity = ANY($1::int[]) AND status_code <> 'COMPLETED'", [approvals.map((x) => x.id)]);
      unfinished = rows[0]?.n ?? 0;
    }
    const devices = await db.query<{ eic: string; n: number }>('SELECT eic, count(*)::int AS n FROM vyrobne_zariadenie WHERE eic = ANY($1::text[]) GROUP BY eic', [eics]);
    const duplicates = devices.rows.filter((r) => r.n > 1).length;
    const lost = PROCESSES - devices.rows.length;
    const leftToKilled = approvals.filter((x) => x.on === a).length;
    await db.close();
    console.log(
      `two server processes on one PostgreSQL: processes ${PROCESSES}, kills ${kills} (SIGKILL, ${leftToKilled} approvals on the killed one, ${doneBeforeKill} of them done before), ` +
        `duplicates ${duplicates}, lost ${lost}, unfinished ${unfinished}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return duplicates === 0 && lost === 0 && unfinished === 0 ? 0 : 1;
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    pg?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (!hasPostgres() && !process.env.CI) {
  // As `npm run test:server:pg` does: without a PostgreSQL server (and outside CI) there is nothing to run.
  console.warn('No PostgreSQL server found (Debian: apt-get install postgresql): the multi-process test did not run.');
  process.exit(0);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
