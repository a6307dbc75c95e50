// `node scripts/look/demoTour.mjs [--base http://localhost:8181] [--serve dist]`: demo's tour
// (issue 25). Opens every portal menu entry as the dev account `demo` and prints a table of each
// with the rows it shows (a pager's total; without a pager, its first table's rows; a screen
// without a table, such as a form, a detail or the status board: "–"). With --serve, as
// screenshots.mjs does: its own server over that build and a fresh seeded database.
import { arg, launch, openAs, serveIfAsked, settled } from './devBrowser.mjs';

const base = arg('base', 'http://localhost:8181');
const server = await serveIfAsked(base);
let browser;
try {
  browser = await launch();
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'sk-SK' })).newPage();
  await openAs(page, base, 'demo', 'portal', 'dashboard');
  const menu = page.getByTestId('main-menu');
  // Collapsed groups hide their links.
  const expand = menu.getByRole('button', { name: 'Rozbaliť všetko', exact: true });
  if (await expand.isVisible()) await expand.click();
  const links = await menu.locator('a[href^="/portal/ui/"]').evaluateAll((all) => all.map((a) => ({ href: a.getAttribute('href') ?? '', label: (a.firstElementChild?.textContent ?? a.textContent ?? '').trim() })));
  // Each entry once, by its label (the status board's lights above the menu link it without one).
  const entries = links.filter((link, i) => link.label !== '' && links.findIndex((other) => other.href === link.href && other.label !== '') === i);
  console.log('| Menu entry | Route | Rows |\n|---|---|---|');
  for (const { href, label } of entries) {
    const route = href.replace('/portal/ui', '');
    // A start entry starts a process (a new request): not opened by a look around.
    if (href.includes('/start-process/')) {
      console.log(`| ${label} | ${route} | (starts a process) |`);
      continue;
    }
    await menu.locator(`a[href="${href}"]`).first().click();
    let rows = '–';
    try {
      // The menu marks the entry once its page is shown (the address changes before the lazy page comes).
      await page.waitForFunction((target) => document.querySelector('[data-testid="main-menu"] a[aria-current="page"]')?.getAttribute('href') === target, href, { timeout: 30_000 });
      await settled(page);
      const pager = page.getByTestId('pager-range');
      if ((await pager.count()) > 0) {
        // The rows may come before their count does ('0 - 0' until then).
        await page.waitForFunction(() => /z \d+$/.test(document.querySelector('[data-testid="pager-range"]')?.textContent?.trim() ?? ''), undefined, { timeout: 30_000 });
        rows = /z (\d+)$/.exec(((await pager.first().textContent()) ?? '').trim())?.[1] ?? '?';
      } else if (/\b\d+ - \d+ z \d+\b/.test(await page.locator('main').innerText())) {
        // A pager of its own (the parameters' master list of technologies).
        rows = /\b\d+ - \d+ z (\d+)\b/.exec(await page.locator('main').innerText())?.[1] ?? '?';
      } else if ((await page.locator('main table:visible').count()) > 0) {
        // A table of its own (the dashboard's inbox, the chain links): its rows with cells, not an empty row's one.
        rows = String(await page.locator('main table:visible').first().locator('tbody tr:has(td + td)').count());
      }
    } catch (error) {
      rows = `(did not settle: ${String(error?.message ?? error).split('\n')[0]})`;
    }
    console.log(`| ${label} | ${route} | ${rows} |`);
  }
} finally {
  await browser?.close();
  await server?.stop();
}
