// What the browser benchmarks share: build one bench page with Vite into a temporary folder,
// serve it on a free loopback port and open Chromium; `close()` undoes all three.
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { findChromium } from '../browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds `scripts/bench/{name}.html`, serves it and launches Chromium: `{ url, browser, close }`. */
export async function startBenchPage(name, buildOptions = {}) {
  const browserPath = findChromium();
  if (!browserPath) {
    console.error('No Chromium found (set CHROMIUM_PATH).');
    process.exit(1);
  }
  const outDir = mkdtempSync(path.join(tmpdir(), `edc-bench-${name}-`));
  await build({
    root: here,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    css: { postcss: path.join(here, '../..') },
    build: { outDir, emptyOutDir: true, ...buildOptions, rollupOptions: { ...buildOptions.rollupOptions, input: path.join(here, `${name}.html`) } },
  });
  const server = createServer((req, res) => {
    const file = path.join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/$/, `/${name}.html`));
    if (!file.startsWith(outDir) || !existsSync(file)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  return {
    url: `http://127.0.0.1:${server.address().port}/${name}.html`,
    browser,
    async close() {
      await browser.close();
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
