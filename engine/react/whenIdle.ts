/**
 * Calls back in the browser's idle time, `delayMs` from now at the earliest and 500 ms after that
 * at the latest (a timer where there is no requestIdleCallback, e.g. Safari or jsdom); returns the cancel.
 */
export function whenIdle(callback: () => void, delayMs: number): () => void {
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(callback, { timeout: 500 });
    else callback();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
  };
}
