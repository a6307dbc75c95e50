// The core's /faq page (operator staff): it shows the published questions only, and its search
// ignores accents (typed without diacritics, it still finds "predĺžim platnosť certifikátu").
import { expect, test } from '@playwright/test';
import { accessToken, api, login } from './support';

const stamp = Date.now() % 1_000_000;

test('the core FAQ finds a published question by a search without accents and never shows an unpublished one', async ({ page }) => {
  const published = `Ako predĺžim platnosť certifikátu ${stamp}?`;
  const unpublished = `Ako predĺžim platnosť certifikátu ${stamp} pred termínom?`;
  await login(page, 'operator', 'core');
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  for (const [otazkaSk, publikovana] of [
    [published, true],
    [unpublished, false],
  ] as const) {
    const created = await page.request.post(api('/edc/faq/'), {
      headers,
      data: { kategoria: 'OSTATNE', poradie: 90, otazkaSk, otazkaEn: `How do I renew certificate ${stamp}?`, odpovedSk: 'Požiadajte o **nový certifikát** v module certifikátov.', odpovedEn: 'Request a new certificate.', publikovana },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto('/core/ui/faq');
  const search = page.getByLabel('Hľadať v otázkach a odpovediach');
  await expect(page.getByRole('button', { name: published })).toBeVisible();
  // A seeded published question shows before the search narrows the list.
  await expect(page.getByRole('button', { name: 'Ako sa prihlásim do portálu?' })).toBeVisible();
  await expect(page.getByRole('button', { name: unpublished })).toHaveCount(0);

  await search.fill(`predlzim platnost certifikatu ${stamp}`);
  await expect(page.getByRole('button', { name: 'Ako sa prihlásim do portálu?' })).toHaveCount(0);
  await page.getByRole('button', { name: published }).click();
  await expect(page.locator('strong', { hasText: 'nový certifikát' })).toBeVisible();
  await expect(page.getByRole('button', { name: unpublished })).toHaveCount(0);
});
