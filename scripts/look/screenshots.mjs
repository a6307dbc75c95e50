// `node scripts/look/screenshots.mjs [--base http://localhost:8181] [--out docs/screenshots] [--serve dist]`:
// screenshots at 1366 x 768 of the screens issue 25 is about (the contract search, the consumer
// imports, a processing result, the portal's own participant), from a server with the dev accounts.
// With --serve, the script starts that server itself on --base's port, over the built UI in the
// given folder and a fresh seeded database in a temporary folder, and stops it at the end.
// Run it against two builds to compare them (before and after).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arg, launch, openAs, settled } from './devBrowser.mjs';

const base = arg('base', 'http://localhost:8181');
const out = path.resolve(arg('out', 'docs/screenshots'));
const serveAt = process.argv.indexOf('--serve');
const serveDir = process.argv[serveAt + 1];
const serve = serveAt < 0 ? undefined : serveDir && !serveDir.startsWith('--') ? serveDir : 'dist';

/** The server of --serve: seeded on its first start, answering once the portal's page is served. */
async function startServer(distDir) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edc-look-'));
  const url = new URL(base);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: url.port, PUBLIC_URL: url.origin, DATA_DIR: dataDir, DIST_DIR: distDir },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 600; i += 1) {
    const up = await fetch(`${url.origin}/portal/ui/`).then((r) => r.ok, () => false);
    if (up) return { stop: async () => (child.kill('SIGTERM'), await exited, rmSync(dataDir, { recursive: true, force: true })) };
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it answered`);
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 5 minutes');
}

/** [file, dev account, variant, route, open its first row]. */
const SHOTS = [
  ['contract-search.png', 'operator', 'core', 'zmluva/vyhladanie', false],
  ['consumer-imports.png', 'demo', 'portal', 'odberatel/importy', false],
  ['processing-result.png', 'operator', 'core', 'zmluva/vysledky-spracovania', true],
  ['own-participant.png', 'demo', 'portal', 'ucastnik-trhu/detail/current', false],
];

const server = serve ? await startServer(serve) : undefined;
mkdirSync(out, { recursive: true });
const pages = new Map();
let browser;
try {
  browser = await launch();
  for (const [file, user, variant, route, firstRow] of SHOTS) {
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
      await settled(page);
    }
    await page.screenshot({ path: path.join(out, file) });
    console.log(`${path.join(out, file)}  ${page.url().replace(base, '')}`);
  }
} finally {
  await browser?.close();
  await server?.stop();
}
