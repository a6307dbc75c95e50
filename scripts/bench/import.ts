// `npm run bench:import`: a 100,000-row consumer import while other users' calls go on. Seeds a
// fresh PGlite, starts the real server in its own process, logs the supplier in, uploads a generated
// XLSX (under the 10 MB limit) and starts the batch; prints its progress, its rows per second and
// the other calls' p50/p95/p99 without and during the import (target p99 < 100 ms). Options (env):
// BENCH_ROWS (100000), BENCH_RATE (other calls a second, 10), BENCH_SATURATE=1 (a closed-loop run too).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { sampleRows, sampleXlsx } from '../../server/odberatel/sampleFile';
import { SUPPLIER_EICS } from '../../server/seed/participants';
import { seedIfEmpty } from '../../server/seed/seed';
import { cannon, login, startServer } from './serverBench';
import { UPLOAD_LIMIT } from '../../server/dms/routes';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** Other users' calls per second during the measurement (an open loop: sent on a clock, whatever the answers take). */
const RATE = Number(process.env.BENCH_RATE ?? 10);
/** BENCH_SATURATE=1 adds a closed-loop autocannon run of the list after the import. */
const SATURATE = process.env.BENCH_SATURATE === '1';
const API = '/portalbl/svc';

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Sends the calls in turn, RATE a second, until `stop` resolves; answers the latencies and the failures. */
async function otherUsers(base: string, headers: Record<string, string>, calls: readonly Call[], stop: Promise<unknown>): Promise<{ ms: number[]; failed: number; byCall: Map<string, number[]> }> {
  const ms: number[] = [];
  const byCall = new Map<string, number[]>();
  let failed = 0;
  let done = false;
  void stop.then(() => (done = true));
  const pending: Promise<void>[] = [];
  for (let i = 0; !done; i++) {
    const call = calls[i % calls.length] as Call;
    const started = performance.now();
    pending.push(
      fetch(`${base}${API}${call.url}`, {
        method: call.method,
        headers: call.body ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(call.body ? { body: JSON.stringify(call.body) } : {}),
      }).then(
        async (res) => {
          await res.arrayBuffer();
          const took = performance.now() - started;
          ms.push(took);
          const name = `${call.method} ${call.url.replace(/\d+$/, ':id').replace(/\?.*$/, '')}`;
          byCall.set(name, [...(byCall.get(name) ?? []), took]);
          if (!res.ok) failed++;
        },
        () => void failed++,
      ),
    );
    await new Promise((r) => setTimeout(r, 1000 / RATE));
  }
  await Promise.all(pending);
  return { ms, failed, byCall };
}

