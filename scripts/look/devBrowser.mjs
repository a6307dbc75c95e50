// What the look scripts (screenshots, demo tour) share: a Chromium, a dev account's login on the
// identity provider's page (its password is its name), and the wait until a screen has settled.
import { chromium } from '@playwright/test';
import { findChromium } from '../browser.mjs';

/** `--name value` of the command line, else the fallback. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
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
