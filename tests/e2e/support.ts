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
 * Waits until a form screen has replaced the search it was opened from. Form screens load
 * lazily and the search stays on screen until then, with filters labelled like the form's fields.
 */
export async function formScreenShown(page: Page): Promise<void> {
  await expect(page.getByRole('search')).toHaveCount(0, { timeout: 20_000 });
}
