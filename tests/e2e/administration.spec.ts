import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { formScreenShown, login } from './support';

// axe-core is injected as a script of the page; the UI's CSP (rightly) refuses inline scripts, so
// these checks run with it bypassed (tests/e2e/security-csp.spec.ts checks the UI under it).
test.use({ bypassCSP: true });


/** The countries the portal's production-device form offers in its address (a fresh page each time). */
async function portalCountries(page: Page): Promise<string[]> {
  await page.goto('/portal/ui/vyrobne-zariadenie/detail/new');
  const country = page.getByTestId('root_adresa-address').locator('#root_adresa_IdStat');
  await country.click();
  await expect(page.getByRole('option', { name: 'Slovensko' })).toBeVisible();
  return page.getByRole('option').allTextContents();
}

async function portalPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(page, 'producer');
  await expect(page).toHaveURL(/\/portal\/ui\/dashboard$/);
  return page;
}

test('a country added, renamed and invalidated in the core shows at once in the portal form', async ({ page, browser }) => {
  // Two browsers and four form loads: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const code = `Q${String.fromCharCode(65 + (Date.now() % 26))}`;
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Štáty', exact: true }).click();
  await expect(page).toHaveURL(/\/core\/ui\/enum\/enum-stat$/);
  await expect(page.getByRole('heading', { name: 'Štáty' })).toBeVisible({ timeout: 30_000 });
  // Search by code.
  await page.getByLabel('Kód').first().fill('CZ');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Česko');

  // A new item: an invalid code first (message shown, typed value kept), then a valid one.
  await page.getByRole('button', { name: 'Nový' }).click();
  // Until the form's code arrives the search stays, its Kód filter labelled as the form's field.
  await formScreenShown(page);
  const kod = page.getByLabel(/^Kód/);
  await kod.fill('Q Q');
  await page.getByLabel(/^Názov \(slovensky\)/).fill('Quebecké územie');
  await page.getByLabel(/^Názov \(anglicky\)/).fill('Quebec territory');
  await page.getByLabel(/^Poradie/).fill('5');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  // The code's pattern is told in words (the catalogue's named pattern), never as a regular expression.
  await expect(page.locator('form').getByText('Začnite písmenom bez diakritiky alebo číslicou; ďalej len písmená bez diakritiky, číslice a znaky . _ -').first()).toBeVisible();
  await expect(page.locator('form')).not.toContainText('[A-Za-z0-9]');
  await expect(kod).toHaveValue('Q Q');
  await kod.fill(code);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page).toHaveURL(/\/enum\/enum-stat\/detail\/\d+$/);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();

  const portal = await portalPage(browser);
  expect(await portalCountries(portal)).toContain('Quebecké územie');

  // Renamed: the portal's next form shows the new name.
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await page.getByLabel(/^Názov \(slovensky\)/).fill('Územie Quebec');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  const renamed = await portalCountries(portal);
  expect(renamed).toContain('Územie Quebec');
  expect(renamed).not.toContain('Quebecké územie');

  // Invalidated: no longer offered; the administration still lists it as not valid.
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await page.getByLabel(/^Platný/).uncheck();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  expect(await portalCountries(portal)).not.toContain('Územie Quebec');
  await page.goto(`/core/ui/enum/enum-stat?kod=${code}`);
  await expect(page.getByRole('row').nth(1)).toContainText('Nie');
  await portal.context().close();
});

test('deleting a code in use is refused with where it is used; the mixed code books are in the menu', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Typy podpory výroby' }).click();
  await expect(page).toHaveURL(/\/enum\/enum-mixed\/vyrobne_zariadenie\/typ_podpory$/);
  await page.getByRole('row').filter({ hasText: 'DOPLATOK' }).click();
  await expect(page).toHaveURL(/\/detail\/\d+$/);
  await page.getByRole('button', { name: 'Zmazať' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Zmazať' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/Kód DOPLATOK sa používa, nedá sa zmazať ani zmeniť: výrobné zariadenia \(\d+\)/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Zavrieť', exact: true }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/detail\/\d+$/);

  expect(await axeViolations(page)).toEqual([]);
});

