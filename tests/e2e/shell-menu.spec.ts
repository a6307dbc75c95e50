import { expect, test } from '@playwright/test';
import { login, registerAccount } from './support';

// Its filter, sort mode and collapsed groups are checked in jsdom: src/shell/menu/NavMenu.test.tsx.
test('the menu keeps its width after a reload, and hides', async ({ page }) => {
  await login(page, 'operator', 'core');
  const menu = page.getByTestId('main-menu');
  const handle = page.getByRole('separator', { name: 'Zmeniť šírku menu' });
  const width = async () => Math.round((await menu.boundingBox())?.width ?? 0);
  expect(await width()).toBe(270);
  await handle.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(width).toBe(320);
  expect(await page.evaluate(() => localStorage.getItem('edc.menu.width'))).toBe('320');

  await page.reload();
  await expect.poll(width).toBe(320);

  // Hidden menu stays hidden after a reload.
  await page.getByRole('button', { name: 'Skryť menu' }).click();
  await expect(menu).not.toBeInViewport();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Zobraziť menu' })).toBeVisible();
  await expect(menu).not.toBeInViewport();
});

test('core-only entries stay out of the portal and the code-books need enums#write', async ({ page }) => {
  await login(page, 'producer');
  const menu = page.getByTestId('main-menu');
  await expect(menu.getByRole('link', { name: 'Technológie' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Správa používateľov' })).toHaveCount(0);
  await expect(menu.getByTestId('menu-group-ciselniky')).toHaveCount(0);
});

test('language switch to English and to Czech translates the shell and is kept', async ({ page }) => {
  await login(page, 'producer');
  await page.getByRole('button', { name: 'Jazyk' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('main-menu').getByRole('link', { name: 'Technologies' })).toBeVisible();
  await expect(page.getByTestId('session-expiry')).toHaveText('Login expires in 30 minutes');
  await expect(page.getByTestId('news-banner')).toContainText('News 1/3');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Čeština' }).click();
  await expect(page.getByTestId('main-menu').getByRole('link', { name: 'Technologie' })).toBeVisible();
  await expect(page.getByTestId('session-expiry')).toHaveText('Přihlášení vyprší za 30 minut');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await page.reload();
  await expect(page.getByTestId('main-menu').getByRole('link', { name: 'Nástěnka' })).toBeVisible();
});

test('the user menu offers what the user may do; ADMIN releases the cache', async ({ page }) => {
  await login(page, 'admin', 'core');
  await page.getByRole('button', { name: /^Používateľ / }).click();
  await expect(page.getByRole('menuitem', { name: 'Zmeniť účastníka trhu' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Zmeniť heslo' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Uvoľniť cache' }).click();
  await expect(page.getByText('Cache bola úspešne uvoľnená')).toBeVisible();
  await expect(page.getByTestId('environment-label')).toHaveText('Lokálne');
});

test('change password goes through the identity provider and the new password works', async ({ page }) => {
  // An account of its own, so the dev accounts keep their passwords for the other specs.
  const user = await registerAccount(page, 'heslo');

  await page.getByRole('button', { name: /^Používateľ / }).click();
  await page.getByRole('menuitem', { name: 'Zmeniť heslo' }).click();
  await page.waitForURL(/\/auth\/realms\/edc\/login-actions\//);
  await page.getByLabel('Súčasné heslo').fill('JanaHeslo-1');
  await page.getByLabel('Nové heslo', { exact: true }).fill('NoveHeslo-2026');
  await page.getByLabel('Nové heslo znova').fill('NoveHeslo-2026');
  await page.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await page.waitForURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);
  await page.getByRole('button', { name: /^Používateľ / }).click();
  await page.getByRole('menuitem', { name: 'Odhlásiť sa' }).click();
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await page.getByLabel(/Používateľské meno/).fill(user);
  await page.getByLabel(/^Heslo/).fill('NoveHeslo-2026');
  await page.getByRole('button', { name: /Prihlásiť/ }).click();
  await page.waitForURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);
});
