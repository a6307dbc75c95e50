import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import readExcelFile from 'read-excel-file/node';
import { openMenuEntry } from './menu-support';
import { login, loginWithPassword } from './support';
import { choose, dataRows, hasZip64, headerIds, logout, openColumnChooser, pagerTotal } from './grid-support';

const ENTITIES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../metadata/entities');

/** Downloads the export and reads it back: the sheet's rows. */
async function exportRows(page: Page): Promise<{ rows: unknown[][]; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export do XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const path = await file.path();
  const bytes = readFileSync(path);
  const read = (await readExcelFile(path)) as unknown;
  const sheets = read as { data: unknown[][] }[] | unknown[][];
  const rows = Array.isArray(sheets[0]) ? (sheets as unknown[][]) : (sheets as { data: unknown[][] }[])[0]?.data ?? [];
  // The progress toast says it finished, then goes away (3 s).
  await expect(page.getByText(/Export je hotový/)).toBeVisible();
  await expect(page.getByText(/Export je hotový/)).toBeHidden({ timeout: 8_000 });
  return { rows, bytes };
}

test('technologia: sort, page, filter, page size and columns kept after reload, export', async ({ page }) => {
  await login(page, 'producer', 'portal', 'technologia/vyhladanie');
  await expect(dataRows(page)).toHaveCount(10);
  expect(await headerIds(page)).toEqual(['kod', 'nazov', 'kategoria', 'stav', 'obnovitelna', 'ucinnost', 'platnostOd', 'platnostDo']);

  // Server sort by a header: descending on the second click.
  const kod = page.getByRole('columnheader', { name: /Kód/ });
  await kod.getByRole('button').click();
  await expect(page).toHaveURL(/sort=%2Bkod/);
  await kod.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-kod/);
  await expect(kod).toHaveAttribute('aria-sort', 'descending');
  // The rows follow the URL once the new page has arrived.
  await expect
    .poll(async () => {
      const codes = await dataRows(page).locator('td:first-child').allTextContents();
      return codes.length > 1 && codes.join() === [...codes].sort((a, b) => b.localeCompare(a)).join();
    })
    .toBe(true);

  // Paging.
  await page.getByRole('button', { name: 'Nasledujúca strana' }).click();
  await expect(page.getByTestId('pager-range')).toHaveText(/^11 - 20 z \d+$/);

  // Filter by category: back to the first page, every row of that category.
  await choose(page, 'Kategória', 'Slnečná energia');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/kategoria=SOLAR/);
  await expect(page.getByTestId('pager-range')).toHaveText(/^1 - \d+ z \d+$/);
  await expect.poll(async () => (await dataRows(page).locator('td:nth-child(3)').allTextContents()).every((t) => t === 'Slnečná energia')).toBe(true);
  await expect(page.getByRole('list', { name: 'Použitý filter' })).toContainText('Kategória: Slnečná energia');
  const filtered = await pagerTotal(page);

  // Export of the filtered search: every row, typed cells, no zip64.
  const { rows, bytes } = await exportRows(page);
  expect(hasZip64(bytes)).toBe(false);
  expect(rows[0]).toEqual(['Kód', 'Názov', 'Kategória', 'Stav', 'Obnoviteľná', 'Účinnosť', 'Platnosť od', 'Platnosť do']);
  expect(rows).toHaveLength(filtered + 1);
  expect(rows.slice(1).every((r) => r[2] === 'Slnečná energia')).toBe(true);
  expect(rows.slice(1).some((r) => r[6] instanceof Date)).toBe(true);
  expect(rows.slice(1).every((r) => typeof r[4] === 'boolean')).toBe(true);
  expect(rows.slice(1).some((r) => typeof r[5] === 'number')).toBe(true);

  // Page size: reset to the first page and kept after a reload.
  await page.getByRole('button', { name: 'Zrušiť filter' }).click();
  await choose(page, /Počet riadkov/, '25');
  await expect(dataRows(page)).toHaveCount(25);
  await page.reload();
  await expect(dataRows(page)).toHaveCount(25);

  // Hide a column and move another, kept after a reload.
  const chooser = await openColumnChooser(page);
  await chooser.getByRole('checkbox', { name: 'Stav' }).uncheck();
  await chooser.getByRole('button', { name: 'Posunúť stĺpec Názov vyššie' }).click();
  await page.keyboard.press('Escape');
  const expected = ['nazov', 'kod', 'kategoria', 'obnovitelna', 'ucinnost', 'platnostOd', 'platnostDo'];
  expect(await headerIds(page)).toEqual(expected);
  await page.goto('/portal/ui/technologia/vyhladanie');
  await expect(dataRows(page)).toHaveCount(25);
  expect(await headerIds(page)).toEqual(expected);

  // The export follows the visible columns in their order.
  const again = await exportRows(page);
  expect(again.rows[0]).toEqual(['Názov', 'Kód', 'Kategória', 'Obnoviteľná', 'Účinnosť', 'Platnosť od', 'Platnosť do']);
  expect(again.rows).toHaveLength((await pagerTotal(page)) + 1);

  // Reset restores the metadata's columns.
  const chooser2 = await openColumnChooser(page);
  await chooser2.getByRole('button', { name: 'Obnoviť predvolené stĺpce' }).click();
  await page.keyboard.press('Escape');
  expect((await headerIds(page))[0]).toBe('kod');
});

