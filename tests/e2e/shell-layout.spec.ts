import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

/** Number of columns the dashboard's cards are laid out in. */
async function cardColumns(page: Page): Promise<number> {
  return page.getByTestId('dashboard-cards').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
}

async function titleSize(page: Page): Promise<string> {
  return page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontSize);
}

// Spec 2.4: the main area (not the window) has breakpoints at 400, 600, 800 and 1200 px.
test('the dashboard and the page frame follow the main area breakpoints', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await login(page, 'operator', 'core', 'dashboard');
  await expect(page.getByRole('heading', { name: /Vitajte/ })).toBeVisible();
  // 1400 px window, 270 px menu: a main area of about 1100 px (800–1200) shows three columns …
  await expect.poll(() => cardColumns(page)).toBe(3);
  await expect(page.getByRole('columnheader', { name: 'Predmet' })).toBeVisible();
  // … and four once the menu is hidden (the same window, a main area above 1200 px).
  await page.getByRole('button', { name: 'Skryť menu' }).click();
  await expect.poll(() => cardColumns(page)).toBe(4);
  await page.getByRole('button', { name: 'Zobraziť menu' }).click();

  await page.getByRole('link', { name: 'Časté otázky' }).first().click();
  await expect(page.getByTestId('page-frame')).toBeVisible();
  await expect.poll(() => titleSize(page)).toBe('26px');

  // A phone-sized window: the menu overlays, the main area is about 470 px (400–600).
  await page.setViewportSize({ width: 500, height: 900 });
  await expect.poll(() => titleSize(page)).toBe('22px');
  await page.goBack();
  await expect(page.getByRole('heading', { name: /Vitajte/ })).toBeVisible();
  await expect.poll(() => cardColumns(page)).toBe(2);
  // Below 600 px the activity list keeps its essential columns only.
  await expect(page.getByRole('columnheader', { name: 'Kód' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Predmet' })).toBeHidden();
  // Below 400 px one column.
  await page.setViewportSize({ width: 380, height: 900 });
  await expect.poll(() => cardColumns(page)).toBe(1);
});
