// `npm run bench:bundle`: the JavaScript the browser really downloads, counted in Chromium against
// the real server: the first download (login callback, shell, dashboard), then what the first
// search screen adds, then what the first detail form adds (with what the idle search prefetched
// for it). Prints each chunk with its gzipped size (level 9, as the size budget counts) and the
// bytes on the wire, the running totals against issue 14's targets (dashboard + first search
// screen at most 300 kB; first download at most 187.3 kB) with met / NOT met, and the build-side
// figures (the size budget's count per variant).
// Builds the UI into a folder of its own first. Options (env): BENCH_USER (producer), BENCH_VARIANT
// (portal), BENCH_SEARCH (technologia/vyhladanie).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from '@playwright/test';
import { findChromium } from '../browser.mjs';
import { ROOT, startServer } from './serverBench';

const USER = process.env.BENCH_USER ?? 'producer';
const VARIANT = process.env.BENCH_VARIANT ?? 'portal';
const SEARCH = process.env.BENCH_SEARCH ?? 'technologia/vyhladanie';
const FIRST_DOWNLOAD_CEILING = 187_300;
const DASHBOARD_AND_SEARCH_TARGET = 300_000;

type Step = Map<string, number>;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function report(title: string, { step, transferred }: Taken, before: number): number {
  const sum = [...step.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${title}: ${step.size} scripts, ${kb(sum)} gzipped, ${kb(transferred)} on the wire (running total ${kb(before + sum)})`);
  for (const [name, size] of [...step].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size).padStart(9)}  ${name}`);
  return before + sum;
}

/** What the browser fetched in a step: gzipped sizes (level 9) by file, and the bytes on the wire. */
interface Taken {
  step: Step;
  transferred: number;
}

/**
 * Records every script response from now on, by file name, gzipped. A response belongs to the
 * step in which it arrived; its body is read asynchronously, so `take` waits for the pending ones.
 * An idle search prefetches the form screens' code (src/app/entity/FormScreenPrefetch.tsx), which
 * the search does not need: what is requested from the prefetch's first chunk (loadFormScreen) on
 * counts with the next step, the first detail form, which would otherwise load it.
 */
function recorder(page: Page): { take: () => Promise<Taken> } {
  type Item = { name: string; gzip: number; transferred: number; prefetched: boolean };
  let pending: Promise<Item | undefined>[] = [];
  let held: Item[] = [];
  let prefetching = false;
  const prefetched = new WeakSet<Request>();
  page.on('request', (request) => {
    if (/\/loadFormScreen-[\w-]+\.js$/.test(new URL(request.url()).pathname)) prefetching = true;
    if (prefetching) prefetched.add(request);
  });
  // Counted once, when its body was read: a body lost to the login redirect counts at the next load.
  const counted = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The identity provider's login page is not the application's download.
    if (!url.pathname.endsWith('.js') || url.pathname.startsWith('/auth/')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => ({
          name: url.pathname.split('/').pop() ?? url.pathname,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
          prefetched: prefetched.has(response.request()),
        }))
        .catch(() => undefined),
    );
  });
  return {
    async take() {
      const taken = [...held, ...(await Promise.all(pending))];
      const carried = held;
      pending = [];
      held = [];
      const step: Step = new Map();
      let transferred = 0;
      for (const item of taken) {
        if (!item || counted.has(item.name)) continue;
        if (item.prefetched && !carried.includes(item)) {
          held.push(item);
          continue;
        }
        counted.add(item.name);
        step.set(item.name, item.gzip);
        transferred += item.transferred;
      }
      return { step, transferred };
    },
  };
}

/** The build-side figures: the size budget's count of the first download (with the start's texts) per variant. */
async function buildFigures(distDir: string): Promise<string[]> {
  // size-budget.mjs reads DIST_DIR when it loads.
  process.env.DIST_DIR = distDir;
  // @ts-expect-error a plain JavaScript module shared with `npm run size-budget`
  const budget = (await import('../size-budget.mjs')) as { budgetFiles: (variant: string) => string[]; startTextChunks: () => string[]; CEILING_BYTES: number };
  return ['portal', 'core'].map((variant) => {
    const files = [...budget.budgetFiles(variant), ...budget.startTextChunks()];
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
    return `build: ${variant} first download ${kb(bytes)} as npm run size-budget counts it (${files.length} files, ceiling ${kb(budget.CEILING_BYTES)}: ${bytes <= budget.CEILING_BYTES ? 'met' : 'NOT met'})`;
  });
}

async function main(): Promise<void> {
  const browserPath = findChromium();
  if (!browserPath) throw new Error('No Chromium found (set CHROMIUM_PATH).');
  const distDir = path.join(ROOT, 'dist-bench-bundle');
  const built = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', distDir], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
  const fromBuild = await buildFigures(distDir);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'edc-bench-bundle-'));
  // Five minutes: on a loaded machine (parallel test runs) the server's first start outlasts two.
  const { base, child } = await startServer(dataDir, { DIST_DIR: distDir }, 300);
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    const page = await browser.newPage();
    const scripts = recorder(page);
    await page.goto(`${base}/${VARIANT}/ui/`);
    await page.waitForURL(/\/auth\/realms\/edc\//);
    await page.getByLabel(/Používateľské meno|Username/i).fill(USER);
    await page.getByLabel(/Heslo|Password/i).fill(USER);
    await page.getByRole('button', { name: /Prihlásiť|Sign in|Log in/i }).click();
    await page.waitForURL((url) => url.pathname.includes('/dashboard'));
    await page.waitForLoadState('networkidle');
    let total = report(`First download (login callback, shell, dashboard; ${VARIANT}, ${USER})`, await scripts.take(), 0);
    const firstDownload = total;
    await page.goto(`${base}/${VARIANT}/ui/${SEARCH}`);
    await page.getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');
    total = report(`The first search screen adds (${SEARCH})`, await scripts.take(), total);
    const withSearch = total;
    await page.getByRole('row').nth(1).click();
    await page.waitForURL(/\/detail\//);
    // The URL changes before the form's code arrives: wait for the form itself (its Back to search
    // button: a producer may read a technology but not edit it, so there is no Edit button).
    await page.getByRole('button', { name: /^(Späť na vyhľadávanie|Back to search|Zpět na vyhledávání)$/ }).waitFor();
    await page.waitForLoadState('networkidle');
    total = report('The first detail form adds', await scripts.take(), total);
    console.log(
      [
        '',
        `first download ${kb(firstDownload)} (ceiling ${kb(FIRST_DOWNLOAD_CEILING)}: ${firstDownload <= FIRST_DOWNLOAD_CEILING ? 'met' : 'NOT met'}; counted here without the start's text files, which the size budget adds)`,
        `dashboard + first search screen ${kb(withSearch)} (target ${kb(DASHBOARD_AND_SEARCH_TARGET)}: ${withSearch <= DASHBOARD_AND_SEARCH_TARGET ? 'met' : 'NOT met'})`,
        `dashboard + search + detail form ${kb(total)}`,
        ...fromBuild,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await rm(dataDir, { recursive: true, force: true });
    await rm(distDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
