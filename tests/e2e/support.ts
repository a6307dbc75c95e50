import { expect, type Page } from '@playwright/test';

export type Variant = 'portal' | 'core';

/** Opens a variant and signs in through the identity provider's real login page (password = login). */
export async function login(page: Page, login: string, variant: Variant = 'portal', path = ''): Promise<void> {
  await page.goto(`/${variant}/ui/${path}`);
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await page.getByLabel(/Používateľské meno|Username/i).fill(login);
  await page.getByLabel(/Heslo|Password/i).fill(login);
  await page.getByRole('button', { name: /Prihlásiť|Sign in|Log in/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/${variant}/ui`) && !url.pathname.includes('/auth/callback'));
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
  await page.getByLabel(/Používateľské meno/).fill(user);
  await page.getByLabel(/^Heslo/).fill(password);
  await page.getByRole('button', { name: /Prihlásiť/ }).click();
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
