import { useSyncExternalStore } from 'react';
import type { ErrorDisplayState } from './errorDisplay';

/** What changes as the user works with the form and decides how it looks (not its data). */
export interface FormDisplayState {
  /** When fields show their errors. */
  errorDisplay: ErrorDisplayState;
  activeTab?: string;
  /** Tabs holding a field with a shown error. */
  tabsWithErrors: ReadonlySet<string>;
}

/**
 * The form's display state, read by subscription: a field re-renders only when whether it shows
 * its errors flips, and the tabs only when they change, instead of every field re-rendering when
 * a field is touched or becomes dirty (as a changing RJSF formContext would make them).
 */
export class FormDisplayStore {
  private state: FormDisplayState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: FormDisplayState) {
    this.state = initial;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): FormDisplayState => this.state;

  /** Replaces the state and tells the subscribers, unless nothing changed. */
  set(next: FormDisplayState): void {
    const now = this.state;
    if (now.errorDisplay === next.errorDisplay && now.activeTab === next.activeTab && now.tabsWithErrors === next.tabsWithErrors) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The whole display state (the tabs need the active one and those with errors). */
export function useFormDisplay(store: FormDisplayStore | undefined): FormDisplayState | undefined {
  return useSyncExternalStore(store ? store.subscribe : noSubscription, () => store?.get(), () => store?.get());
}

/** The subscription of a form without a store: nothing ever changes. */
export function noSubscription(): () => void {
  return () => undefined;
}
