import { describe, expect, it, vi } from 'vitest';
import { FormStore, valueAt } from './store';

const start = () => ({ nazov: 'A', popis: null as string | null, generatory: [{ nazov: 'G1', vykon: 1 }, { nazov: 'G2', vykon: 2 }] });

describe('FormStore values', () => {
  it('reads and sets values by path, keeping untouched branches', () => {
    const store = new FormStore(start());
    const rowsBefore = store.get('generatory');
    const firstRow = store.get('generatory.0');
    store.set('generatory.1.nazov', 'G2b');
    expect(store.get('generatory.1.nazov')).toBe('G2b');
    expect(store.get('generatory')).not.toBe(rowsBefore);
    expect(store.get('generatory.0')).toBe(firstRow);
    expect(store.getValues().nazov).toBe('A');
    expect(store.getInitial()).toEqual(start());
  });

  it('creates missing steps: a row index makes a list', () => {
    const store = new FormStore({});
    store.set('adresa.ulica', 'Hlavná');
    store.set('riadky.0.x', 1);
    expect(store.getValues()).toEqual({ adresa: { ulica: 'Hlavná' }, riadky: [{ x: 1 }] });
    expect(valueAt(store.getValues(), 'riadky.0.y.z')).toBeUndefined();
  });

  it('tracks dirty fields against the start, undefined and null alike', () => {
    const store = new FormStore(start());
    store.set('popis', undefined);
    expect(store.isDirty()).toBe(false);
    store.set('nazov', 'B');
    expect([...store.dirty()]).toEqual(['nazov']);
    store.set('generatory.0.vykon', 5);
    expect(store.isDirty('generatory.0.vykon')).toBe(true);
    expect(store.isDirty('generatory.1')).toBe(false);
    store.set('nazov', 'A');
    store.set('generatory.0.vykon', 1);
    expect(store.isDirty()).toBe(false);
  });

  it('setValues replaces the data and marks the changed fields', () => {
    const store = new FormStore(start());
    store.setValues({ ...store.getValues(), nazov: 'C', nova: 1 });
    expect([...store.dirty()].sort()).toEqual(['nazov', 'nova']);
  });
});

describe('FormStore subscriptions', () => {
  it('tells a path about its own value, its rows and its parent, not about its siblings', () => {
    const store = new FormStore(start());
    const nazov = vi.fn();
    const rows = vi.fn();
    const row0 = vi.fn();
    const row1Name = vi.fn();
    const any = vi.fn();
    store.subscribe(nazov, 'nazov');
    store.subscribe(rows, 'generatory');
    store.subscribe(row0, 'generatory.0');
    store.subscribe(row1Name, 'generatory.1.nazov');
    store.subscribe(any);
    store.set('generatory.1.nazov', 'X');
    expect(rows).toHaveBeenCalledTimes(1);
    expect(row1Name).toHaveBeenCalledTimes(1);
    expect(row0).not.toHaveBeenCalled();
    expect(nazov).not.toHaveBeenCalled();
    expect(any).toHaveBeenCalledTimes(1);
    // A removed row changes the rows and the row that moves up.
    store.set('generatory', [store.get('generatory.1')]);
    expect(row0).toHaveBeenCalledTimes(1);
    expect(row1Name).toHaveBeenCalledTimes(2);
  });

  it('setting the same value tells nobody; unsubscribing stops the calls', () => {
    const store = new FormStore(start());
    const listener = vi.fn();
    const stop = store.subscribe(listener, 'nazov');
    store.set('nazov', 'A');
    expect(listener).not.toHaveBeenCalled();
    stop();
    store.set('nazov', 'B');
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells a field when it is touched or its errors change, with a stable meta snapshot', () => {
    const store = new FormStore(start());
    const nazov = vi.fn();
    const popis = vi.fn();
    store.subscribe(nazov, 'nazov');
    store.subscribe(popis, 'popis');
    const before = store.meta('nazov');
    expect(store.meta('nazov')).toBe(before);
    store.touch('nazov');
    store.touch('nazov');
    expect(nazov).toHaveBeenCalledTimes(1);
    expect(store.meta('nazov')).toEqual({ touched: true, dirty: false, errors: [] });
    store.setClientErrors({ nazov: ['povinný'] });
    store.setClientErrors({ nazov: ['povinný'] });
    expect(nazov).toHaveBeenCalledTimes(2);
    expect(popis).not.toHaveBeenCalled();
  });
});

