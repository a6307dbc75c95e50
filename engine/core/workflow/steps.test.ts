import { describe, expect, it } from 'vitest';
import { START_PROCESS_NO_ACTIVITY, resolveStep, startProcessTarget, type StepMetadata } from './steps';

describe('startProcessTarget', () => {
  it('needs an activityId or a code', () => {
    expect(startProcessTarget({ activityId: 7, code: 'A-7' })).toEqual({ kind: 'id', activityId: 7 });
    expect(startProcessTarget({ code: 'A-7' })).toEqual({ kind: 'code', code: 'A-7' });
    expect(startProcessTarget({ activityId: 0, code: ' ' })).toEqual({ kind: 'error', message: START_PROCESS_NO_ACTIVITY });
    expect(startProcessTarget(undefined)).toMatchObject({ kind: 'error' });
  });
});

describe('resolveStep', () => {
  const contract = { titleKey: 'contract', sections: [] };
  const step: StepMetadata = { titleKey: 'base', sections: [{ kind: 'reason', reason: 'return' }], byEntityType: { ZMLUVA_ZO: contract } };
  it('picks the variant of the activity entity type, else the step itself', () => {
    expect(resolveStep(step, 'ZMLUVA_ZO')).toBe(contract);
    expect(resolveStep(step, 'SKUPINA_ZDIELANIA')).toBe(step);
    expect(resolveStep(step, null)).toBe(step);
    expect(resolveStep(undefined, 'ZMLUVA_ZO')).toBeUndefined();
  });
});
