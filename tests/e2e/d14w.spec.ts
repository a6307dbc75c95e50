import { expect, test } from '@playwright/test';
import { login } from './support';

// Weight items of issue 14: the form screens load lazily, so a row click waits for their chunk
// while the search stays on screen; that wait must be visible and the stale search inert.

test('while a form chunk loads the search is inert under a spinner, the bar runs and readers hear "Načítava sa…"', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the form screen's chunk until the checks are done (a slow network, made certain).
  await page.route(/\/assets\/EntityFormScreen-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await login(page, 'producer');
  await page.getByRole('navigation').getByRole('link', { name: 'Technológie' }).click();
  await expect(page).toHaveURL(/\/technologia\/vyhladanie/);
  const formChunk = page.waitForRequest(/\/assets\/EntityFormScreen-[\w-]+\.js$/);
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  // The idle search prefetches the form's code (issue 27), untracked: while that load is held the
  // search stays usable, without spinner or bar; the click below then waits for the same load.
  await formChunk;
  const stale = page.getByTestId('stale-page-content');
  await expect(stale).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('top-progress')).toHaveCount(0);

  await firstRow.click();
  await expect(page).toHaveURL(/\/technologia\/detail\/\d+$/);
  // The search is still there, but busy and inert, with the spinner over it after ~150 ms.
  await expect(stale).toHaveAttribute('aria-busy', 'true');
  await expect(stale).toHaveAttribute('inert', '');
  await expect(page.getByTestId('stale-page-overlay')).toBeVisible();
  await expect(page.getByTestId('top-progress')).toBeVisible();
  await expect(page.getByTestId('stale-page').getByRole('status')).toHaveText('Načítava sa…');
  // Inert: the search's own button can no longer be focused.
  const focusable = await stale.evaluate((el) => {
    const button = el.querySelector('button');
    button?.focus();
    return document.activeElement === button;
  });
  expect(focusable).toBe(false);

  release();
  // The form arrives and replaces the search.
  await expect(page.getByRole('button', { name: 'Späť na vyhľadávanie' })).toBeVisible();
  await expect(page.getByTestId('stale-page')).toHaveCount(0);
});
