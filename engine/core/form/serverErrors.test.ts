import { describe, expect, it } from 'vitest';
import { refusedFieldErrors } from './serverErrors';

const rows = [{ nazov: 'A' }, { nazov: 'A' }];

describe('refusedFieldErrors', () => {
  it('puts top-level reasons under their field, a row part’s under that part of the row and a row’s under the row, without the path (no field code shown)', () => {
    const fields = {
      nazov: ['nazov: povinný údaj'],
      'generatory.1.nazov': ['generatory.1.nazov: duplicitný názov'],
      'generatory.0': ['generatory.0: riadok navyše'],
      'generatory.0.casti.2': ['generatory.0.casti.2: zlá časť'],
      'adresa.psc': ['adresa.psc: 5 číslic'],
    };
    const data = { nazov: undefined, generatory: rows, adresa: { psc: '1' } };
    expect(refusedFieldErrors(fields, ['nazov', 'generatory', 'adresa'], data, data)).toEqual({
      nazov: ['povinný údaj'],
      'generatory.1.nazov': ['duplicitný názov'],
      'generatory.0': ['riadok navyše'],
      // Deeper than a row's part: under the part, whole (the path says where).
      'generatory.0.casti': ['generatory.0.casti.2: zlá časť'],
      adresa: ['adresa.psc: 5 číslic'],
    });
  });

  it('drops a reason once its field changed, and paths of no field of the form', () => {
    const fields = { nazov: ['too short'], 'generatory.0.nazov': ['dup'], verzia: ['stale'] };
    const sent = { nazov: 'A', generatory: rows };
    expect(refusedFieldErrors(fields, ['nazov', 'generatory'], sent, { nazov: 'AB', generatory: [{ nazov: 'A' }] })).toEqual({});
    // undefined and null alike: an emptied field sent as null still holds the refused value.
    expect(refusedFieldErrors({ popis: ['x'] }, ['popis'], { popis: null }, {})).toEqual({ popis: ['x'] });
  });
});
