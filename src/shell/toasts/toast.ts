/** A short message in the corner (spec 8: success and error toasts), described as data. */
export interface Toast {
  /** One toast per id: showing the same id again replaces it. */
  id?: string;
  title?: string;
  message: string;
  color: 'teal' | 'red' | 'orange';
  /** Stays until the user closes it. */
  persistent?: boolean;
  /** A button inside the toast. */
  action?: { label: string; onSelect: () => void };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;

/** Whether the toasts' container is needed (something was shown or a page with toasts opened). */
export function toasterWanted(): boolean {
  return wanted;
}

export function subscribeToaster(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the toasts' container (once); it loads with the first toast, not with the shell. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Shows a toast; the container and its library load on first use. */
export function showToast(toast: Toast): void {
  requestToaster();
  void import('./mantineToast').then((m) => m.showMantineToast(toast));
}
