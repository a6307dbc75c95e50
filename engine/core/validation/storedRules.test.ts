import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { addValidationCatalogue } from './catalogue';
import { ACER_CODE_CHANGED, CHAIN_LOOP, CONTACTS_WITHIN_LIMIT, CHAIN_OVERLAP, DEVICE_POWER_COVERS_GENERATORS, END_NOT_BEFORE_RECORD_START, GENERATOR_POWER_SUM, START_WITHIN_RECORD_PERIOD, STORED_RULES, chainOverlapProblem, generatorPowerProblem, periodsMeet, storedRulesOf } from './storedRules';

describe('chainOverlap', () => {
  const others = [
    { party: 'Dodávateľ B', od: '2030-04-01', do: null },
    { party: 'Dodávateľ A', od: '2030-01-01', do: '2030-03-31' },
  ];

  it('lets periods that share no day pass, an open end running forever', () => {
    expect(periodsMeet({ od: '2030-01-01', do: '2030-03-31' }, { od: '2030-03-31', do: null })).toBe(true);
    expect(periodsMeet({ od: '2030-01-01', do: '2030-03-30' }, { od: '2030-03-31', do: null })).toBe(false);
    expect(chainOverlapProblem({ od: '2029-01-01', do: '2029-12-31' }, others)).toBeUndefined();
    expect(chainOverlapProblem({ od: '2029-01-01', do: null }, [])).toBeUndefined();
  });

  it('names the earliest link it meets, its party and period', () => {
    expect(chainOverlapProblem({ od: '2029-06-01', do: null }, others)).toEqual({
      key: 'validation.chainOverlap',
      params: { party: 'Dodávateľ A', od: '2030-01-01', do: '2030-03-31' },
    });
    expect(chainOverlapProblem({ od: '2031-01-01', do: '2031-02-01' }, others)?.params).toEqual({ party: 'Dodávateľ B', od: '2030-04-01', do: '…' });
  });

  it('reads a chain link body (an emptied end is open) and shows under its start', () => {
    expect(CHAIN_OVERLAP.field).toBe('platnostOd');
    expect(CHAIN_OVERLAP.check({ platnostOd: '2030-02-01', platnostDo: null }, others)?.key).toBe('validation.chainOverlap');
    expect(CHAIN_OVERLAP.check({ platnostOd: '2029-01-01', platnostDo: '2029-12-31' }, others)).toBeUndefined();
    expect(CHAIN_OVERLAP.check({ platnostDo: '2030-02-01' }, others)).toBeUndefined();
  });
});

describe('generatorPowerSum', () => {
  it('allows the generators in operation up to the device power, exactly included', () => {
    expect(generatorPowerProblem({ nazov: 'G2', stav: 'PREVADZKA', instalovanyVykonKw: 20 }, { max: 50, others: 30 })).toBeUndefined();
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: still the device's 0.3 kW.
    expect(generatorPowerProblem({ nazov: 'G2', stav: 'PREVADZKA', instalovanyVykonKw: 0.2 }, { max: 0.3, others: 0.1 })).toBeUndefined();
  });

  it('refuses more, naming the generator and both sums', () => {
    expect(generatorPowerProblem({ nazov: 'Turbína TG2', stav: 'PREVADZKA', instalovanyVykonKw: 25 }, { max: 50, others: 30 })).toEqual({
      key: 'validation.generatorPowerOver',
      params: { nazov: 'Turbína TG2', total: 55, max: 50 },
    });
  });

  it('counts a unit shut down as nothing', () => {
    expect(generatorPowerProblem({ nazov: 'G9', stav: 'ODSTAVENY', instalovanyVykonKw: 500 }, { max: 50, others: 50 })).toBeUndefined();
    expect(GENERATOR_POWER_SUM.check({ nazov: 'G9', stav: 'PREVADZKA', instalovanyVykonKw: 0.001 }, { max: 50, others: 50 })?.params).toEqual({ nazov: 'G9', total: 50.001, max: 50 });
  });
});

