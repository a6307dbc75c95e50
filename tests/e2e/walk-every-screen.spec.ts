import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { openMenuEntry } from './menu-support';
import { login, type Variant } from './support';

// A walk through the whole product as its users see it: every menu entry of every dev account,
// and the first row's detail of every search. Each screen is checked for what a user would call
// broken (an error, a crash, a text key instead of a text, a raw code instead of its label);
// the test lists every broken screen with its reason instead of stopping at the first.

interface Account {
  user: string;
  variant: Variant;
}

const ACCOUNTS: Account[] = [
  { user: 'visitor', variant: 'portal' },
  { user: 'producer', variant: 'portal' },
  { user: 'supplier', variant: 'portal' },
  { user: 'demo', variant: 'portal' },
  { user: 'operator', variant: 'core' },
  { user: 'admin', variant: 'core' },
];

/** Accounts whose seed gives every search of their menu rows (README: `demo` opens every portal screen). */
const ROWS_ON_EVERY_SEARCH = new Set(['demo']);

/** Search route → keys of its columns whose cells show a code book's label (`format: "enum"`). */
const ENUM_COLUMNS: Map<string, string[]> = (() => {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../metadata/entities');
  const out = new Map<string, string[]>();
  for (const file of readdirSync(dir)) {
    const meta = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      routes?: { search?: string };
      search?: { columns?: (string | { key: string; format?: string })[] };
    };
    const route = meta.routes?.search;
    if (!route) continue;
    const keys = (meta.search?.columns ?? []).flatMap((c) => (typeof c === 'object' && c.format === 'enum' ? [c.key] : []));
    out.set(route, keys);
  }
  return out;
})();

/** The first parts of the application's text keys (`zmluva`, `shell`…): a text starting with another word is no key. */
const TEXT_NAMESPACES: string[] = (() => {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../metadata/i18n/sk');
  return [...new Set(readdirSync(dir).flatMap((file) => Object.keys(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object)))];
})();

