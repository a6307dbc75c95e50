import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export type Variant = 'portal' | 'core';

/** Where the setup project keeps each dev account's identity-provider session (per server port). */
export const sessionDir = resolve('test-results', `.sessions-${process.env.E2E_PORT ?? 8181}`);
const sessionFile = (user: string): string => join(sessionDir, `${user}.json`);

/** Signs in on the identity provider's login form, which the page shows now (password = login). */
async function typeCredentials(page: Page, user: string, password = user): Promise<void> {
  await page.getByLabel(/Používateľské meno|Username/i).fill(user);
  await page.getByLabel(/Heslo|Password/i).fill(password);
  await page.getByRole('button', { name: /Prihlásiť|Sign in|Log in/i }).click();
}

type Cookies = Parameters<BrowserContext['addCookies']>[0];
const sessions = new Map<string, Cookies>();

/** The provider's session cookies of a dev account, read once per worker. Only those: what the app itself keeps (e.g. the passed certificate check) belongs to each login. */
function providerSession(user: string): Cookies {
  let cookies = sessions.get(user);
  if (!cookies) {
    cookies = (JSON.parse(readFileSync(sessionFile(user), 'utf8')) as { cookies: Cookies }).cookies.filter((cookie) => cookie.name.startsWith('edc_session'));
    sessions.set(user, cookies);
  }
  return cookies;
}

const backInVariant = (variant: Variant) => (url: URL) => url.pathname.startsWith(`/${variant}/ui`) && !url.pathname.includes('/auth/callback');

/**
 * Opens a variant signed in as a dev account. The account's session at the identity provider,
 * made once by the setup project (auth.setup.ts), comes in as its cookie: the app's own sign-in
 * redirect then returns at once with fresh tokens of this page's own (oidc-client-ts keeps them in
 * sessionStorage, per tab). Without a stored session, or when a logout has ended it, the page
 * shows the login form and the password is typed as a user does.
 */
export async function login(page: Page, user: string, variant: Variant = 'portal', path = ''): Promise<void> {
  if (existsSync(sessionFile(user))) {
    await page.context().addCookies(providerSession(user));
  }
  await page.goto(`/${variant}/ui/${path}`);
  // Either the app holds its tokens and is past its callback, or the provider asks for a password.
  await page.waitForFunction(
    (prefix) => location.pathname.includes('/login-actions/') || (location.pathname.startsWith(prefix) && !location.pathname.includes('/auth/callback') && Object.keys(sessionStorage).some((k) => k.startsWith('oidc.user:'))),
    `/${variant}/ui`,
    { timeout: 30_000 },
  );
  if (page.url().includes('/login-actions/')) {
    await typeCredentials(page, user);
    await page.waitForURL(backInVariant(variant));
  }
}

/**
 * Signs in through the identity provider's real login page, with a session of its own. For tests
 * about login, logout and session expiry: a logout ends the provider's session, which must not be
 * the one other tests share.
 */
export async function loginWithPassword(page: Page, user: string, variant: Variant = 'portal', path = ''): Promise<void> {
  await page.goto(`/${variant}/ui/${path}`);
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await typeCredentials(page, user);
  await page.waitForURL(backInVariant(variant));
}

/**
 * Registers a portal account of its own (self-registration, e-mail confirmed through the dev link)
 * and signs it in; it lands on contract creation, as a visitor does. Specs that change an account's
 * password or memberships use one, so the dev accounts stay as the other specs expect them.
 */
export async function registerAccount(page: Page, prefix: string, password = 'JanaHeslo-1'): Promise<string> {
  const user = `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/portal/ui/public/create-account');
  await page.getByLabel(/^Meno/).fill('Jana');
  await page.getByLabel('Priezvisko').fill('Nová');
  await page.getByLabel('E-mail').fill(`${user}@example.sk`);
  await page.getByLabel('Používateľské meno').fill(user);
  await page.getByLabel(/^Heslo\s*\*?$/).fill(password);
  await page.getByLabel('Heslo znova').fill(password);
  await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  await page.getByTestId('dev-verification-link').click();
  await expect(page.getByText(`E-mailová adresa je overená a účet ${user} bol vytvorený.`)).toBeVisible();
  await page.goto('/portal/ui/');
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await typeCredentials(page, user, password);
  await page.waitForURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);
  return user;
}

/** The access token oidc-client-ts keeps in session storage after login. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key?.startsWith('oidc.user:')) return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
    }
    return undefined;
  });
  expect(token, 'access token in session storage').toBeTruthy();
  return token as string;
}

export const api = (path: string): string => `/portalbl/svc${path}`;

/**
 * Waits until a search screen has replaced the page it was opened from (the dashboard's inbox is
 * a table too, so its rows must not be taken for the search's): its pager, then a data row.
 */
export async function searchShown(page: Page): Promise<void> {
  await expect(page.getByTestId('pager-range')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

/**
 * Waits until a form screen has replaced the search it was opened from. Form screens load
 * lazily and the search stays on screen until then, with filters labelled like the form's fields.
 */
export async function formScreenShown(page: Page): Promise<void> {
  await expect(page.getByRole('search')).toHaveCount(0, { timeout: 20_000 });
}