function latency({ ms, failed, byCall }: { ms: number[]; failed: number; byCall: Map<string, number[]> }): string {
  const stats = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const f = (p: number) => percentile(sorted, p).toFixed(1);
    return `p50 ${f(50)} ms, p95 ${f(95)} ms, p99 ${f(99)} ms, max ${f(100)} ms`;
  };
  const lines = [...byCall].map(([name, list]) => `\n    ${name}: ${list.length} calls, ${stats(list)}`);
  return `${ms.length} calls, ${stats(ms)}, ${failed} failed${lines.join('')}`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'edc-bench-import-'));
  let server: ChildProcess | undefined;
  try {
    const db = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(db);
    await seedIfEmpty(db);
    const { rows } = await db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [SUPPLIER_EICS[0]]);
    await db.close();
    const tenant = String(rows[0]?.id);

    const built = performance.now();
    const file = await sampleXlsx(sampleRows(ROWS, { offset: 1_000_000 }).rows);
    console.log(`generated ${ROWS} rows: XLSX of ${(file.length / 1048576).toFixed(1)} MB in ${((performance.now() - built) / 1000).toFixed(1)} s`);
    if (file.length > UPLOAD_LIMIT) throw new Error(`the file is above the upload limit of ${UPLOAD_LIMIT} bytes (spec 9)`);

    const started = await startServer(dataDir);
    server = started.child;
    const base = started.base;
    const token = await login(base, 'supplier');
    const headers = { authorization: `Bearer ${token}`, 'x-tenant': tenant };

    const form = new FormData();
    form.append('documentType', 'odberatel.import');
    form.append('file', new Blob([new Uint8Array(file)]), 'bench.xlsx');
    const stored = await fetch(`${base}${API}/dms/document`, { method: 'POST', headers, body: form });
    if (stored.status !== 201) throw new Error(`upload answered ${stored.status}: ${await stored.text()}`);
    const { dmsId } = (await stored.json()) as { dmsId: string };

    const one = await (await fetch(`${base}${API}/portal/odberatelia/odberatel/?sort(+oznacenie)&limit(1,0)`, { headers })).json() as { idOdberatel: number }[];
    // What the supplier's colleagues do meanwhile: its consumers by name and by a name's part, one
    // consumer, its contracts, the metering points, the shell's counter, the import's progress.
    const calls: Call[] = [
      { method: 'GET', url: '/portal/odberatelia/odberatel/?sort(+oznacenie)&limit(25,0)' },
      { method: 'GET', url: `/portal/odberatelia/odberatel/${one[0]?.idOdberatel}` },
      { method: 'GET', url: '/portal/zmluvy/zmluva/?sort(-platnostOd)&limit(25,0)' },
      { method: 'GET', url: '/edc/odberne-miesta/odberne-miesto/?sort(+eic)&limit(25,0)' },
      { method: 'POST', url: '/portal/zmluvy/retazenie-odchylok/waiting-count', body: { idUcastnikTrhu: Number(tenant) } },
    ];
    // The machine's own load (other processes on the same cores) bounds every figure below.
    console.log(`load average before: ${loadavg().map((l) => l.toFixed(1)).join(', ')} on ${cpus().length} cores`);
    const idle = await otherUsers(base, headers, calls, new Promise((r) => setTimeout(r, 10_000)));
    console.log(`other calls without an import (${RATE}/s): ${latency(idle)}`);

    const created = await fetch(`${base}${API}/portal/odberatelia/odberatel-import/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ typ: 'ODBERATELIA', subor: { dmsId } }),
    });
    if (created.status !== 201) throw new Error(`import answered ${created.status}: ${await created.text()}`);
    const { idBatch } = (await created.json()) as { idBatch: number };
    let shown = -1;
    const finished = (async () => {
      for (;;) {
        const batch = (await (await fetch(`${base}${API}/portal/odberatelia/odberatel-import/${idBatch}`, { headers })).json()) as Record<string, unknown>;
        // The progress a user sees on the batch's detail.
        const part = Math.floor((Number(batch.pocetSpracovanych) / ROWS) * 10);
        if (part !== shown) {
          shown = part;
          console.log(`  progress: ${String(batch.pocetSpracovanych)} of ${ROWS} rows`);
        }
        if (batch.stav !== 'V_SPRACOVANI') return batch;
        await new Promise((r) => setTimeout(r, 1000));
      }
    })();
    const during = await otherUsers(base, headers, [...calls, { method: 'GET', url: `/portal/odberatelia/odberatel-import/${idBatch}` }], finished);
    const batch = await finished;
    const seconds = (Date.parse(String(batch.koniec)) - Date.parse(String(batch.zaciatok))) / 1000;
    console.log(`import: ${String(batch.stav)}, ${String(batch.pocetUspesnych)} created, ${String(batch.pocetChybnych)} refused of ${ROWS} in ${seconds.toFixed(1)} s: ${Math.round(ROWS / seconds)} rows/s`);
    console.log(`other calls during the import (${RATE}/s): ${latency(during)}`);
    console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(', ')}`);
    if (SATURATE) {
      // The closed-loop view: four connections asking as fast as the server answers (queueing included).
      const load = await cannon(`${base}${API}/portal/odberatelia/odberatel/?sort(+oznacenie)&limit(25,25)`, token, 4, 10, { 'X-Tenant': tenant });
      console.log(`list at saturation after the import: p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${Math.round(load.requests.average)} req/s`);
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
