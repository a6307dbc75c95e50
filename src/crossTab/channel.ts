type Listener<T> = (message: T) => void;

/** A message bus between the browser tabs of this origin (not delivered to the sending tab). */
export interface TabChannel<T> {
  post(message: T): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: Listener<T>): () => void;
  close(): void;
}

const STORAGE_PREFIX = 'edc.tab.';

/**
 * Opens a named channel: BroadcastChannel where the browser has it, else `storage` events on a
 * localStorage key (written with a nonce so repeated identical messages still fire).
 */
export function openTabChannel<T>(name: string): TabChannel<T> {
  const listeners = new Set<Listener<T>>();
  const deliver = (message: T) => {
    for (const listener of listeners) listener(message);
  };

  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(`edc.${name}`);
    channel.onmessage = (event: MessageEvent<T>) => deliver(event.data);
    return {
      post: (message) => channel.postMessage(message),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => channel.close(),
    };
  }

  const key = `${STORAGE_PREFIX}${name}`;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || !event.newValue) return;
    try {
      deliver((JSON.parse(event.newValue) as { message: T }).message);
    } catch {
      // A foreign or truncated value is not a message.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        window.localStorage.setItem(key, JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }));
      } catch {
        // Without storage the other tabs simply are not told.
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}
