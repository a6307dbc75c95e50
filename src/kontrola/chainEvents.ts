// A link of the balance-responsibility chain was decided in a dialog window: the windows live
// beside the routes (src/dialogs), so the chain page and the shell's counter hear it through this.
const listeners = new Set<() => void>();

/** Tells the chain page and the counter that a link changed. */
export function notifyChainChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every change; answers the unsubscribe. */
export function onChainChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
