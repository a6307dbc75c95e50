// `node scripts/look/screenshots.mjs [--base http://localhost:8181] [--out docs/screenshots] [--serve dist] [--only a.png,b.png]`:
// screenshots at 1366 x 768 of the screens issue 25 is about (the contract search, the consumer
// imports, a processing result, the portal's own participant), from a server with the dev accounts.
// With --serve, the script starts that server itself on --base's port, over the built UI in the
// given folder and a fresh seeded database in a temporary folder, and stops it at the end.
// Run it against two builds to compare them (before and after).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { arg, launch, openAs, serveIfAsked, settled } from './devBrowser.mjs';

const base = arg('base', 'http://localhost:8181');
const out = path.resolve(arg('out', 'docs/screenshots'));
/** `--only a.png,b.png`: just those. */
const only = arg('only', '').split(',').filter(Boolean);

/** [file, dev account, variant, route, open its first row]. */
const SHOTS = [
  ['contract-search.png', 'operator', 'core', 'zmluva/vyhladanie', false],
  ['consumer-imports.png', 'demo', 'portal', 'odberatel/importy', false],
  ['processing-result.png', 'operator', 'core', 'zmluva/vysledky-spracovania', true],
  ['own-participant.png', 'demo', 'portal', 'ucastnik-trhu/detail/current', false],
];

const server = await serveIfAsked(base);
mkdirSync(out, { recursive: true });
const pages = new Map();
let browser;
try {
  browser = await launch();
  for (const [file, user, variant, route, firstRow] of SHOTS.filter(([file]) => only.length === 0 || only.includes(file))) {
    let page = pages.get(user);
    if (!page) {
      page = await (await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'sk-SK' })).newPage();
      pages.set(user, page);
    }
    await openAs(page, base, user, variant, route);
    if (firstRow) {
      const list = page.url();
      await page.locator('main table tbody tr[data-row-id]').first().click();
      await page.waitForURL((url) => url.href !== list);
      // The search stays on screen until the detail's lazy page replaces it.
      await page.waitForFunction(() => document.querySelector('main [role="search"]') === null, undefined, { timeout: 30_000 });
      await settled(page);
    }
    await page.screenshot({ path: path.join(out, file) });
    console.log(`${path.join(out, file)}  ${page.url().replace(base, '')}`);
  }
} finally {
  await browser?.close();
  await server?.stop();
}
