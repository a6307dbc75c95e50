import { expect, test, type Page } from '@playwright/test';
import { login, loginWithPassword } from './support';

/** Counts the certificate-check posts the page makes. */
function countCertChecks(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/portalbl/svc/certcheck') count += 1;
  });
  return { count: () => count };
}

test('the portal passes the certificate check once per login, before the main layout', async ({ page }) => {
  const checks = countCertChecks(page);
  // The check belongs to a login on the provider's page, so this test logs in for real.
  await loginWithPassword(page, 'producer', 'portal', 'faq');
  await expect(page).toHaveURL(/\/portal\/ui\/faq$/);
  await expect(page.getByTestId('main-menu')).toBeVisible();
  expect(checks.count()).toBe(1);
  // A reload keeps the session: no new login, no new check.
  await page.reload();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  expect(checks.count()).toBe(1);
  // 'Back' from there passes the finished callback (without its used code) and stays in.
  await page.goBack();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/login-error/);
  expect(checks.count()).toBe(1);
});

test('the core does not call the certificate check', async ({ page }) => {
  const checks = countCertChecks(page);
  await login(page, 'operator', 'core');
  await expect(page.getByTestId('main-menu')).toBeVisible();
  expect(checks.count()).toBe(0);
});

test('a refused certificate check shows the login error with its reason', async ({ page }) => {
  await page.goto('/portal/ui/public');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/portalbl/svc/certcheck';
    for (const [name, value] of [['uiRedirect', '/portal/ui/dashboard'], ['errorRedirect', '/portal/ui/public/login-error'], ['token', 'not-a-token']]) {
      const input = document.createElement('input');
      input.name = name as string;
      input.value = value as string;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
  });
  await expect(page).toHaveURL(/\/portal\/ui\/public\/login-error\?certcheck=token$/);
  await expect(page.getByRole('alert')).toHaveText('Overenie prihlásenia zlyhalo: prihlasovací token nie je platný.');
});
