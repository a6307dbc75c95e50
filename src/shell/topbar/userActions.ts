import type { HttpClient } from '../../../engine/core/http';

/** Answer of change-profile: the activity the user continues in (spec 3: start-process response). */
export interface StartedActivity {
  activityId?: number | string;
  code?: string;
}

/** `POST /cache/release` (ADMIN): true when the server released its caches. */
export async function releaseCache(http: HttpClient): Promise<boolean> {
  try {
    await http.post('/cache/release', undefined, { background: true });
    return true;
  } catch {
    return false;
  }
}

/** `POST /pouzivatel/change-profile`: starts the profile change and names its activity. */
export async function changeProfile(http: HttpClient): Promise<StartedActivity> {
  const { data } = await http.post<StartedActivity | undefined>('/pouzivatel/change-profile');
  if (!data || (data.activityId === undefined && !data.code)) throw new Error('Start-process response has neither activityId nor code');
  return data;
}