test('a session length saved in /app-config shows in the countdown after the next login', async ({ page, browser }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Konfigurácia aplikácie' }).click();
  await expect(page).toHaveURL(/\/core\/ui\/app-config$/);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/app-config\/1$/);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const timeout = page.getByLabel(/^Dĺžka relácie \(min\)/);
  await timeout.fill('3');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.locator('form').getByText(/5/).first()).toBeVisible();
  await expect(timeout).toHaveValue('3');
  await timeout.fill('45');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const portal = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(portal, 'producer');
  await expect(portal.getByText('Prihlásenie vyprší o 45 minút')).toBeVisible();
  await portal.context().close();

  // The other tests share this server: the default length comes back.
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await timeout.fill('30');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
});

test('a question published in the core appears in the portal FAQ, found by a search without accents', async ({ page, browser }) => {
  const question = `Ako zmením bankové spojenie ${Date.now() % 100000}?`;
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Správa FAQ' }).click();
  await expect(page).toHaveURL(/\/sprava-faq$/);
  await page.getByRole('button', { name: 'Nový' }).click();
  await expect(page).toHaveURL(/\/sprava-faq\/detail\/new$/);
  // The form screen loads lazily: until it shows, the search (with its own Kategória filter) stays.
  await expect(page.getByRole('button', { name: 'Uložiť', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.locator('form').getByRole('combobox', { name: /^Kategória/ }).click();
  await page.getByRole('option', { name: 'Zmluvy' }).click();
  await page.getByLabel(/^Poradie/).fill('30');
  await page.getByLabel(/^Otázka \(slovensky\)/).fill(question);
  await page.getByLabel(/^Otázka \(anglicky\)/).fill('How do I change my bank account?');
  await page.getByLabel(/^Odpoveď \(slovensky\)/).fill('Pošlite **žiadosť o zmenu** cez schránku. <script>alert(1)</script>');
  await page.getByLabel(/^Odpoveď \(anglicky\)/).fill('Send a **change request** through the mailbox.');
  await page.getByLabel(/^Zverejnená/).check();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page).toHaveURL(/\/sprava-faq\/detail\/\d+$/);
  expect(await axeViolations(page)).toEqual([]);

  const portal = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(portal, 'producer', 'portal', 'faq');
  await portal.getByLabel('Hľadať v otázkach a odpovediach').fill('bankove spojenie');
  await portal.getByRole('button', { name: question }).click();
  await expect(portal.locator('strong', { hasText: 'žiadosť o zmenu' })).toBeVisible();
  await expect(portal.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Ako sa prihlásim do portálu?' })).toHaveCount(0);
  expect(await axeViolations(portal)).toEqual([]);
  await portal.context().close();
});

test('a mail template with an unknown variable is refused naming it; the preview fills the variables', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Správa e-mailových šablón' }).click();
  await expect(page).toHaveURL(/\/sprava-mailtemplate$/);
  await page.getByRole('row').filter({ hasText: 'ZMLUVA_SCHVALENA' }).click();
  await expect(page).toHaveURL(/\/sprava-mailtemplate\/detail\/\d+$/);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const text = page.getByLabel(/^Text \(slovensky\)/);
  await text.fill('Zmluva {{cisloZmluvy}} platí od {{datumUcinnosti}}.');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  // The served schema's knownPlaceholders: the form names it under the text before it sends.
  await expect(text).toHaveAccessibleDescription(/Neznáme premenné \{\{datumUcinnosti\}\}; povolené sú \{\{cisloZmluvy\}\}/);
  await expect(text).toHaveValue('Zmluva {{cisloZmluvy}} platí od {{datumUcinnosti}}.');
  await text.fill('Zmluva {{cisloZmluvy}} účastníka {{nazovUcastnika}} bola schválená {{datum}}.');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();

  await page.getByRole('button', { name: 'Náhľad' }).click();
  await expect(page.getByTestId('mail-preview-subject')).toHaveText('Predmet: Zmluva ZPU-2026-000123 bola schválená');
  await expect(page.getByTestId('mail-preview-text')).toHaveText('Zmluva ZPU-2026-000123 účastníka Slnečná energia Záhorie s.r.o. bola schválená 25. 11. 2026.');
  expect(await axeViolations(page)).toEqual([]);
});
