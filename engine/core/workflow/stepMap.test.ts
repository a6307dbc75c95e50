import { describe, expect, it } from 'vitest';
import { NO_SCREEN_MESSAGE, NoScreenError, activityPath, activityTarget, appPathOf, lastSegment, returnPath, stepForType } from './stepMap';
import type { ActivityStepMap } from './stepMap';

const map: ActivityStepMap = {
  types: { 'A.FULL': 'full-step', SEGMENT: 'segment-step', 'B.X': 'plain-x' },
  processTypes: { PROC: { 'B.X': 'process-x' } },
  scenarios: { SC: { 'A.FULL': 'scenario-full', SEGMENT: 'scenario-segment' } },
};
const location = { origin: 'http://localhost:8080', basename: '/portal/ui' };

describe('stepForType', () => {
  it('uses the full type first', () => expect(stepForType(map, 'A.FULL')).toBe('full-step'));
  it('falls back to the last dotted segment when the full type is unknown', () => {
    expect(stepForType(map, 'Z.Y.SEGMENT')).toBe('segment-step');
    expect(lastSegment('Z.Y.SEGMENT')).toBe('SEGMENT');
    expect(lastSegment('PLAIN')).toBe('PLAIN');
  });
  it('prefers the process-qualified type', () => {
    expect(stepForType(map, 'B.X', { processType: 'PROC' })).toBe('process-x');
    expect(stepForType(map, 'B.X', { processType: 'OTHER' })).toBe('plain-x');
  });
  it('lets a scenario override full types and segments', () => {
    expect(stepForType(map, 'A.FULL', { scenario: 'SC' })).toBe('scenario-full');
    expect(stepForType(map, 'Q.SEGMENT', { scenario: 'SC' })).toBe('scenario-segment');
    expect(stepForType(map, 'A.FULL', { scenario: 'NONE' })).toBe('full-step');
  });
  it('throws NoScreenError for unknown types, also for inherited object keys', () => {
    expect(() => stepForType(map, 'X.UNKNOWN')).toThrow(NoScreenError);
    expect(() => stepForType(map, 'toString')).toThrow(NO_SCREEN_MESSAGE);
    expect(() => stepForType(map, 'A.__proto__')).toThrow(NoScreenError);
  });
});

describe('appPathOf and returnPath', () => {
  it('accepts same-app relative paths only', () => {
    expect(appPathOf('/dashboard?x=1')).toBe('/dashboard?x=1');
    for (const bad of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil', 'dashboard', '', null, undefined, '/a\nb']) {
      expect(appPathOf(bad)).toBeUndefined();
    }
  });
  it('makes absolute URLs of this origin under the basename relative', () => {
    expect(appPathOf('http://localhost:8080/portal/ui/skupina-zdielania/vyhladanie?a=1', location)).toBe('/skupina-zdielania/vyhladanie?a=1');
    expect(appPathOf('http://localhost:8080/portal/ui', location)).toBe('/');
    expect(appPathOf('http://localhost:8080/core/ui/dashboard', location)).toBeUndefined();
    expect(appPathOf('http://other:8080/portal/ui/dashboard', location)).toBeUndefined();
    expect(appPathOf('/portal/ui/dashboard', location)).toBe('/dashboard');
  });
  it('returnPath falls back when ref is foreign', () => {
    expect(returnPath('/zmluva/vyhladanie')).toBe('/zmluva/vyhladanie');
    expect(returnPath('https://evil.example/')).toBe('/');
    expect(returnPath(null, '/dashboard')).toBe('/dashboard');
  });
});

describe('activityPath', () => {
  it('builds /activities/{step}/{id}?ref=...', () => {
    expect(activityPath('sharing-group-create', 12, '/dashboard?tab=mine')).toBe('/activities/sharing-group-create/12?ref=%2Fdashboard%3Ftab%3Dmine');
    expect(activityPath('x', 3)).toBe('/activities/x/3');
    expect(activityPath('x', 3, 'https://evil.example')).toBe('/activities/x/3');
  });
});

describe('activityTarget', () => {
  it('opens the step with ref', () => {
    expect(activityTarget(map, { activityId: 5, activityType: 'A.FULL' }, { ref: '/dashboard' })).toEqual({
      kind: 'step',
      step: 'full-step',
      path: '/activities/full-step/5?ref=%2Fdashboard',
    });
  });
  it('an unknown type is the error No screen found for activity', () => {
    expect(activityTarget(map, { activityId: 5, activityType: 'NOPE.NOPE' })).toEqual({ kind: 'error', message: NO_SCREEN_MESSAGE });
  });
  it('no type but a message goes to an in-app referer, else the root', () => {
    expect(activityTarget(map, { activityId: 5, message: 'Hotovo', referer: 'http://localhost:8080/portal/ui/schranka/vyhladanie' }, { location })).toEqual({
      kind: 'redirect',
      path: '/schranka/vyhladanie',
      message: 'Hotovo',
    });
    expect(activityTarget(map, { activityId: 5, message: 'Hotovo', referer: 'https://evil.example/' }, { location })).toMatchObject({ kind: 'redirect', path: '/' });
    expect(activityTarget(map, { activityId: 5, message: 'Hotovo' })).toMatchObject({ kind: 'redirect', path: '/' });
  });
  it('no type and no message is an error', () => {
    expect(activityTarget(map, { activityId: 5, activityType: '  ' })).toMatchObject({ kind: 'error' });
  });
});
