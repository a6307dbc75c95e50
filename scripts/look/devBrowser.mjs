// What the look scripts (screenshots, demo tour) share: their own server when asked, a Chromium, a
// dev account's login on the identity provider's page (its password is its name), and the wait
// until a screen has settled.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../browser.mjs';

/** `--name value` of the command line, else the fallback. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/**
 * With `--serve [dist]`: starts the server of the current folder (`server/main.ts`, so an older
 * checkout serves its own build) on the base's port, over that built UI and a fresh seeded
 * database in a temporary folder; answers once the portal's page is served. Else undefined.
 */
export async function serveIfAsked(base) {
  const at = process.argv.indexOf('--serve');
  if (at < 0) return undefined;
  const named = process.argv[at + 1];
  const distDir = named && !named.startsWith('--') ? named : 'dist';
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

export function launch() {
  return chromium.launch({ executablePath: findChromium() });
}

/** Whether the page is on the provider's login form, or in the app with its tokens (past the callback). */
function loginOrIn(prefix) {
  return location.pathname.includes('/login-actions/') || (location.pathname.startsWith(prefix) && !location.pathname.includes('/auth/callback') && Object.keys(sessionStorage).some((k) => k.startsWith('oidc.user:')));
}

/** Opens `route` of the variant as the dev account `user`, logging in when the provider asks. */
export async function openAs(page, base, user, variant, route) {
  await page.goto(`${base}/${variant}/ui/${route}`);
  await page.waitForFunction(loginOrIn, `/${variant}/ui`, { timeout: 30_000 });
  if (page.url().includes('/login-actions/')) {
    await page.getByLabel(/Používateľské meno|Username/i).fill(user);
    await page.getByLabel(/Heslo|Password/i).fill(user);
    await page.getByRole('button', { name: /Prihlásiť|Sign in|Log in/i }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${variant}/ui/`));
    await page.waitForFunction(loginOrIn, `/${variant}/ui`, { timeout: 30_000 });
  }
  await settled(page);
}

/** Until nothing in the main area says it is loading and something is shown. */
export async function settled(page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main) return false;
      const busy = main.querySelector('[aria-busy="true"], .mantine-Loader-root');
      const status = [...main.querySelectorAll('[role="status"]')].some((el) => /Načítav/.test(el.textContent ?? ''));
      return !busy && !status && main.querySelector('table tbody tr, form, h1, h2') !== null;
    },
    undefined,
    { timeout: 30_000, polling: 200 },
  );
  // Its last change painted: two animation frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
