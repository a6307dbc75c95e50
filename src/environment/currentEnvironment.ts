import type { HttpClient } from '../../engine/core/http';
import { fetchEnvironment } from './environmentQuery';
import type { EnvironmentInfo } from './types';

// One load per page and HTTP client: React's strict mode and remounts must not ask twice.
const loads = new WeakMap<HttpClient, Promise<EnvironmentInfo>>();
let current: EnvironmentInfo | undefined;

/**
 * Loads `GET /environment/info` once for this client (a failed load may be tried again). When the
 * server says the user's roles changed since the token was issued (a link request approved, a role
 * taken), the token is renewed first (`renew`) and the info loaded again, so menus and pages follow.
 */
export function loadEnvironmentOnce(http: HttpClient, renew?: () => Promise<boolean>): Promise<EnvironmentInfo> {
  let load = loads.get(http);
  if (!load) {
    load = fetchEnvironment(http).then(
      async (first) => {
        const info = first.rolesChanged && renew && (await renew()) ? await fetchEnvironment(http) : first;
        current = info;
        return info;
      },
      (error: unknown) => {
        loads.delete(http);
        throw error;
      },
    );
    loads.set(http, load);
  }
  return load;
}

/** The environment info once loaded (for the error reports outside React), else undefined. */
export function loadedEnvironmentInfo(): EnvironmentInfo | undefined {
  return current;
}
