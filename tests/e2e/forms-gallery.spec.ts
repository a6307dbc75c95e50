import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

// The gallery form against the real server: what the browser checks (each widget's message in
// Slovak and English, the first invalid field focused, the body posted) is checked in jsdom by
// src/gallery/GalleryPage.widgets.test.tsx; the server's side of the same rules (messages in sk and
// en, the whole valid body accepted) by tests/agreement/galleryServer.test.ts; here the form showing
// the server's refusal when the client's check is bypassed.

async function openGallery(page: Page) {
  await login(page, 'admin', 'core', 'gallery');
  // The gallery is the largest form screen (every widget, lazy chunks): on a loaded machine it takes a while.
  await expect(page.locator('#root_psc')).toBeVisible({ timeout: 60_000 });
}

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
