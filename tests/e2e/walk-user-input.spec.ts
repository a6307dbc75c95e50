import { expect, test } from '@playwright/test';
import { login } from './support';

// What a user tries on a search: a reversed date range, letters in a number, a search that finds
// nothing, and the keyboard alone from the filter to a record.

test('a reversed date range says so and does not search until it is put right', async ({ page }) => {
  await login(page, 'demo', 'portal', 'zmluva/vyhladanie');
  const search = page.getByRole('search');
  const from = search.getByRole('textbox', { name: 'Platnosť od', exact: true });
  const to = search.getByRole('textbox', { name: 'Platnosť do', exact: true });
  await from.fill('31.12.2026');
  await from.press('Tab');
  await to.fill('1.1.2020');
  await to.press('Tab');
  const reversed = search.getByRole('alert');
  await expect(reversed).toHaveText('Začiatok rozsahu je neskôr ako jeho koniec.');
  await search.getByRole('button', { name: 'Hľadať' }).click();
  await expect(reversed).toBeVisible();
  expect(new URL(page.url()).searchParams.get('platnost')).toBeNull();

  await to.fill('31.12.2027');
  await to.press('Tab');
  await expect(reversed).toHaveCount(0);
  await search.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/platnost=2026-12-31%7E2027-12-31/);
});

test('a "to" date before its "from" filter says so and does not search until it is put right', async ({ page }) => {
  await login(page, 'producer', 'portal', 'zamietnute-ziadosti');
  const search = page.getByRole('search');
  const from = search.getByRole('textbox', { name: 'Zamietnuté od', exact: true });
  const to = search.getByRole('textbox', { name: 'Zamietnuté do', exact: true });
  await from.fill('31.12.2026');
  await from.press('Tab');
  await to.fill('1.1.2020');
  await to.press('Tab');
  const reversed = search.getByRole('alert');
  await expect(reversed).toHaveText('Koniec je skôr ako začiatok (Zamietnuté od): takto by sa nič nenašlo.');
  await search.getByRole('button', { name: 'Hľadať' }).click();
  await expect(reversed).toBeVisible();
  expect(new URL(page.url()).searchParams.get('zamietnuteDo')).toBeNull();

  await to.fill('31.12.2027');
  await to.press('Tab');
  await expect(reversed).toHaveCount(0);
  await search.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/zamietnuteDo=2027-12-31/);
});

test('a number filter takes no letters, and a search that finds nothing says so', async ({ page }) => {
  await login(page, 'demo', 'portal', 'vyrobne-zariadenie/vyhladanie');
  const search = page.getByRole('search');
  const power = search.getByRole('textbox', { name: /Inštalovaný výkon/ }).first();
  await power.pressSequentially('abc');
  await expect(power).toHaveValue('');

  await page.goto('/portal/ui/zmluva/vyhladanie?cisloZmluvy=NIC-TAKE-NIE-JE');
  await expect(page.getByRole('table').first().locator('tbody')).toHaveText('Žiadne údaje na zobrazenie.');
  await expect(page.getByRole('list', { name: 'Použitý filter' })).toContainText('NIC-TAKE-NIE-JE');
});

test('the keyboard alone reaches the first row from the filter and Enter opens it', async ({ page }) => {
  await login(page, 'producer', 'portal', 'technologia/vyhladanie');
  const firstRow = page.locator('main table tbody tr[data-row-id]').first();
  await expect(firstRow).toBeVisible();
  await page.getByRole('search').getByRole('button', { name: 'Zrušiť filter' }).focus();
  // Past the grid's tools and the column heads (each with its width handle) to the first row.
  for (let i = 0; i < 40 && !(await firstRow.evaluate((row) => row === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(firstRow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/ui\/technologia\/detail\/\d+$/);
});
