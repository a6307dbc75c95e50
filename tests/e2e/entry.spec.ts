import { expect, test } from '@playwright/test';
import { login, loginWithPassword } from './support';

test('visitor lands on contract creation and cannot leave it', async ({ page }) => {
  await login(page, 'visitor');
  await expect(page).toHaveURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);
  await expect(page.getByRole('heading', { name: 'Založenie zmluvy' })).toBeVisible();
  await page.goto('/portal/ui/technologia/vyhladanie');
  await expect(page).toHaveURL(/\/zmluva\/zalozenie-zmluvy$/);
});

test('producer lands on the dashboard of the portal with its only participant selected', async ({ page }) => {
  await login(page, 'producer');
  await expect(page).toHaveURL(/\/portal\/ui\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('data-variant', 'portal');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Technológie' })).toBeVisible();
});

test('operator uses the core back office, styled as core', async ({ page }) => {
  await login(page, 'operator', 'core');
  await expect(page).toHaveURL(/\/core\/ui\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('data-variant', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Technológie' }).click();
  await expect(page).toHaveURL(/\/core\/ui\/technologia\/vyhladanie/);
  await expect(page.getByRole('row')).toHaveCount(11);
});

test('language switch to English is kept after reload', async ({ page }) => {
  await login(page, 'producer');
  await page.getByRole('button', { name: /Jazyk|Language/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Technologies' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Technologies' })).toBeVisible();
});

test('logout ends the session at the identity provider', async ({ page }) => {
  await loginWithPassword(page, 'producer');
  await page.getByRole('button', { name: /Používateľ|User/ }).click();
  await page.getByRole('menuitem', { name: 'Odhlásiť sa' }).click();
  // The logout goes through the provider's end-session endpoint and back; let it finish first.
  await page.waitForURL((url) => url.pathname.startsWith('/auth/realms/edc/') || url.pathname.endsWith('/public/logout'));
  await page.waitForLoadState('load');
  await page.goto('/portal/ui/dashboard');
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await expect(page.getByLabel(/Používateľské meno|Username/i)).toBeVisible();
});
