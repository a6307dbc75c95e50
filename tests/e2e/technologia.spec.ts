import { expect, test, type Page } from '@playwright/test';
import { login, formScreenShown, searchShown } from './support';

// Technologies are a shared code list: portal users read them, the operator (core) changes them.
// The API's own refusals (401 without or with a forged token, 403 to a portal write, 400 naming the
// fields, Content-Range) are server checks: server/auth/flow.test.ts, server/api/permissions.test.ts,
// sharedLists.test.ts and entities.test.ts.

async function openSearch(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Technológie' }).click();
  await expect(page).toHaveURL(/\/technologia\/vyhladanie/);
  await searchShown(page);
}

test('operator searches, filters, pages, opens, edits and saves a technology', async ({ page }) => {
  await login(page, 'operator', 'core');
  await expect(page).toHaveURL(/\/core\/ui\/dashboard$/);
  await openSearch(page);

  // 10 rows per page by default, and a total of at least 30 seeded rows.
  await expect(page.getByRole('row')).toHaveCount(11);
  await expect(page.getByText(/^1 - 10 z \d+$/)).toBeVisible();

  // Paging.
  const firstPageFirstRow = await page.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: /Nasledujúca strana|Next page/ }).click();
  await expect(page.getByText(/^11 - 20 z \d+$/)).toBeVisible();
  await expect(page.getByRole('row').nth(1)).not.toHaveText(firstPageFirstRow ?? '');
  await expect(page).toHaveURL(/page=2/);

  // Filtering by a part of the name, case and accents ignored, resets to the first page.
  await page.getByLabel('Názov').first().fill('vodna');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/nazov=vodna/);
  await expect(page.getByText(/^1 - \d+ z \d+$/)).toBeVisible();
  const rows = page.getByRole('row');
  // Every data row (the header is row 0) names a hydro technology, whatever the diacritics.
  await expect
    .poll(async () => (await rows.allTextContents()).slice(1))
    .toEqual(expect.arrayContaining([expect.stringMatching(/vodn/i)]));
  await expect.poll(async () => (await rows.allTextContents()).slice(1).every((t) => /vodn/i.test(t))).toBe(true);

  // Open a record and edit it.
  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/technologia\/detail\/\d+$/);
  await formScreenShown(page);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const name = page.getByLabel(/^Názov/);
  const newName = `Malá vodná elektráreň ${Date.now() % 100000}`;
  await name.fill(newName);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Názov/)).toHaveValue(newName);
});

test('a producer reads technologies from its menu but gets no New, Edit or action button', async ({ page }) => {
  await login(page, 'producer');
  await openSearch(page);
  await expect(page.getByRole('button', { name: 'Nový', exact: true })).toHaveCount(0);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/technologia\/detail\/\d+$/);
  await formScreenShown(page);
  await expect(page.getByLabel(/^Názov/)).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'História zmien', exact: true })).toBeVisible();
  for (const name of ['Upraviť', 'Vymazať', 'Ukončiť platnosť']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
});

test('a body the server rejects shows its reasons and keeps what was typed', async ({ page }) => {
  await login(page, 'operator', 'core', 'technologia/vyhladanie');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // Let the browser accept anything, so that the server's own validation answers.
  await page.route('**/technologia/**/schema/post/request', async (route) => {
    const res = await route.fetch();
    const schema = (await res.json()) as { properties: Record<string, Record<string, unknown>> };
    delete schema.properties.nazov?.maxLength;
    await route.fulfill({ response: res, json: schema });
  });
  await page.getByRole('row').nth(1).click();
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const tooLong = 'X'.repeat(250);
  await page.getByLabel(/^Názov/).fill(tooLong);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /technologia\/\d+$/.test(r.url()));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  const res = await answer;
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { message: string; hints: { reasons: string[] } };
  expect(body.hints.reasons.join('\n')).toMatch(/nazov/);
  // The alert names the field as the form shows it, not by its path.
  await expect(page.getByRole('alert')).toContainText('Názov: najviac 200 znakov');
  await expect(page.getByLabel(/^Názov/)).toHaveValue(tooLong);
});
