// `npm run test:e2e`: makes sure a browser, a fresh UI build and a database exist, then runs Playwright.
// The server under test runs on a throw-away PostgreSQL cluster, as in production, where one can be
// started here (E2E_DATABASE=pglite keeps PGlite; without PostgreSQL binaries PGlite is used too).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findChromium, findHeadlessShell } from './browser.mjs';
import { hasPostgres, startPostgres, type Postgres } from './postgres';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

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
// The headless shell draws what /usr/bin/chromium draws at a fraction of the browser process's CPU
// (`npm run bench:browser` compares them); E2E_CHROMIUM_MODE=software-gl or software runs the full browser.
const shell = process.env.CHROMIUM_PATH ? undefined : findHeadlessShell();
const chromiumMode = process.env.E2E_CHROMIUM_MODE ?? (shell ? 'shell' : 'software-gl');
if (chromiumMode === 'shell') {
  if (!shell) {
    console.error('E2E_CHROMIUM_MODE=shell: no headless shell found (Debian: apt-get install chromium-headless-shell).');
    process.exit(1);
  }
  browser = shell;
}
console.log(`End-to-end tests use ${browser} (${chromiumMode})`);

// A run on another port (E2E_PORT) builds into its own folder, so parallel runs do not collide.
const distDir = process.env.DIST_DIR ?? (process.env.E2E_PORT ? `dist-e2e-${process.env.E2E_PORT}` : 'dist');
const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM_PATH: browser, E2E_CHROMIUM_MODE: chromiumMode, DIST_DIR: distDir };
// CI builds once and hands the same dist/ to every stage (E2E_REUSE_DIST=1).
const reuse = process.env.E2E_REUSE_DIST === '1' && existsSync(path.join(root, distDir, 'portal/ui/index.html'));
if (!reuse && run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], env) !== 0) process.exit(1);

// PGlite runs inside the server's process; PostgreSQL does the same work natively in its own, which
// leaves the two cores more time for the browser (bench:browser prints both).
let postgres: Postgres | undefined;
if (process.env.E2E_DATABASE !== 'pglite' && !process.env.DATABASE_URL && hasPostgres()) {
  postgres = await startPostgres({ max_connections: '100' });
  env.DATABASE_URL = postgres.url;
}
console.log(`The server under test uses ${env.DATABASE_URL ? `PostgreSQL (${env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')})` : 'PGlite'}`);
let status: number;
try {
  status = run(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], env);
} finally {
  postgres?.stop();
}
process.exit(status);
