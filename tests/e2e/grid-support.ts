import { expect, type Page } from '@playwright/test';

/** Data rows of the main grid (the first table on the page; the header row excluded). */
export function dataRows(page: Page, table = 0) {
  return page.getByRole('table').nth(table).locator('tbody tr');
}

/** Column ids of the grid's header, in display order. */
export async function headerIds(page: Page, table = 0): Promise<string[]> {
  return page
    .getByRole('table')
    .nth(table)
    .locator('thead th[data-column-id]')
    .evaluateAll((ths) => ths.map((th) => th.getAttribute('data-column-id') ?? ''));
}

/** The total of 'from - to z total'. */
export async function pagerTotal(page: Page): Promise<number> {
  // The rows may come before the count does (the pager reads '0 - 0' until then).
  await expect(page.getByTestId('pager-range')).toHaveText(/z \d+$/);
  const text = (await page.getByTestId('pager-range').textContent()) ?? '';
  const match = /z (\d+)$/.exec(text.trim());
  expect(match, `pager text '${text}'`).not.toBeNull();
  return Number(match?.[1]);
}

/** Opens the column chooser. */
export async function openColumnChooser(page: Page) {
  await page.getByRole('button', { name: 'Stĺpce' }).click();
  const chooser = page.getByRole('dialog', { name: 'Stĺpce' });
  await expect(chooser).toBeVisible();
  return chooser;
}

/** Chooses an option of a Mantine Select by its label. */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Logs out through the user menu. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Používateľ|User/ }).click();
  await page.getByRole('menuitem', { name: 'Odhlásiť sa' }).click();
  // The logout ends at the identity provider's login page or the public logout page.
  await page.waitForURL((url) => url.pathname.includes('/auth/realms/edc/') || url.pathname.includes('/public/'));
  await page.waitForLoadState('load');
}

/** Bytes of a file contain no zip64 end-of-central-directory record or locator. */
export function hasZip64(bytes: Buffer): boolean {
  return bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06])) || bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]));
}
