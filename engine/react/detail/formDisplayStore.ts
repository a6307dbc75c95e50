import { useSyncExternalStore } from 'react';

/** The tabs' state (when fields show their errors is the form store's: touched, dirty, submitted). */
export interface FormDisplayState {
  activeTab?: string;
  /** Tabs holding a field with a shown error. */
  tabsWithErrors: ReadonlySet<string>;
}

/**
 * The tabs' state, read by subscription: the tabs re-render only when it changes, instead of every
 * field re-rendering with a changing RJSF formContext.
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
    if (now.activeTab === next.activeTab && now.tabsWithErrors === next.tabsWithErrors) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The tabs' state: the active one and those with errors. */
export function useFormDisplay(store: FormDisplayStore | undefined): FormDisplayState | undefined {
  return useSyncExternalStore(store ? store.subscribe : noSubscription, () => store?.get(), () => store?.get());
}

/** The subscription of a form without a store: nothing ever changes. */
export function noSubscription(): () => void {
  return () => undefined;
}
