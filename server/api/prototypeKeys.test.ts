// A list query naming a field that only an object's prototype knows (`__proto__`, `constructor`,
// `toString`…) is a query about an unknown field like any other: 400 with a translated JSON reason
// naming it, on every list endpoint, never a 500 from a dictionary keyed by the name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../model';
import { apiSession } from '../testing/apiSession';

const session = apiSession(['admin']);

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const queries = (name: string) => [`sort(+${name})`, `sort(-${name})`, `eq(${name},1)`, `select(${name})`, `like(${name},*a*)`, `in(${name},(1,2))`, `eq(${name},null)`];

// Every list the API answers: each entity, the code-book editor, the code books, the news.
const LISTS = [
  ...ENTITIES.map((e) => e.path),
  '/edc/ciselnik/edc/stat/',
  '/edc/ciselnik/mixed/vyrobne_zariadenie/typ_podpory/',
  '/edc/enum/stat/',
  '/edc/enum/stat/vsetky/',
  '/edc/enum/mixed/typ-podpory/',
  '/edc/enum/mixed/',
  '/portal/application/news/',
];

describe('list queries naming prototype keys', () => {
  it.each(LISTS)('%s answers 400 with a translated JSON reason', async (path) => {
    for (const name of PROTOTYPE_NAMES) {
      for (const query of queries(name)) {
        const res = await session.call('GET', `${path}?${query}`, 'admin', undefined, 'sk');
        expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(400);
        const body = res.json<{ message: string; hints: { reasons: string[] } }>();
        expect(body.message, `${path}?${query}`).toBe('Neplatný dotaz na zoznam (RQL)');
        expect(body.hints.reasons.length, `${path}?${query}`).toBeGreaterThan(0);
        expect(body.hints.reasons.join(' '), `${path}?${query}`).toContain(name);
      }
    }
  });
});

// Generated queries naming generated fields (the prototype's among them) with generated values:
// the parser and a list endpoint answer them, never with a 5xx, and change nothing.
describe('generated list queries', () => {
  const fieldName = fc.oneof(
    fc.constantFrom(...PROTOTYPE_NAMES, 'kod', 'nazov', 'platnostOd', 'idTechnologia', 'obnovitelna'),
    fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,12}$/),
  );
  const op = fc.constantFrom('eq', 'ne', 'lt', 'ge', 'like');
  const value = fc.oneof(fc.string({ maxLength: 8 }), fc.integer().map(String), fc.constantFrom('true', 'null', '2024-06-03', '*a*'));
  // Written by hand, not by the RQL builder: it refuses some of these names, a request need not.
  const query = fc.tuple(op, fieldName, value, fieldName, fc.boolean(), fc.array(fieldName, { maxLength: 3 })).map(
    ([o, filterField, v, sortField, asc, select]) =>
      [`${o}(${filterField},${encodeURIComponent(v)})`, `sort(${asc ? '+' : '-'}${sortField})`, ...(select.length > 0 ? [`select(${select.join(',')})`] : [])].join('&'),
  );

  it('never answer 5xx and change nothing', async () => {
    const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
    const numRuns = 150;
    const count = async () => (await session.server.db.query<{ n: number }>('SELECT count(*)::int AS n, max(verzia) AS v FROM technologia')).rows[0];
    const before = await count();
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await session.call('GET', `/portal/zmluvy/technologia/?${q}`, 'admin', undefined, 'sk');
        expect(res.statusCode, `${q}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json<{ message: string }>().message, q).toBe('Neplatný dotaz na zoznam (RQL)');
      }),
      { seed, numRuns },
    );
    console.log(`generated list queries: seed ${seed}, ${numRuns} runs (FC_SEED=${seed} repeats them)`);
    expect(await count()).toEqual(before);
  });
});