describe('FormStore errors and submit', () => {
  it('shows the client errors first, then the server ones, each text once', () => {
    const store = new FormStore(start());
    store.setClientErrors({ nazov: ['a'] });
    store.setServerErrors({ nazov: ['a', 'b'], 'generatory.1.nazov': ['dup'] });
    expect(store.errors('nazov')).toEqual(['a', 'b']);
    expect(store.errors('generatory.1.nazov')).toEqual(['dup']);
    expect(store.errors('popis')).toEqual([]);
  });

  it('keeps the save state and starts anew on reset', () => {
    const store = new FormStore(start());
    const listener = vi.fn();
    store.subscribe(listener, 'nazov');
    store.set('nazov', 'B');
    store.touch('nazov');
    store.beginSubmit();
    expect(store.submitState()).toMatchObject({ submitting: true, count: 1 });
    const refused = new Error('400');
    store.endSubmit({ nazov: 'B' }, refused);
    expect(store.submitState()).toEqual({ submitting: false, count: 1, error: refused, sent: { nazov: 'B' } });
    const seen = store.version();
    store.markSubmitted();
    expect(store.wasSubmitted()).toBe(true);
    expect(store.version()).toBeGreaterThan(seen);
    store.reset({ nazov: 'B' });
    expect(store.wasSubmitted()).toBe(false);
    expect(store.submitState().count).toBe(0);
    expect(store.isDirty()).toBe(false);
    expect(store.isTouched('nazov')).toBe(false);
    expect(listener).toHaveBeenCalled();
  });

  it('replaces one field’s client errors, keeping the others, and lists the errors within a path', () => {
    const store = new FormStore({ rows: [{ name: 'x' }], nazov: 'A' });
    const rowsListener = vi.fn();
    const nazovListener = vi.fn();
    store.subscribe(rowsListener, 'rows');
    store.subscribe(nazovListener, 'nazov');
    store.setClientErrors({ nazov: ['povinné'], 'rows.0.name': ['krátke'] });
    store.setServerErrors({ 'rows.0.name': ['zlé'] });
    const within = store.errorsWithin('rows');
    expect(within).toEqual({ 'rows.0.name': ['krátke', 'zlé'] });
    // The same object until the errors change.
    expect(store.errorsWithin('rows')).toBe(within);
    nazovListener.mockClear();
    store.setClientErrorsWithin('rows', { 'rows.0.name': ['dlhé'], nazov: ['ignored: another field'] });
    expect(store.errorsWithin('rows')).toEqual({ 'rows.0.name': ['dlhé', 'zlé'] });
    expect(store.errors('nazov')).toEqual(['povinné']);
    expect(rowsListener).toHaveBeenCalled();
    expect(nazovListener).not.toHaveBeenCalled();
    store.setClientErrorsWithin('rows', {});
    expect(store.errorsWithin('')).toEqual({ nazov: ['povinné'], 'rows.0.name': ['zlé'] });
  });

  it('keeps the answer about a path whose errors did not change, so its field does not draw again', () => {
    const store = new FormStore({ a: '', b: '', rows: [{ name: 'x' }] });
    const empty = store.errorsWithin('a');
    expect(empty).toEqual({});
    // Setting no errors where there were none (a form's first layout effect) changes nothing.
    store.setServerErrors({});
    store.setClientErrors({});
    expect(store.errorsWithin('a')).toBe(empty);
    store.setClientErrors({ b: ['povinné'], 'rows.0.name': ['krátke'] });
    expect(store.errorsWithin('a')).toBe(empty);
    const b = store.errorsWithin('b');
    const rows = store.errorsWithin('rows');
    const all = store.errorsWithin('');
    store.setClientErrorsWithin('rows', { 'rows.0.name': ['dlhé'] });
    // Another field's errors changed: b keeps its answer; rows and the whole form get new ones.
    expect(store.errorsWithin('b')).toBe(b);
    expect(store.errorsWithin('rows')).not.toBe(rows);
    expect(store.errorsWithin('rows')).toEqual({ 'rows.0.name': ['dlhé'] });
    expect(store.errorsWithin('')).not.toBe(all);
    expect(store.errorsWithin('')).toEqual({ b: ['povinné'], 'rows.0.name': ['dlhé'] });
    store.setClientErrors({});
    expect(store.errorsWithin('b')).toEqual({});
    expect(store.errorsWithin('')).toEqual({});
  });
});
