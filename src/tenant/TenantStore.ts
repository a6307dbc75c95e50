import type { Participant } from '../environment/types';

type Listener = () => void;

/**
 * The participant the user currently works for. Kept outside React because the HTTP client
 * reads it for the X-Tenant header of every call.
 */
export class TenantStore {
  private tenant: Participant | null = null;
  private readonly listeners = new Set<Listener>();

  /** The current tenant, or null (core, visitor, or not chosen yet). */
  get current(): Participant | null {
    return this.tenant;
  }

  /** Sets the current tenant and notifies subscribers. */
  set(tenant: Participant | null): void {
    if (tenant?.idUcastnikTrhu === this.tenant?.idUcastnikTrhu && tenant?.nazov === this.tenant?.nazov) return;
    this.tenant = tenant;
    for (const listener of this.listeners) listener();
  }

  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Snapshot getter for useSyncExternalStore. */
  getSnapshot = (): Participant | null => this.tenant;
}
