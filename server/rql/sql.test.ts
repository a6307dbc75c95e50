import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRql } from '../../engine/core/rql/parse';
import type { Database } from '../db/types';
import { technologia } from '../model/technologia';
import { openTestDatabase } from '../testing/testDatabase';
import { foldText } from './fold';
import { DEFAULT_LIMIT, escapeLike, listSql, MAX_LIMIT, RqlSqlError } from './sql';

const sql = (text: string) => listSql(technologia, parseRql(text));

function rqlError(text: string): RqlSqlError {
  try {
    sql(text);
  } catch (error) {
    if (error instanceof RqlSqlError) return error;
    throw error;
  }
  throw new Error(`no error for ${text}`);
}

describe('RQL to SQL translation', () => {
  it('translates every comparison operator to a typed parameter', () => {
    const cases: [string, string, unknown][] = [
      ['eq(kod,FVE_STRECHA)', '"kod" = $1::text', 'FVE_STRECHA'],
      ['ne(stav,AKTIVNA)', '"stav" IS DISTINCT FROM $1::text', 'AKTIVNA'],
      ['lt(ucinnost,0.5)', '"ucinnost" < $1::numeric', 0.5],
      ['le(idTechnologia,10)', '"id_technologia" <= $1::bigint', 10],
      ['gt(platnostOd,2020-01-01)', '"platnost_od" > $1::date', '2020-01-01'],
      ['ge(obnovitelna,true)', '"obnovitelna" >= $1::boolean', true],
    ];
    for (const [text, where, param] of cases) {
      const out = sql(text);
      expect(out.sql, text).toContain(`WHERE ${where} ORDER BY`);
      expect(out.params, text).toEqual([param]);
    }
  });

  it('translates eq/ne null to IS NULL / IS NOT NULL', () => {
    expect(sql('eq(platnostDo,null)').sql).toContain('WHERE "platnost_do" IS NULL');
    expect(sql('ne(popis,null)').sql).toContain('WHERE "popis" IS NOT NULL');
    expect(rqlError('lt(platnostDo,null)').params.field).toBe('platnostDo');
  });

  it('translates in and out, with null members and empty lists', () => {
    const inSql = sql('in(kategoria,SOLAR,VODA)');
    expect(inSql.sql).toContain('WHERE ("kategoria" IN ($1::text, $2::text))');
    expect(inSql.params).toEqual(['SOLAR', 'VODA']);
    expect(sql('in(platnostDo,null,2024-01-01)').sql).toContain('("platnost_do" IN ($1::date) OR "platnost_do" IS NULL)');
    expect(sql('out(stav,AKTIVNA)').sql).toContain('WHERE NOT COALESCE(("stav" IN ($1::text)), FALSE)');
    expect(sql('in(stav)').sql).toContain('WHERE FALSE');
  });

  it('translates like to an accent- and case-insensitive pattern with escaped wildcards', () => {
    const out = sql('like(nazov,*Elektr%C3%A1re%C5%88*)');
    expect(out.sql).toMatch(/WHERE translate\(lower\("nazov"\), '[^']+', '[^']+'\) LIKE \$1::text ESCAPE '\\'/);
    expect(out.params).toEqual(['%elektraren%']);
    // A literal star, percent, underscore and backslash typed by the user stay literal.
    expect(sql('like(nazov,a%2Ab%25c_d%5C*)').params).toEqual(['a*b\\%c\\_d\\\\%']);
    expect(rqlError('like(ucinnost,*1*)').key).toBe('rql.likeNeedsText');
  });

  it('combines and/or and top-level terms', () => {
    const out = sql('or(eq(stav,AKTIVNA),and(eq(kategoria,VODA),lt(ucinnost,0.8)))&eq(obnovitelna,true)');
    expect(out.sql).toContain(
      'WHERE (("stav" = $1::text OR ("kategoria" = $2::text AND "ucinnost" < $3::numeric)) AND "obnovitelna" = $4::boolean)',
    );
    expect(out.params).toEqual(['AKTIVNA', 'VODA', 0.8, true]);
  });

  it('sorts by whitelisted fields with the id as the last tie-breaker', () => {
    expect(sql('sort(-platnostOd,+kod)').sql).toContain('ORDER BY "platnost_od" DESC, "kod" ASC, "id_technologia" ASC');
    expect(sql('').sql).toContain('ORDER BY "nazov" ASC, "id_technologia" ASC');
    // The id breaks ties in the last key's direction (one index on (x, id) serves both directions).
    expect(sql('sort(-nazov)').sql).toContain('ORDER BY "nazov" DESC, "id_technologia" DESC');
    expect(sql('sort(+kod,-platnostOd)').sql).toContain('ORDER BY "kod" ASC, "platnost_od" DESC, "id_technologia" DESC');
  });

  it('selects only the asked fields, typed for JSON', () => {
    const out = sql('select(kod,platnostOd,ucinnost)');
    expect(out.fields).toEqual(['kod', 'platnostOd', 'ucinnost']);
    expect(out.sql).toMatch(/^SELECT "kod" AS "kod", to_char\("platnost_od", 'YYYY-MM-DD'\) AS "platnostOd", "ucinnost"::float8 AS "ucinnost" FROM/);
  });

  it('applies limit, offset, the default and the maximum', () => {
    expect(sql('limit(11,20)').sql).toMatch(/LIMIT 11 OFFSET 20$/);
    expect(sql('').sql).toMatch(new RegExp(`LIMIT ${DEFAULT_LIMIT} OFFSET 0$`));
    expect(sql(`limit(${MAX_LIMIT})`).limit).toBe(MAX_LIMIT);
    expect(rqlError(`limit(${MAX_LIMIT + 1})`).key).toBe('rql.limitTooLarge');
  });

  it('adds a count query with the same filter only when count() is asked', () => {
    expect(sql('eq(stav,AKTIVNA)').countSql).toBeUndefined();
    const out = sql('eq(stav,AKTIVNA)&count()');
    expect(out.countSql).toBe('SELECT count(*)::int AS total FROM "technologia" WHERE "stav" = $1::text');
    expect(out.countParams).toEqual(['AKTIVNA']);
  });

  it('names the field of an unknown field or a value of the wrong type', () => {
    expect(rqlError('eq(heslo,x)').params.field).toBe('heslo');
    expect(rqlError('sort(+password)').params.field).toBe('password');
    expect(rqlError('select(kod,created_by)').params.field).toBe('created_by');
    expect(rqlError('eq(idTechnologia,abc)').params).toMatchObject({ field: 'idTechnologia', type: 'type.integer' });
    expect(rqlError('eq(platnostOd,2024-02-30)').params.field).toBe('platnostOd');
    expect(rqlError('eq(obnovitelna,ano)').params.field).toBe('obnovitelna');
    expect(rqlError('gt(ucinnost,vela)').params.field).toBe('ucinnost');
    // Prototype members are not fields.
    expect(rqlError('eq(constructor,x)').params.field).toBe('constructor');
  });

  it('never puts request text into the SQL string', () => {
    const evil = "x'; DROP TABLE technologia; --";
    const out = sql(`eq(nazov,${encodeURIComponent(evil)})&like(popis,*${encodeURIComponent("' OR 1=1 --")}*)`);
    expect(out.sql).not.toContain('DROP');
    expect(out.sql).not.toContain('1=1');
    expect(out.params).toEqual([evil, "%' or 1=1 --%"]);
  });

  it('escapes LIKE metacharacters and folds Slovak diacritics', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(foldText('ŽLTÝ KÔŇ ÚPĚL ĎÁBELSKÉ ÓDY')).toBe('zlty kon upel dabelske ody');
  });
});

