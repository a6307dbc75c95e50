// A large import through the real routes and worker while other users' calls go on: prints the
// import's rows per second and the other calls' p50/p95/p99, without and during the import.
// IMPORT_VOLUME_ROWS changes the size (the benchmark `npm run bench:import` does 100,000 over HTTP).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUPPLIER_EICS } from '../seed/participants';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { sampleRows, sampleXlsx } from './sampleFile';

// 20,000 by default: on this shared two-core machine 100,000 rows take more than the minute a
// suite's test should; `npm run bench:import` imports 100,000 while another process loads the server.
const ROWS = Number(process.env.IMPORT_VOLUME_ROWS ?? 20_000);
const API = '/portalbl/svc';
const BOUNDARY = '----odberatelVolumeBoundary';
/** Other users' calls: a new one every INTERVAL_MS whatever the answers take (an open loop). */
const INTERVAL_MS = 100;

let server: TestServer;
let headers: Record<string, string>;
let otherCalls: { url: string; method: 'GET' | 'POST'; body?: unknown }[];

beforeAll(async () => {
  server = await startTestServer();
  const token = (await loginWithPassword(server.app, 'supplier')).access_token;
  const { rows } = await server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [SUPPLIER_EICS[0]]);
  const tenant = rows[0]?.id as number;
  headers = bearer(token, { 'x-tenant': String(tenant) });
  // What the supplier's colleagues do meanwhile: its consumers by name, one consumer, its contracts,
  // its metering points, the shell's counter.
  const one = (await server.db.query<{ id: number }>('SELECT id_odberatel AS id FROM odberatel WHERE id_ucastnik_trhu = $1 LIMIT 1', [tenant])).rows[0]?.id;
  otherCalls = [
    { method: 'GET', url: `${API}/portal/odberatelia/odberatel/?sort(+oznacenie)&limit(25,0)` },
    { method: 'GET', url: `${API}/portal/odberatelia/odberatel/${one}` },
    { method: 'GET', url: `${API}/portal/zmluvy/zmluva/?sort(-platnostOd)&limit(25,0)` },
    { method: 'GET', url: `${API}/edc/odberne-miesta/odberne-miesto/?sort(+eic)&limit(25,0)` },
    { method: 'POST', url: `${API}/portal/zmluvy/retazenie-odchylok/waiting-count`, body: { idUcastnikTrhu: tenant } },
  ];
});

afterAll(async () => {
  await server.close();
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Issues the other calls on a fixed clock until `stop` resolves; answers their latencies (ms) and statuses. */
async function otherUsers(stop: Promise<unknown>): Promise<{ ms: number[]; statuses: number[] }> {
  const ms: number[] = [];
  const statuses: number[] = [];
  const pending: Promise<void>[] = [];
  let done = false;
  void stop.then(() => (done = true));
  for (let i = 0; !done; i++) {
    const call = otherCalls[i % otherCalls.length] as (typeof otherCalls)[number];
    const started = performance.now();
    pending.push(
      server.app
        .inject({ method: call.method, url: call.url, headers: call.body ? { ...headers, 'content-type': 'application/json' } : headers, ...(call.body ? { payload: JSON.stringify(call.body) } : {}) })
        .then((res) => {
          ms.push(performance.now() - started);
          statuses.push(res.statusCode);
        }),
    );
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  await Promise.all(pending);
  return { ms, statuses };
}

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const print = (s: ReturnType<typeof summary>) => `${s.n} calls, p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`;

it(`imports ${ROWS} consumers from one XLSX while other calls stay fast`, { timeout: 300_000 }, async () => {
  const built = performance.now();
  const file = await sampleXlsx(sampleRows(ROWS, { offset: 500_000 }).rows);
  console.log(`generated ${ROWS} rows as XLSX (${(file.length / 1048576).toFixed(1)} MB) in ${((performance.now() - built) / 1000).toFixed(1)} s`);
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nodberatel.import\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="objem.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const stored = await server.app.inject({
    method: 'POST',
    url: `${API}/dms/document`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  });
  expect(stored.statusCode).toBe(201);

  const idle = await otherUsers(new Promise((r) => setTimeout(r, 5000)));
  expect(idle.statuses.every((s) => s === 200)).toBe(true);

  const started = performance.now();
  const batch = await server.app.inject({
    method: 'POST',
    url: `${API}/portal/odberatelia/odberatel-import/`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ typ: 'ODBERATELIA', subor: { dmsId: stored.json<{ dmsId: string }>().dmsId } }),
  });
  expect(batch.statusCode).toBe(201);
  const id = batch.json<{ idBatch: number }>().idBatch;
  const finished = (async () => {
    let done: Record<string, unknown> = {};
    for (let i = 0; i < 3000; i++) {
      done = (await server.app.inject({ method: 'GET', url: `${API}/portal/odberatelia/odberatel-import/${id}`, headers })).json();
      if (done.stav !== 'V_SPRACOVANI') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    return done;
  })();
  const during = await otherUsers(finished);
  const done = await finished;
  const seconds = (performance.now() - started) / 1000;
  const [quiet, busy] = [summary(idle.ms), summary(during.ms)];
  console.log(`imported ${String(done.pocetUspesnych)} of ${ROWS} rows in ${seconds.toFixed(1)} s: ${Math.round(ROWS / seconds)} rows/s`);
  console.log(`other calls without an import: ${print(quiet)}`);
  console.log(`other calls during the import: ${print(busy)}`);
  expect(done).toMatchObject({ stav: 'USPECH', pocetSpracovanych: ROWS, pocetUspesnych: ROWS, pocetChybnych: 0 });
  expect(during.statuses.every((s) => s === 200)).toBe(true);
  // The speed target (other calls' p99 < 100 ms meanwhile) is measured by `npm run bench:import`
  // and only printed here: a timed assertion fails on a machine other work shares.
  expect(during.statuses.length).toBeGreaterThan(0);
});
