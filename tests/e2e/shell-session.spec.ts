import { expect, test, type Page } from '@playwright/test';
import { login, loginWithPassword } from './support';

const MIN = 60_000;

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^(Používateľ|User) / }).click();
}

// The countdown, the warning dialog and its OK are component tests (src/session/SessionProvider.test.tsx);
// here the real end of an idle session: the provider's logout and the login page.
test('an idle session ends at zero: the user is logged out and must log in again', async ({ page }) => {
  await page.clock.install();
  await loginWithPassword(page, 'producer');
  await expect(page).toHaveURL(/\/portal\/ui\/dashboard$/);
  await expect(page.getByTestId('session-expiry')).toHaveText('Prihlásenie vyprší o 30 minút');
  // The dashboard has loaded its work (a call still under way when the clock jumps would go out
  // with the expired token and log the user out, as it should).
  await expect(page.getByTestId('activity-inbox').getByRole('row').nth(1)).toBeVisible();
  // The pointer rests on the empty corner of the top bar: Chromium reports a move when the page
  // changes under a resting pointer (e.g. the news rotating), which is activity for the session.
  await page.mouse.move(640, 2);

  // 30 minutes idle and one check interval (timeout/100 = 18 s).
  await page.clock.fastForward(30 * MIN + 18_000);
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await expect(page.getByLabel(/Používateľské meno/)).toBeVisible();
});

test('logout in one tab logs out the other, and a login in one tab brings the other back in', async ({ context }) => {
  const first = await context.newPage();
  await loginWithPassword(first, 'producer');
  const second = await context.newPage();
  await second.goto('/portal/ui/dashboard');
  // The second tab signs in silently with the provider's session.
  await expect(second.getByRole('heading', { name: /Vitajte/ })).toBeVisible();

  await openUserMenu(first);
  await first.getByRole('menuitem', { name: 'Odhlásiť sa' }).click();
  await second.waitForURL(/\/portal\/ui\/public\/logout$/);
  await expect(second.getByRole('heading', { name: 'Odhlásenie' })).toBeVisible();
  expect(await second.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')))).toEqual([]);

  // The first tab ends at the login page; logging in there takes the second tab back in.
  await first.waitForURL(/\/auth\/realms\/edc\//);
  await first.getByLabel(/Používateľské meno/).fill('producer');
  await first.getByLabel(/Heslo/).fill('producer');
  await first.getByRole('button', { name: /Prihlásiť/ }).click();
  await expect(first.getByRole('heading', { name: /Vitajte/ })).toBeVisible();
  await second.waitForURL(/\/portal\/ui\/dashboard$/);
  await expect(second.getByRole('heading', { name: /Vitajte/ })).toBeVisible();
});

test('activity in one tab keeps the session of the other alive', async ({ context }) => {
  const first = await context.newPage();
  await login(first, 'producer');
  const second = await context.newPage();
  await second.goto('/portal/ui/dashboard');
  await expect(second.getByRole('heading', { name: /Vitajte/ })).toBeVisible();
  // Another tab's activity is written to localStorage; this tab reads it every second.
  const later = await first.evaluate(() => {
    const t = Date.now() + 10 * 60_000;
    localStorage.setItem('edc.session.lastActivity', String(t));
    return t;
  });
  expect(later).toBeGreaterThan(0);
  await expect(first.getByTestId('session-expiry')).toHaveText(/Prihlásenie vyprší o (3\d|4\d) minút/, { timeout: 25_000 });
});

test('a tenant change in one tab reaches the other tab', async ({ context }) => {
  const first = await context.newPage();
  await login(first, 'supplier');
  const startDialog = first.getByRole('dialog', { name: 'Vyberte účastníka trhu' });
  await startDialog.getByRole('combobox').click();
  await first.getByRole('option', { name: 'Stredoslovenská energetika a.s.' }).click();
  await startDialog.getByRole('button', { name: 'OK' }).click();
  await expect(first.getByTestId('current-tenant')).toHaveText('Stredoslovenská energetika a.s.');

  const second = await context.newPage();
  await second.goto('/portal/ui/technologia/vyhladanie');
  await expect(second.getByTestId('current-tenant')).toHaveText('Stredoslovenská energetika a.s.');

  await openUserMenu(first);
  await first.getByRole('menuitem', { name: 'Zmeniť účastníka trhu' }).click();
  const dialog = first.getByRole('dialog', { name: 'Vyberte účastníka trhu' });
  // Preselects the current one and can be closed.
  await expect(dialog.getByRole('combobox')).toHaveValue('Stredoslovenská energetika a.s.');
  await dialog.getByRole('combobox').click();
  await first.getByRole('option', { name: 'Západoslovenská energetika a.s.' }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(first.getByTestId('current-tenant')).toHaveText('Západoslovenská energetika a.s.');
  await expect(first).toHaveURL(/\/portal\/ui\/dashboard$/);

  await expect(second.getByTestId('current-tenant')).toHaveText('Západoslovenská energetika a.s.');
  await expect(second).toHaveURL(/\/portal\/ui\/dashboard$/);
  await expect(second.getByText('Pracujete za účastníka trhu Západoslovenská energetika a.s.').first()).toBeVisible();
  // Later calls of the second tab act for the new participant.
  const next = second.waitForRequest((r) => r.url().includes('/bpm/dashboard/my-activity-count'));
  await second.reload();
  const tenantId = (await next).headers()['x-tenant'];
  expect(tenantId).toMatch(/^\d+$/);
});
