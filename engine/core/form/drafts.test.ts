import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  DraftStore,
  draftKey,
  draftOffer,
  entityDraftVariant,
  mergeDraft,
  sameValues,
  secretFields,
  stepDraftVariant,
} from './drafts';
import type { DraftStorage, StoredDraft } from './drafts';

/** A Storage over a Map (the order of keys as inserted). */
function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

const saved = { idTechnologia: 7, nazov: 'Fotovoltika', popis: null, verzia: 3 };

describe('draft keys', () => {
  it('names the user and the form: a record, the create form, a workflow step', () => {
    expect(entityDraftVariant('technologia', '7')).toBe('entity/technologia/7');
    expect(entityDraftVariant('technologia', undefined)).toBe('entity/technologia/new');
    expect(stepDraftVariant(41, 'skupina-zdielania', 9)).toBe('step/41/skupina-zdielania/9');
    expect(draftKey('producer', 'entity/technologia/7')).toBe('edc-draft:producer:entity/technologia/7');
    // A sub with the separator cannot pass for another user's key.
    expect(draftKey('a:b', 'x')).toBe('edc-draft:a%3Ab:x');
  });
});

describe('DraftStore', () => {
  it('keeps one draft per user and variant; another user of the browser does not see it', () => {
    const storage = memoryStorage();
    const store = new DraftStore(storage, () => 1000);
    store.write('producer', 'entity/technologia/7', { ...saved, nazov: 'Nová' }, saved);
    expect(store.read('producer', 'entity/technologia/7')).toEqual({ v: 1, savedAt: 1000, data: { ...saved, nazov: 'Nová' }, base: saved });
    expect(store.read('operator', 'entity/technologia/7')).toBeUndefined();
    expect(store.read('producer', 'entity/technologia/8')).toBeUndefined();
    store.remove('producer', 'entity/technologia/7');
    expect(storage.map.size).toBe(0);
  });

  it('never stores the excluded (password) fields, in the data or in its base', () => {
    const storage = memoryStorage();
    const store = new DraftStore(storage, () => 1);
    store.write('admin', 'entity/pouzivatel/new', { login: 'jnovak', heslo: 'Tajne123!' }, { login: '', heslo: 'stare' }, new Set(['heslo']));
    const raw = [...storage.map.values()].join('');
    expect(raw).not.toContain('Tajne123!');
    expect(raw).not.toContain('stare');
    expect(store.read('admin', 'entity/pouzivatel/new')?.data).toEqual({ login: 'jnovak' });
  });

  it('drops a draft older than the maximum age on reading, and purges every expired or unreadable one', () => {
    const storage = memoryStorage();
    let now = 0;
    const store = new DraftStore(storage, () => now);
    store.write('producer', 'a', { x: 1 }, undefined);
    now = 10;
    store.write('operator', 'b', { x: 2 }, undefined);
    storage.setItem('edc-draft:producer:broken', '{not json');
    storage.setItem('edc.menu.width', '300');
    now = DRAFT_MAX_AGE_MS + 5;
    expect(store.purgeExpired()).toBe(2);
    expect([...storage.map.keys()].sort()).toEqual(['edc-draft:operator:b', 'edc.menu.width']);
    now = DRAFT_MAX_AGE_MS + 11;
    expect(store.read('operator', 'b')).toBeUndefined();
    expect(storage.map.has('edc-draft:operator:b')).toBe(false);
  });

  it('a full or refusing storage does not break the form', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = new DraftStore(storage);
    expect(() => store.write('producer', 'a', { x: 1 }, undefined)).not.toThrow();
    expect(store.read('producer', 'a')).toBeUndefined();
  });
});

describe('draftOffer', () => {
  const stored = (data: Record<string, unknown>, base?: Record<string, unknown>): StoredDraft => ({ v: 1, savedAt: 5, data, ...(base ? { base } : {}) });

  it('offers the draft exactly, a field the user emptied included', () => {
    const offer = draftOffer(stored({ idTechnologia: 7, nazov: 'Nová', verzia: 3 }, saved), saved);
    expect(offer).toEqual({ savedAt: 5, stale: false, data: { idTechnologia: 7, nazov: 'Nová', verzia: 3 } });
    // Emptied: absent from the draft, not refilled from the record.
    expect(draftOffer(stored({ idTechnologia: 7, verzia: 3 }, saved), saved)?.data).toEqual({ idTechnologia: 7, verzia: 3 });
  });

  it('offers nothing when the draft equals the saved record (empty text, null and absent alike)', () => {
    expect(draftOffer(stored({ idTechnologia: 7, nazov: 'Fotovoltika', popis: '', verzia: 3 }, saved), saved)).toBeUndefined();
    // Saved meanwhile with the same values by another tab.
    expect(draftOffer(stored({ ...saved, nazov: 'Nová' }, saved), { ...saved, nazov: 'Nová', verzia: 4 })).toBeUndefined();
  });

  it('says when the record changed since, and applies the user\'s changes to its current version', () => {
    const current = { ...saved, popis: 'Doplnil operátor', verzia: 4 };
    const offer = draftOffer(stored({ ...saved, nazov: 'Nová' }, saved), current);
    expect(offer?.stale).toBe(true);
    expect(offer?.data).toEqual({ idTechnologia: 7, nazov: 'Nová', popis: 'Doplnil operátor', verzia: 4 });
  });

  it('leaves the secrets out of what is restored', () => {
    const offer = draftOffer(stored({ login: 'jnovak', heslo: 'x' }), { login: '', heslo: '' }, new Set(['heslo']));
    expect(offer?.data).toEqual({ login: 'jnovak' });
  });
});

describe('helpers', () => {
  it('sameValues compares deeply, in any key order, excluded fields left out', () => {
    expect(sameValues({ a: { x: 1, y: [1, 2] } }, { a: { y: [1, 2], x: 1 } })).toBe(true);
    expect(sameValues({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValues({ a: 1, p: 'x' }, { a: 1, p: 'y' }, new Set(['p']))).toBe(true);
    expect(sameValues({ a: 0 }, { a: null })).toBe(false);
    expect(sameValues({ a: false }, {})).toBe(false);
    // An object or a list with nothing in it is no value: a fresh form's address `{}` is not a change.
    expect(sameValues({ adresa: {} }, {})).toBe(true);
    expect(sameValues({ adresa: { Psc: '', Mesto: undefined }, body: [] }, { adresa: null })).toBe(true);
    expect(sameValues({ adresa: { Psc: '81101' } }, {})).toBe(false);
    expect(sameValues({ body: [null, 0] }, {})).toBe(false);
  });

  it('mergeDraft takes the changed and the emptied fields from the draft, the rest from the current record', () => {
    expect(mergeDraft({ a: 1, b: 'x', c: 9, v: 2 }, { a: 1, b: 'x', c: 3, v: 1 }, { a: 5, c: 3, v: 1 })).toEqual({ a: 5, c: 9, v: 2 });
  });

  it('secretFields finds the password widget and password or write-only schema fields', () => {
    const model = {
      schema: { type: 'object', properties: { login: { type: 'string' }, heslo: { type: 'string', format: 'password' }, pin: { type: 'string', writeOnly: true }, kod: { type: 'string' } } },
      uiSchema: { 'ui:order': [], kod: { 'ui:widget': 'password', 'ui:options': { labelKey: 'k' } } },
    } as unknown as Parameters<typeof secretFields>[0];
    expect([...secretFields(model)].sort()).toEqual(['heslo', 'kod', 'pin']);
  });
});
