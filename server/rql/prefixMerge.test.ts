import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRql } from '../../engine/core/rql/parse';
import type { Database } from '../db/types';
import { odberneMiesto } from '../model/odberneMiesto';
import { startTestServer, type TestServer } from '../testing/harness';
import { foldText } from './fold';
import { listSql, type FixedCondition } from './sql';

// The merged plan of a town prefix sorted by EIC (server/rql/prefixMerge.ts) must answer exactly
// what the plain statement answers: the same rows, in the same order, on every page.
describe('town prefix sorted by EIC, read town by town', () => {
  // The seeded test database (PGlite, or PostgreSQL under test:server:pg), without HTTP.
  let server: TestServer;
  let db: Database;
  let tenant: number;

  const page = async (rql: string, fixed: FixedCondition[] = []) => {
    const q = listSql(odberneMiesto, parseRql(rql), fixed);
    return (await db.query<{ odberneMiestoId: number; eic: string; mesto: string }>(q.sql, q.params)).rows;
  };

  beforeAll(async () => {
    server = await startTestServer();
    db = server.db;
    const { rows } = await db.query<{ id: number }>(
      'SELECT id_ucastnik_trhu AS id FROM odberne_miesto GROUP BY id_ucastnik_trhu ORDER BY count(*) DESC LIMIT 1',
    );
    tenant = rows[0]?.id as number;
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes the merged plan only for a prefix of the declared field sorted by EIC alone', () => {
    const merged = (rql: string) => listSql(odberneMiesto, parseRql(rql)).sql.includes('prefix_value');
    expect(merged('like(mesto,Koš*)&sort(+eic)&limit(25,0)')).toBe(true);
    expect(merged('like(mesto,Koš*)&limit(25,0)')).toBe(true); // the default order is EIC
    expect(merged('like(mesto,Ko*)&eq(napatovaUroven,NN)&sort(-eic)')).toBe(true);
    // A town "contains" merges the towns of the distinct-towns table it matches (migration 200).
    expect(merged('like(mesto,*oš*)&sort(+eic)')).toBe(true);
    expect(merged('like(mesto,*oš*)&sort(+nazov)')).toBe(false);
    expect(merged('like(nazov,*byt*)&sort(+eic)')).toBe(false);
    expect(merged('like(mesto,Koš*)&sort(+nazov)')).toBe(false);
    expect(merged('like(mesto,Koš*)&sort(+eic,+nazov)')).toBe(false);
    expect(merged('or(like(mesto,Koš*),eq(druh,VYROBA))&sort(+eic)')).toBe(false);
    expect(merged('like(nazov,Byt*)&sort(+eic)')).toBe(false);
  });

  it('answers the rows and order of the plain statement, page by page, both directions', async () => {
    const { rows: towns } = await db.query<{ mesto: string }>('SELECT DISTINCT mesto FROM odberne_miesto WHERE mesto IS NOT NULL ORDER BY 1');
    expect(towns.length).toBeGreaterThan(3);
    // Prefixes of one town, of several towns (first letters), folded and not, and none at all.
    const prefixes = new Set<string>(['Qx', 'B', 'K']);
    for (const { mesto } of towns.slice(0, 6)) {
      prefixes.add(mesto.slice(0, 3));
      prefixes.add(foldText(mesto.slice(0, 2)).toUpperCase());
    }
    let compared = 0;
    for (const prefix of prefixes) {
      for (const dir of ['+', '-']) {
        for (const limit of ['limit(10,0)', 'limit(7,14)', 'limit(25,50)']) {
          const filter = `like(mesto,${encodeURIComponent(prefix)}*)`;
          const merged = await page(`${filter}&sort(${dir}eic)&${limit}`);
          const plain = await page(`${filter}&sort(${dir}eic,+odberneMiestoId)&${limit}`);
          expect(merged.map((r) => r.odberneMiestoId), `${prefix} ${dir} ${limit}`).toEqual(plain.map((r) => r.odberneMiestoId));
          for (const r of merged) expect(foldText(r.mesto).startsWith(foldText(prefix))).toBe(true);
          compared += merged.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('keeps the tenant and the other filters', async () => {
    const town = (await db.query<{ mesto: string }>('SELECT mesto FROM odberne_miesto WHERE id_ucastnik_trhu = $1 AND mesto IS NOT NULL LIMIT 1', [tenant])).rows[0]?.mesto as string;
    const filter = `like(mesto,${encodeURIComponent(town.slice(0, 2))}*)&eq(napatovaUroven,NN)`;
    const fixed = [{ field: 'idUcastnikTrhu', value: tenant }];
    const merged = await page(`${filter}&sort(+eic)&limit(20,3)`, fixed);
    const plain = await page(`${filter}&sort(+eic,+odberneMiestoId)&limit(20,3)`, fixed);
    expect(merged.length).toBeGreaterThan(0);
    expect(merged).toEqual(plain);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM odberne_miesto WHERE id_odberne_miesto = ANY($1) AND (id_ucastnik_trhu <> $2 OR napatova_uroven <> 'NN')`,
      [merged.map((r) => r.odberneMiestoId), tenant],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('matches typed wildcard characters literally', async () => {
    expect(await page('like(mesto,Ko%25*)&sort(+eic)')).toEqual([]);
    expect(await page('like(mesto,K_*)&sort(+eic)')).toEqual([]);
  });

  it('a town "contains" answers the rows, order and total of the plain LIKE, page by page, both directions', async () => {
    const plainIds = async (like: string, dir: 'ASC' | 'DESC', count: number, offset: number) =>
      (
        await db.query<{ id: number }>(
          `SELECT id_odberne_miesto AS id FROM odberne_miesto WHERE mesto_fold LIKE $1 ORDER BY eic ${dir}, id_odberne_miesto ${dir} LIMIT ${count} OFFSET ${offset}`,
          [like],
        )
      ).rows.map((r) => r.id);
    let compared = 0;
    for (const needle of ['ice', 'a', 'sk', 'ov', 'bystr', 'qqq']) {
      for (const [dir, sql] of [['+', 'ASC'], ['-', 'DESC']] as const) {
        for (const [count, offset] of [[10, 0], [7, 14], [25, 50]] as const) {
          const rows = await page(`like(mesto,*${needle}*)&sort(${dir}eic)&limit(${count},${offset})`);
          expect(rows.map((r) => r.odberneMiestoId), `${needle} ${dir} ${count},${offset}`).toEqual(await plainIds(`%${needle}%`, sql, count, offset));
          compared += rows.length;
        }
      }
      // Sorted by another field the rows come through the filter alone: only matching rows, as many.
      const byName = listSql(odberneMiesto, parseRql(`like(mesto,*${needle}*)&sort(+nazov)&limit(500,0)`));
      const named = (await db.query<{ odberneMiestoId: number }>(byName.sql, byName.params)).rows.map((r) => r.odberneMiestoId);
      const { rows: matching } = await db.query<{ n: number; outside: number }>(
        'SELECT count(*) FILTER (WHERE mesto_fold LIKE $1)::int AS n, count(*) FILTER (WHERE id_odberne_miesto = ANY($2) AND NOT coalesce(mesto_fold LIKE $1, false))::int AS outside FROM odberne_miesto',
        [`%${needle}%`, named],
      );
      expect(named.length, needle).toBe(Math.min(500, matching[0]?.n ?? -1));
      expect(matching[0]?.outside, needle).toBe(0);
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('finds a town at once after the statement that first writes it', async () => {
    const { rows } = await db.query<{ id: number }>('SELECT id_odberne_miesto AS id FROM odberne_miesto ORDER BY id_odberne_miesto LIMIT 1');
    const id = rows[0]?.id as number;
    await db.query(`UPDATE odberne_miesto SET mesto = 'Zlatá Qwerta', adresa = jsonb_set(coalesce(adresa, '{}'::jsonb), '{Mesto}', '"Zlatá Qwerta"') WHERE id_odberne_miesto = $1`, [id]);
    const found = await page('like(mesto,*QWERT*)&sort(+eic)');
    expect(found.map((r) => r.odberneMiestoId)).toEqual([id]);
    const { rows: kept } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM odberne_miesto_mesto WHERE mesto_fold = 'zlata qwerta'");
    expect(kept[0]?.n).toBe(1);
  });
});
