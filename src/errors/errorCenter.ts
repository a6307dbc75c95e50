import type { ErrorDialogKind, IncidentReport, IncidentState } from '../../engine/core/errors';

/** One dialog waiting to be shown or shown now (the first in the queue). */
export interface ErrorEntry {
  id: number;
  kind: ErrorDialogKind;
  /** i18n key of the heading; default by kind. */
  titleKey?: string;
  /** Text as the server or the error gave it. */
  message?: string;
  /** i18n key of the text (translated when shown, so a language switch applies). */
  messageKey?: string;
  /** i18n key of an extra line. */
  hintKey?: string;
  /** Offers reload page. */
  fatal?: boolean;
  /** What is sent as the incident and offered for download (errors only). */
  report?: IncidentReport;
  incident: IncidentState;
  /** Runs when the user closes the dialog (logout, go home). */
  afterClose?: () => void;
}

export type NewErrorEntry = Omit<ErrorEntry, 'id' | 'incident'> & { incident?: IncidentState };

type Listener = () => void;

/**
 * The queue of error dialogs: one is shown at a time, the next after it is closed. An entry equal
 * to one already waiting (same kind and text) is dropped: several calls failing together show one dialog.
 */
export class ErrorCenter {
  private entries: readonly ErrorEntry[] = [];
  private nextId = 1;
  private readonly listeners = new Set<Listener>();

  /** The queue, first shown; a new array after every change (for useSyncExternalStore). */
  snapshot = (): readonly ErrorEntry[] => this.entries;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Queues a dialog; returns its id, or undefined when an equal one is already queued. */
  push(entry: NewErrorEntry): number | undefined {
    const same = this.entries.find((e) => e.kind === entry.kind && e.message === entry.message && e.messageKey === entry.messageKey && e.titleKey === entry.titleKey);
    if (same) return undefined;
    const id = this.nextId++;
    this.set([...this.entries, { ...entry, id, incident: entry.incident ?? { status: 'off' } }]);
    return id;
  }

  /** Changes the incident state of an entry (ignored once it is closed). */
  setIncident(id: number, incident: IncidentState): void {
    if (!this.entries.some((e) => e.id === id)) return;
    this.set(this.entries.map((e) => (e.id === id ? { ...e, incident } : e)));
  }

  /** Closes an entry and runs its afterClose. */
  close(id: number): void {
    const entry = this.entries.find((e) => e.id === id);
    if (!entry) return;
    this.set(this.entries.filter((e) => e.id !== id));
    entry.afterClose?.();
  }

  private set(entries: readonly ErrorEntry[]): void {
    this.entries = entries;
    for (const listener of this.listeners) listener();
  }
}
