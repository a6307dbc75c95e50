type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Runs `listener` whenever the user's tokens are cleared (logout here or in another tab), so
 * per-user data kept in the browser (e.g. confirmed news) goes with them. Returns the unsubscribe.
 */
export function onTokensCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that the tokens are gone. */
export function notifyTokensCleared(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // One failing cleanup must not keep the others (or the logout) from running.
    }
  }
}
