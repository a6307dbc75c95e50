// `npm run test:e2e`: makes sure a browser and a fresh UI build exist, then runs Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './browser.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts }).status ?? 1;

let browser = findChromium();
if (!browser) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && run('sh', ['-c', 'command -v apt-get >/dev/null']) === 0) {
    console.log('No Chromium found: installing Debian chromium…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    browser = findChromium();
  }
}
if (!browser) {
  console.error('No Chromium found. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`End-to-end tests use ${browser}`);

// A run on another port (E2E_PORT) builds into its own folder, so parallel runs do not collide.
const distDir = process.env.DIST_DIR ?? (process.env.E2E_PORT ? `dist-e2e-${process.env.E2E_PORT}` : 'dist');
const env = { ...process.env, CHROMIUM_PATH: browser, DIST_DIR: distDir };
// CI builds once and hands the same dist/ to every stage (E2E_REUSE_DIST=1).
const reuse = process.env.E2E_REUSE_DIST === '1' && existsSync(path.join(root, distDir, 'portal/ui/index.html'));
if (!reuse && run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { env }) !== 0) process.exit(1);
process.exit(run(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], { env }));
