// A large import through the real routes and worker, timed: prints rows per second.
// IMPORT_VOLUME_ROWS changes the size (the benchmark `npm run bench:import` adds concurrent load).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUPPLIER_EICS } from '../seed/participants';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { sampleRows, sampleXlsx } from './sampleFile';

// 20,000 by default: on this shared two-core machine 100,000 rows exceed the minute a test may take;
// `npm run bench:import` imports 100,000 while another process loads a list.
const ROWS = Number(process.env.IMPORT_VOLUME_ROWS ?? 20_000);
const API = '/portalbl/svc';
const BOUNDARY = '----odberatelVolumeBoundary';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const token = (await loginWithPassword(server.app, 'supplier')).access_token;
  const { rows } = await server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [SUPPLIER_EICS[0]]);
  headers = bearer(token, { 'x-tenant': String(rows[0]?.id) });
});

afterAll(async () => {
  await server.close();
});

it(`imports ${ROWS} consumers from one XLSX`, { timeout: 300_000 }, async () => {
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
  const started = performance.now();
  const batch = await server.app.inject({
    method: 'POST',
    url: `${API}/portal/odberatelia/odberatel-import/`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ typ: 'ODBERATELIA', subor: { dmsId: stored.json<{ dmsId: string }>().dmsId } }),
  });
  expect(batch.statusCode).toBe(201);
  const id = batch.json<{ idBatch: number }>().idBatch;
  let done: Record<string, unknown> = {};
  for (let i = 0; i < 3000; i++) {
    done = (await server.app.inject({ method: 'GET', url: `${API}/portal/odberatelia/odberatel-import/${id}`, headers })).json();
    if (done.stav !== 'V_SPRACOVANI') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`imported ${String(done.pocetUspesnych)} of ${ROWS} rows in ${seconds.toFixed(1)} s: ${Math.round(ROWS / seconds)} rows/s`);
  expect(done).toMatchObject({ stav: 'USPECH', pocetSpracovanych: ROWS, pocetUspesnych: ROWS, pocetChybnych: 0 });
});
