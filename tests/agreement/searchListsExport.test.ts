// Issue 13's lists as operator staff search and export them, without the browser: each list's
// first-column filter from its metadata (as the filter bar builds it), sent by the engine's HTTP
// client to the real server, narrows the rows; the export (the engine's, paging as the screen's
// Export button does) holds exactly those rows; and a row's detail answers its code.
// (These ran per list in the browser in devices-groups-lists.spec.ts, which keeps one list's
// journey; every operator menu screen and its first row's detail open in walk-every-screen.spec.ts.)
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import readExcelFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../engine/core/http/client';
import type { HttpClient } from '../../engine/core/http';
import { buildSearchFilter, parseSortSpec, type EntityMetadata } from '../../engine/core/metadata';
import { listQuery } from '../../engine/core/rql';
import { exportToXlsx } from '../../engine/react/grid/exportXlsx';
import { loginWithPassword, startTestServer, type TestServer } from '../../server/testing/harness';

const LISTS = [
  { entity: 'vyrobne-zariadenie', column: 'eic' },
  { entity: 'akumulacne-zariadenie', column: 'eic' },
  { entity: 'agregacny-blok', column: 'kod' },
  { entity: 'odberne-miesto', column: 'eic' },
  { entity: 'skupina-zdielania', column: 'kod' },
  { entity: 'ponizenie', column: 'kod' },
  { entity: 'reklamacie', column: 'kod' },
] as const;

const ENTITIES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../metadata/entities');
const metadataOf = (entity: string) => JSON.parse(readFileSync(path.join(ENTITIES_DIR, `${entity}.json`), 'utf8')) as EntityMetadata;

let server: TestServer;
let http: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const token = (await loginWithPassword(server.app, 'operator', 'operator', 'edc-core')).access_token;
  http = createHttpClient({ baseUrl: `http://127.0.0.1:${port}/portalbl/svc/`, getLanguage: () => 'sk', getAccessToken: () => token, retryDelaysMs: [] });
});

afterAll(async () => {
  await server?.close();
});

/** The file the export would save, read back as rows of cells. */
async function exported(meta: EntityMetadata, filter: ReturnType<typeof buildSearchFilter>, columns: readonly string[]): Promise<unknown[][]> {
  let file: Blob | undefined;
  const count = await exportToXlsx({
    http,
    api: meta.api,
    filter,
    sort: parseSortSpec(meta.search.sort),
    columns: columns.map((key) => ({ header: key, value: (row) => row[key], text: (row) => String(row[key] ?? '') })),
    fileBase: meta.entity,
    language: 'sk',
    t: (key) => key,
    save: (blob) => (file = blob),
  });
  expect(file, 'a file was saved').toBeDefined();
  const rows = (await readExcelFile(Buffer.from(await (file as Blob).arrayBuffer()))) as unknown as { data: unknown[][] }[] | unknown[][];
  const sheet = Array.isArray(rows[0]) ? (rows as unknown[][]) : ((rows as { data: unknown[][] }[])[0]?.data ?? []);
  expect(sheet.length - 1, 'rows in the sheet').toBe(count);
  return sheet;
}

describe('operator lists: first-column filter, export and detail through the real server', () => {
  for (const list of LISTS) {
    it(`${list.entity}: filtered by a prefix of ${list.column}, exported and opened`, async () => {
      const meta = metadataOf(list.entity);
      const columns = meta.search.columns.map((c) => (typeof c === 'string' ? c : c.key));
      const index = columns.indexOf(list.column);
      expect(index, 'the grid shows the column').toBeGreaterThanOrEqual(0);
      const def = meta.search.filters.find((f) => f.key === list.column);
      expect(def, 'the filter bar has the filter').toBeDefined();

      // The screen's first page, in its default order.
      const first = await http.list<Record<string, unknown>>(meta.api, listQuery({ sort: parseSortSpec(meta.search.sort), page: 0, size: 10, count: true }));
      const firstRow = first.rows[0] as Record<string, unknown>;
      const code = String(firstRow[list.column] ?? '');
      // A prefix that a few rows may share (the code's or EIC's last character dropped): the export stays small.
      const prefix = code.slice(0, -1);
      expect(prefix.length).toBeGreaterThanOrEqual(4);

      const filter = buildSearchFilter(meta.search.filters, { [list.column]: prefix });
      expect(filter, 'the prefix filters').toBeDefined();
      const found = await http.list<Record<string, unknown>>(meta.api, listQuery({ filter, sort: parseSortSpec(meta.search.sort), page: 0, size: 100, count: true }));
      expect(found.total).toBeGreaterThanOrEqual(1);
      // Narrower than the whole list (which a big one counts only up to a bound).
      expect(found.total).toBeLessThan((first.total ?? first.totalMoreThan) as number);
      expect(found.rows.map((r) => r[meta.id])).toContain(firstRow[meta.id]);
      expect(found.rows.filter((r) => !String(r[list.column]).startsWith(prefix))).toEqual([]);

      // The export holds the filtered rows only: a header and one line per row found.
      const sheet = await exported(meta, filter, columns);
      expect(sheet[0]).toEqual(columns);
      expect(sheet.length - 1).toBe(found.total);
      expect(sheet.slice(1).filter((row) => !String(row[index]).startsWith(prefix))).toEqual([]);

      // The row's detail, as its detail route loads it.
      const detail = await http.get<Record<string, unknown>>(`${meta.api}${encodeURIComponent(String(firstRow[meta.id]))}`);
      expect(detail.data[list.column]).toBe(code);
    });
  }
});
