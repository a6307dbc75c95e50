import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The real server on its own port with a fresh database, so the tests start from the seed data.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'edc-e2e-'));
const executablePath = process.env.CHROMIUM_PATH || undefined;

/**
 * How Chromium draws (`npm run bench:browser` measures each mode's CPU). shell, the default where
 * Debian's chromium-headless-shell is installed (scripts/e2e.ts picks the binary), is the classic
 * headless Chromium: the same Blink and V8, with no browser window or WebUI behind each context.
 * The other two run the full /usr/bin/chromium. software-gl is what
 * Debian's /usr/bin/chromium does without a GPU: it turns GPU rasterization on, so a GPU process
 * rasterizes and composites through SwiftShader (software OpenGL). software draws the same pixels
 * with Chromium's plain software rasterizer and compositor, with no GPU process at all.
 */
function chromiumModeArgs(): string[] {
  const mode = process.env.E2E_CHROMIUM_MODE ?? 'software-gl';
  const software = ['--disable-gpu-rasterization', '--disable-gpu-compositing', '--disable-software-rasterizer', '--in-process-gpu'];
  // The shell composites in software too (no SwiftShader GPU process), and V8 skips its optimizing
  // compilers: a test's page lives seconds, too short for optimized code to repay its compiling.
  // Same pixels, same JavaScript semantics. Measured beside busy helpers (issue 23): on ten journey
  // specs the renderers' CPU went from 225–240 s to 155–183 s and the GPU process's 42 s went; on the
  // walks and axe checks (long-running scripts) the renderers' CPU was 3–10 % lower in paired runs.
  // E2E_V8_OPT=1 keeps the optimizing compilers, to compare.
  if (mode === 'shell') return [...software, ...(process.env.E2E_V8_OPT === '1' ? [] : ['--js-flags=--no-opt --no-maglev'])];
  if (mode === 'software-gl') return [];
  if (mode === 'software') return software;
  throw new Error(`E2E_CHROMIUM_MODE ${mode}: shell, software-gl or software`);
}

/**
 * What a test records for its failure report. A trace with screenshots makes Chromium paint and
 * encode a frame after every change of every test, kept or not; the DOM snapshots alone show the
 * same page in the trace viewer. E2E_TRACE: dom (default), full (with the screencast), retry
 * (recorded on a retry only: the default in CI, where every failed test runs once more, so each
 * failure still leaves a trace and a passing test records none; bench:browser compares the modes).
 */
function traceOption() {
  const mode = process.env.E2E_TRACE ?? (process.env.CI ? 'retry' : 'dom');
  if (mode === 'dom') return { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } as const;
  if (mode === 'full') return 'retain-on-failure' as const;
  if (mode === 'retry') return 'on-first-retry' as const;
  throw new Error(`E2E_TRACE ${mode}: dom, full or retry`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers on two cores: tests that write use records or accounts of their own.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/reporter/runSummary.ts'], ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: `playwright-report-${port}` }] as const])],
  outputDir: `test-results/${port}`,
  use: {
    baseURL,
    locale: 'sk-SK',
    // As a user who asks for less motion: the product then skips its transitions (theme.ts), and no
    // test waits for a modal or a menu to finish animating before it can act.
    reducedMotion: 'reduce',
    trace: traceOption(),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...chromiumModeArgs()],
    },
  },
  projects: [
    // Each dev account logs in once; the tests reuse its identity-provider session (support.ts).
    { name: 'sessions', testMatch: /auth\.setup\.ts$/, use: { browserName: 'chromium' } },
    { name: 'chromium', dependencies: ['sessions'], use: { browserName: 'chromium' } },
  ],
  webServer: {
    command: `node --import tsx server/main.ts`,
    url: `${baseURL}/auth/realms/edc/.well-known/openid-configuration`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded at market volume first (about 20 s on a quiet
    // machine, several times that when the machine is busy).
    timeout: 180_000,
    stdout: 'pipe',
    // DATABASE_URL: the throw-away PostgreSQL cluster scripts/e2e.ts starts (else PGlite in dataDir).
    // BPM_ASYNC_DELAY_MS: a step's background completion still runs after the answer, so the
    // progress dialog and its 1 s poll are exercised, without the 1.5 s a demo shows it for.
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      NODE_ENV: 'test',
      BPM_ASYNC_DELAY_MS: '300',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
