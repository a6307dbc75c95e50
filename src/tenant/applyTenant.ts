import type { HttpClient } from '../../engine/core/http';
import type { Participant } from '../environment/types';
import { tenantStorageKey } from './chooseTenant';
import type { TenantStore } from './TenantStore';

/** The literal error the spec raises when a portal user has no participant (spec 4.1, sic). */
export const NO_TENANTS_ERROR = 'No tenants availible';

/**
 * Sets the tenant on the server (`POST /portal/iam/set-tenant`, empty body, `X-Tenant: id`),
 * then makes it current for every later call and remembers it for this login.
 */
export async function applyTenant(http: HttpClient, store: TenantStore, login: string, tenant: Participant): Promise<Participant> {
  const { data } = await http.post<Participant | undefined>('/portal/iam/set-tenant', undefined, {
    headers: { 'X-Tenant': String(tenant.idUcastnikTrhu) },
  });
  const applied = data && typeof data.idUcastnikTrhu === 'number' && typeof data.nazov === 'string' ? data : tenant;
  store.set(applied);
  try {
    window.localStorage.setItem(tenantStorageKey(login), String(applied.idUcastnikTrhu));
  } catch {
    // Without storage the choice is simply asked again next time.
  }
  return applied;
}

/** The tenant id remembered for this login, as stored (parse with parseStoredTenant). */
export function readStoredTenant(login: string): string | null {
  try {
    return window.localStorage.getItem(tenantStorageKey(login));
  } catch {
    return null;
  }
}
