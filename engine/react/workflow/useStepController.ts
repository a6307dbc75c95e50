import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { pollCompletion, saveThenCompleteOutcome, activityTarget, resolveStep, returnPath } from '../../core/workflow';
import type { Activity, ActivityAction, ActivityStepMap, CompleteResponse, CompletionOutcome, StepMetadata } from '../../core/workflow';
import { FormCheckFailed } from '../../core/form';
import { useEngine } from '../EngineProvider';
import { workflowKeys } from './queryKeys';

/** What happened to the last completion, for the page to show. */
type CompletionState =
  | { kind: 'idle' }
  | { kind: 'running'; async: boolean }
  | { kind: 'done'; message?: string; next?: string }
  | { kind: 'failed'; message: string; savedNotCompleted?: boolean; error?: unknown; /** The form's own check stopped it; nothing was sent. */ formInvalid?: boolean };

/** A form or reason the step saves before an action moves the process on. */
export interface PendingSave {
  /** Saves; rejects with the error to show. */
  save: () => Promise<void>;
  /** Whether an action of this variant needs the save first (e.g. not for back or cancel). */
  appliesTo: (action: ActivityAction) => boolean;
}

/** Everything the step page shows and does. */
export interface StepController {
  activityId: number;
  step: StepMetadata | undefined;
  activity: Activity | undefined;
  actions: ActivityAction[];
  loadError: unknown;
  isLoading: boolean;
  readOnly: boolean;
  completion: CompletionState;
  complete: (action: ActivityAction) => Promise<void>;
  /** Sections register what must be saved before completing. */
  registerSave: (key: string, pending: PendingSave | undefined) => void;
  /** Re-reads the activity (after a note). */
  refresh: () => Promise<void>;
  /** Leaves the step: to the next activity or back to ref. */
  finish: () => void;
  dismissError: () => void;
  /** The same-app path to return to. */
  backPath: string;
}

const activityPath = (id: number) => `/bpm/activity/${id}`;

/**
 * All the logic of a workflow step page: reads the activity and its actions, completes with an
 * action (saving the step's form first), polls an async completion every second until it is no
 * longer finishing, and stops polling when the location changes (spec 4.4).
 */
