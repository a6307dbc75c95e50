import { useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';

// The window runtime, once the opening side (useDialogPages, in lazy chunks) has loaded it. The
// first download carries only this slot; the queue of requests and the windows load with it.
let runtime: ComponentType | null = null;
const listeners = new Set<() => void>();

/** Mounts the window runtime in the host (the first call wins). */
export function mountDialogRuntime(component: ComponentType): void {
  if (runtime) return;
  runtime = component;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Hosts the dialog windows beside the routes (above the router: a window outlives a
 * navigation). Renders nothing until the first dialog is opened. Needs the app services above it.
 */
export function DialogHost() {
  const Runtime = useSyncExternalStore(subscribe, () => runtime);
  return Runtime ? <Runtime /> : null;
}
