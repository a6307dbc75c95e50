import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_NOT_BEFORE_RECORD_START, storedRulesOf } from '../../engine/core/validation/storedRules';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

// The technology's record action `invalidate` end to end through the generic action router.

const BASE = '/portalbl/svc/portal/zmluvy/technologia/';

let server: TestServer;
// The technology list is shared: the operator's code-book staff (core) change it.
let operator: string;
let visitor: string;
let id: number;

const post = (url: string, payload: unknown, token = operator) =>
  server.app.inject({ method: 'POST', url, headers: bearer(token, { 'content-type': 'application/json' }), payload: JSON.stringify(payload) });
const get = (url: string, token = operator) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  server = await startTestServer();
  operator = (await loginWithPassword(server.app, 'operator')).access_token;
  visitor = (await loginWithPassword(server.app, 'visitor')).access_token;
  const created = await post(BASE, {
    kod: 'VTE_AKCIA',
    nazov: 'Veterná elektráreň Cerová',
    popis: null,
    kategoria: 'VIETOR',
    stav: 'AKTIVNA',
    obnovitelna: true,
    ucinnost: 0.41,
    platnostOd: '2024-03-01',
    platnostDo: null,
  });
  expect(created.statusCode).toBe(201);
  id = created.json<{ idTechnologia: number }>().idTechnologia;
});

afterAll(async () => {
  await server.close();
});

describe('technologia invalidate', () => {
  it('serves the body schema', async () => {
    const res = await get(`${BASE}${id}/invalidate/schema/post/request`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ required: string[] }>().required).toEqual(['platnostDo']);
  });

  it('refuses a user without the write token', async () => {
    const res = await post(`${BASE}${id}/invalidate`, { platnostDo: '2025-01-01' }, visitor);
    expect(res.statusCode).toBe(403);
  });

  it('refuses a missing date and a date before the validity starts, under the end date, by the shared rule the dialog runs', async () => {
    expect((await post(`${BASE}${id}/invalidate`, {})).statusCode).toBe(400);
    const res = await post(`${BASE}${id}/invalidate`, { platnostDo: '2024-02-28' });
    expect(res.statusCode).toBe(400);
    const hints = res.json<{ hints: { fields: Record<string, string[]>; errors: { field: string; keyword: string }[] } }>().hints;
    expect(hints.fields).toEqual({ platnostDo: ['platnostDo: The end must not be before the start (1. 3. 2024)'] });
    expect(hints.errors).toMatchObject([{ field: 'platnostDo', keyword: 'endNotBeforeRecordStart' }]);
    for (const [lang, text] of [['sk', 'Koniec nesmie byť skôr ako začiatok (1. 3. 2024)'], ['cs', 'Konec nesmí být dříve než začátek (1. 3. 2024)']]) {
      const refused = await server.app.inject({
        method: 'POST', url: `${BASE}${id}/invalidate`, headers: bearer(operator, { 'content-type': 'application/json', 'x-language': String(lang) }), payload: JSON.stringify({ platnostDo: '2024-02-28' }),
      });
      expect(refused.json<{ hints: { fields: Record<string, string[]> } }>().hints.fields).toEqual({ platnostDo: [`platnostDo: ${text}`] });
    }
    const stored = (await get(`${BASE}${id}`)).json<{ stav: string }>();
    expect(stored.stav).toBe('AKTIVNA');
  });

  it('serves the rule’s name in the body schema and the record’s period as its facts, so the dialog finds the same before sending', async () => {
    const schema = (await get(`${BASE}${id}/invalidate/schema/post/request`)).json();
    expect(storedRulesOf(schema).map((rule) => rule.name)).toEqual(['endNotBeforeRecordStart']);
    const facts = (await get(`${BASE}rules/endNotBeforeRecordStart?id=${id}`)).json<{ facts: { od: string; do: string | null } }>().facts;
    expect(facts).toEqual({ od: '2024-03-01', do: null });
    expect(END_NOT_BEFORE_RECORD_START.check({ platnostDo: '2024-02-28' }, facts)).toEqual({ key: 'validation.dateOrder', params: { date: '1. 3. 2024' } });
    expect(END_NOT_BEFORE_RECORD_START.check({ platnostDo: '2024-03-01' }, facts)).toBeUndefined();
    // No record, an unknown one: nothing to check against; a malformed id is refused, and so is a user who may not run the action.
    expect((await get(`${BASE}rules/endNotBeforeRecordStart`)).json()).toEqual({ facts: null });
    expect((await get(`${BASE}rules/endNotBeforeRecordStart?id=999999`)).json()).toEqual({ facts: null });
    expect((await get(`${BASE}rules/endNotBeforeRecordStart?id=__proto__`)).statusCode).toBe(400);
    expect((await get(`${BASE}rules/endNotBeforeRecordStart?id=${id}`, visitor)).statusCode).toBe(403);
  });

  it('ends the validity, records the change in the history and refuses a second run', async () => {
    const res = await post(`${BASE}${id}/invalidate`, { platnostDo: '2025-06-30' });
    expect(res.statusCode).toBe(200);
    const stored = (await get(`${BASE}${id}`)).json<{ stav: string; platnostDo: string; verzia: number }>();
    expect(stored).toMatchObject({ stav: 'NEAKTIVNA', platnostDo: '2025-06-30', verzia: 2 });
    const history = (await get(`${BASE}${id}/history`)).json<{ akcia: string; zmenil: string; zmeny: { field: string; to: unknown }[] }[]>();
    expect(history[0]?.akcia).toBe('UPDATE');
    expect(history[0]?.zmenil).toBe('operator');
    expect(history[0]?.zmeny.map((z) => z.field).sort()).toEqual(['platnostDo', 'stav']);
    const again = await post(`${BASE}${id}/invalidate`, { platnostDo: '2025-07-01' });
    expect(again.statusCode).toBe(400);
  });

  it('answers 404 for a missing record', async () => {
    expect((await post(`${BASE}999999/invalidate`, { platnostDo: '2025-06-30' })).statusCode).toBe(404);
  });
});
