import { describe, expect, it } from 'vitest';
import { BUILD_CHECK_LOCAL_MS, BUILD_CHECK_MS, buildCheckInterval, isNewVersion } from './buildInfo';

describe('build check', () => {
  it('checks every 5 minutes, every 15 locally', () => {
    expect(buildCheckInterval('production')).toBe(BUILD_CHECK_MS);
    expect(buildCheckInterval('test')).toBe(300_000);
    expect(buildCheckInterval('local')).toBe(BUILD_CHECK_LOCAL_MS);
    expect(BUILD_CHECK_LOCAL_MS).toBe(900_000);
  });

  it('sees a new version when the tag or the number changed', () => {
    const started = { buildNumber: '1538', buildTag: 'abc' };
    expect(isNewVersion(started, { buildNumber: '1538', buildTag: 'abc' })).toBe(false);
    expect(isNewVersion(started, { buildNumber: '1538', buildTag: 'def' })).toBe(true);
    expect(isNewVersion(started, { buildNumber: '1539', buildTag: 'abc' })).toBe(true);
  });
});
