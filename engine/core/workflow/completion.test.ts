import { describe, expect, it } from 'vitest';
import {
  ENTITY_SAVE_BUT_CANNOT_COMPLETE,
  MISSING_ACTION_MESSAGE,
  MISSING_ERROR_MESSAGE,
  completionOutcome,
  pollCompletion,
  saveThenCompleteOutcome,
} from './completion';
import type { Activity } from './types';

const act = (code: string, extra: Partial<Activity> = {}): Activity => ({ activityId: 1, status: { code }, ...extra });

describe('completionOutcome', () => {
  it('finishing keeps polling, in any case', () => {
    expect(completionOutcome(act('finishing'))).toEqual({ kind: 'polling' });
    expect(completionOutcome(act('FINISHING'))).toEqual({ kind: 'polling' });
  });
  it('completed shows actionMessage', () =>
    expect(completionOutcome(act('completed', { actionMessage: 'Schválené' }))).toEqual({ kind: 'completed', message: 'Schválené' }));
  it('completed without actionMessage is fine when synchronous', () => expect(completionOutcome(act('completed'))).toEqual({ kind: 'completed' }));
  it('completed without actionMessage on an async activity is an error', () => {
    expect(completionOutcome(act('completed', { async: true }))).toEqual({ kind: 'error', message: MISSING_ACTION_MESSAGE, missingMessage: true });
    expect(completionOutcome(act('completed', { actionMessage: '  ' }), true)).toMatchObject({ kind: 'error', message: MISSING_ACTION_MESSAGE });
  });
  it('any other status is an error with asyncStav.errorMessage', () => {
    expect(completionOutcome(act('active', { asyncStav: { errorMessage: 'OOM už patrí inej skupine' } }))).toEqual({
      kind: 'error',
      message: 'OOM už patrí inej skupine',
      missingMessage: false,
    });
    expect(completionOutcome(act('cancelled'))).toEqual({ kind: 'error', message: MISSING_ERROR_MESSAGE, missingMessage: true });
    expect(completionOutcome({})).toMatchObject({ kind: 'error', message: MISSING_ERROR_MESSAGE });
  });
});

describe('saveThenCompleteOutcome', () => {
  it('maps a completion failure after a save to entitySaveButCannotComplete', () => {
    expect(saveThenCompleteOutcome(undefined)).toEqual({ kind: 'completed' });
    expect(saveThenCompleteOutcome(new Error('boom'))).toEqual({ kind: 'savedNotCompleted', messageKey: ENTITY_SAVE_BUT_CANNOT_COMPLETE, detail: 'boom' });
  });
});

describe('pollCompletion', () => {
  it('reads every interval while finishing and returns the final outcome', async () => {
    const states = [act('finishing'), act('finishing'), act('completed', { actionMessage: 'OK', async: true })];
    const sleeps: number[] = [];
    let reads = 0;
    const outcome = await pollCompletion(async () => states[reads++] as Activity, {
      sleep: async (ms) => void sleeps.push(ms),
      wasAsync: true,
    });
    expect(outcome).toEqual({ kind: 'completed', message: 'OK' });
    expect(reads).toBe(3);
    expect(sleeps).toEqual([1000, 1000]);
  });
  it('stops quietly when aborted (location changed)', async () => {
    const controller = new AbortController();
    let reads = 0;
    const outcome = await pollCompletion(
      async () => {
        reads++;
        return act('finishing');
      },
      {
        intervalMs: 5,
        signal: controller.signal,
        sleep: async () => {
          if (reads === 2) controller.abort();
        },
      },
    );
    expect(outcome).toBeUndefined();
    expect(reads).toBe(2);
  });
  it('real sleep rejects on abort', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const promise = pollCompletion(async () => act('finishing'), { intervalMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(promise).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });
  it('passes read errors on', async () => {
    await expect(pollCompletion(async () => Promise.reject(new Error('503')))).rejects.toThrow('503');
  });
});
