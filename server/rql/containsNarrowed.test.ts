import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRql } from '../../engine/core/rql/parse';
import type { Database } from '../db/types';
import { odberneMiesto } from '../model/odberneMiesto';
import { startTestServer, type TestServer } from '../testing/harness';
import { seedMeteringNames } from '../testing/meteringNames';
import { containsSamples } from './containsSamples';
import { foldText } from './fold';
import { takeTotal } from './matchedOnce';
import { listSql, type ListHints } from './sql';

// A rare "contains" pattern narrowed for the trigram index (server/rql/containsPieces.ts) must answer
// exactly what the plain statement answers: the same rows, in the same order, on every page, and the
// same total. The names are built as the market-scale bench builds them (server/testing/meteringNames.ts).
describe('"contains" narrowed to its rare pieces', () => {
  let server: TestServer;
  let db: Database;
  let hints: ListHints;

  const run = async (rql: string, withHints: ListHints) => {
    const q = listSql(odberneMiesto, parseRql(rql), [], withHints);
    const page = (await db.query<{ odberneMiestoId: number; nazov: string }>(q.sql, q.params)).rows;
    // A rare pattern's page carries its total (server/rql/matchedOnce.ts); an empty page asks the count.
    const total =
      takeTotal(q, page) ?? (q.countSql ? (await db.query<{ total: number }>(q.countSql, q.countParams ?? [])).rows[0]?.total : undefined);
    return { sql: q.sql, page, total };
  };

  beforeAll(async () => {
    server = await startTestServer();
    db = server.db;
    await seedMeteringNames(db);
    const filter = parseRql('like(nazov,*x*)').filter;
    hints = { samples: await containsSamples(db, odberneMiesto, filter) };
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads the statistics sample of the folded name', () => {
    expect(hints.samples?.nazov?.values.length).toBeGreaterThanOrEqual(20);
  });

  it('answers the rows, order and total of the plain statement, page by page', async () => {
    const patterns = ['Štúrova 17,', 'štúrova 17', 'ova 12,', 'Hlavná 5,', 'Garáž, Nová 3', 'Lipová 59, Prešov', 'kolsk', 'bystr', 'ova', 'qx', '100%'];
    let narrowed = 0;
    let compared = 0;
    for (const text of patterns) {
      for (const sort of ['sort(+eic)', 'sort(-nazov)']) {
        for (const limit of ['limit(10,0)', 'limit(7,14)', 'limit(25,50)']) {
          const rql = `like(nazov,*${encodeURIComponent(text)}*)&${sort}&${limit}&count()`;
          const fast = await run(rql, hints);
          const plain = await run(rql, {});
          expect(fast.page.map((r) => r.odberneMiestoId), rql).toEqual(plain.page.map((r) => r.odberneMiestoId));
          expect(fast.total, rql).toBe(plain.total);
          for (const r of fast.page) expect(foldText(r.nazov)).toContain(foldText(text));
          if (fast.sql.includes(`|| '') LIKE`)) narrowed++;
          compared += fast.page.length;
        }
      }
    }
    // The rare patterns took the narrowed statement, and the pages were not all empty.
    expect(narrowed).toBeGreaterThanOrEqual(4 * 6);
    expect(compared).toBeGreaterThan(300);
  });

  it('keeps a common pattern whole', async () => {
    expect((await run('like(nazov,*ova*)&limit(5,0)', hints)).sql).not.toContain(`|| '') LIKE`);
  });
});