describe('chainLoop', () => {
  // 1 asks; 2 → 3 binds all of 2030, 3 → 1 only its first half.
  const graph = {
    requester: 1,
    party: null,
    links: [
      { from: 2, to: 3, od: '2030-01-01', do: '2030-12-31' },
      { from: 3, to: 1, od: '2030-01-01', do: '2030-06-30' },
      { from: 3, to: 4, od: '2030-01-01', do: null },
    ],
    names: [[1, 'Žiadateľ'], [2, 'Zodpovedný B'], [3, 'Zodpovedný C'], [4, 'Zodpovedný D']] as const,
  };

  it('refuses a link to the requester itself', () => {
    expect(CHAIN_LOOP.check({ idUcastnikTrhu: 1, platnostOd: '2031-01-01' }, graph)?.key).toBe('validation.chainSelf');
  });

  it('refuses a link that closes a loop in its period, naming its participants in order', () => {
    expect(CHAIN_LOOP.check({ idUcastnikTrhu: 2, platnostOd: '2030-03-01', platnostDo: null }, graph)).toEqual({
      key: 'validation.chainLoop',
      params: { loop: 'Žiadateľ → Zodpovedný B → Zodpovedný C → Žiadateľ' },
    });
  });

  it('lets a link pass whose period no loop meets, or that leads elsewhere; an update’s party comes with the facts', () => {
    expect(CHAIN_LOOP.check({ idUcastnikTrhu: 2, platnostOd: '2030-07-01', platnostDo: '2030-12-31' }, graph)).toBeUndefined();
    expect(CHAIN_LOOP.check({ idUcastnikTrhu: 4, platnostOd: '2030-03-01' }, graph)).toBeUndefined();
    expect(CHAIN_LOOP.check({ platnostOd: '2030-03-01' }, { ...graph, party: 2 })?.key).toBe('validation.chainLoop');
  });
});

describe('devicePowerCoversGenerators', () => {
  it('refuses a device power below its generators in operation, naming the largest; equal or more passes', () => {
    const generators = { total: 12.5, largest: 'G2' };
    expect(DEVICE_POWER_COVERS_GENERATORS.check({ instalovanyVykonKw: 12 }, generators)).toEqual({ key: 'validation.devicePowerBelowGenerators', params: { total: 12.5, nazov: 'G2' } });
    expect(DEVICE_POWER_COVERS_GENERATORS.check({ instalovanyVykonKw: 12.5 }, generators)).toBeUndefined();
    expect(DEVICE_POWER_COVERS_GENERATORS.check({ instalovanyVykonKw: null }, generators)).toBeUndefined();
  });
});

describe('acerCodeChanged', () => {
  it('refuses the code the record already holds, under acerKod; a new one, or a first one, passes', () => {
    expect(ACER_CODE_CHANGED.field).toBe('acerKod');
    expect(ACER_CODE_CHANGED.check({ acerKod: 'A0000123B.SK' }, { current: 'A0000123B.SK' })).toEqual({ key: 'validation.acerUnchanged' });
    expect(ACER_CODE_CHANGED.check({ acerKod: 'A0000124B.SK' }, { current: 'A0000123B.SK' })).toBeUndefined();
    expect(ACER_CODE_CHANGED.check({ acerKod: 'A0000123B.SK' }, { current: null })).toBeUndefined();
    expect(STORED_RULES.get('acerCodeChanged')).toBe(ACER_CODE_CHANGED);
  });
});

describe('contactsWithinLimit', () => {
  it('lets a contact be added below the limit, refuses it at the limit under the contact’s name, naming the limit', () => {
    expect(CONTACTS_WITHIN_LIMIT.field).toBe('meno');
    const contact = { meno: 'Zuzana', priezvisko: 'Kováčová' };
    expect(CONTACTS_WITHIN_LIMIT.check(contact, { count: 0, max: 20 })).toBeUndefined();
    expect(CONTACTS_WITHIN_LIMIT.check(contact, { count: 19, max: 20 })).toBeUndefined();
    expect(CONTACTS_WITHIN_LIMIT.check(contact, { count: 20, max: 20 })).toEqual({ key: 'validation.tooManyContacts', params: { max: 20 } });
    // More than the limit (stored before it was lowered) is refused the same.
    expect(CONTACTS_WITHIN_LIMIT.check(contact, { count: 25, max: 20 })?.params).toEqual({ max: 20 });
    expect(STORED_RULES.get('contactsWithinLimit')).toBe(CONTACTS_WITHIN_LIMIT);
  });
});

