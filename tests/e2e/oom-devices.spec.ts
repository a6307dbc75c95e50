import { expect, test } from '@playwright/test';
import { choose, dataRows } from './grid-support';
import { formScreenShown, login, searchShown } from './support';

// "More than 10,000" where the server stops counting: server/api/oomDevices.test.ts (the cap and its
// header), engine/core/http/client.test.ts (read) and engine/react/search/SearchPage.test.tsx (shown).

test('operator finds metering points from the menu by EIC prefix and voltage level and opens one', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Odberné a odovzdávacie miesta' }).click();
  await expect(page).toHaveURL(/\/odberne-miesto\/vyhladanie/);
  await searchShown(page);

  await page.getByLabel('EIC').first().fill('24ZVS');
  await choose(page, 'Napäťová úroveň', 'Vysoké napätie (VN)');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/eic=24ZVS/);
  const rows = page.getByRole('row');
  await expect.poll(async () => (await rows.allTextContents()).length).toBeGreaterThan(2);
  await expect
    .poll(async () => (await rows.allTextContents()).slice(1).every((t) => t.includes('24ZVS') && t.includes('Vysoké napätie (VN)')))
    .toBe(true);

  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/odberne-miesto\/detail\/\d+$/);
  await expect(page.locator('#root_eic')).toHaveValue(/^24ZVS/);
  await expect(page.locator('#root_adresa_Mesto')).toHaveValue(/\S/);
});

test('producer edits a storage device: a charging power too high for the capacity is refused under it before sending, then saved', async ({ page }) => {
  await login(page, 'producer');
  await page.getByRole('navigation').getByRole('link', { name: 'Akumulačné zariadenia' }).click();
  await expect(page).toHaveURL(/\/akumulacne-zariadenie\/vyhladanie/);
  // The producer's participant has a handful of storage devices (other specs may have added one).
  await expect.poll(() => page.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
  expect(await page.getByRole('row').count()).toBeLessThanOrEqual(11);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/akumulacne-zariadenie\/detail\/\d+$/);
  const id = /detail\/(\d+)$/.exec(page.url())?.[1];
  await page.getByRole('button', { name: 'Upraviť' }).click();

  await page.locator('#root_kapacitaKwh').fill('20');
  await page.locator('#root_instalovanyVykonKw').fill('10');
  await page.locator('#root_maxVykonVybijaniaKw').fill('10');
  const charging = page.locator('#root_maxVykonNabijaniaKw');
  await charging.fill('500');
  // The served schema's powerWithinCapacity: the form refuses it itself, under the charging power, and sends nothing.
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new RegExp(`akumulacne-zariadenie/${id}$`).test(r.url())) saves.push(r.url());
  });
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(charging).toHaveAccessibleDescription(/Výkon 500 kW je priveľký pre kapacitu 20 kWh: najviac 80 kW/);
  await expect(charging).toHaveAttribute('aria-invalid', 'true');
  await expect(charging).toHaveValue(/^500/);
  expect(saves).toEqual([]);

  await charging.fill('12,5');
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new RegExp(`akumulacne-zariadenie/${id}$`).test(r.url()));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await page.reload();
  await expect(page.locator('#root_maxVykonNabijaniaKw')).toHaveValue(/^12,5/);
});

test('an aggregation block opens its value history as a chart with a table', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Agregačné bloky' }).click();
  await expect(page).toHaveURL(/\/agregacny-blok\/vyhladanie/);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/agregacny-blok\/detail\/\d+$/);
  await page.getByRole('button', { name: 'Vývoj hodnôt' }).click();
  const dialog = page.getByRole('dialog', { name: /^Vývoj hodnôt – Agregačné bloky \d+$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Graf flexibilného a aktivovaného výkonu' })).toBeVisible();
  await expect(dialog.getByTestId('vector-chart').locator('polyline')).toHaveCount(2);
  const table = dialog.getByRole('table', { name: 'Denné hodnoty' });
  await expect(table.getByRole('row')).toHaveCount(91);
});

