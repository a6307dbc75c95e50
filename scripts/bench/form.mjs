// `npm run bench:form`: builds a bench page with Vite, serves it, and in Chromium renders a
// generated 300-field form with the engine and with stock @rjsf/core (same schema, same data),
// then types into text fields and prints first render and keystroke-to-paint latency (median,
// p95). Prints figures only; it asserts nothing.
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
const outDir = mkdtempSync(path.join(tmpdir(), 'edc-bench-form-'));
const browserPath = findChromium();
if (!browserPath) {
  console.error('No Chromium found (set CHROMIUM_PATH).');
  process.exit(1);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KEYS = Number(process.env.BENCH_KEYS ?? 40);

await build({
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  css: { postcss: path.join(here, '../..') },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, rollupOptions: { input: path.join(here, 'form.html') } },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const file = path.join(outDir, decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/$/, '/form.html'));
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

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function measure(browser, which) {
  const renders = [];
  const latencies = [];
  let inputs = 0;
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`http://127.0.0.1:${port}/form.html?form=${which}`);
    await page.waitForFunction(() => window.__bench !== undefined, undefined, { timeout: 120_000 });
    const bench = await page.evaluate(() => ({ firstRenderMs: window.__bench.firstRenderMs, inputs: window.__bench.inputs }));
    renders.push(bench.firstRenderMs);
    inputs = bench.inputs;
    // Type into a text field in the middle of the form (f150: free text), one key per frame budget.
    const field = page.locator('#root_f150');
    await field.click();
    await page.evaluate(() => {
      window.__bench.latencies.length = 0;
    });
    for (let k = 0; k < KEYS; k++) {
      await page.keyboard.press(k % 8 === 7 ? 'Backspace' : 'a');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    }
    await page.waitForTimeout(50);
    latencies.push(...(await page.evaluate(() => [...window.__bench.latencies])));
    await page.close();
  }
  // The first load pays for compiling the bundle; report the warm ones when there are several.
  const warm = renders.length > 1 ? renders.slice(1) : renders;
  return { which, inputs, renderMedian: percentile(warm, 50), renderP95: percentile(warm, 95), keyMedian: percentile(latencies, 50), keyP95: percentile(latencies, 95), keys: latencies.length };
}

const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const engine = await measure(browser, 'engine');
  const stock = await measure(browser, 'stock');
  const f = (n) => n.toFixed(1);
  console.log(`Chromium ${browser.version()} (headless, --disable-gpu), this machine; ${RUNS} page loads each, ${KEYS} keystrokes per load into a text field in the middle of a 300-field form`);
  console.log('                         first render median / p95     keystroke-to-paint median / p95');
  for (const r of [engine, stock]) {
    console.log(`${(r.which === 'engine' ? 'engine (EngineForm)' : 'stock @rjsf/core').padEnd(25)}${`${f(r.renderMedian)} / ${f(r.renderP95)} ms`.padEnd(30)}${f(r.keyMedian)} / ${f(r.keyP95)} ms   (${r.inputs} inputs, ${r.keys} keys)`);
  }
  const ratio = stock.keyP95 / engine.keyP95;
  console.log(
    `keystroke p95: engine ${f(engine.keyP95)} ms vs stock ${f(stock.keyP95)} ms: engine is ${ratio >= 1 ? `${ratio.toFixed(2)}x faster` : `${(1 / ratio).toFixed(2)}x slower`} (target: p95 < 16 ms and at least 3x faster than stock)`,
  );
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
