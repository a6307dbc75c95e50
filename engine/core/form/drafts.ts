/**
 * Drafts that survive: a form's unsaved data kept in the browser (localStorage) so a reload, a
 * session expiry with a new login or a crashed tab does not lose it. Kept per user (the login's
 * `sub`) and per variant (an entity's record, its create form, a workflow step's form). Secrets
 * (password fields) are never stored. Pure: the storage and the clock are passed in.
 */

import type { FormModel } from './buildFormModel';

type Data = Record<string, unknown>;

/** What the store needs from `window.localStorage` (a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * Prefix of every draft key. Not `edc.`: the state dump of a bug report copies `edc.*` entries,
 * and a draft is the user's data.
 */
export const DRAFT_PREFIX = 'edc-draft:';
/** Drafts untouched for longer are removed (at the next start of a form). */
export const DRAFT_MAX_AGE_DAYS = 14;
export const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** How long typing pauses before the draft is written (ms). */
export const DRAFT_WRITE_DELAY_MS = 500;

/** A stored draft. */
export interface StoredDraft {
  /** Format version. */
  v: 1;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /** The form's data, secrets left out. */
  data: Data;
  /** The saved record the editing started from (to tell whether it changed meanwhile). */
  base?: Data;
}

/** A draft offered back to the user. */
export interface DraftOffer {
  savedAt: number;
  /** The record changed since the draft was started (another save, another user). */
  stale: boolean;
  /** What the form gets when the user restores. */
  data: Data;
}

/** The variant of an entity's detail form: its id, or `new` for the create form. */
export function entityDraftVariant(entity: string, id: string | undefined): string {
  return `entity/${entity}/${id ?? 'new'}`;
}

/** The variant of a workflow step's form: the activity (the step) and the record it edits (`entity`: its API path). */
export function stepDraftVariant(activityId: number, entity: string, entityId: number | string): string {
  return `step/${activityId}/${entity}/${entityId}`;
}

/** The storage key of one user's draft of one variant. */
export function draftKey(owner: string, variant: string): string {
  return `${DRAFT_PREFIX}${encodeURIComponent(owner)}:${variant}`;
}

/** The data without the named fields (secrets). */
export function withoutFields(data: Data, excluded: ReadonlySet<string>): Data {
  if (excluded.size === 0) return { ...data };
  return Object.fromEntries(Object.entries(data).filter(([name]) => !excluded.has(name)));
}

/**
 * A value as compared: an empty text, null and absent are alike (the form and the record differ
 * there), and so is an object or a list holding nothing else (the form gives an object field such
 * as an address `{}` before anything is typed in it).
 */
function comparable(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (typeof value === 'object' && value !== null) {
    const parts = Array.isArray(value) ? value : Object.values(value);
    if (parts.every((part) => comparable(part) === null)) return null;
  }
  return value;
}

/** Whether two values are alike (deep, object keys in any order). */
function sameValue(a: unknown, b: unknown): boolean {
  const x = comparable(a);
  const y = comparable(b);
  if (x === y) return true;
  if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, i) => sameValue(item, y[i]));
  return sameValues(x as Data, y as Data);
}

/** Whether two forms' data are alike field by field, the excluded fields left out. */
export function sameValues(a: Data, b: Data, excluded: ReadonlySet<string> = new Set()): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const name of names) {
    if (excluded.has(name)) continue;
    if (!sameValue(a[name], b[name])) return false;
  }
  return true;
}

/**
 * A draft started on an older version, applied to the current record: the fields the user
 * changed (draft ≠ base) take the draft's value, the others (the version among them) the
 * current record's, so a save after restoring is not refused as stale and keeps others' changes.
 */
export function mergeDraft(current: Data, base: Data, draft: Data): Data {
  const out: Data = { ...current };
  // Both sides' names: a field the user emptied may be absent from the draft.
  for (const name of new Set([...Object.keys(draft), ...Object.keys(base)])) {
    if (sameValue(draft[name], base[name])) continue;
    if (draft[name] === undefined) delete out[name];
    else out[name] = draft[name];
  }
  return out;
}