export function useStepController(activityId: number, steps: Readonly<Record<string, StepMetadata>>, stepName: string, stepMap: ActivityStepMap): StepController {
  const { http } = useEngine();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const ref = new URLSearchParams(location.search).get('ref');
  const backPath = returnPath(ref, '/dashboard');
  const [completion, setCompletion] = useState<CompletionState>({ kind: 'idle' });
  const saves = useRef(new Map<string, PendingSave>());
  const poll = useRef<AbortController | null>(null);

  const activityQuery = useQuery({
    queryKey: workflowKeys.activity(activityId),
    queryFn: async ({ signal }) => (await http.get<Activity>(activityPath(activityId), { signal, callerHandles: 'all' })).data,
  });
  const actionsQuery = useQuery({
    queryKey: workflowKeys.actions(activityId),
    queryFn: async ({ signal }) => (await http.get<ActivityAction[]>(`${activityPath(activityId)}/actions/`, { signal, callerHandles: 'all' })).data ?? [],
  });

  // Polling belongs to this location: leaving it (or unmounting) stops it.
  useEffect(() => {
    return () => poll.current?.abort();
  }, [location.key]);

  const registerSave = useCallback((key: string, pending: PendingSave | undefined) => {
    if (pending) saves.current.set(key, pending);
    else saves.current.delete(key);
  }, []);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['workflow'] });
  }, [queryClient]);

  const readActivity = useCallback(
    async (signal?: AbortSignal) => (await http.get<Activity>(activityPath(activityId), { signal, background: true })).data,
    [http, activityId],
  );

  /** Where to go after a completion: the next activity of this user, else back. */
  const nextTarget = useCallback(
    async (done: Activity): Promise<string | undefined> => {
      if (!done.nextActivityId) return undefined;
      const next = (await http.get<Activity>(activityPath(done.nextActivityId), { callerHandles: 'all' })).data;
      const target = activityTarget(stepMap, next, { ref: ref ?? undefined });
      return target.kind === 'step' ? target.path : undefined;
    },
    [http, stepMap, ref],
  );

  const complete = useCallback(
    async (action: ActivityAction) => {
      poll.current?.abort();
      const controller = new AbortController();
      poll.current = controller;
      setCompletion({ kind: 'running', async: action.async ?? false });
      let saved = false;
      try {
        // A copy: a form that registers its save anew while saving is not saved twice.
        for (const pending of [...saves.current.values()]) {
          if (!pending.appliesTo(action)) continue;
          await pending.save();
          saved = true;
        }
      } catch (error) {
        // The form's own check stopped it: the reasons are under the fields, nothing was sent.
        if (error instanceof FormCheckFailed) setCompletion({ kind: 'failed', message: '', formInvalid: true });
        else setCompletion({ kind: 'failed', message: '', error });
        return;
      }
      let response: CompleteResponse | undefined;
      try {
        response = (await http.post<CompleteResponse>(`${activityPath(activityId)}/complete/${encodeURIComponent(action.code)}`, undefined, { callerHandles: 'all' })).data;
      } catch (error) {
        const outcome = saved ? saveThenCompleteOutcome(error) : undefined;
        setCompletion({ kind: 'failed', message: '', error, savedNotCompleted: outcome?.kind === 'savedNotCompleted' });
        await refresh();
        return;
      }
      const isAsync = response?.async === true;
      if (isAsync) setCompletion({ kind: 'running', async: true });
      let outcome: CompletionOutcome | undefined;
      let final: Activity | undefined;
      try {
        outcome = await pollCompletion(
          async (signal) => {
            final = await readActivity(signal);
            return final;
          },
          { signal: controller.signal, wasAsync: isAsync },
        );
      } catch (error) {
        // The form's own check stopped it: the reasons are under the fields, nothing was sent.
        if (error instanceof FormCheckFailed) setCompletion({ kind: 'failed', message: '', formInvalid: true });
        else setCompletion({ kind: 'failed', message: '', error });
        return;
      }
      if (!outcome || controller.signal.aborted) return;
      await refresh();
      if (outcome.kind === 'error') {
        setCompletion({ kind: 'failed', message: outcome.message });
        return;
      }
      const message = (outcome.kind === 'completed' ? outcome.message : undefined) ?? response?.message ?? undefined;
      const next = final ? await nextTarget(final).catch(() => undefined) : undefined;
      if (!message) {
        setCompletion({ kind: 'idle' });
        navigate(next ?? backPath);
        return;
      }
      setCompletion({ kind: 'done', message, next });
    },
    [http, activityId, readActivity, refresh, nextTarget, navigate, backPath],
  );

  const finish = useCallback(() => {
    const next = completion.kind === 'done' ? completion.next : undefined;
    setCompletion({ kind: 'idle' });
    navigate(next ?? backPath);
  }, [completion, navigate, backPath]);

  const activity = activityQuery.data;
  // A wrong step in the address (e.g. an old link) goes to the activity's own step.
  useEffect(() => {
    if (!activity) return;
    const target = activityTarget(stepMap, activity, { ref: ref ?? undefined });
    if (target.kind === 'step' && target.step !== stepName) navigate(target.path, { replace: true });
  }, [activity, stepMap, stepName, ref, navigate]);

  return {
    activityId,
    step: resolveStep(steps[stepName], activity?.entityType?.code),
    activity,
    actions: actionsQuery.data ?? [],
    loadError: activityQuery.error ?? actionsQuery.error,
    isLoading: activityQuery.isLoading || actionsQuery.isLoading,
    readOnly: activity ? activity.readOnly === true || activity.status?.code?.toLowerCase() !== 'active' : true,
    completion,
    complete,
    registerSave,
    refresh,
    finish,
    dismissError: () => setCompletion({ kind: 'idle' }),
    backPath,
  };
}
