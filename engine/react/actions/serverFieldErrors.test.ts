import { describe, expect, it } from 'vitest';
import { HttpError } from '../../core/errors';
import { serverFieldErrors, toErrorSchema } from './serverFieldErrors';

const refused = (reasons: string[], fields?: Record<string, string[]>) =>
  new HttpError({ method: 'POST', url: '/x', status: 400, message: 'M', responseBody: { message: 'M', hints: { reasons, ...(fields ? { fields } : {}) } } });

const rows = [{ nazov: 'Turbína TG1', instalovanyVykonKw: 30 }, { nazov: 'Turbína TG2', instalovanyVykonKw: 25 }];

describe('serverFieldErrors', () => {
  it('maps the answer’s hints.fields: a row part’s reason under that part of its row without its path, a field reason under the field', () => {
    const error = refused(['generatory.1.nazov: hodnota už existuje', 'eic: EIC nie je platný', 'ine.0.x: nope'], {
      'generatory.1.nazov': ['generatory.1.nazov: hodnota už existuje'],
      eic: ['eic: EIC nie je platný'],
      'ine.0.x': ['ine.0.x: nope'],
    });
    const data = { eic: 'X', generatory: rows };
    expect(serverFieldErrors(error, ['eic', 'generatory'], data, data)).toEqual({
      eic: { __errors: ['EIC nie je platný'] },
      generatory: { 1: { nazov: { __errors: ['hodnota už existuje'] } } },
    });
  });

  it('reads no field from the reason text, and drops a reason once the field changed', () => {
    expect(serverFieldErrors(refused(['eic: EIC nie je platný']), ['eic'], {}, {})).toBeUndefined();
    const error = refused(['generatory.1.nazov: x'], { 'generatory.1.nazov': ['generatory.1.nazov: x'] });
    expect(serverFieldErrors(error, ['generatory'], { generatory: rows }, { generatory: [rows[0]] })).toBeUndefined();
    expect(serverFieldErrors(new Error('offline'), ['generatory'], {}, {})).toBeUndefined();
  });

  it('adds the form’s own check before sending (by path) to the server’s reasons', () => {
    const error = refused(['eic: EIC nie je platný'], { eic: ['eic: EIC nie je platný'] });
    expect(serverFieldErrors(error, ['eic', 'platnostOd'], { eic: 'X' }, { eic: 'X' }, { platnostOd: ['mimo obdobia'], eic: ['iný'] })).toEqual({
      eic: { __errors: ['EIC nie je platný', 'iný'] },
      platnostOd: { __errors: ['mimo obdobia'] },
    });
    expect(serverFieldErrors(undefined, ['platnostOd'], undefined, {}, { platnostOd: ['mimo obdobia'] })).toEqual({ platnostOd: { __errors: ['mimo obdobia'] } });
  });

  it('toErrorSchema nests paths', () => {
    expect(toErrorSchema({ a: ['x'], 'b.0': ['y'] })).toEqual({ a: { __errors: ['x'] }, b: { 0: { __errors: ['y'] } } });
    expect(toErrorSchema({})).toBeUndefined();
  });
});
