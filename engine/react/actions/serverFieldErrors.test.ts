import { describe, expect, it } from 'vitest';
import { HttpError } from '../../core/errors';
import { rowFieldErrors } from './serverFieldErrors';

const refused = (reasons: string[]) => new HttpError({ method: 'POST', url: '/x', status: 400, message: 'M', reasons });

const rows = [{ nazov: 'Turbína TG1', instalovanyVykonKw: 30 }, { nazov: 'Turbína TG2', instalovanyVykonKw: 25 }];

describe('rowFieldErrors', () => {
  it('puts a row reason under its list field and row, without its path; other reasons are left alone', () => {
    const error = refused([
      'generatory.1.instalovanyVykonKw: generátor Turbína TG2: výkon generátorov v prevádzke by bol 55 kW, viac ako inštalovaný výkon zariadenia 50 kW',
      'generatory.1.nazov: hodnota už existuje',
      'eic: EIC nie je platný',
      'ine.0.x: not a field of the form',
    ]);
    expect(rowFieldErrors(error, ['eic', 'generatory'], { generatory: rows }, { generatory: rows })).toEqual({
      generatory: { 1: { __errors: ['generátor Turbína TG2: výkon generátorov v prevádzke by bol 55 kW, viac ako inštalovaný výkon zariadenia 50 kW', 'hodnota už existuje'] } },
    });
  });

  it('drops the errors once the list changed, and answers nothing for other errors', () => {
    const error = refused(['generatory.0.nazov: hodnota už existuje']);
    expect(rowFieldErrors(error, ['generatory'], { generatory: rows }, { generatory: [rows[0]] })).toBeUndefined();
    expect(rowFieldErrors(new Error('offline'), ['generatory'], {}, {})).toBeUndefined();
    expect(rowFieldErrors(refused(['eic: EIC nie je platný']), ['eic'], {}, {})).toBeUndefined();
  });
});
