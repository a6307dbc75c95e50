import { describe, expect, it } from 'vitest';
import { START_PROCESS_NO_ACTIVITY, startProcessTarget } from './steps';

describe('startProcessTarget', () => {
  it('needs an activityId or a code', () => {
    expect(startProcessTarget({ activityId: 7, code: 'A-7' })).toEqual({ kind: 'id', activityId: 7 });
    expect(startProcessTarget({ code: 'A-7' })).toEqual({ kind: 'code', code: 'A-7' });
    expect(startProcessTarget({ activityId: 0, code: ' ' })).toEqual({ kind: 'error', message: START_PROCESS_NO_ACTIVITY });
    expect(startProcessTarget(undefined)).toMatchObject({ kind: 'error' });
  });
});
