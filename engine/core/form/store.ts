import { sameValues } from './drafts';

type Data = Record<string, unknown>;

/** A place in the form's data: field names and row indexes joined by dots (`nazov`, `generatory.1.nazov`). */
export type FieldPath = string;

/** Errors by path (the client's own checks and the server's, kept apart by source). */
export type PathErrors = Readonly<Record<FieldPath, readonly string[]>>;

/** Where a save stands. */
export interface SubmitState {
  /** A save is on its way. */
  submitting: boolean;
  /** How many saves were started (an invalid one counts: errors show on every field after it). */
  count: number;
  /** What the last finished save failed with; undefined after a success or before any. */
  error: unknown;
  /** The body the last save sent (its refused values are compared with what the fields hold now). */
  sent: Data | undefined;
}

/** What one field shows besides its value. */
export interface FieldMeta {
  touched: boolean;
  dirty: boolean;
  /** The client's errors first, then the server's, each text once. */
  errors: readonly string[];
}

const NO_ERRORS: readonly string[] = Object.freeze([]);
// The answer of errorsWithin for a path without errors: one object, whatever changes elsewhere.
const NO_PATH_ERRORS: PathErrors = Object.freeze({});
const IDLE: SubmitState = Object.freeze({ submitting: false, count: 0, error: undefined, sent: undefined });

function segments(path: FieldPath): string[] {
  return path === '' ? [] : path.split('.');
}

