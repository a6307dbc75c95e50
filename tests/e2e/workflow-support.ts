import { expect, type Browser, type Page } from '@playwright/test';
import { login } from './support';

// Helpers the workflow specs share: a signed-in page per user, opening a row of the dashboard's
// activity inbox, and confirming a completion's final message.

/** A new browser profile signed in as `user` (another profile: one provider session per user). */
export async function session(browser: Browser, user: string, variant: 'portal' | 'core'): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(page, user, variant);
  return page;
}

/** Opens the only row of the inbox list whose text has `label`; returns once its step is shown. */
export async function openFromDashboard(page: Page, variant: 'portal' | 'core', list: RegExp, label: string): Promise<void> {
  await page.goto(`/${variant}/ui/dashboard`);
  const inbox = page.getByTestId('activity-inbox');
  await inbox.getByText(list).click();
  const row = inbox.getByRole('row').filter({ hasText: label });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').first().click();
  await page.waitForURL(/\/activities\/[a-z-]+\/\d+\?ref=%2Fdashboard/);
}

/** The completion's message dialog shows `text`; OK closes it. */
export async function confirmMessage(page: Page, text: RegExp): Promise<void> {
  await expect(page.getByTestId('completion-message')).toHaveText(text);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}