test('vyrobne-zariadenie: its own columns, numeric sort, filter, page size and columns kept', async ({ page }) => {
  await login(page, 'producer', 'portal', 'vyrobne-zariadenie/vyhladanie');
  await expect(dataRows(page).first()).toBeVisible();
  expect(await headerIds(page)).toEqual(['eic', 'nazov', 'instalovanyVykonKw', 'pocetGeneratorov', 'typPodpory', 'datumUvedeniaDoPrevadzky', 'stav']);
  const total = await pagerTotal(page);
  expect(total).toBeGreaterThan(0);

  const power = page.getByRole('columnheader', { name: /Inštalovaný výkon/ });
  await power.getByRole('button').click();
  await power.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-instalovanyVykonKw/);
  const toNumber = (t: string) => Number(t.replace(/\s/g, '').replace(',', '.'));
  await expect
    .poll(async () => {
      const values = (await dataRows(page).locator('td:nth-child(3)').allTextContents()).map(toNumber);
      return values.every((v, i) => i === 0 || (values[i - 1] as number) >= v);
    })
    .toBe(true);

  await choose(page, 'Stav', 'Aktívne');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/stav=AKTIVNE/);
  await expect.poll(async () => (await dataRows(page).locator('td:last-child').allTextContents()).every((t) => t === 'Aktívne')).toBe(true);

  await choose(page, /Počet riadkov/, '50');
  await page.reload();
  await expect(page.getByRole('combobox', { name: /Počet riadkov/ })).toHaveValue('50');

  const chooser = await openColumnChooser(page);
  await chooser.getByRole('checkbox', { name: 'Typ podpory' }).uncheck();
  await chooser.getByRole('button', { name: 'Posunúť stĺpec Stav vyššie' }).click();
  await page.keyboard.press('Escape');
  const expected = ['eic', 'nazov', 'instalovanyVykonKw', 'pocetGeneratorov', 'stav', 'datumUvedeniaDoPrevadzky'];
  expect(await headerIds(page)).toEqual(expected);
  await page.reload();
  await expect(dataRows(page).first()).toBeVisible();
  expect(await headerIds(page)).toEqual(expected);
  // The technology grid's settings are its own.
  await page.goto('/portal/ui/technologia/vyhladanie');
  await expect(dataRows(page).first()).toBeVisible();
  expect((await headerIds(page)).length).toBe(8);
});

