// The application configuration (/app-config): token, typed settings, cross checks, optimistic
// locking, history, and its effect on environment/info and app-config without a restart.
import { describe, expect, it } from 'vitest';
import { apiSession } from '../testing/apiSession';

const CONFIG = '/edc/app-config/1';

const { call } = apiSession(['producer', 'operator'], { user: 'operator', language: 'en' });

type Config = Record<string, unknown> & { verzia: number };

const settings = (c: Config) => {
  const { idAppConfig: _id, ...rest } = c;
  return rest;
};

describe('app-config', () => {
  it('is only for holders of app-config#write', async () => {
    expect((await call('GET', CONFIG, 'producer')).statusCode).toBe(403);
    expect((await call('POST', CONFIG, 'producer', {})).statusCode).toBe(403);
    const res = await call('GET', CONFIG);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sessionTimeoutMinutes: 30, sessionCriticalMinutes: 5, languages: ['sk', 'en', 'cs'], defaultLanguage: 'sk' });
  });

  it('refuses bad values with reasons naming the fields (400)', async () => {
    const current = (await call('GET', CONFIG)).json<Config>();
    const low = await call('POST', CONFIG, 'operator', { ...settings(current), sessionTimeoutMinutes: 2 });
    expect(low.statusCode).toBe(400);
    expect(low.json<{ hints: { reasons: string[] } }>().hints.reasons.join(' ')).toMatch(/sessionTimeoutMinutes/);
    // The served schema's warningBeforeTimeout and defaultAmongOffered (the form runs them too): under the field, in words.
    type Refusal = { hints: { fields: Record<string, string[]>; errors: { field: string; keyword: string }[] } };
    const late = await call('POST', CONFIG, 'operator', { ...settings(current), sessionTimeoutMinutes: 10, sessionCriticalMinutes: 10 });
    expect(late.statusCode).toBe(400);
    expect(late.json<Refusal>().hints.fields).toEqual({ sessionCriticalMinutes: ['sessionCriticalMinutes: The warning must come before the session ends (the session lasts 10 min)'] });
    expect(late.json<Refusal>().hints.errors).toMatchObject([{ field: 'sessionCriticalMinutes', keyword: 'warningBeforeTimeout' }]);
    const lang = await call('POST', CONFIG, 'operator', { ...settings(current), languages: ['en'], defaultLanguage: 'sk' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json<Refusal>().hints.fields).toEqual({ defaultLanguage: ['defaultLanguage: The default language must be one of the offered languages'] });
    expect(lang.json<Refusal>().hints.errors).toMatchObject([{ field: 'defaultLanguage', keyword: 'defaultAmongOffered' }]);
    const skLate = await call('POST', CONFIG, 'operator', { ...settings(current), sessionTimeoutMinutes: 20, sessionCriticalMinutes: 25 }, 'sk');
    expect(skLate.json<Refusal>().hints.fields.sessionCriticalMinutes).toEqual(['sessionCriticalMinutes: Varovanie musí prísť pred koncom relácie (relácia trvá 20 min)']);
    const schema = (await call('GET', `${CONFIG}/schema/post/request`)).json<Record<string, unknown>>();
    expect(schema).toMatchObject({
      warningBeforeTimeout: { warning: 'sessionCriticalMinutes', timeout: 'sessionTimeoutMinutes' },
      defaultAmongOffered: { value: 'defaultLanguage', offered: 'languages' },
    });
    expect((await call('POST', CONFIG, 'operator', { ...settings(current), languages: ['de'] })).statusCode).toBe(400);
    expect((await call('POST', '/edc/app-config/', 'operator', settings(current))).statusCode).toBe(403);
  });

  it('applies a change at once to environment/info and app-config, records it and refuses a stale version', async () => {
    const current = (await call('GET', CONFIG)).json<Config>();
    const saved = await call('POST', CONFIG, 'operator', { ...settings(current), sessionTimeoutMinutes: 45, sessionCriticalMinutes: 3, allowReduction: false });
    expect(saved.statusCode).toBe(200);
    const info = (await call('GET', '/environment/info', 'producer')).json<{ appConfig: Record<string, unknown> }>();
    expect(info.appConfig).toMatchObject({ sessionTimeoutMinutes: 45, sessionCriticalMinutes: 3, allowReduction: false, environment: 'test' });
    const config = (await call('GET', '/portal/application/config/app-config', 'producer')).json<Record<string, unknown>>();
    expect(config).toMatchObject({ sessionTimeoutMinutes: 45, allowReduction: false, helpUrl: 'assets/help/index.html' });

    expect((await call('POST', CONFIG, 'operator', { ...settings(current), sessionTimeoutMinutes: 60 })).statusCode).toBe(409);

    const history = (await call('GET', `${CONFIG}/history`)).json<{ zmenil: string; zmeny: { field: string; from: unknown; to: unknown }[] }[]>();
    expect(history[0]?.zmenil).toBe('operator');
    expect(history[0]?.zmeny).toEqual(expect.arrayContaining([{ field: 'sessionTimeoutMinutes', from: 30, to: 45 }]));

    // The one configuration cannot be deleted.
    expect((await call('DELETE', CONFIG)).statusCode).toBe(404);
    expect((await call('GET', CONFIG)).statusCode).toBe(200);
  });
});
