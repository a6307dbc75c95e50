import { expect, test } from '@playwright/test';
import { login, formScreenShown, searchShown } from './support';

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

test('demo sees its participant, holding every market role, at "Môj účastník trhu", read-only', async ({ page }) => {
  await login(page, 'demo');
  await page.getByRole('navigation').getByRole('link', { name: 'Môj účastník trhu' }).click();
  await expect(page).toHaveURL(/\/ucastnik-trhu\/detail\/current$/);
  await expect(page.getByLabel(/^Názov/)).toHaveValue('Energetika Pohronie a.s.', { timeout: 30_000 });
  await expect(page.getByLabel(/^EIC/)).toHaveValue(/^24XDEMO-ENERGIA/);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toHaveCount(0);
});

test('operator changes a user account\'s roles in the action\'s dialog: it starts from the account\'s roles, chosen by their names', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Správa používateľov' }).click();
  await searchShown(page);
  await page.getByRole('combobox', { name: 'Typ používateľa' }).click();
  await page.getByRole('option', { name: 'Externý' }).click();
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/typ=/);
  // A seeded account (not a dev account the other tests log in with).
  const row = page.getByRole('row').filter({ hasNotText: /^(visitor|producer|supplier|demo)/ }).nth(3);
  await row.click();
  await expect(page).toHaveURL(/\/user-management\/detail\/\d+$/);
  await formScreenShown(page);
  // The account's roles by their names (pills of the read-only list), not as codes.
  const roles = page.getByRole('group', { name: 'Prístup' });
  await expect(roles.locator('.mantine-Pill-label').first()).toBeVisible();
  await expect(roles).not.toContainText('EDC_');
  const before = await roles.locator('.mantine-Pill-label').allTextContents();
  const added = ['Agregátor', 'Dodávateľ', 'Výrobca'].find((name) => !before.includes(name)) ?? '';

  await page.getByRole('button', { name: 'Zmeniť roly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zmeniť roly' });
  // The first form dialog loads the form engine: allow it more time.
  // (The detail's form holds a field of the same id, root_roly: the label points to that one.)
  const field = dialog.getByRole('combobox');
  await expect(field).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('unknown-widget')).toHaveCount(0);
  // The account's roles are there already: adding one keeps them.
  await expect(dialog.locator('.mantine-Pill-label')).toHaveText(before);
  // The pills box around the input takes the click (Mantine MultiSelect).
  await field.click({ force: true });
  await page.getByRole('option', { name: added, exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Zmeniť roly' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(roles.locator('.mantine-Pill-label').filter({ hasText: added })).toBeVisible();
  await expect(roles.locator('.mantine-Pill-label')).toHaveCount(before.length + 1);
});
