import type { HttpClient } from '../../engine/core/http';
import { activityTarget, startProcessTarget } from '../../engine/core/workflow';
import type { Activity, ActivityTarget, StartProcessResponse } from '../../engine/core/workflow';
import { ACTIVITY_PAGES } from '../../metadata/workflow/activityPages';
import { ACTIVITY_STEP_MAP } from '../../metadata/workflow/activitySteps';

/** Where an activity opens, with `ref` to come back to (spec 2.3); some types open their own page. */
export function targetOf(activity: Activity, ref: string, location?: { origin: string; basename: string }): ActivityTarget {
  const page = activity.activityType ? ACTIVITY_PAGES[activity.activityType]?.path(activity) : undefined;
  if (page) return { kind: 'redirect', path: page, message: '' };
  return activityTarget(ACTIVITY_STEP_MAP, activity, { ref, location });
}

/** The title of an activity's page when it opens one (see ACTIVITY_PAGES). */
export function pageTitleKey(activity: Pick<Activity, 'activityType'>): string | undefined {
  return activity.activityType ? ACTIVITY_PAGES[activity.activityType]?.titleKey : undefined;
}

/** Reads the activity a start-process answer names (by id, else by code); throws when it names none. */
export async function startedActivity(http: HttpClient, answer: StartProcessResponse | undefined): Promise<Activity> {
  const target = startProcessTarget(answer);
  if (target.kind === 'error') throw new Error(target.message);
  const path = target.kind === 'id' ? `/bpm/activity/${target.activityId}` : `/bpm/activity/code/${encodeURIComponent(target.code)}`;
  return (await http.get<Activity>(path, { callerHandles: 'all' })).data;
}

/**
 * The page an activity named by an answer leads to (e.g. change-profile's, spec 7): its type's step
 * with `ref`, or for a type-less one with a message its referer or the root. Throws 'No screen found
 * for activity' when neither applies, and when the answer names no activity.
 */
export async function startedActivityPath(http: HttpClient, answer: { activityId?: number | string | null; code?: string | null } | undefined, ref: string): Promise<string> {
  const id = typeof answer?.activityId === 'string' && /^\d{1,9}$/.test(answer.activityId) ? Number(answer.activityId) : answer?.activityId;
  const activity = await startedActivity(http, { activityId: typeof id === 'number' ? id : null, code: answer?.code ?? null });
  const target = targetOf(activity, ref);
  if (target.kind === 'error') throw new Error(target.message);
  return target.path;
}
