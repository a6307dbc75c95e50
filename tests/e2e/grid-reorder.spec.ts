import { expect, test, type Locator, type Page } from '@playwright/test';
import { dataRows, headerIds, openColumnChooser } from './grid-support';
import { login } from './support';

const SEARCH = '/portal/ui/technologia/vyhladanie';

/** Drags one item onto another with the mouse (native drag and drop of the column chooser). */
async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  expect(from && to, 'both items have a box').toBeTruthy();
  if (!from || !to) return;
  // Grab the item by its left edge (not its check box) and drop it on the middle of the target.
  await page.mouse.move(from.x + from.width - 70, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width - 70, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

/** The grid settings stored for the technology search (grid settings v2 in local storage). */
async function storedSettings(page: Page): Promise<{ version: number; order: string[] } | undefined> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('edc.grid.settings:') && key.includes('/technologia/vyhladanie')) return JSON.parse(localStorage.getItem(key) ?? 'null');
    }
    return undefined;
  });
}

test('column chooser: a column dragged with the mouse to a new place keeps it after a reload', async ({ page }) => {
  await login(page, 'producer', 'portal', 'technologia/vyhladanie');
  await expect(dataRows(page)).toHaveCount(10);
  const initial = await headerIds(page);
  expect(initial.slice(0, 4)).toEqual(['kod', 'nazov', 'kategoria', 'stav']);

  const chooser = await openColumnChooser(page);
  const item = (id: string) => chooser.locator(`[role="listitem"][data-column-id="${id}"]`);
  // Stav (4th) dragged onto Kód (1st) takes the first place; the others move down by one.
  await dragOnto(page, item('stav'), item('kod'));
  const expected = ['stav', ...initial.filter((id) => id !== 'stav')];
  await expect.poll(() => chooser.locator('[role="listitem"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-column-id')))).toEqual(expected);
  // And back down: Názov (now 3rd) dragged onto Kategória (4th).
  await dragOnto(page, item('nazov'), item('kategoria'));
  const final = ['stav', 'kod', 'kategoria', 'nazov', ...initial.slice(4)];
  await page.keyboard.press('Escape');
  await expect.poll(() => headerIds(page)).toEqual(final);
  expect(await storedSettings(page)).toMatchObject({ version: 2, order: final });

  await page.goto(SEARCH);
  await expect(dataRows(page)).toHaveCount(10);
  expect(await headerIds(page)).toEqual(final);
});
