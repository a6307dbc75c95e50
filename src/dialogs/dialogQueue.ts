import type { DialogPageName } from './dialogPageNames';

/** One request to open a dialog page (`dialogs/<page>`) with its arguments. */
export interface DialogPageRequest {
  page: DialogPageName;
  args: Readonly<Record<string, string>>;
  /** The opener takes values back (e.g. into its open form); false when it no longer can. */
  handBack?: OpenerHandBack;
}

/** What a page opened with a hand-back may read and return: the opener's values and the way back. */
export interface OpenerHandBack {
  values: () => Readonly<Record<string, unknown>> | undefined;
  take: (values: Readonly<Record<string, unknown>>) => boolean;
}

// Requests wait here until the window runtime takes them (it may still be loading).
let pending: DialogPageRequest[] = [];
const listeners = new Set<() => void>();

/** Queues a dialog page to open. */
export function requestDialog(request: DialogPageRequest): void {
  pending = [...pending, request];
  for (const listener of listeners) listener();
}

/** Takes every waiting request, oldest first (each is taken once). */
export function takeDialogRequests(): DialogPageRequest[] {
  const taken = pending;
  pending = [];
  return taken;
}

/** Subscribes to new requests. */
export function subscribeDialogRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting requests (a new array after each change). */
export function pendingDialogRequests(): readonly DialogPageRequest[] {
  return pending;
}
