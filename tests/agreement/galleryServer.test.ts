// The gallery form's server side (this ran in the browser in tests/e2e/forms-gallery.spec.ts, where
// the browser only fetched a token): the server refuses what the widgets refuse, with the same
// translated messages, and accepts the whole body the form posts once every widget holds a valid value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_BODY } from '../../src/gallery/validGalleryBody';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../../server/testing/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await loginWithPassword(server.app, 'admin', 'admin', 'edc-core')).access_token;
});

afterAll(async () => {
  await server?.close();
});

const check = (body: unknown, language = 'sk') =>
  server.app.inject({
    method: 'POST',
    url: '/portalbl/svc/ui/gallery/',
    headers: bearer(token, { 'content-type': 'application/json', 'x-language': language }),
    payload: JSON.stringify(body),
  });

describe('the gallery form on the server', () => {
  it('refuses bad values the client would have caught, with the same translated messages', async () => {
    const bad = { text: 'abc', consent: true, psc: '8410', eic: '24XZSE-ENERGIA-A', businessDate: '2025-01-06', emails: 'a@gmail.com' };
    const sk = await check(bad);
    expect(sk.statusCode).toBe(400);
    const body = sk.json<{ message: string; hints: { reasons: string[] } }>();
    expect(body.message).toBe('Požiadavka nie je platná podľa JSON schémy');
    expect(body.hints.reasons).toEqual(
      expect.arrayContaining([
        'psc: PSČ musí mať 5 číslic (napr. 841 01)',
        'eic: EIC kód má nesprávny kontrolný znak „A“ (16. znak); skontrolujte, či je kód opísaný presne',
        'businessDate: Dátum musí byť pracovný deň',
        'emails: E-mailová adresa a@gmail.com musí patriť do domény sk, cz',
      ]),
    );
    const en = await check(bad, 'en');
    expect(en.json<{ hints: { reasons: string[] } }>().hints.reasons).toContain('psc: The postal code must have 5 digits (e.g. 841 01)');
  });

  it('accepts valid values, and the whole valid form as the browser posts it', async () => {
    expect((await check({ text: 'abc', consent: true, psc: '84101', eic: '24XZSE-ENERGIA-I' })).statusCode).toBe(200);
    const whole = await check(VALID_BODY);
    expect(whole.statusCode, whole.body).toBe(200);
  });
});
