// Issue 26 item 4: an import that keeps failing (here the database refuses every progress write)
// is tried a limited number of times, then ends as an error whose reason the batch's error list
// shows translated; it is not retried silently forever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_EICS } from '../seed/participants';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { sampleCsv, sampleRows } from './sampleFile';

const API = '/portalbl/svc';
const BATCHES = `${API}/portal/odberatelia/odberatel-import/`;
const ERRORS = `${API}/portal/odberatelia/odberatel-import-chyba/`;
const BOUNDARY = '----importRetryBoundary';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  // Three attempts, 100 ms before the second and 200 ms before the third.
  process.env.IMPORT_MAX_ATTEMPTS = '3';
  process.env.IMPORT_RETRY_FIRST_MS = '100';
  server = await startTestServer();
  const token = (await loginWithPassword(server.app, 'supplier')).access_token;
  const { rows } = await server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [SUPPLIER_EICS[0]]);
  headers = bearer(token, { 'x-tenant': String(rows[0]?.id), 'accept-language': 'en' });
  // Every attempt to record progress fails; a sequence (not rolled back) counts the attempts.
  await server.db.exec(`
    CREATE SEQUENCE import_attempts_test;
    CREATE FUNCTION import_fails_test() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval('import_attempts_test');
      RAISE EXCEPTION 'disk full';
    END $$;
    CREATE TRIGGER import_fails_test BEFORE UPDATE OF pocet_spracovanych ON odberatel_import
      FOR EACH ROW WHEN (NEW.pocet_spracovanych > OLD.pocet_spracovanych) EXECUTE FUNCTION import_fails_test();`);
});

afterAll(async () => {
  await server.close();
  delete process.env.IMPORT_MAX_ATTEMPTS;
  delete process.env.IMPORT_RETRY_FIRST_MS;
});

async function startImport(data: Buffer) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nodberatel.import\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="retry.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  const stored = await server.app.inject({ method: 'POST', url: `${API}/dms/document`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
  expect(stored.statusCode).toBe(201);
  const doc = stored.json<{ dmsId: string; fileName: string; fileSize: number; contentType: string }>();
  const created = await server.app.inject({
    method: 'POST',
    url: BATCHES,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ typ: 'ODBERATELIA', subor: { dmsId: doc.dmsId, fileName: doc.fileName, fileSize: doc.fileSize, contentType: doc.contentType } }),
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ idBatch: number }>().idBatch;
}

const attempts = async () => (await server.db.query<{ n: number }>('SELECT last_value::int AS n FROM import_attempts_test')).rows[0]?.n;

describe('an import that keeps failing', () => {
  it('stops after its attempts with the reason in its error list, and is not tried again', async () => {
    const id = await startImport(await sampleCsv(sampleRows(5).rows));
    let batch: { stav: string } = { stav: 'V_SPRACOVANI' };
    for (let i = 0; i < 100 && batch.stav === 'V_SPRACOVANI'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      batch = (await server.app.inject({ method: 'GET', url: `${BATCHES}${id}`, headers })).json();
    }
    expect(batch.stav).toBe('CHYBA');
    expect(await attempts()).toBe(3);
    const errors = (await server.app.inject({ method: 'GET', url: `${ERRORS}?eq(idBatch,${id})`, headers })).json<{ riadok: number; sprava: string }[]>();
    expect(errors).toEqual([expect.objectContaining({ riadok: 1, sprava: 'Processing stopped after 3 failed attempts: an error occurred on the server while processing' })]);
    // Given up means given up: no further attempt comes later.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await attempts()).toBe(3);
  });
});
