import { expect, test } from '@playwright/test';
import { formScreenShown, login, searchShown } from './support';

// Issue 13: the admin (the only account with odberne-miesta#write) edits a metering point, and an
// aggregation block (agregacia#write: the admin in the core, an aggregator in the portal), each
// with one invalid value first: the translated reason, the typed value kept, then a valid value
// saved. A producer opens one of its sharing groups by its code (skupina-zdielania/detail-portal).

const stamp = Date.now().toString(36).toUpperCase().slice(-5);

/** The same EIC with another (so a wrong) check character. */
const wrongCheck = (eic: string) => `${eic.slice(0, 15)}${eic[15] === 'A' ? 'B' : 'A'}`;

test('admin edits a metering point: a wrong EIC check character is refused and kept, then a new name saved', async ({ page }) => {
  await login(page, 'admin', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Odberné a odovzdávacie miesta' }).click();
  await expect(page).toHaveURL(/\/odberne-miesto\/vyhladanie/);
  await page.getByLabel('EIC').first().fill('24ZZS');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/eic=24ZZS/);
  await expect(page.getByRole('row').nth(1)).toContainText('24ZZS', { timeout: 30_000 });
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/odberne-miesto\/detail\/\d+$/);
  await formScreenShown(page);
  const id = /detail\/(\d+)$/.exec(page.url())?.[1];
  await page.getByRole('button', { name: 'Upraviť' }).click();

  const eic = page.locator('#root_eic');
  const original = await eic.inputValue();
  expect(original).toMatch(/^24ZZS.{11}$/);
  const bad = wrongCheck(original);
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new RegExp(`odberne-miesto/${id}$`).test(r.url())) posted = true;
  });
  await eic.fill(bad);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  // Refused before it is sent (the served schema's EIC format), translated, the typed value kept.
  await expect(page.getByText(`EIC kód má nesprávny kontrolný znak „${bad[15] ?? ''}“ (16. znak)`).first()).toBeVisible();
  await expect(eic).toHaveValue(bad);
  await expect(page.getByRole('button', { name: 'Uložiť' })).toBeVisible();
  expect(posted).toBe(false);

  await eic.fill(original);
  const name = `Prevádzka ${stamp} – úprava`;
  await page.locator('#root_nazov').fill(name);
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new RegExp(`odberne-miesto/${id}$`).test(r.url()));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await page.reload();
  await expect(page.locator('#root_nazov')).toHaveValue(name);
  await expect(page.locator('#root_eic')).toHaveValue(original);
});

test('admin edits an aggregation block: a period not in steps of 15 minutes is refused and kept, then 30 minutes saved', async ({ page }) => {
  await login(page, 'admin', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Agregačné bloky' }).click();
  await expect(page).toHaveURL(/\/agregacny-blok\/vyhladanie/);
  await searchShown(page);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/agregacny-blok\/detail\/\d+$/);
  await formScreenShown(page);
  const id = /detail\/(\d+)$/.exec(page.url())?.[1];
  await page.getByRole('button', { name: 'Upraviť' }).click();

  const period = page.locator('#root_periodaFlexibilityMin');
  const before = await period.inputValue();
  const wanted = before === '30' ? '45' : '30';
  await period.fill('20');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Hodnota musí byť násobkom 15').first()).toBeVisible();
  await expect(period).toHaveValue('20');
  await expect(page.getByRole('button', { name: 'Uložiť' })).toBeVisible();

  await period.fill(wanted);
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new RegExp(`agregacny-blok/${id}$`).test(r.url()));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await page.reload();
  await expect(page.locator('#root_periodaFlexibilityMin')).toHaveValue(wanted);
});

interface Group {
  idZdielanie: number;
  kod: string;
  nazov: string;
}

test('a producer opens its sharing group by its code (detail-portal); a code it may not see lands on the search', async ({ page }) => {
  await login(page, 'producer');
  const listed = page.waitForResponse((r) => r.request().method() === 'GET' && /skupina-zdielania-evidencia\/\?/.test(r.url()));
  await page.getByRole('navigation').getByRole('link', { name: 'Skupiny zdieľania' }).click();
  await expect(page).toHaveURL(/\/skupina-zdielania\/vyhladanie/);
  const answer = await listed;
  const visible = (await answer.json()) as Group[];
  // The first page holds all of the producer's groups (its own and those it administers).
  expect(answer.headers()['content-range']).toBe(`items 0-${visible.length - 1}/${visible.length}`);
  const group = visible[0] as Group;
  expect(group.kod).toMatch(/^SZ-\d{6}$/);

  await page.goto(`/portal/ui/skupina-zdielania/detail-portal/${group.kod}`);
  await page.waitForURL(new RegExp(`/skupina-zdielania/detail/${group.idZdielanie}$`));
  await formScreenShown(page);
  await expect(page.getByLabel(/^Kód/)).toHaveValue(group.kod);
  await expect(page.getByLabel(/^Názov/)).toHaveValue(group.nazov);

  // Another participant's group: its code finds nothing in the producer's scope.
  const seen = new Set(visible.map((g) => g.kod));
  const foreign = Array.from({ length: 200 }, (_, i) => `SZ-${String(i + 1).padStart(6, '0')}`).find((code) => !seen.has(code)) as string;
  await page.goto(`/portal/ui/skupina-zdielania/detail-portal/${foreign}`);
  await page.waitForURL(/\/skupina-zdielania\/vyhladanie/);
});