describe('endNotBeforeRecordStart', () => {
  it('refuses an end before the record’s first day under the end, naming that day; the first day itself or later passes', () => {
    const period = { od: '2024-03-05', do: null };
    expect(END_NOT_BEFORE_RECORD_START.field).toBe('platnostDo');
    expect(END_NOT_BEFORE_RECORD_START.check({ platnostDo: '2024-03-04' }, period)).toEqual({ key: 'validation.dateOrder', params: { date: '5. 3. 2024' } });
    expect(END_NOT_BEFORE_RECORD_START.check({ platnostDo: '2024-03-05' }, period)).toBeUndefined();
    expect(END_NOT_BEFORE_RECORD_START.check({ platnostDo: '2030-01-01' }, { od: '2024-03-05', do: '2025-01-01' })).toBeUndefined();
    expect(END_NOT_BEFORE_RECORD_START.check({}, period)).toBeUndefined();
  });
});

describe('startWithinRecordPeriod', () => {
  it('refuses a first day before the record’s period or after its end under the first day, naming the bound; the bounds themselves pass', () => {
    const period = { od: '2024-01-01', do: '2026-12-31' };
    expect(START_WITHIN_RECORD_PERIOD.field).toBe('platnostOd');
    expect(START_WITHIN_RECORD_PERIOD.check({ platnostOd: '2023-12-31' }, period)).toEqual({ key: 'validation.dateBeforePeriod', params: { date: '1. 1. 2024' } });
    expect(START_WITHIN_RECORD_PERIOD.check({ platnostOd: '2027-01-01' }, period)).toEqual({ key: 'validation.dateAfterPeriod', params: { date: '31. 12. 2026' } });
    expect(START_WITHIN_RECORD_PERIOD.check({ platnostOd: '2024-01-01' }, period)).toBeUndefined();
    expect(START_WITHIN_RECORD_PERIOD.check({ platnostOd: '2026-12-31' }, period)).toBeUndefined();
    // An open-ended record has no last day.
    expect(START_WITHIN_RECORD_PERIOD.check({ platnostOd: '2090-01-01' }, { od: '2024-01-01', do: null })).toBeUndefined();
    expect(START_WITHIN_RECORD_PERIOD.check({ platnostOd: null }, period)).toBeUndefined();
  });
});

describe('the stored rules a schema names', () => {
  it('are the catalogue’s, by name; unknown names are left out', () => {
    expect([...STORED_RULES.keys()]).toEqual(['chainOverlap', 'chainLoop', 'generatorPowerSum', 'devicePowerCoversGenerators', 'endNotBeforeRecordStart', 'startWithinRecordPeriod', 'acerCodeChanged', 'contactsWithinLimit']);
    expect(storedRulesOf({ storedRules: ['generatorPowerSum', 'nothingLikeThis'] }).map((r) => r.name)).toEqual(['generatorPowerSum']);
    expect(storedRulesOf({ type: 'object' })).toEqual([]);
  });

  it('is an annotation ajv accepts in a strict catalogue, checking nothing itself', () => {
    const ajv = addValidationCatalogue(new Ajv({ strict: true }));
    const validate = ajv.compile({ type: 'object', storedRules: ['chainOverlap'], properties: { platnostOd: { type: 'string' } } });
    expect(validate({ platnostOd: '2030-01-01' })).toBe(true);
    expect(() => ajv.compile({ type: 'object', storedRules: 'chainOverlap' })).toThrow();
  });
});
