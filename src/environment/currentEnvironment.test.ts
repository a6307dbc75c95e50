import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../engine/core/http';
import { loadEnvironmentOnce } from './currentEnvironment';
import type { EnvironmentInfo } from './types';

const base: EnvironmentInfo = {
  login: 'jana',
  role: ['EDC.NAVSTEVNIK.IDENTITA'],
  gdprExpired: false,
  holidays: [],
  timeOffset: {},
  userInfo: { login: 'jana', meno: 'Jana', priezvisko: 'Nová', email: 'jana@example.sk', role: ['EDC.NAVSTEVNIK.IDENTITA'] },
  tokens: ['zmluvy#navstevnik#create'],
  tenant: null,
  ucastnici: [],
  appConfig: { environment: 'local', allowReduction: false, buildNumber: '1' },
};

/** An HTTP client answering `/environment/info` with the given answers in turn. */
function clientAnswering(...answers: EnvironmentInfo[]) {
  const get = vi.fn(async () => ({ data: answers.shift() }));
  return { http: { get } as unknown as HttpClient, get };
}

describe('loadEnvironmentOnce', () => {
  it('renews the token and loads again when the roles changed since the token was issued', async () => {
    const renewed = { ...base, role: ['EDC.NAVSTEVNIK.IDENTITA', 'EDC.VYROBCA'], tokens: ['zmluvy#read'], rolesChanged: false };
    const { http, get } = clientAnswering({ ...base, rolesChanged: true }, renewed);
    const renew = vi.fn(async () => true);
    await expect(loadEnvironmentOnce(http, renew)).resolves.toEqual(renewed);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps the first answer when the roles did not change, or the renewal failed', async () => {
    const same = clientAnswering({ ...base, rolesChanged: false });
    const renew = vi.fn(async () => true);
    await expect(loadEnvironmentOnce(same.http, renew)).resolves.toMatchObject({ rolesChanged: false });
    expect(renew).not.toHaveBeenCalled();

    const failed = clientAnswering({ ...base, rolesChanged: true });
    await expect(loadEnvironmentOnce(failed.http, async () => false)).resolves.toMatchObject({ rolesChanged: true, role: base.role });
    expect(failed.get).toHaveBeenCalledTimes(1);
  });

  it('asks once per client', async () => {
    const { http, get } = clientAnswering(base);
    const [a, b] = await Promise.all([loadEnvironmentOnce(http), loadEnvironmentOnce(http)]);
    expect(a).toBe(b);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
