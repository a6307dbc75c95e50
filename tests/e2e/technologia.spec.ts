import { expect, test, type Page } from '@playwright/test';
import { accessToken, api, login, formScreenShown, searchShown } from './support';

// Technologies are a shared code list: portal users read them, the operator (core) changes them.

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

test('the API refuses calls without a valid token and schema-breaking bodies', async ({ browser, page, request }) => {
  expect((await request.get(api('/portal/zmluvy/technologia/'))).status()).toBe(401);
  const forged = await request.get(api('/environment/info'), { headers: { Authorization: 'Bearer abc.def.ghi' } });
  expect(forged.status()).toBe(401);
  expect(((await forged.json()) as { message: string }).message).toBeTruthy();

  await login(page, 'producer');
  const auth = { Authorization: `Bearer ${await accessToken(page)}` };
  // A portal user may not write the shared list at all, even a valid body.
  const portalWrite = await request.post(api('/portal/zmluvy/technologia/'), { headers: auth, data: { kod: 'PORTAL', nazov: 'Portál' } });
  expect(portalWrite.status()).toBe(403);
  const operator = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(operator, 'operator', 'core');
  const core = { Authorization: `Bearer ${await accessToken(operator)}` };
  const bad = await request.post(api('/portal/zmluvy/technologia/'), { headers: core, data: { kod: 'bad code!', nazov: '' } });
  expect(bad.status()).toBe(400);
  const body = (await bad.json()) as { message: string; hints: { reasons: string[] } };
  expect(body.message).toBeTruthy();
  expect(body.hints.reasons.length).toBeGreaterThan(0);

  const list = await request.get(api('/portal/zmluvy/technologia/?sort(+nazov)&limit(5,0)&count()'), { headers: auth });
  expect(list.status()).toBe(200);
  expect(list.headers()['content-range']).toMatch(/^items 0-4\/(\d+)$/);
  expect(Number(/\/(\d+)$/.exec(list.headers()['content-range'] ?? '')?.[1])).toBeGreaterThanOrEqual(30);
});
