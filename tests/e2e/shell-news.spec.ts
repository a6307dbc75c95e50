import { expect, test } from '@playwright/test';
import { login, loginWithPassword } from './support';

// Rotation, pause, confirmation across tabs and link safety: src/shell/news/NewsBanner.test.tsx.

test('confirmed news are forgotten with the logout', async ({ page }) => {
  await loginWithPassword(page, 'producer');
  await page.getByTestId('news-banner').getByRole('button', { name: 'Beriem na vedomie' }).click();
  expect(await page.evaluate(() => localStorage.getItem('edc.news.confirmed'))).not.toBeNull();
  await page.getByRole('button', { name: /^Používateľ / }).click();
  await page.getByRole('menuitem', { name: 'Odhlásiť sa' }).click();
  // The logout passes the provider's end-session page and the portal on its way to the login form.
  await expect(page.getByLabel(/Používateľské meno|Username/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('edc.news.confirmed'))).toBeNull();
});

test('the core shows no news', async ({ page }) => {
  await login(page, 'operator', 'core');
  await expect(page.getByTestId('activity-count')).toBeVisible();
  await expect(page.getByTestId('news-banner')).toHaveCount(0);
});
