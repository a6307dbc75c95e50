import { expect, test, type Page } from '@playwright/test';
import { accessToken, api, login } from './support';
import { VALID_BODY } from '../../src/gallery/validGalleryBody';

// The gallery form against the real server: what the browser checks (each widget's message in
// Slovak and English, the first invalid field focused, the body posted) is checked in jsdom by
// src/gallery/GalleryPage.widgets.test.tsx; here the server's side of the same rules.

async function openGallery(page: Page) {
  await login(page, 'admin', 'core', 'gallery');
  // The gallery is the largest form screen (every widget, lazy chunks): on a loaded machine it takes a while.
  await expect(page.locator('#root_psc')).toBeVisible({ timeout: 60_000 });
}

test('the server refuses bad values the client would have caught, with the same translated messages', async ({ page }) => {
  await openGallery(page);
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const bad = { text: 'abc', consent: true, psc: '8410', eic: '24XZSE-ENERGIA-A', businessDate: '2025-01-06', emails: 'a@gmail.com' };
  const sk = await page.request.post(api('/ui/gallery/'), { headers: { ...headers, 'x-language': 'sk' }, data: bad });
  expect(sk.status()).toBe(400);
  const skBody = (await sk.json()) as { message: string; hints: { reasons: string[] } };
  expect(skBody.message).toBe('Požiadavka nie je platná podľa JSON schémy');
  expect(skBody.hints.reasons).toEqual(
    expect.arrayContaining([
      'psc: PSČ musí mať 5 číslic (napr. 841 01)',
      'eic: EIC kód má nesprávny znak „A“ na pozícii 16',
      'businessDate: Dátum musí byť pracovný deň',
      'emails: E-mailová adresa a@gmail.com musí patriť do domény sk, cz',
    ]),
  );
  const en = await page.request.post(api('/ui/gallery/'), { headers: { ...headers, 'x-language': 'en' }, data: bad });
  expect(((await en.json()) as { hints: { reasons: string[] } }).hints.reasons).toContain('psc: The postal code must have 5 digits (e.g. 841 01)');
  const good = await page.request.post(api('/ui/gallery/'), { headers, data: { text: 'abc', consent: true, psc: '84101', eic: '24XZSE-ENERGIA-I' } });
  expect(good.status()).toBe(200);
  // The whole valid form, as the browser posts it, is accepted too.
  const whole = await page.request.post(api('/ui/gallery/'), { headers, data: VALID_BODY });
  expect(whole.status(), await whole.text()).toBe(200);
});

test('with the client check bypassed (schema without the format), the server still refuses and the form shows why', async ({ page }) => {
  await page.route('**/portalbl/svc/ui/gallery/schema/post/request', async (route) => {
    const response = await route.fetch();
    const schema = (await response.json()) as { properties: Record<string, Record<string, unknown>> };
    delete schema.properties.psc?.format;
    await route.fulfill({ response, json: schema });
  });
  await openGallery(page);
  await page.locator('#root_text').fill('abc');
  await page.locator('#root_psc').fill('8410');
  await page.getByLabel(/Súhlasím s podmienkami/).check();
  await page.getByRole('button', { name: 'Skontrolovať na serveri' }).click();
  await expect(page.getByText('psc: PSČ musí mať 5 číslic (napr. 841 01)').first()).toBeVisible();
  await expect(page.getByTestId('gallery-server-ok')).toHaveCount(0);
});