test("producer opens a storage device's site from the device: a GPS latitude outside Slovakia is refused and kept, then a valid one saved", async ({ page }) => {
  await login(page, 'producer');
  await page.getByRole('navigation').getByRole('link', { name: 'Akumulačné zariadenia' }).click();
  await expect(page).toHaveURL(/\/akumulacne-zariadenie\/vyhladanie/);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/akumulacne-zariadenie\/detail\/\d+$/);
  const deviceId = /detail\/(\d+)$/.exec(page.url())?.[1];
  const eic = await page.locator('#root_eic').inputValue();

  // The site is a related list of the device: one row, the same device's EIC; it opens lokalita/detail.
  const site = page.locator('[data-related="lokalita"]');
  await expect(site.getByRole('row')).toHaveCount(2);
  await expect(site.getByRole('row').nth(1)).toContainText(eic);
  await site.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/lokalita/detail/${deviceId}$`));
  await expect(page.locator('#root_eic')).toHaveValue(eic);

  await page.getByRole('button', { name: 'Upraviť' }).click();
  const lat = page.locator('#root_gpsLat');
  await lat.fill('51,2');
  await page.locator('#root_gpsLon').fill('18,4');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  // Refused before it is sent (the served schema's bounds), translated, the typed value kept.
  await expect(page.getByText(/Maximálna hodnota je 49[.,]8/).first()).toBeVisible();
  await expect(lat).toHaveValue(/^51,2/);
  await expect(page.getByRole('button', { name: 'Uložiť' })).toBeVisible();

  await lat.fill('48,4');
  await page.locator('#root_katastralneUzemie').fill('Zlaté Moravce');
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new RegExp(`lokalita/${deviceId}$`).test(r.url()));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await page.reload();
  await expect(page.locator('#root_gpsLat')).toHaveValue(/^48,4/);
  await expect(page.locator('#root_katastralneUzemie')).toHaveValue('Zlaté Moravce');
});

test("a seeded sharing group's member opens as a metering point that lists the group", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Skupiny zdieľania', exact: true }).click();
  await expect(page).toHaveURL(/\/skupina-zdielania\/vyhladanie/);
  await expect(page.getByTestId('pager-range')).toHaveText(/^1 - \d+ z /, { timeout: 30_000 });
  // The seed's groups come first (SZ-000001 on); groups other specs start get later codes.
  await page.getByRole('search').getByLabel('Kód', { exact: true }).fill('SZ-0000');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/kod=SZ-0000/);
  await expect.poll(async () => (await dataRows(page).allTextContents()).every((t) => t.includes('SZ-0000'))).toBe(true);
  await dataRows(page).first().click();
  await expect(page).toHaveURL(/\/skupina-zdielania\/detail\/\d+$/);
  await formScreenShown(page);
  const kod = await page.locator('#root_kod').inputValue();
  expect(kod).toMatch(/^SZ-0000\d\d$/);

  // Its first member is a real metering point: found by its EIC and opened.
  const members = page.locator('[data-related="clenovia"]');
  const firstMember = members.getByRole('row').nth(1);
  await expect(firstMember).toContainText(/24Z/, { timeout: 30_000 });
  const eic = /24Z[0-9A-Z-]{13}/.exec((await firstMember.textContent()) ?? '')?.[0] as string;
  expect(eic).toBeDefined();

  await page.getByRole('navigation').getByRole('link', { name: 'Odberné a odovzdávacie miesta' }).click();
  await expect(page).toHaveURL(/\/odberne-miesto\/vyhladanie/);
  await page.getByRole('search').getByLabel('EIC', { exact: true }).fill(eic);
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page.getByTestId('pager-range')).toHaveText(/^1 - 1 z 1$/, { timeout: 30_000 });
  await dataRows(page).first().click();
  await expect(page).toHaveURL(/\/odberne-miesto\/detail\/\d+$/);
  await formScreenShown(page);
  await expect(page.locator('#root_eic')).toHaveValue(eic);
  // The point's "Skupiny zdieľania" list names the group it was found in.
  const groups = page.locator('[data-related="skupinyZdielania"]');
  await expect(groups.getByRole('row').filter({ hasText: kod })).toHaveCount(1, { timeout: 30_000 });
});
