import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { login } from './support';

// Issue 15's accessibility part, page by page after a real login: every core administration page,
// the FAQ of both variants, and a search and a detail page of both variants have one h1, no
// content outside landmarks (axe "region") and no serious or critical axe violation.

// axe-core is injected as a script of the page; the UI's CSP (rightly) refuses inline scripts.
test.use({ bypassCSP: true });


/** Opens a page of the running app, waits for its heading (and its first grid row, if any), then checks it. */
async function check(page: Page, url: string, heading: RegExp | string, grid = false): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 30_000 });
  if (grid) await expect(page.getByRole('row').nth(1)).not.toContainText('Načítavam', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }), url).toHaveCount(1);
  expect(await axeViolations(page, { alsoRules: ['region'] }), url).toEqual([]);
}

test('every core administration page of issue 15 has one h1 and passes axe', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, 'operator', 'core');
  await check(page, '/core/ui/app-config', 'Konfigurácia aplikácie', true);
  await check(page, '/core/ui/app-config/1', /.+/);
  await check(page, '/core/ui/sprava-dodatkov/detail/new', /.+/);
  await check(page, '/core/ui/sprava-mailtemplate', /.+/, true);
  await check(page, '/core/ui/sprava-faq', /.+/, true);
  await check(page, '/core/ui/sprava-casovych-odstupov', /.+/, true);
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible({ timeout: 30_000 });
  await check(page, page.url(), /.+/);
  await check(page, '/core/ui/enum/enum-stat', 'Štáty', true);
  await check(page, '/core/ui/enum/enum-portal/document-type', /.+/, true);
  await check(page, '/core/ui/enum/enum-mixed/vyrobne_zariadenie/typ_podpory', 'Typy podpory výroby', true);
  await check(page, '/core/ui/faq', /.+/);
});

test('a search and a detail page of both variants have one h1 and pass axe', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await login(page, 'operator', 'core');
  await check(page, '/core/ui/zmluva/vyhladanie', 'Zmluvy', true);
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible({ timeout: 30_000 });
  await check(page, page.url(), /^[A-Z]+-\d{4}-\d+$/);

  const portal = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(portal, 'producer');
  await check(portal, '/portal/ui/vyrobne-zariadenie/vyhladanie', /.+/, true);
  await portal.getByRole('row').nth(1).click();
  await expect(portal).toHaveURL(/\/detail\/\d+$/);
  await check(portal, portal.url(), /.+/);
  await check(portal, '/portal/ui/zmluva/vyhladanie', 'Zmluvy', true);
  await check(portal, '/portal/ui/faq', /.+/);
  await portal.context().close();
});

/** The contrast ratio of an element's text colour on its own background (both opaque rgb()). */
async function contrast(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = channels(css).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return Math.round((((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)) * 100) / 100;
  });
}

test('the core primary buttons and segmented controls read at 4.5:1 at rest, on hover, chosen and disabled', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'operator', 'core');
  // The dashboard's segmented control: the chosen choice is white on the core's orange.
  const mine = page.getByRole('radio', { name: 'Moje', exact: true });
  await expect(mine).toHaveAttribute('aria-checked', 'true', { timeout: 30_000 });
  expect(await contrast(mine)).toBeGreaterThanOrEqual(4.5);
  await mine.hover();
  expect(await contrast(mine)).toBeGreaterThanOrEqual(4.5);

  // A filled primary button of a page at rest and on hover, and a disabled one.
  await page.goto('/core/ui/zmluva/vyhladanie');
  const search = page.getByRole('button', { name: 'Hľadať' });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  expect(await contrast(search)).toBeGreaterThanOrEqual(4.5);
  await search.hover();
  expect(await contrast(search)).toBeGreaterThanOrEqual(4.5);
  const notify = page.getByRole('button', { name: 'Notifikovať' });
  await expect(notify).toBeDisabled();
  expect(await contrast(notify)).toBeGreaterThanOrEqual(4.5);
});
