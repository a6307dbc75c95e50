import type { HttpClient } from '../../../engine/core/http';

/** Build info (spec 3): the build number and a tag that changes with every deployment. */
export interface BuildInfo {
  buildNumber: string;
  buildTag: string;
}

/** How often a new version is looked for (spec 9): 5 minutes, 15 locally. */
export const BUILD_CHECK_MS = 300_000;
export const BUILD_CHECK_LOCAL_MS = 900_000;

export function buildCheckInterval(environment: string | undefined): number {
  return environment === 'local' ? BUILD_CHECK_LOCAL_MS : BUILD_CHECK_MS;
}

/** Loads the deployed build's info (`GET /public/build-info`, no login, never cached). */
export async function loadBuildInfo(http: HttpClient): Promise<BuildInfo> {
  const { data } = await http.get<Partial<BuildInfo> | undefined>('/public/build-info', { background: true, query: `cb=${Math.random().toString(36).slice(2)}` });
  if (!data || typeof data.buildNumber !== 'string' || typeof data.buildTag !== 'string') throw new Error('build-info: buildNumber and buildTag expected');
  return { buildNumber: data.buildNumber, buildTag: data.buildTag };
}

/** True when the deployed build differs from the one this page started with. */
export function isNewVersion(started: BuildInfo, deployed: BuildInfo): boolean {
  return started.buildTag !== deployed.buildTag || started.buildNumber !== deployed.buildNumber;
}
