import { describe, expect, it } from 'vitest';
import { envLoadErrorPath, toEnvironment } from './environmentQuery';
import type { EnvironmentInfo } from './types';

const info: EnvironmentInfo = {
  login: 'producer',
  role: ['EDC.VYROBCA'],
  gdprExpired: false,
  holidays: [],
  timeOffset: {},
  userInfo: { login: 'producer', meno: 'Peter', priezvisko: 'Výrobca', email: 'p@example.sk', role: ['EDC.VYROBCA'] },
  tokens: ['zmluvy#read'],
  tenant: null,
  ucastnici: [],
  appConfig: { environment: 'local', allowReduction: false, buildNumber: '1538' },
};

describe('environment', () => {
  it('derives the display name, tokens and the visitor flag', () => {
    const env = toEnvironment(info);
    expect(env.displayName).toBe('Peter Výrobca');
    expect(env.tokens.has('zmluvy#read')).toBe(true);
    expect(env.visitorOnly).toBe(false);
  });

  it('falls back to the login when the user has no name', () => {
    expect(toEnvironment({ ...info, userInfo: { ...info.userInfo, meno: '', priezvisko: '' } }).displayName).toBe('producer');
  });

  it('marks a visitor-only user', () => {
    expect(toEnvironment({ ...info, role: ['EDC.NAVSTEVNIK.IDENTITA'] }).visitorOnly).toBe(true);
  });

  it('sends an unavailable server to the 503 variant of the error page', () => {
    expect(envLoadErrorPath(503)).toBe('/public/env-load-error?status=503');
    expect(envLoadErrorPath(0)).toBe('/public/env-load-error?status=503');
    expect(envLoadErrorPath(500)).toBe('/public/env-load-error');
    expect(envLoadErrorPath(undefined)).toBe('/public/env-load-error');
  });
});
