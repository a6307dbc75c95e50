import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The real server on its own port with a fresh database, so the tests start from the seed data.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'edc-e2e-'));
const executablePath = process.env.CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: `playwright-report-${port}` }]],
  outputDir: `test-results/${port}`,
  use: {
    baseURL,
    locale: 'sk-SK',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node --import tsx server/main.ts`,
    url: `${baseURL}/auth/realms/edc/.well-known/openid-configuration`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded at market volume first (about 20 s on a quiet
    // machine, several times that when the machine is busy).
    timeout: 180_000,
    stdout: 'pipe',
    env: { PORT: String(port), PUBLIC_URL: baseURL, DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR ?? 'dist', NODE_ENV: 'test' },
  },
});
