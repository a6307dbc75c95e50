// `node scripts/look/demoTour.mjs [--base http://localhost:8181]`: demo's tour (issue 25). Opens
// every portal menu entry as the dev account `demo` and prints a table of each with the rows its
// grid shows (the pager's total; a screen without a grid: its first table's rows, or "–").
import { arg, launch, openAs, settled } from './devBrowser.mjs';

const base = arg('base', 'http://localhost:8181');
const browser = await launch();
try {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'sk-SK' })).newPage();
  await openAs(page, base, 'demo', 'portal', 'dashboard');
  const menu = page.getByTestId('main-menu');
  const entries = await menu.locator('a[href^="/portal/ui/"]').evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href') ?? '', label: (a.firstElementChild?.textContent ?? a.textContent ?? '').trim() })));
  console.log('| Menu entry | Route | Rows |\n|---|---|---|');
  for (const { href, label } of entries) {
    // A start entry starts a process (a new request): not opened by a look around.
    if (href.includes('/start-process/')) {
      console.log(`| ${label} | ${href.replace('/portal/ui', '')} | (starts a process) |`);
      continue;
    }
    await menu.locator(`a[href="${href}"]`).first().click();
    await page.waitForTimeout(300);
    let rows = '–';
    try {
      await settled(page);
      const pager = page.getByTestId('pager-range');
      if ((await pager.count()) > 0) rows = /z (\d+)$/.exec(((await pager.first().textContent()) ?? '').trim())?.[1] ?? '?';
      else if ((await page.locator('main table').count()) > 0) rows = String(await page.locator('main table').first().locator('tbody tr[data-row-id]').count());
    } catch {
      rows = '(did not settle)';
    }
    console.log(`| ${label} | ${href.replace('/portal/ui', '')} | ${rows} |`);
  }
} finally {
  await browser.close();
}
