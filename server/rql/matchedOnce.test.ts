import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRql } from '../../engine/core/rql/parse';
import { ALL, EntityStore, type ListResult } from '../api/entityStore';
import type { Scope } from '../api/scope';
import type { Database } from '../db/types';
import type { EntityDef } from '../model/entity';
import { odberneMiesto } from '../model/odberneMiesto';
import { startTestServer, type TestServer } from '../testing/harness';
import { seedMeteringNames } from '../testing/meteringNames';
import { containsSamples } from './containsSamples';
import { TOTAL_COLUMN } from './matchedOnce';
import { listSql, type FixedCondition } from './sql';

// A rare "contains" with count() is answered by one statement that finds the matches once for the
// page and the total (server/rql/matchedOnce.ts). Through the store, as a list call runs it, it must
// answer what the plain page and count statements answer: the same rows with the same values, in the
// same order, and the same total (or "more than" under a cap), for every sort, page and scope.
describe('page and total from the matches found once', () => {
  let server: TestServer;
  let db: Database;
  let tenant: number;

  /** The plain statements (no statistics hints: neither narrowed nor matched once), as the store reads totals. */
  const plain = async (entity: EntityDef, rql: string, fixed: FixedCondition[]): Promise<ListResult> => {
    const q = listSql(entity, parseRql(rql), fixed);
    expect(q.totalInRows).toBeUndefined();
    const rows = (await db.query<Record<string, unknown>>(q.sql, q.params)).rows;
    const counted = (await db.query<{ total: number }>(q.countSql as string, q.countParams ?? [])).rows[0]?.total ?? 0;
    if (q.countCap !== undefined && counted > q.countCap) return { rows, offset: q.offset, totalMoreThan: Math.max(q.countCap, q.offset + rows.length - 1) };
    return { rows, offset: q.offset, total: counted };
  };

  /** Whether the store's statement for this query is the matched-once one. */
  const matchedOnce = async (entity: EntityDef, rql: string): Promise<boolean> => {
    const query = parseRql(rql);
    return listSql(entity, query, [], { samples: await containsSamples(db, entity, query.filter) }).totalInRows === true;
  };

  beforeAll(async () => {
    server = await startTestServer();
    db = server.db;
    await seedMeteringNames(db);
    const { rows } = await db.query<{ id: number }>(`SELECT min(id_ucastnik_trhu)::int AS id FROM odberne_miesto WHERE created_by = 'contains-test'`);
    tenant = rows[0]?.id as number;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the plain statements\' rows, order and total for each sort, page and scope', async () => {
    const store = new EntityStore(db, odberneMiesto);
    const patterns = ['Štúrova 17,', 'ova 12,', 'Garáž, Nová 3', 'Lipová 59, Prešov', 'qx'];
    const sorts = ['sort(+eic)', 'sort(-nazov)', 'sort(+dodavatel,-platnostOd)'];
    const pages = ['limit(10,0)', 'limit(7,14)', 'limit(4,40)', 'limit(10,5000)'];
    const scopes: { scope: Scope; fixed: FixedCondition[] }[] = [
      { scope: ALL, fixed: [] },
      { scope: { kind: 'tenant', idUcastnikTrhu: tenant }, fixed: [{ field: 'idUcastnikTrhu', value: tenant }] },
    ];
    let once = 0;
    let rowsCompared = 0;
    let totals = 0;
    for (const text of patterns) {
      for (const extra of ['', '&eq(typ,ODBER)']) {
        for (const sort of sorts) {
          for (const page of pages) {
            const rql = `like(nazov,*${encodeURIComponent(text)}*)${extra}&${sort}&${page}&count()`;
            if (await matchedOnce(odberneMiesto, rql)) once++;
            for (const { scope, fixed } of scopes) {
              const got = await store.list(parseRql(rql), scope);
              const want = await plain(odberneMiesto, rql, fixed);
              expect(got.rows, rql).toEqual(want.rows);
              expect(got.total, rql).toBe(want.total);
              expect(got.totalMoreThan, rql).toBe(want.totalMoreThan);
              for (const row of got.rows) expect(Object.hasOwn(row, TOTAL_COLUMN)).toBe(false);
              rowsCompared += got.rows.length;
              if ((want.total ?? 0) > 0) totals++;
            }
          }
        }
      }
    }
    // Every pattern but the two-letter one (no sample value holds it either) is rare in the sample,
    // and the comparisons were about real rows and totals, not empty pages only.
    expect(once).toBeGreaterThanOrEqual(4 * 2 * sorts.length * pages.length);
    expect(rowsCompared).toBeGreaterThan(400);
    expect(totals).toBeGreaterThan(100);
  });

  it('stops the total at the cap as the count does, and the pager says "more than"', async () => {
    const capped: EntityDef = { ...odberneMiesto, countCap: 5 };
    const store = new EntityStore(db, capped);
    let moreThan = 0;
    for (const text of ['Štúrova 17,', 'Lipová 59, Prešov', 'Garáž, Nová 3']) {
      for (const page of ['limit(3,0)', 'limit(3,6)', 'limit(10,0)']) {
        const rql = `like(nazov,*${encodeURIComponent(text)}*)&sort(-nazov)&${page}&count()`;
        expect(await matchedOnce(capped, rql), rql).toBe(true);
        const got = await store.list(parseRql(rql), ALL);
        const want = await plain(capped, rql, []);
        expect(got.rows, rql).toEqual(want.rows);
        expect(got.total, rql).toBe(want.total);
        expect(got.totalMoreThan, rql).toBe(want.totalMoreThan);
        if (got.totalMoreThan !== undefined) moreThan++;
      }
    }
    expect(moreThan).toBeGreaterThan(0);
  });

  it('keeps the plain statements for a common pattern, a rare one under or(), and a list without count()', async () => {
    expect(await matchedOnce(odberneMiesto, 'like(nazov,*ova*)&sort(+eic)&limit(10,0)&count()')).toBe(false);
    expect(await matchedOnce(odberneMiesto, 'or(like(nazov,*%C5%A0t%C3%BArova%2017%2C*),eq(typ,ODBER))&limit(10,0)&count()')).toBe(false);
    expect(await matchedOnce(odberneMiesto, 'like(nazov,*%C5%A0t%C3%BArova%2017%2C*)&limit(10,0)')).toBe(false);
    expect(await matchedOnce(odberneMiesto, 'like(nazov,*%C5%A0t%C3%BArova%2017%2C*)&limit(10,0)&count()')).toBe(true);
  });
});
