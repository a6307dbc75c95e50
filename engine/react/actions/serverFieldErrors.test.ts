import { describe, expect, it } from 'vitest';
import { HttpError } from '../../core/errors';
import { rowFieldErrors, serverFieldErrors } from './serverFieldErrors';

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

describe('serverFieldErrors', () => {
  const file = { dmsId: 'd1', fileName: 'zle.xlsx' };
  const missing = 'Chýbajúce stĺpce: typ, rodneCislo, nazov';

  it('puts a reason under each field its text names', () => {
    const error = refused(['typ: je povinné', 'subor: chýba']);
    expect(serverFieldErrors(error, ['typ', 'subor'], { typ: null }, { typ: null })).toEqual({ typ: { __errors: ['typ: je povinné'] }, subor: { __errors: ['subor: chýba'] } });
  });

  it('puts every reason under the field the answer names, not under fields its text mentions', () => {
    const error = new HttpError({ method: 'POST', url: '/x', status: 400, responseBody: { message: 'Súbor nemá správne stĺpce', hints: { field: 'subor', reasons: [missing] } } });
    expect(serverFieldErrors(error, ['typ', 'subor'], { typ: 'ODBERATELIA', subor: file }, { typ: 'ODBERATELIA', subor: file })).toEqual({ subor: { __errors: [missing] } });
    // Another file chosen since: the reasons no longer stand under it.
    expect(serverFieldErrors(error, ['typ', 'subor'], { subor: file }, { subor: { ...file, dmsId: 'd2' } })).toBeUndefined();
    // A field the form does not have: the text decides, as without the hint.
    const elsewhere = new HttpError({ method: 'POST', url: '/x', status: 400, responseBody: { message: 'M', hints: { field: 'ine', reasons: [missing] } } });
    expect(serverFieldErrors(elsewhere, ['typ', 'subor'], {}, {})).toEqual({ typ: { __errors: [missing] } });
  });
});
