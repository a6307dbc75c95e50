import type { HttpClient } from '../../engine/core/http';
import { isVisitorOnly } from './entryRules';
import type { Environment } from './EnvironmentContext';
import type { EnvironmentInfo } from './types';

/** Query key of the environment info (invalidate it after a tenant change). */
export const ENVIRONMENT_QUERY_KEY = ['environment', 'info'] as const;

/** Loads `GET /environment/info`. */
export async function fetchEnvironment(http: HttpClient): Promise<EnvironmentInfo> {
  const { data } = await http.get<EnvironmentInfo>('/environment/info', { callerHandles: 'all' });
  return data;
}

/** The environment info with the values derived from it. */
export function toEnvironment(info: EnvironmentInfo): Environment {
  const roles = info.role ?? info.userInfo?.role ?? [];
  const name = [info.userInfo?.meno, info.userInfo?.priezvisko].filter((part) => part && part.trim() !== '').join(' ');
  return {
    info,
    tokens: new Set(info.tokens ?? []),
    visitorOnly: isVisitorOnly(roles),
    displayName: name || info.login,
  };
}

/** Statuses meaning the server is unavailable: no answer at all (0) or a gateway/maintenance answer. */
const UNAVAILABLE = new Set([0, 502, 503, 504]);

/** Where the shell goes when the environment cannot be loaded (`?status=503` for an unavailable server). */
export function envLoadErrorPath(status: number | undefined): string {
  return status !== undefined && UNAVAILABLE.has(status) ? '/public/env-load-error?status=503' : '/public/env-load-error';
}
