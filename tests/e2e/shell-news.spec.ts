import { expect, test } from '@playwright/test';
import { login, loginWithPassword } from './support';

test('news valid today rotate every 5 s, pause on hover, and a confirmation hides them in every tab', async ({ context }) => {
  const page = await context.newPage();
  await page.clock.install();
  await login(page, 'producer');
  const banner = page.getByTestId('news-banner');
  const text = page.getByTestId('news-text');
  await expect(banner).toContainText('Novinka 1/3');
  // Newest first: the warning, whose javascript: link is plain text, not a link.
  await expect(text).toHaveAttribute('data-code', 'NEWS-UPOZORNENIE');
  await expect(text).toContainText('Overiť odkaz nikdy neklikajte');
  await expect(text.locator('a')).toHaveCount(0);
  expect(await text.innerHTML()).not.toContain('javascript:');

  await page.clock.fastForward(5000);
  await expect(text).toHaveAttribute('data-code', 'NEWS-ODSTAVKA');
  await expect(text.getByRole('link', { name: 'oznámení' })).toHaveAttribute('href', 'https://www.okte.sk/');
  await expect(banner).toContainText('Novinka 2/3');

  // Paused while the pointer is on it.
  await banner.hover();
  await expect(banner).toHaveAttribute('data-paused', 'true');
  await page.clock.fastForward(5000);
  await page.clock.fastForward(5000);
  await expect(text).toHaveAttribute('data-code', 'NEWS-ODSTAVKA');
  await page.mouse.move(5, 500);
  await expect(banner).toHaveAttribute('data-paused', 'false');
  await page.clock.fastForward(5000);
  await expect(text).toHaveAttribute('data-code', 'NEWS-ZDIELANIE');
  await expect(text.getByRole('link', { name: 'formulár skupiny zdieľania' })).toHaveAttribute('href', '/portal/ui/skupina-zdielania/vyhladanie');

  const other = await context.newPage();
  await other.goto('/portal/ui/dashboard');
  await expect(other.getByTestId('news-banner')).toContainText('/3');

  // Confirmed here: gone here and in the other tab, and kept in localStorage.
  await banner.getByRole('button', { name: 'Beriem na vedomie' }).click();
  await expect(banner).toContainText('/2');
  await expect(other.getByTestId('news-banner')).toContainText('/2');
  expect(await page.evaluate(() => localStorage.getItem('edc.news.confirmed'))).toBe('["NEWS-ZDIELANIE"]');
  await other.reload();
  await expect(other.getByTestId('news-banner')).toContainText('/2');
});

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
