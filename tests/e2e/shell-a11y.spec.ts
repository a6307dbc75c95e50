import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { login, searchShown } from './support';

// axe-core is injected as a script of the page; the UI's CSP (rightly) refuses inline scripts, so
// these checks run with it bypassed (tests/e2e/security-csp.spec.ts checks the UI under it).
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core over the page (without the content of the routed page inside the shell, which
 * belongs to its screen's own checks); returns the serious and critical violations.
 */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: path.resolve('node_modules/axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ exclude: [['[data-testid="page-content"]']] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const describe = (violations: AxeViolation[]) => violations.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');

test('the portal shell has no serious or critical accessibility violations', async ({ page }) => {
  await login(page, 'producer');
  // Open work is shown (its number depends on what earlier specs left open).
  await expect(page.getByTestId('activity-count')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('news-banner')).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations, describe(violations)).toEqual([]);
});

test('the core shell has no serious or critical accessibility violations', async ({ page }) => {
  await login(page, 'operator', 'core');
  // Open work is shown (its number depends on what earlier specs left open).
  await expect(page.getByTestId('activity-count')).toHaveText(/^[1-9]\d*$/);
  const violations = await seriousViolations(page);
  expect(violations, describe(violations)).toEqual([]);
});

test('the public pages and the tenant dialog have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/portal/ui/public/create-account');
  await expect(page.getByRole('heading', { name: 'Registrácia' })).toBeVisible();
  let violations = await seriousViolations(page);
  expect(violations, describe(violations)).toEqual([]);

  await login(page, 'supplier');
  await expect(page.getByRole('dialog', { name: 'Vyberte účastníka trhu' })).toBeVisible();
  violations = await seriousViolations(page);
  expect(violations, describe(violations)).toEqual([]);
});

test('keyboard users skip the menu to the page', async ({ page }) => {
  await login(page, 'producer', 'portal', 'technologia/vyhladanie');
  await searchShown(page);
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skipMenu = page.getByRole('link', { name: 'Preskočiť na obsah stránky' });
  await expect(skipMenu).toBeFocused();
  await expect(skipMenu).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The search's own skip link past its filters to the first row: SearchPage.test.tsx (jsdom).
});
