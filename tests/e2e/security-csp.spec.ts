import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

// Both UIs under the server's Content-Security-Policy in real Chromium: login (with the silent
// check frame), the shell, a search, a detail form with its widgets and a dialog must run without a
// single violation. The headers themselves (CSP, no framing by another site, referrer policy):
// server/http/securityHeaders.test.ts.

/** Collects every CSP violation the page reports, from the browser's own event and console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('the portal runs under its CSP: login, dashboard, search, detail form', async ({ page }) => {
  const violations = await watchViolations(page);
  const entry = page.waitForResponse((r) => r.url().endsWith('/portal/ui/') && r.request().resourceType() === 'document');
  await login(page, 'producer', 'portal');
  const headers = (await entry).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto('/portal/ui/vyrobne-zariadenie/vyhladanie');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('row').nth(1).click();
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await expect(page.locator('#root_eic')).toBeEditable();
  expect(violations).toEqual([]);
});

test('the core runs under its CSP: code list search, detail and its edit form', async ({ page }) => {
  const violations = await watchViolations(page);
  await login(page, 'admin', 'core');
  await page.goto('/core/ui/technologia/vyhladanie');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/technologia\/detail\/\d+/);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await expect(page.getByRole('button', { name: 'Uložiť', exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});
