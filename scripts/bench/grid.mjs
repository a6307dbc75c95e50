// `npm run bench:grid`: builds a bench page with Vite, serves it, opens it in Chromium and
// prints render time of the grid (100 rows x 20 columns) and scroll frame times over a
// hand-virtualized 10,000-row page. Prints figures only; it asserts nothing.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { findChromium } from '../browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'edc-bench-grid-'));
const browserPath = findChromium();
if (!browserPath) {
  console.error('No Chromium found (set CHROMIUM_PATH).');
  process.exit(1);
}

await build({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  css: { postcss: path.join(here, '../..') },
  build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(here, 'grid.html') } },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const file = path.join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/$/, '/grid.html'));
  if (!file.startsWith(outDir) || !existsSync(file)) {
    res.statusCode = 404;
    res.end();
    return;
  }
  res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`http://127.0.0.1:${port}/grid.html`);
  await page.waitForFunction(() => window.__benchResult !== undefined, undefined, { timeout: 120_000 });
  const result = await page.evaluate(() => window.__benchResult);
  if (result.error) throw new Error(result.error);
  const f = (n) => n.toFixed(1);
  console.log(`Chromium: ${browser.version()} (headless, --disable-gpu), this machine`);
  console.log(
    `Grid render, 100 rows x 20 columns (React commit + layout, ${result.render100x20.runs} warm runs): median ${f(result.render100x20.medianMs)} ms, p95 ${f(result.render100x20.p95Ms)} ms, min ${f(result.render100x20.minMs)} ms  (target < 50 ms)`,
  );
  console.log(
    `Scroll over 10,000 rows (hand-virtualized, ${result.scroll10000.rowsInDom} rows in the DOM), ${result.scroll10000.frames} frames: work per frame p50 ${f(result.scroll10000.workP50Ms)} ms, p95 ${f(result.scroll10000.workP95Ms)} ms, max ${f(result.scroll10000.workMaxMs)} ms  (target p95 < 16 ms)`,
  );
  console.log(
    `  frame intervals (bounded below by the refresh period, shows dropped frames): p50 ${f(result.scroll10000.p50Ms)} ms, p95 ${f(result.scroll10000.p95Ms)} ms, max ${f(result.scroll10000.maxMs)} ms`,
  );
  console.log('Note: @tanstack/react-virtual is not installed; rows are virtualized by engine/core/grid/virtual.ts.');
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
