import { describe, expect, it } from 'vitest';
import { parseConfig } from '../app/config';
import { safeTarget, targetOfState } from './loginTarget';
import { oidcSettings } from './oidcSettings';

const config = parseConfig({
  auth: { url: '/auth', realm: 'edc', clientId: 'edc-portal' },
  api: { url: '/portalbl/svc' },
  session: { timeoutMinutes: 30, criticalMinutes: 5 },
  languages: ['sk', 'en', 'cs'],
  defaultLanguage: 'sk',
});

describe('oidcSettings', () => {
  const settings = oidcSettings(config, 'http://localhost:5173', '/portal/ui/', window.sessionStorage);

  it('resolves a relative auth URL against the page origin', () => {
    expect(settings.authority).toBe('http://localhost:5173/auth/realms/edc');
  });

  it('uses the variant base for callback, silent check and logout return', () => {
    expect(settings.redirect_uri).toBe('http://localhost:5173/portal/ui/auth/callback');
    expect(settings.silent_redirect_uri).toBe('http://localhost:5173/portal/ui/assets/silent-check-sso.html');
    expect(settings.post_logout_redirect_uri).toBe('http://localhost:5173/portal/ui/');
  });

  it('asks for the authorization code and renews 20 s before expiry', () => {
    expect(settings.client_id).toBe('edc-portal');
    expect(settings.response_type).toBe('code');
    expect(settings.scope).toBe('openid profile email');
    expect(settings.automaticSilentRenew).toBe(true);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(20);
  });

  it('keeps an absolute auth URL', () => {
    const absolute = oidcSettings({ ...config, auth: { ...config.auth, url: 'https://sso.example.sk/auth' } }, 'http://localhost:8080', '/core/ui/');
    expect(absolute.authority).toBe('https://sso.example.sk/auth/realms/edc');
  });
});

describe('login target', () => {
  it('keeps paths inside the application', () => {
    expect(safeTarget('/technologia/detail/5?x=1')).toBe('/technologia/detail/5?x=1');
    expect(targetOfState({ target: '/dashboard' })).toBe('/dashboard');
  });

  it('refuses other origins and the callback itself', () => {
    expect(safeTarget('//evil.example/x')).toBe('/');
    expect(safeTarget('https://evil.example/')).toBe('/');
    expect(safeTarget('/auth/callback?code=1')).toBe('/');
    expect(targetOfState(undefined)).toBe('/');
  });
});

describe('parseConfig', () => {
  it('rejects a config without the auth client', () => {
    expect(() => parseConfig({ auth: { url: '/auth', realm: 'edc' }, api: { url: '/x' } })).toThrow(/auth.clientId/);
  });

  it('fills defaults for the optional parts', () => {
    const parsed = parseConfig({ auth: { url: '/auth', realm: 'edc', clientId: 'edc-core' }, api: { url: '/x' } });
    expect(parsed.languages).toEqual(['sk', 'en', 'cs']);
    expect(parsed.defaultLanguage).toBe('sk');
    expect(parsed.session).toEqual({ timeoutMinutes: 30, criticalMinutes: 5 });
  });
});