describe('RQL queries on PostgreSQL (PGlite, or the real one in the PostgreSQL run)', () => {
  let db: Database;
  const run = async (text: string) => {
    const q = sql(text);
    return (await db.query<Record<string, unknown>>(q.sql, q.params)).rows;
  };

  beforeAll(async () => {
    // The seeded template's copy (the server tests' own database).
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('finds accented names with an unaccented, lower-case pattern', async () => {
    const rows = await run('like(nazov,*elektraren*)&select(nazov)');
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) expect(foldText(String(r.nazov))).toContain('elektraren');
    const upper = await run('like(nazov,*VODNÁ*)&select(kod)');
    expect(upper.map((r) => r.kod)).toEqual(expect.arrayContaining(['MVE_PRIETOCNA', 'PVE']));
  });

  it('matches typed wildcard characters literally', async () => {
    expect(await run('like(nazov,*%25*)')).toEqual([]);
    expect(await run('like(nazov,*_*)')).toEqual([]);
  });

  it('keeps rows without a value in ne and out', async () => {
    const withNull = (await run('eq(ucinnost,null)&select(kod)')).map((r) => r.kod);
    expect(withNull.length).toBeGreaterThan(0);
    const ne = (await run('ne(ucinnost,0.9)&select(kod)&limit(1000)')).map((r) => r.kod);
    expect(ne).toEqual(expect.arrayContaining(withNull));
    const out = (await run('out(ucinnost,0.9)&select(kod)&limit(1000)')).map((r) => r.kod);
    expect(out).toEqual(expect.arrayContaining(withNull));
  });

  it('returns JSON-ready types: dates as text, numbers as numbers', async () => {
    const [row] = await run('eq(kod,FVE_STRECHA)');
    expect(row).toMatchObject({ kod: 'FVE_STRECHA', platnostOd: '2015-01-01', platnostDo: null, ucinnost: 0.215, obnovitelna: true, verzia: 1 });
    expect(typeof row?.idTechnologia).toBe('number');
  });

  it('survives injection attempts as plain values', async () => {
    expect(await run(`eq(nazov,${encodeURIComponent("x'; DROP TABLE technologia; --")})`)).toEqual([]);
    const still = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM technologia');
    expect(still.rows[0]?.n).toBeGreaterThan(30);
  });

  it('counts with the filter and pages stably', async () => {
    const q = sql('eq(kategoria,SOLAR)&count()&limit(3,3)&sort(+kod)');
    const total = (await db.query<{ total: number }>(q.countSql as string, q.countParams)).rows[0]?.total;
    expect(total).toBe(7);
    const page = (await db.query<{ kod: string }>(q.sql, q.params)).rows.map((r) => r.kod);
    const all = (await run('eq(kategoria,SOLAR)&sort(+kod)&select(kod)')).map((r) => r.kod);
    expect(page).toEqual(all.slice(3, 6));
  });
});
