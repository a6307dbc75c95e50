// `npm run bench:detail` (tsx scripts/bench/detailOpen.ts): the first detail open from a search
// against a repeated one (issue 27 item 2), in Chromium against the real server. Per entity and
// round, a fresh browser context (cold caches, new login) opens the search, waits until the page
// is idle (rows in, network quiet: the form code is prefetched then), clicks the first row, goes
// back to the search and clicks the second row (a record not read yet, so both opens ask for
// their record). Measured from the click: the detail's first API request (the record or its
// schema), the detail shown (its Back to search button) and the record's fields shown (the form's
// first input). Prints median and p95 of both opens and the ratio first/repeated against the 1.3x target.
// Builds the UI into a folder of its own first, unless BENCH_DIST names a build.
// Options (env): BENCH_ROUNDS (5), BENCH_DIST.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from '../browser.mjs';
import { ROOT, startServer } from './serverBench';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_RATIO = 1.3;
const BACK = /^(Späť na vyhľadávanie|Back to search|Zpět na vyhledávání)$/;

interface Case {
  label: string;
  variant: 'portal' | 'core';
  user: string;
  search: string;
  /** The entity's API path (metadata/entities/*.json `api`). */
  api: string;
}

const CASES: Case[] = [
  { label: 'technologia (portal)', variant: 'portal', user: 'producer', search: 'technologia/vyhladanie', api: '/portal/zmluvy/technologia/' },
  { label: 'vyrobne-zariadenie (portal)', variant: 'portal', user: 'producer', search: 'vyrobne-zariadenie/vyhladanie', api: '/portal/vyrobne-zariadenia/vyrobne-zariadenie/' },
  { label: 'ucastnik-trhu (core)', variant: 'core', user: 'admin', search: 'ucastnik-trhu/vyhladanie', api: '/portal/zmluvy/ucastnik-trhu/' },
];

interface Open {
  /** Click to the detail's first API request (ms). */
  request: number;
  /** Click to the detail shown (ms). */
  shown: number;
  /** Click to the record's fields shown (ms). */
  fields: number;
}

async function login(page: Page, base: string, c: Case): Promise<void> {
  await page.goto(`${base}/${c.variant}/ui/`);
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await page.getByLabel(/Používateľské meno|Username/i).fill(c.user);
  await page.getByLabel(/Heslo|Password/i).fill(c.user);
  await page.getByRole('button', { name: /Prihlásiť|Sign in|Log in/i }).click();
  await page.waitForURL((url) => url.pathname.includes('/dashboard'));
}

/** Clicks a row of the search once the page is idle; times the detail's first request and its form. */
async function openRow(page: Page, c: Case, row: number): Promise<Open> {
  await page.getByRole('row').nth(row).waitFor();
  await page.waitForLoadState('networkidle');
  // A path below the entity's API behind the server's prefix (a record or its schema); the
  // search's lists ask for the API path itself.
  const detailRequest = page.waitForRequest((request) => {
    const { pathname } = new URL(request.url());
    const at = pathname.indexOf(c.api);
    return at >= 0 && pathname.length > at + c.api.length;
  });
  const start = performance.now();
  await page.getByRole('row').nth(row).click();
  const request = await detailRequest.then(() => performance.now() - start);
  await page.getByRole('button', { name: BACK }).waitFor();
  const shown = performance.now() - start;
  // The record's own fields (the form's inputs, named root_…), what the user came for.
  await page.locator('input[id^="root_"]').first().waitFor();
  return { request, shown, fields: performance.now() - start };
}

async function round(browser: Browser, base: string, c: Case): Promise<{ first: Open; repeated: Open }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await login(page, base, c);
    await page.goto(`${base}/${c.variant}/ui/${c.search}`);
    const first = await openRow(page, c, 1);
    await page.getByRole('button', { name: BACK }).click();
    // Another row: its record is not cached yet, so both opens ask the server for it.
    const repeated = await openRow(page, c, 2);
    return { first, repeated };
  } finally {
    await context.close();
  }
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);

async function main(): Promise<void> {
  const browserPath = findChromium();
  if (!browserPath) throw new Error('No Chromium found (set CHROMIUM_PATH).');
  const ownBuild = !process.env.BENCH_DIST;
  const distDir = process.env.BENCH_DIST ?? path.join(ROOT, 'dist-bench-detail');
  if (ownBuild) {
    const built = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', distDir], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'edc-bench-detail-'));
  const { base, child } = await startServer(dataDir, { DIST_DIR: distDir }, 300);
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    const lines = [`${'entity'.padEnd(30)} ${'measured to'.padEnd(13)} ${'first p50'.padStart(9)} ${'first p95'.padStart(9)} ${'again p50'.padStart(9)} ${'again p95'.padStart(9)}  first/again (target ${TARGET_RATIO}x)`];
    for (const c of CASES) {
      const firsts: Open[] = [];
      const repeats: Open[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const { first, repeated } = await round(browser, base, c);
        firsts.push(first);
        repeats.push(repeated);
        console.log(`${c.label} round ${i + 1}: first ${first.request.toFixed(0)}/${first.shown.toFixed(0)}/${first.fields.toFixed(0)} ms, again ${repeated.request.toFixed(0)}/${repeated.shown.toFixed(0)}/${repeated.fields.toFixed(0)} ms (request/shown/fields)`);
      }
      for (const key of ['request', 'shown', 'fields'] as const) {
        const first = firsts.map((o) => o[key]);
        const again = repeats.map((o) => o[key]);
        const ratio = quantile(first, 0.5) / quantile(again, 0.5);
        lines.push(
          `${c.label.padEnd(30)} ${{ request: 'API request', shown: 'detail shown', fields: 'fields shown' }[key].padEnd(13)} ${ms(quantile(first, 0.5))}  ${ms(quantile(first, 0.95))}  ${ms(quantile(again, 0.5))}  ${ms(quantile(again, 0.95))}  ${ratio.toFixed(2)}x ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}`,
        );
      }
    }
    console.log(`\n${ROUNDS} rounds per entity (a fresh context each), medians compared:\n${lines.join('\n')}`);
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await rm(dataDir, { recursive: true, force: true });
    if (ownBuild) await rm(distDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
