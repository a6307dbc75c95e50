// `npm run bench:import`: a 100,000-row consumer import while a second process (autocannon) loads
// an ordinary list. Seeds a fresh PGlite, starts the real server, logs the supplier in, uploads a
// generated XLSX and starts the batch; prints the import's rows per second and the list's p50/p99
// without and during the import (target p99 < 100 ms). Options (env): BENCH_ROWS (100000),
// BENCH_DURATION (20 s of load during the import), BENCH_CONNECTIONS (4).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { sampleRows, sampleXlsx } from '../../server/odberatel/sampleFile';
import { SUPPLIER_EICS } from '../../server/seed/participants';
import { seedIfEmpty } from '../../server/seed/seed';
import { cannon, login, startServer, type CannonResult } from './serverBench';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const API = '/portalbl/svc';
const LIST = `${API}/portal/odberatelia/odberatel/?like(oznacenie,*ova*)&sort(+oznacenie)&limit(25,25)&count()`;

const latency = (r: CannonResult) => `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s, ${r.non2xx} non-2xx`;

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

    const idle = await cannon(`${base}${LIST}`, token, CONNECTIONS, 5, { 'X-Tenant': tenant });
    console.log(`list without an import:  ${latency(idle)}`);

    const created = await fetch(`${base}${API}/portal/odberatelia/odberatel-import/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ typ: 'ODBERATELIA', subor: { dmsId } }),
    });
    if (created.status !== 201) throw new Error(`import answered ${created.status}: ${await created.text()}`);
    const { idBatch } = (await created.json()) as { idBatch: number };
    const clock = performance.now();
    const busy = cannon(`${base}${LIST}`, token, CONNECTIONS, DURATION, { 'X-Tenant': tenant });
    let batch: Record<string, unknown> = {};
    let loadEnded: number | undefined;
    void busy.then(() => (loadEnded = performance.now()));
    for (;;) {
      batch = (await (await fetch(`${base}${API}/portal/odberatelia/odberatel-import/${idBatch}`, { headers })).json()) as Record<string, unknown>;
      if (batch.stav !== 'V_SPRACOVANI') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const importEnded = performance.now();
    const during = await busy;
    const seconds = (Date.parse(String(batch.koniec)) - Date.parse(String(batch.zaciatok))) / 1000;
    console.log(`import: ${String(batch.stav)}, ${String(batch.pocetUspesnych)} created, ${String(batch.pocetChybnych)} refused of ${ROWS} in ${seconds.toFixed(1)} s: ${Math.round(ROWS / seconds)} rows/s`);
    console.log(`list during the import:  ${latency(during)}`);
    if (loadEnded !== undefined && loadEnded < importEnded) console.log(`  (the load ran the first ${DURATION} s of ${((importEnded - clock) / 1000).toFixed(0)} s of import)`);
    else console.log(`  (the import ended after ${((importEnded - clock) / 1000).toFixed(1)} s, within the ${DURATION} s of load)`);
  } finally {
    server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
