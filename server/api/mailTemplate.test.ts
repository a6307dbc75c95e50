// Mail templates (/sprava-mailtemplate, doc-template#write): token, placeholders, preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';

const API = '/portalbl/svc';
const PATH = '/edc/mail-template/';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
});

afterAll(async () => {
  await server.close();
});

const call = (method: 'GET' | 'POST', path: string, user = 'operator', payload?: unknown, lang = 'sk') =>
  server.app.inject({ method, url: `${API}${path}`, headers: bearer(tokens[user] as string, { 'x-language': lang }), ...(payload === undefined ? {} : { payload: payload as object }) });

const NEW = {
  kod: 'ODBERATEL_PRIDANY',
  predmetSk: 'Nový odberateľ k zmluve {{cisloZmluvy}}',
  predmetEn: 'New consumer for contract {{cisloZmluvy}}',
  textSk: 'Dobrý deň, {{meno}}, k zmluve {{cisloZmluvy}} pribudol odberateľ.',
  textEn: 'Hello {{meno}}, a consumer was added to contract {{cisloZmluvy}}.',
};

describe('mail templates', () => {
  it('are only for holders of doc-template#write', async () => {
    expect((await call('GET', PATH, 'producer')).statusCode).toBe(403);
    expect((await call('POST', PATH, 'producer', NEW)).statusCode).toBe(403);
    expect((await call('POST', `${PATH}1/preview`, 'producer')).statusCode).toBe(403);
  });

  it('refuses unknown placeholders naming them, and texts over 4,000 characters', async () => {
    const res = await call('POST', PATH, 'operator', { ...NEW, textSk: 'Zmluva {{cisloZmluvy}} od {{datumPodpisu}} a {{ucet}}.' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ hints: { reasons: string[]; errors: { field: string }[] } }>();
    expect(body.hints.reasons.join(' ')).toContain('textSk: neznáme premenné {{datumPodpisu}}, {{ucet}}');
    expect(body.hints.errors.map((e) => e.field)).toEqual(['textSk']);
    expect((await call('POST', PATH, 'operator', { ...NEW, textEn: 'x'.repeat(4001) })).statusCode).toBe(400);
  });

  it('previews a template with its placeholders filled, in the request language', async () => {
    const created = await call('POST', PATH, 'operator', NEW);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ idMailTemplate: number }>().idMailTemplate;
    const sk = (await call('POST', `${PATH}${id}/preview`)).json<{ predmet: string; text: string }>();
    expect(sk).toMatchObject({ predmet: 'Nový odberateľ k zmluve ZPU-2026-000123', text: 'Dobrý deň, Peter, k zmluve ZPU-2026-000123 pribudol odberateľ.' });
    const en = (await call('POST', `${PATH}${id}/preview`, 'operator', undefined, 'en')).json<{ text: string }>();
    expect(en.text).toBe('Hello Peter, a consumer was added to contract ZPU-2026-000123.');
    expect((await call('POST', `${PATH}999999/preview`)).statusCode).toBe(404);
  });
});