/** Collects console errors and uncaught exceptions (CSP violations are console errors too). */
function watchConsole(page: Page): () => string[] {
  let errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text().slice(0, 300)} ${msg.location().url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message.slice(0, 300)}`));
  return () => {
    const taken = errors;
    errors = [];
    return taken;
  };
}

/**
 * Waits until the screen a user opened is there: the lazy page has arrived, nothing is loading,
 * and the search's rows (or its empty row), a form, or the page's own content is shown.
 */
async function screenSettled(page: Page, screen: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.querySelector('main') ?? document.body;
          const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
          // A loader says so: a spinner, a busy region, or a status line with text (empty when idle).
          const busy = [...main.querySelectorAll('[aria-busy="true"], .mantine-Loader-root')].find(visible);
          if (busy) return `loading: ${busy.outerHTML.slice(0, 160)}`;
          const status = [...main.querySelectorAll('[role="status"]')].find((el) => (el.textContent ?? '').trim() !== '' && /Načítav/.test(el.textContent ?? ''));
          if (status) return `loading: ${(status.textContent ?? '').trim()}`;
          const content = main.querySelector('table tbody tr, form, [role="alert"], h1, h2');
          return content && visible(content) ? 'shown' : 'nothing shown';
        }),
      { timeout: 25_000, intervals: [100], message: `${screen}: the screen is shown and nothing is loading` },
    )
    .toBe('shown');
}

/** Problems a user would see on the current screen. */
async function screenProblems(page: Page, route: string | undefined): Promise<string[]> {
  const enumKeys = (route && ENUM_COLUMNS.get(route)) || [];
  return page.evaluate(({ enumKeys, namespaces }) => {
    const problems: string[] = [];
    const visible = (el: Element | null): boolean => !!el && ((el as HTMLElement).checkVisibility?.() ?? true);
    // Mantine's Alert is role=alert whatever its colour: an error is red (ErrorAlert marks its severity).
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      const error = alert.getAttribute('data-severity') === 'error' || /red/.test(alert.getAttribute('style') ?? '') || alert.querySelector('pre') !== null;
      if (error && visible(alert) && (alert.textContent ?? '').trim() !== '') problems.push(`error alert: ${(alert.textContent ?? '').trim().slice(0, 200)}`);
    }
    for (const dialog of document.querySelectorAll('[data-testid="error-dialog-message"]')) {
      if (visible(dialog)) problems.push(`error dialog: ${(dialog.textContent ?? '').trim().slice(0, 200)}`);
    }
    const heading = [...document.querySelectorAll('h1, h2')].filter(visible).map((h) => (h.textContent ?? '').trim());
    if (heading.some((h) => /Stránka sa nenašla|Page not found|Stránka nebyla nalezena|Prístup zamietnutý|Access denied|Přístup odepřen/i.test(h))) problems.push(`page: ${heading.join(' / ')}`);

    // A text key shown instead of its text (i18next returns the key when no language has it).
    const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+$/;
    const seen = new Set<string>();
    const key = (text: string, where: string) => {
      const t = text.trim();
      if (KEY.test(t) && namespaces.includes(t.split('.')[0] ?? '') && !seen.has(t)) {
        seen.add(t);
        problems.push(`text key shown (${where}): ${t}`);
      }
    };
    // A code column shows codes as they are (a document type's code is `zmluva.priloha`).
    const inCodeColumn = (el: Element): boolean => {
      const cell = el.closest('td');
      const table = cell?.closest('table');
      if (!cell || !table) return false;
      const index = [...(cell.parentElement?.children ?? [])].indexOf(cell);
      const id = table.querySelectorAll('thead th')[index]?.getAttribute('data-column-id') ?? '';
      return /^(kod|code)$/i.test(id);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName) || !visible(parent) || inCodeColumn(parent)) continue;
      key(node.textContent ?? '', 'text');
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr);
        if (value) key(value, attr);
      }
    }

    // A code book's column shows labels, not the codes behind them (AKTIVNA, V_PROCESE).
    const table = document.querySelector('main table') ?? document.querySelector('table');
    if (table) {
      const ids = [...table.querySelectorAll('thead th')].map((th) => th.getAttribute('data-column-id') ?? '');
      for (const key of enumKeys) {
        const index = ids.indexOf(key);
        if (index < 0) continue;
        for (const row of table.querySelectorAll('tbody tr[data-row-id]')) {
          const text = (row.children[index]?.textContent ?? '').trim();
          if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{4,}$/.test(text)) {
            problems.push(`raw code in column ${key}: ${text}`);
            break;
          }
        }
      }
    }
    return problems;
  }, { enumKeys, namespaces: TEXT_NAMESPACES });
}

/** The supplier holds two participants: it chooses the first one at start-up. */
async function chooseTenantWhenAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Vyberte účastníka trhu/ });
  const menu = page.getByTestId('main-menu');
  await expect(dialog.or(menu).first()).toBeVisible({ timeout: 30_000 });
  if (await dialog.isVisible()) {
    await dialog.getByRole('combobox').click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The menu's entries, as paths inside the variant (with their query). */
async function menuPaths(page: Page, variant: Variant): Promise<string[]> {
  const menu = page.getByTestId('main-menu');
  await expect(menu.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  const expand = menu.getByRole('button', { name: 'Rozbaliť všetko', exact: true });
  if (await expand.isVisible()) await expand.click();
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const base = `/${variant}/ui`;
  return [...new Set(hrefs.filter((h) => h.startsWith(base)).map((h) => h.slice(base.length) || '/'))];
}

for (const account of ACCOUNTS) {
  test(`every screen of ${account.user} (${account.variant}) shows without errors, keys or raw codes`, async ({ page }) => {
    test.setTimeout(150_000);
    const takeConsole = watchConsole(page);
    const problems: string[] = [];
    const note = (screen: string, found: string[]) => problems.push(...found.map((p) => `${account.user} ${screen}: ${p}`));

    await login(page, account.user, account.variant);
    await chooseTenantWhenAsked(page);
    const paths = await menuPaths(page, account.variant);
    expect(paths.length, 'menu entries').toBeGreaterThan(0);
    note('(start)', takeConsole());

    for (const entry of paths) {
      const route = entry.split('?')[0];
      await openMenuEntry(page, account.variant, entry);
      await screenSettled(page, entry);
      note(entry, [...(await screenProblems(page, route)), ...takeConsole()]);

      const first = page.locator('main table tbody tr[data-row-id]').first();
      // demo's tour (issue 25): the account offered for every portal screen finds rows on every search of its menu.
      if (ROWS_ON_EVERY_SEARCH.has(account.user) && (await page.getByRole('search').count()) > 0 && (await first.count()) === 0) note(entry, ['the search shows no rows']);

      // A search opens its first row's detail (a page, or a dialog over the search) as a click on the row does.
      if ((await page.getByRole('search').count()) > 0 && (await first.count()) > 0) {
        const before = page.url();
        await first.locator('td:not(:has(input[type="checkbox"]))').first().click();
        const dialog = page.getByRole('dialog');
        await expect
          .poll(async () => page.url() !== before || (await dialog.count()) > 0, { intervals: [100], message: `${entry}: the first row opens its detail` })
          .toBe(true);
        if (page.url() === before) {
          await expect(dialog.first()).toBeVisible();
          await expect(dialog.first().locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
          note(`${entry} → row dialog`, [...(await screenProblems(page, undefined)), ...takeConsole()]);
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
        } else {
          // A row that opens through a read page (the mailbox's) lands on its detail once marked read.
          await expect(page, `${entry}: the read page opens the detail`).not.toHaveURL(/\/read(\/|\?|$)/, { timeout: 20_000 });
          await screenSettled(page, `${entry} → first row`);
          const detail = new URL(page.url()).pathname.replace(`/${account.variant}/ui`, '');
          note(`${entry} → ${detail}`, [...(await screenProblems(page, undefined)), ...takeConsole()]);
        }
      }
    }
    expect(problems, 'screens with problems').toEqual([]);
  });
}

// A text missing in English or Czech falls back to Slovak silently (i18next's fallbackLng): the
// labels of a few screens of each variant, in each language, must hold no letter only Slovak has.
const SLOVAK_ONLY: Record<string, RegExp> = { en: /[áäčďéíĺľňóôŕšťúýž]/i, cs: /[äĺľŕô]/i };
const LANGUAGE_WALK: (Account & { screens: string[] })[] = [
  { user: 'demo', variant: 'portal', screens: ['/dashboard', '/technologia/vyhladanie', '/vyrobne-zariadenie/vyhladanie', '/zmluva/vyhladanie'] },
  { user: 'operator', variant: 'core', screens: ['/ucastnik-trhu/vyhladanie', '/zmluva/vyhladanie', '/user-management/vyhladanie', '/sprava-faq'] },
];

/** Visible labels of the main area and the menu: headings, column heads, field labels, buttons, tabs. */
async function labelTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main h3, main th, main label, main legend, main button, main [role="tab"], [data-testid="main-menu"] a')]
      .filter((el) => (el as HTMLElement).checkVisibility?.() ?? true)
      // A button or a tab holding a record's value (a saved filter's name) is the user's text, not ours.
      .map((el) => (el.getAttribute('aria-label') && el.tagName === 'BUTTON' ? el.getAttribute('aria-label') ?? '' : (el.textContent ?? '')).trim())
      .filter((text) => text !== ''),
  );
}

for (const account of LANGUAGE_WALK) {
  test(`${account.variant} screens of ${account.user} in English and Czech show no Slovak labels and no keys`, async ({ page }) => {
    test.setTimeout(120_000);
    const takeConsole = watchConsole(page);
    const problems: string[] = [];
    await login(page, account.user, account.variant);
    await chooseTenantWhenAsked(page);
    for (const language of ['en', 'cs']) {
      // The language menu keeps the choice and reloads; the walk does the same without the menu.
      await page.evaluate((language) => localStorage.setItem('edc.language', language), language);
      for (const screen of account.screens) {
        await page.goto(`/${account.variant}/ui${screen}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await screenSettled(page, `${language} ${screen}`);
        const found = [...(await screenProblems(page, screen)), ...takeConsole()];
        // Slovak names stay as they are in every language: the user's own and the register's numbers.
        const userName = ((await page.getByRole('banner').getByRole('button', { name: /^(User|Uživatel|Používateľ) / }).textContent()) ?? '').trim();
        const slovak = (await labelTexts(page)).filter((text) => SLOVAK_ONLY[language]?.test(text.replace(userName, '').replace(/\b(IČO|DIČ|IČ DPH)\b/g, '')));
        found.push(...[...new Set(slovak)].map((text) => `Slovak label: ${text}`));
        problems.push(...found.map((p) => `${account.user} ${language} ${screen}: ${p}`));
      }
    }
    expect(problems, 'screens with problems').toEqual([]);
  });
}
