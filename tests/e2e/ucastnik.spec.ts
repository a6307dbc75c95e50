import { expect, test } from '@playwright/test';
import { accessToken, api, login, formScreenShown, searchShown } from './support';

test('operator finds a participant by name and role, opens it, is told an IČO is invalid and saves a valid one', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Účastníci trhu' }).click();
  await expect(page).toHaveURL(/\/ucastnik-trhu\/vyhladanie/);
  await searchShown(page);

  // Name and market role: every row found is a supplier with "energie" in its name.
  await page.getByLabel('Názov').first().fill('energie');
  await page.getByRole('combobox', { name: 'Roly na trhu' }).click();
  await page.getByRole('option', { name: 'Dodávateľ' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/nazov=energie/);
  await expect(page).toHaveURL(/roly=DODAVATEL/);
  const rows = page.getByRole('row');
  await expect.poll(async () => (await rows.allTextContents()).slice(1).every((t) => /energie/i.test(t))).toBe(true);
  await expect(rows.nth(1)).toContainText('Dodávateľ');

  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/ucastnik-trhu\/detail\/\d+$/);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const ico = page.getByLabel(/^IČO/);
  await ico.fill('12345678');
  await ico.blur();
  await expect(page.getByText('IČO musí mať 8 číslic so správnou kontrolnou číslicou')).toBeVisible();
  await expect(ico).toHaveValue('12345678');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('button', { name: 'Uložiť' })).toBeVisible();

  await ico.fill('35829052');
  await expect(page.getByText('IČO musí mať 8 číslic so správnou kontrolnou číslicou')).toHaveCount(0);
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /ucastnik-trhu\/\d+$/.test(r.url()));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^IČO/)).toHaveValue('35829052');
});

test('operator locks a user account: the list shows it locked', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Správa používateľov' }).click();
  await expect(page).toHaveURL(/\/user-management\/vyhladanie/);
  await searchShown(page);
  await page.getByRole('combobox', { name: 'Stav účtu' }).click();
  await page.getByRole('option', { name: 'Aktívny' }).click();
  await page.getByRole('combobox', { name: 'Typ používateľa' }).click();
  await page.getByRole('option', { name: 'Externý' }).click();
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/stav=AKTIVNY/);
  const rows = page.getByRole('row');
  // A seeded account (not a dev account the other tests log in with).
  const row = rows.filter({ hasNotText: /^(visitor|producer|supplier|demo)/ }).nth(1);
  const login_ = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  await row.click();
  await expect(page).toHaveURL(/\/user-management\/detail\/\d+$/);
  await formScreenShown(page);
  await expect(page.getByLabel(/^Prihlasovacie meno/)).toHaveValue(login_);
  const stav = page.getByLabel(/^Stav účtu/).first();
  await expect(stav).toHaveValue('Aktívny');

  // The record action (POST {api}{id}/lock), driven through the API until the engine renders detail.actions.
  const id = /detail\/(\d+)$/.exec(page.url())?.[1];
  const token = await accessToken(page);
  const locked = await page.request.post(api(`/edc/iam/user-management/${id}/lock`), { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(locked.status()).toBe(200);
  expect((await locked.json()).stav).toBe('ZABLOKOVANY');
  await page.reload();
  await expect(stav).toHaveValue('Zablokovaný');
});

test('demo sees its participant, holding every market role, at "Môj účastník trhu", read-only', async ({ page }) => {
  await login(page, 'demo');
  await page.getByRole('navigation').getByRole('link', { name: 'Môj účastník trhu' }).click();
  await expect(page).toHaveURL(/\/ucastnik-trhu\/detail\/current$/);
  await expect(page.getByLabel(/^Názov/)).toHaveValue('Energetika Pohronie a.s.', { timeout: 30_000 });
  await expect(page.getByLabel(/^EIC/)).toHaveValue(/^24XDEMO-ENERGIA/);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toHaveCount(0);
});