/**
 * What to offer for a stored draft against the record as saved now: nothing when the draft
 * brings no change; `stale` when the record changed since the draft was started.
 */
export function draftOffer(stored: StoredDraft, saved: Data, excluded: ReadonlySet<string> = new Set()): DraftOffer | undefined {
  const stale = stored.base !== undefined && !sameValues(stored.base, saved, excluded);
  // The draft is the whole form (a field the user emptied is absent from it, not taken from the record).
  const data = stale && stored.base ? mergeDraft(saved, stored.base, stored.data) : { ...stored.data };
  // Secrets are not in the draft: the form starts them empty, as a fresh form would.
  for (const name of excluded) delete data[name];
  if (sameValues(data, saved, excluded)) return undefined;
  return { savedAt: stored.savedAt, stale, data };
}

function parse(raw: string | null): StoredDraft | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft>;
    if (value?.v !== 1 || typeof value.savedAt !== 'number' || typeof value.data !== 'object' || value.data === null) return undefined;
    return value as StoredDraft;
  } catch {
    return undefined;
  }
}

/** One user's drafts in a storage; a full or disabled storage never breaks the form. */
export class DraftStore {
  constructor(
    private readonly storage: DraftStorage,
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs: number = DRAFT_MAX_AGE_MS,
  ) {}

  /** The draft of a variant, unless absent, unreadable or expired. */
  read(owner: string, variant: string): StoredDraft | undefined {
    const key = draftKey(owner, variant);
    let draft: StoredDraft | undefined;
    try {
      draft = parse(this.storage.getItem(key));
    } catch {
      return undefined;
    }
    if (draft && this.now() - draft.savedAt > this.maxAgeMs) {
      this.remove(owner, variant);
      return undefined;
    }
    return draft;
  }

  /** Stores the form's data (the excluded fields, secrets, left out) and the record it started from. */
  write(owner: string, variant: string, data: Data, base: Data | undefined, excluded: ReadonlySet<string> = new Set()): void {
    const draft: StoredDraft = { v: 1, savedAt: this.now(), data: withoutFields(data, excluded), ...(base ? { base: withoutFields(base, excluded) } : {}) };
    try {
      this.storage.setItem(draftKey(owner, variant), JSON.stringify(draft));
    } catch {
      // Quota or private mode: the draft is a safety net, the form works without it.
    }
  }

  remove(owner: string, variant: string): void {
    try {
      this.storage.removeItem(draftKey(owner, variant));
    } catch {
      // As above.
    }
  }

  /** Removes every user's drafts older than the maximum age (and unreadable ones); returns how many. */
  purgeExpired(): number {
    const stale: string[] = [];
    try {
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (!key?.startsWith(DRAFT_PREFIX)) continue;
        const draft = parse(this.storage.getItem(key));
        if (!draft || this.now() - draft.savedAt > this.maxAgeMs) stale.push(key);
      }
      for (const key of stale) this.storage.removeItem(key);
    } catch {
      return 0;
    }
    return stale.length;
  }
}

/** The browser's draft store, or undefined where there is no localStorage. */
export function browserDraftStore(): DraftStore | undefined {
  try {
    return typeof window !== 'undefined' && window.localStorage ? new DraftStore(window.localStorage) : undefined;
  } catch {
    return undefined;
  }
}

/** The fields a draft never stores: password widgets and password or write-only schema fields. */
export function secretFields(model: Pick<FormModel, 'schema' | 'uiSchema'>): Set<string> {
  const out = new Set<string>();
  for (const [name, schema] of Object.entries(model.schema.properties ?? {})) {
    const entry = model.uiSchema[name];
    const widget = entry && !Array.isArray(entry) ? entry['ui:widget'] : undefined;
    if (widget === 'password' || schema.format === 'password' || (schema as { writeOnly?: unknown }).writeOnly === true) out.add(name);
  }
  return out;
}