/** The value at a path, or undefined when a step of it is missing. */
export function valueAt(data: unknown, path: FieldPath): unknown {
  // A top-level field (most reads: every field of a large form reads its value as it is drawn).
  if (path !== '' && !path.includes('.')) return data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[path] : undefined;
  let at = data;
  for (const key of segments(path)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of the data with one path set; the branches off the path keep their identity. */
function withValueAt(data: unknown, keys: readonly string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  const child = withValueAt(data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined, rest, value);
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[Number(key)] = child;
    return copy;
  }
  if (data !== null && typeof data === 'object') return { ...(data as Data), [key]: child };
  // A missing step: a row index makes a list, a name an object.
  if (/^\d+$/.test(key)) {
    const list: unknown[] = [];
    list[Number(key)] = child;
    return list;
  }
  return { [key]: child };
}

const topField = (path: FieldPath) => {
  const dot = path.indexOf('.');
  return dot < 0 ? path : path.slice(0, dot);
};

/**
 * The state of one open form, framework-free: its values by path, which fields were touched, the
 * errors (the client's and the server's), which fields differ from the start, and the save's
 * state. Each field subscribes to its own path and hears only about changes there (its value,
 * a value inside or around it, or its own touched/errors); the host reads the values here when it
 * saves, with no copy of them to keep in step.
 */
export class FormStore {
  private initial: Data;
  private values: Data;
  private readonly touchedPaths = new Set<FieldPath>();
  private readonly dirtyFields = new Set<string>();
  private clientErrors: PathErrors = {};
  private serverErrors: PathErrors = {};
  private submit: SubmitState = IDLE;
  /** Listeners by the path they watch; '' watches every change. */
  private readonly listeners = new Map<FieldPath, Set<() => void>>();
  private readonly metaCache = new Map<FieldPath, FieldMeta>();
  /** errorsWithin's answers by path, until the errors change. */
  private readonly errorsCache = new Map<FieldPath, PathErrors>();
  private changes = 0;

  constructor(initial: Data) {
    this.initial = initial;
    this.values = initial;
  }

  /** The whole data now (a new object after each change, so it can be compared by identity). */
  readonly getValues = (): Data => this.values;

  /** The data the form started with. */
  getInitial(): Data {
    return this.initial;
  }

  readonly get = (path: FieldPath): unknown => valueAt(this.values, path);

  /** Sets one path's value (a typed key, a row's cell). */
  set(path: FieldPath, value: unknown): void {
    if (Object.is(valueAt(this.values, path), value)) return;
    this.replace(withValueAt(this.values, segments(path), value) as Data, [topField(path)]);
  }

  /** Sets several fields at once (a fill from another window, a whole form's change). */
  setValues(values: Data): void {
    if (values === this.values) return;
    const changed = [...new Set([...Object.keys(this.values), ...Object.keys(values)])].filter((name) => !Object.is(this.values[name], values[name]));
    this.replace(values, changed);
  }

  /** Starts again from these values: nothing touched, dirty, refused or submitted. */
  reset(values: Data): void {
    const before = this.values;
    this.initial = values;
    this.values = values;
    this.touchedPaths.clear();
    this.dirtyFields.clear();
    this.clientErrors = {};
    this.serverErrors = {};
    this.submit = IDLE;
    this.metaCache.clear();
    this.errorsCache.clear();
    this.notify(before, true);
  }

  private replace(values: Data, changedFields: readonly string[]): void {
    const before = this.values;
    this.values = values;
    for (const name of changedFields) {
      if (sameValues({ v: this.initial[name] }, { v: values[name] })) this.dirtyFields.delete(name);
      else this.dirtyFields.add(name);
    }
    this.notify(before, false);
  }

  touch(path: FieldPath): void {
    if (this.touchedPaths.has(path)) return;
    this.touchedPaths.add(path);
    this.notifyMeta([path]);
  }

  isTouched(path: FieldPath): boolean {
    return this.touchedPaths.has(path);
  }

  /** Top-level fields whose value differs from the start (undefined and null alike). */
  dirty(): ReadonlySet<string> {
    return this.dirtyFields;
  }

  isDirty(path?: FieldPath): boolean {
    if (path === undefined) return this.dirtyFields.size > 0;
    const top = topField(path);
    if (!this.dirtyFields.has(top)) return false;
    return top === path || !sameValues({ v: valueAt(this.initial, path) }, { v: valueAt(this.values, path) });
  }

  /** Replaces the client's own errors (validation), by path. */
  setClientErrors(errors: PathErrors): void {
    this.replaceErrors('client', errors);
  }

  /** Replaces the errors a refused save named, by path. */
  setServerErrors(errors: PathErrors): void {
    this.replaceErrors('server', errors);
  }

  /**
   * Replaces the client's errors at a path and inside it (one field checked alone), keeping the
   * others' errors.
   */
  setClientErrorsWithin(path: FieldPath, errors: PathErrors): void {
    const kept = Object.entries(this.clientErrors).filter(([at]) => !within(at, path));
    const added = Object.entries(errors).filter(([at, list]) => within(at, path) && list.length > 0);
    if (kept.length === Object.keys(this.clientErrors).length && added.length === 0) return;
    this.replaceErrors('client', Object.fromEntries([...kept, ...added]));
  }

  private replaceErrors(source: 'client' | 'server', errors: PathErrors): void {
    const before = source === 'client' ? this.clientErrors : this.serverErrors;
    if (source === 'client') this.clientErrors = errors;
    else this.serverErrors = errors;
    const paths = new Set([...Object.keys(before), ...Object.keys(errors)]);
    const changed = [...paths].filter((path) => !sameList(before[path], errors[path]));
    // Only the answers about a changed path are forgotten: the others stay the same objects, so a
    // field reading its errors by subscription does not draw again when another field's change.
    for (const path of this.errorsCache.keys()) if (changed.some((at) => within(at, path))) this.errorsCache.delete(path);
    this.notifyMeta(changed);
  }

  /** A field's errors: the client's first, then the server's, each text once. */
  errors(path: FieldPath): readonly string[] {
    const own = this.clientErrors[path] ?? NO_ERRORS;
    const server = this.serverErrors[path] ?? NO_ERRORS;
    if (server.length === 0) return own;
    if (own.length === 0) return server;
    return [...own, ...server.filter((text) => !own.includes(text))];
  }

  /**
   * Every error at a path or inside it (the client's first, then the server's), by path; the same
   * object until one of them changes, so a field can read it by subscription.
   */
  readonly errorsWithin = (path: FieldPath): PathErrors => {
    const cached = this.errorsCache.get(path);
    if (cached) return cached;
    // No errors anywhere (a form just opened): nothing to collect or keep per path.
    if (this.noErrors()) return NO_PATH_ERRORS;
    const out: Record<FieldPath, readonly string[]> = {};
    for (const at of new Set([...Object.keys(this.clientErrors), ...Object.keys(this.serverErrors)])) {
      if (!within(at, path)) continue;
      const list = this.errors(at);
      if (list.length > 0) out[at] = list;
    }
    const answer = Object.keys(out).length === 0 ? NO_PATH_ERRORS : out;
    this.errorsCache.set(path, answer);
    return answer;
  };

  private noErrors(): boolean {
    for (const _ in this.clientErrors) return false;
    for (const _ in this.serverErrors) return false;
    return true;
  }

  /** Touched, dirty and errors of one path; the same object until one of them changes. */
  readonly meta = (path: FieldPath): FieldMeta => {
    const next: FieldMeta = { touched: this.touchedPaths.has(path), dirty: this.isDirty(path), errors: this.errors(path) };
    const cached = this.metaCache.get(path);
    if (cached && cached.touched === next.touched && cached.dirty === next.dirty && sameList(cached.errors, next.errors)) return cached;
    this.metaCache.set(path, next);
    return next;
  };

  readonly submitState = (): SubmitState => this.submit;

  /** Counts every change of any kind (values, touched, errors, save state): a snapshot for a reader of the whole form. */
  readonly version = (): number => this.changes;

  /** Whether a submit was tried (valid or not): from then on every field shows its errors. */
  wasSubmitted(): boolean {
    return this.submit.count > 0;
  }

  /** A submit was tried and validation runs next (it may stop it before any save starts). */
  markSubmitted(): void {
    this.submit = { ...this.submit, count: this.submit.count + 1 };
    this.notifyAll();
  }

  private wholeCheck: (() => number) | undefined;

  /** The form showing this store registers its whole check (the schema's rules over every field). */
  setWholeCheck(check: (() => number) | undefined): void {
    this.wholeCheck = check;
  }

  /**
   * Before a body leaves: marks the form submitted and runs its whole check, so every field shows
   * its errors; the number of errors (0 without a form to check).
   */
  checkBeforeSend(): number {
    return this.wholeCheck?.() ?? 0;
  }

  /** A save starts; every field shows its errors from now on. */
  beginSubmit(): void {
    this.submit = { ...this.submit, submitting: true, count: this.submit.count + 1 };
    this.notifyAll();
  }

  /** A save ended: with the body it sent and the error it failed with (undefined: saved). */
  endSubmit(sent: Data | undefined, error: unknown): void {
    this.submit = { ...this.submit, submitting: false, error, sent };
    this.notifyAll();
  }

  /**
   * Hears about changes at a path: its value, anything inside or around it, its touched state
   * or errors. Without a path, about every change. Returns the unsubscribe.
   */
  subscribe(listener: () => void, path: FieldPath = ''): () => void {
    let set = this.listeners.get(path);
    if (!set) this.listeners.set(path, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(path);
    };
  }

  private notify(before: Data, all: boolean): void {
    this.changes += 1;
    const called: (() => void)[] = [];
    for (const [path, set] of this.listeners) {
      // Branches off a changed path keep their identity: comparing is enough, and cheap.
      if (all || path === '' || !Object.is(valueAt(before, path), valueAt(this.values, path)) || this.metaChanged(path)) called.push(...set);
    }
    for (const listener of called) listener();
  }

  private metaChanged(path: FieldPath): boolean {
    const cached = this.metaCache.get(path);
    return cached !== undefined && cached !== this.meta(path);
  }

  private notifyMeta(paths: readonly FieldPath[]): void {
    if (paths.length === 0) return;
    this.changes += 1;
    const called: (() => void)[] = [];
    for (const [path, set] of this.listeners) {
      if (path === '' || paths.some((changed) => changed === path || changed.startsWith(`${path}.`) || path.startsWith(`${changed}.`))) called.push(...set);
    }
    for (const listener of called) listener();
  }

  private notifyAll(): void {
    this.changes += 1;
    for (const listener of [...this.listeners.values()].flatMap((set) => [...set])) listener();
  }
}

/** Whether a path is the given one or inside it ('' holds every path). */
function within(at: FieldPath, path: FieldPath): boolean {
  return path === '' || at === path || at.startsWith(`${path}.`);
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = a ?? NO_ERRORS;
  const y = b ?? NO_ERRORS;
  return x.length === y.length && x.every((text, i) => text === y[i]);
}
