import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../core/http';
import { storedRuleErrors } from './storedRuleCheck';

/** A data provider that answers the facts route only, recording what was asked. */
function factsServer(answer: (path: string, query: string) => unknown) {
  const asked: string[] = [];
  const http = {
    get: async (path: string, init?: { query?: string }) => {
      asked.push(`${path}?${init?.query ?? ''}`);
      const data = answer(path, init?.query ?? '');
      if (data instanceof Error) throw data;
      return { data, status: 200, headers: new Headers() };
    },
  } as unknown as DataProvider;
  return { http, asked };
}

const t = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params ?? {})}`;
const CHAIN_SCHEMA = { type: 'object', storedRules: ['chainOverlap'], properties: {} } as const;

describe('the shared rules over stored records, before a form sends', () => {
  it('reads the facts by the rule’s keys and the edited record, and shows the rule’s problem under its field', async () => {
    const { http, asked } = factsServer(() => ({ facts: [{ party: 'VTE', od: '2030-01-01', do: '2030-03-31' }] }));
    const errors = await storedRuleErrors(http, '/portal/zmluvy/retazenie-odchylok/', CHAIN_SCHEMA, { idZiadatel: 7, platnostOd: '2030-02-01', platnostDo: null }, 12, t);
    expect(asked).toEqual(['/portal/zmluvy/retazenie-odchylok/rules/chainOverlap?idZiadatel=7&platnostOd=2030-02-01&id=12']);
    expect(errors).toEqual({ platnostOd: ['validation.chainOverlap {"party":"VTE","od":"2030-01-01","do":"2030-03-31"}'] });
  });

  it('passes a body the facts allow, and leaves to the server what it cannot read now', async () => {
    const clear = factsServer(() => ({ facts: [{ party: 'VTE', od: '2030-01-01', do: '2030-03-31' }] }));
    expect(await storedRuleErrors(clear.http, '/x/', CHAIN_SCHEMA, { platnostOd: '2031-01-01' }, undefined, t)).toEqual({});
    const none = factsServer(() => ({ facts: null }));
    expect(await storedRuleErrors(none.http, '/x/', CHAIN_SCHEMA, { platnostOd: '2030-02-01' }, undefined, t)).toEqual({});
    const down = factsServer(() => new Error('offline'));
    expect(await storedRuleErrors(down.http, '/x/', CHAIN_SCHEMA, { platnostOd: '2030-02-01' }, undefined, t)).toEqual({});
  });

  it('asks nothing for a schema that names no such rule', async () => {
    const { http, asked } = factsServer(() => ({ facts: { max: 1, others: 1 } }));
    expect(await storedRuleErrors(http, '/x/', { type: 'object' }, { instalovanyVykonKw: 5 }, undefined, t)).toEqual({});
    expect(asked).toEqual([]);
  });
});
