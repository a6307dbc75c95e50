import type { HttpClient } from '../../engine/core/http';
import { fetchEnvironment } from './environmentQuery';
import type { EnvironmentInfo } from './types';

// One load per page and HTTP client: React's strict mode and remounts must not ask twice.
const loads = new WeakMap<HttpClient, Promise<EnvironmentInfo>>();
let current: EnvironmentInfo | undefined;

/** Loads `GET /environment/info` once for this client (a failed load may be tried again). */
export function loadEnvironmentOnce(http: HttpClient): Promise<EnvironmentInfo> {
  let load = loads.get(http);
  if (!load) {
    load = fetchEnvironment(http).then(
      (info) => {
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
