// A list query naming a field that only an object's prototype knows (`__proto__`, `constructor`,
// `toString`…) is a query about an unknown field like any other: 400 with a translated JSON reason
// naming it, on every list endpoint, never a 500 from a dictionary keyed by the name.
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
