import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../../engine/core/http';
import type { Activity } from '../../engine/core/workflow';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { pageTitleKey, startedActivityPath, targetOf } from './openActivity';

function httpReading(activity: Partial<Activity>) {
  return fakeHttp({ get: async <T,>() => okResult({ activityId: 12, ...activity }) as HttpResult<T> });
}

describe('startedActivityPath (change-profile and start answers)', () => {
  it("opens the step of the activity's own type, with ref", async () => {
    const http = httpReading({ activityType: 'POUZIVATEL.IDENTITA_ZMENENA' });
    await expect(startedActivityPath(http, { activityId: '12' }, '/technologia/vyhladanie')).resolves.toBe(
      '/activities/user-identity-to-be-changed/12?ref=%2Ftechnologia%2Fvyhladanie',
    );
    expect(http.get).toHaveBeenCalledWith('/bpm/activity/12', expect.anything());
  });

  it('reads an activity named only by its code', async () => {
    const http = httpReading({ activityType: 'UCASTNIK_TRHU.ZMENA', scenario: 'VYROBA_11_KW' });
    await expect(startedActivityPath(http, { code: 'WF-000012' }, '/dashboard')).resolves.toBe('/activities/participant-create-simple/12?ref=%2Fdashboard');
    expect(http.get).toHaveBeenCalledWith('/bpm/activity/code/WF-000012', expect.anything());
  });

  it('sends a type-less activity with a message to its in-app referer, else the root', async () => {
    await expect(startedActivityPath(httpReading({ message: 'Hotovo', referer: '/faq' }), { activityId: 12 }, '/dashboard')).resolves.toBe('/faq');
    await expect(startedActivityPath(httpReading({ message: 'Hotovo', referer: 'https://evil.example/x' }), { activityId: 12 }, '/dashboard')).resolves.toBe('/');
  });

  it('fails for an unknown type and for an answer naming no activity', async () => {
    await expect(startedActivityPath(httpReading({ activityType: 'NEZNAMY.TYP' }), { activityId: 12 }, '/')).rejects.toThrow('No screen found for activity');
    await expect(startedActivityPath(httpReading({}), {}, '/')).rejects.toThrow('neither activityId nor code');
  });
});

describe('activities worked on their own page', () => {
  it("a chain link's consent task opens the consent dialog of its link, titled as such", () => {
    const activity = { activityId: 7, activityType: 'RETAZENIE_ODCHYLOK.SUHLAS', entityId: 42 } as Activity;
    expect(targetOf(activity, '/dashboard')).toEqual({ kind: 'redirect', path: '/retazenie-odchylok?suhlas=42', message: '' });
    expect(pageTitleKey(activity)).toBe('workflow.page.retazenieSuhlas');
    // Without its link it has no page: no screen rather than a broken address.
    expect(targetOf({ ...activity, entityId: null }, '/dashboard').kind).toBe('error');
    expect(pageTitleKey({ activityType: 'UCASTNIK_TRHU.ZMENA' })).toBeUndefined();
  });
});