// The admin in the core variant: saved filters are the user's own, so a default set here
// cannot change what other tests (the producer's searches) see while this one runs.
test('a saved filter survives logout and login, is applied as the default and from the list', async ({ page }) => {
  await loginWithPassword(page, 'admin', 'core', 'technologia/vyhladanie?kategoria=VIETOR&sort=-kod');
  await expect(dataRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Uložiť filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uložiť filter' });
  await dialog.getByRole('textbox', { name: /Názov filtra/ }).fill('Veterné od konca');
  await dialog.getByRole('checkbox', { name: /Predvolený filter/ }).check();
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Uložený filter' })).toHaveValue('Veterné od konca ★');

  await logout(page);
  await login(page, 'admin', 'core', 'technologia/vyhladanie');
  // The default is applied on entry.
  await expect(page).toHaveURL(/kategoria=VIETOR/);
  await expect(page).toHaveURL(/sort=-kod/);
  await expect.poll(async () => (await dataRows(page).locator('td:nth-child(3)').allTextContents()).every((t) => t === 'Veterná energia')).toBe(true);

  // Cleared, then applied from the list.
  await page.getByRole('button', { name: 'Zrušiť filter' }).click();
  await expect(page).not.toHaveURL(/kategoria=/);
  await choose(page, 'Uložený filter', 'Veterné od konca ★');
  await expect(page).toHaveURL(/kategoria=VIETOR/);

  // Rename, make it not default, and delete.
  await page.getByRole('button', { name: 'Akcie filtra' }).click();
  await page.getByRole('menuitem', { name: 'Zrušiť predvolený' }).click();
  await expect(page.getByRole('combobox', { name: 'Uložený filter' })).toHaveValue('Veterné od konca');
  await page.getByRole('button', { name: 'Akcie filtra' }).click();
  await page.getByRole('menuitem', { name: 'Vymazať' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Áno' }).click();
  await expect(page.getByRole('combobox', { name: 'Uložený filter' })).toHaveValue('');
});

/** Headers of the page's first grid whose label does not fit its cell (its padding excluded), with the overflow in px. */
async function cutHeaders(page: Page): Promise<string[]> {
  return page
    .getByRole('table')
    .first()
    .locator('thead th[data-column-id]')
    .evaluateAll((ths) =>
      ths.flatMap((th) => {
        // The label (sort button or text) measured as laid out: the cell clips it, so its own scrollWidth would not tell.
        const label = th.firstChild;
        if (!label) return [];
        const range = document.createRange();
        range.selectNode(label);
        const style = getComputedStyle(th);
        const room = th.getBoundingClientRect().right - Number.parseFloat(style.paddingRight);
        const over = range.getBoundingClientRect().right - room;
        return over > 0.5 ? [`${th.textContent ?? ''} (${Math.ceil(over)} px)`] : [];
      }),
    );
}

/** Every search route of the metadata (`routes.search`), e.g. `/zmluva/vyhladanie`. */
const SEARCH_ROUTES: ReadonlySet<string> = new Set(
  readdirSync(ENTITIES).flatMap((file) => {
    const route = (JSON.parse(readFileSync(path.join(ENTITIES, file), 'utf8')) as { routes?: { search?: string } }).routes?.search;
    return route ? [route] : [];
  }),
);

/** The screen sizes the headers must fit at: a common laptop and a full-HD monitor. */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** The cut headers once the grid has laid its columns out for the window (after a resize it does so again): none, or what is still cut after 3 s. */
async function cutHeadersSettled(page: Page): Promise<string[]> {
  let cut: string[] = [];
  try {
    await expect.poll(async () => (cut = await cutHeaders(page)), { timeout: 3000 }).toEqual([]);
  } catch {
    // Reported with the others by the caller.
  }
  return cut;
}

/**
 * Opens every search of one account's menu, with one login, and measures its headers at each
 * size (the window resized on the open screen), collecting the cut ones by size and screen.
 */
async function cutHeadersOf(browser: Browser, user: string, variant: 'portal' | 'core'): Promise<{ screens: string[]; cut: Record<string, string[]> }> {
  const context = await browser.newContext({ viewport: SIZES[0] });
  const page = await context.newPage();
  await login(page, user, variant);
  const prefix = `/${variant}/ui`;
  const menu = page.getByTestId('main-menu');
  await expect(menu.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  const expand = menu.getByRole('button', { name: 'Rozbaliť všetko', exact: true });
  if (await expand.isVisible()) await expand.click();
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const screens = [...new Set(hrefs.map((href) => href.slice(prefix.length)).filter((route) => SEARCH_ROUTES.has(route)))];
  const cut: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.setViewportSize(SIZES[0]);
    await openMenuEntry(page, variant, screen);
    await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const found = await cutHeadersSettled(page);
      if (found.length > 0) cut[`${size.width}x${size.height} ${screen}`] = found;
    }
  }
  await context.close();
  return { screens, cut };
}

test('at 1366 x 768 and 1920 x 1080 no grid header is cut on any search of both menus: columns start from their headers and the grid scrolls', async ({ browser }) => {
  test.setTimeout(240_000);
  const portal = await cutHeadersOf(browser, 'demo', 'portal');
  const core = await cutHeadersOf(browser, 'operator', 'core');
  // The menus hold the searches the earlier check walked by hand, and more.
  expect(portal.screens).toEqual(expect.arrayContaining(['/zmluva/vyhladanie', '/odberatel/importy', '/odberne-miesto/vyhladanie', '/reklamacie/vyhladanie', '/vyrobne-zariadenie/vyhladanie']));
  expect(core.screens).toEqual(expect.arrayContaining(['/zmluva/vyhladanie', '/user-management/vyhladanie', '/odberne-miesto/vyhladanie', '/ucastnik-trhu/vyhladanie', '/zmluva/vysledky-spracovania']));
  expect({ portal: portal.cut, core: core.cut }).toEqual({ portal: {}, core: {} });
});
