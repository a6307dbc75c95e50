import { describe, expect, it } from 'vitest';
import { describeReason } from './reasons';
import type { ReasonLabels } from './reasons';

describe('describeReason', () => {
  const labels: ReasonLabels = {
    field: (name) => ({ nazov: 'Názov', generatory: 'Generátory', adresa: 'Adresa' })[name],
    part: (field, part) => (field === 'generatory' ? { vykonVPrevadzke: 'Výkon v prevádzke' }[part] : field === 'adresa' ? { ulica: 'Ulica' }[part] : undefined),
  };

  it('names a list row by its number from 1 and the column by its label', () => {
    expect(describeReason('generatory.1.vykonVPrevadzke: viac ako 50 kW', labels)).toEqual({
      key: 'engine.error.reason.cell',
      params: { field: 'Generátory', row: 2, column: 'Výkon v prevádzke', text: 'viac ako 50 kW' },
    });
  });

  it('names a top-level field, a whole row and an object part by their labels', () => {
    expect(describeReason('nazov: povinný údaj', labels)).toEqual({ key: 'engine.error.reason.field', params: { field: 'Názov', text: 'povinný údaj' } });
    expect(describeReason('generatory.0: chýba typ', labels)).toEqual({ key: 'engine.error.reason.row', params: { field: 'Generátory', row: 1, text: 'chýba typ' } });
    expect(describeReason('adresa.ulica: povinný údaj', labels)).toEqual({ key: 'engine.error.reason.part', params: { field: 'Adresa', part: 'Ulica', text: 'povinný údaj' } });
  });

  it('keeps a column it has no label for by its name', () => {
    expect(describeReason('generatory.3.vyrobca: najviac 100 znakov', labels)?.params).toEqual({ field: 'Generátory', row: 4, column: 'vyrobca', text: 'najviac 100 znakov' });
  });

  it('leaves reasons that name no field of the form, paths deeper than a row part, and text without a path', () => {
    expect(describeReason('eic: neplatný EIC', labels)).toBeUndefined();
    expect(describeReason('generatory.1.casti.0: x', labels)).toBeUndefined();
    expect(describeReason('adresa.psc: x', labels)).toBeUndefined();
    expect(describeReason('Záznam zmenil iný používateľ', labels)).toBeUndefined();
    expect(describeReason('nazov: povinný údaj', undefined)).toBeUndefined();
  });
});
