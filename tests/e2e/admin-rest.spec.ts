import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { accessToken, api, login } from './support';
import { marketToday as today } from '../../engine/core/validation/marketDay';

// Core administration's remaining screens: addendum templates used by a contract's addendum dialog,
// a message written into a participant's mailbox, an activity assigned to a colleague, and axe on
// the dashboards and sprava-dodatkov.

// axe-core is injected as a script of the page; the UI's CSP (rightly) refuses inline scripts.
test.use({ bypassCSP: true });

test('an addendum template made in the core is offered in a contract addendum dialog and filled with its data', async ({ page }) => {
  test.setTimeout(150_000);
  const kod = `DOD-KT-E2E-${Date.now() % 100000}`;
  const nazov = `Dodatok o zmene limitu ${kod.slice(-5)}`;
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Správa dodatkov', exact: true }).click();
  await expect(page).toHaveURL(/\/core\/ui\/sprava-dodatkov$/);
  await expect(page.getByRole('heading', { name: 'Šablóny dodatkov', level: 1 })).toBeVisible({ timeout: 30_000 });
  // Search by name among the seeded templates.
  await page.getByLabel('Názov šablóny').first().fill('bilančnej');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Dodatok o zmene bilančnej skupiny');

  await page.getByRole('button', { name: 'Nový' }).click();
  // The form screen loads lazily; until it shows, the search's filter fields carry the same labels.
  await expect(page.getByRole('button', { name: 'Uložiť', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/^Názov šablóny/).fill(nazov);
  await page.getByLabel(/^Kód šablóny/).fill(kod);
  // The pills box around the input takes the click (Mantine MultiSelect).
  await page.getByRole('combobox', { name: 'Typy zmlúv' }).click({ force: true });
  await page.getByRole('option', { name: 'Zmluva o krátkodobom trhu' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel(/^Platná od/).fill('1. 1. 2025');
  const body = page.getByLabel(/^Text dodatku/);
  // An unknown placeholder first: refused naming it, the typed text kept.
  const wrong = 'DODATOK č. {{cisloDodatku}} k zmluve {{cisloZmluvy}} za cenu {{cenaMWh}}';
  await body.fill(wrong);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(body).toHaveAccessibleDescription(/Neznáme premenné \{\{cenaMWh\}\}/);
  await expect(body).toHaveValue(wrong);
  await body.fill('DODATOK č. {{cisloDodatku}} k zmluve {{cisloZmluvy}}\nÚčastník: {{nazovUcastnika}}, EIC {{eicUcastnika}}\nÚčinnosť od {{platnostDodatku}}');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page).toHaveURL(/\/sprava-dodatkov\/detail\/\d+$/);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();

  // A short-term market contract in force today.
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const day = today();
  const found = await page.request.get(
    api(`/portal/zmluvy/zmluva/?and(eq(typZmluvy,KT),eq(stav,AKTIVNA),le(platnostOd,${day}),or(eq(platnostDo,null),ge(platnostDo,${day})))&sort(+idZmluva)&limit(1)`),
    { headers },
  );
  const contract = ((await found.json()) as { idZmluva: number; cisloZmluvy: string }[])[0];
  expect(contract, 'a KT contract in force').toBeTruthy();
  const { idZmluva, cisloZmluvy } = contract as { idZmluva: number; cisloZmluvy: string };
  await page.goto(`/core/ui/zmluva/detail/${idZmluva}`);
  await page.getByRole('button', { name: 'Nový dodatok' }).click();
  const win = page.getByRole('dialog', { name: /^Nový dodatok/ });
  await expect(win).toBeVisible();
  await win.getByLabel(/^Šablóna dodatku/).click();
  // Only templates for this type: ours is there, a production-device one is not.
  await expect(page.getByRole('option', { name: nazov })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Dodatok o pridaní výrobného zariadenia' })).toHaveCount(0);
  await page.getByRole('option', { name: nazov }).click();
  await win.getByRole('button', { name: 'Vytvoriť dodatok' }).click();
  const text = win.getByTestId('addendum-text');
  await expect(text).toBeVisible();
  await expect(text).toHaveValue(new RegExp(`k zmluve ${cisloZmluvy}`));
  await expect(text).not.toHaveValue(/\{\{/);
  // The form's own button (the window's close icon has the same name).
  await win.locator('button').filter({ hasText: 'Zavrieť' }).click();
  await expect(win).toHaveCount(0);
});

test('a message written in the core appears in the participant portal mailbox', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const predmet = `Overenie kontaktov ${Date.now() % 100000}`;
  await login(page, 'operator', 'core');
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  // The producer's participant (Solárny park Zlaté Moravce s.r.o., IČO 53481925).
  const participants = await page.request.get(api('/portal/zmluvy/ucastnik-trhu/?eq(ico,53481925)&limit(1)'), { headers });
  const id = ((await participants.json()) as { idUcastnikTrhu: number }[])[0]?.idUcastnikTrhu;
  expect(id).toBeTruthy();
  await page.goto(`/core/ui/ucastnik-trhu/detail/${id}`);
  await page.getByRole('button', { name: 'Napísať správu' }).click();
  const win = page.getByRole('dialog', { name: /^Správa do schránky/ });
  await expect(win).toBeVisible();
  // Nothing typed: required fields say so.
  await win.getByRole('button', { name: 'Odoslať' }).click();
  await expect(win.getByText('Predmet je povinný')).toBeVisible();
  await win.getByLabel(/^Predmet/).fill(predmet);
  await win.getByLabel(/^Text správy/).fill('Dobrý deň,\nprosíme o overenie kontaktných osôb v portáli.\n\nDátové centrum');
  await win.getByRole('button', { name: 'Odoslať' }).click();
  await expect(win).toHaveCount(0);

  const portal = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(portal, 'producer', 'portal', 'schranka/vyhladanie');
  await expect(portal.getByRole('row', { name: new RegExp(predmet) })).toBeVisible({ timeout: 30_000 });
  await expect(portal.getByRole('row', { name: new RegExp(predmet) })).toContainText('Lucia Nováková, Dátové centrum');
});

test('an activity assigned in the core leaves the department list for the assignee list', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await login(page, 'operator', 'core');
  await page.getByRole('radio', { name: 'Môjho oddelenia' }).click();
  const row = page.locator('tr[data-activity-code="ACT-0010"]');
  await expect(row).toBeVisible({ timeout: 30_000 });
  // The subject is named in words, never a raw code.
  await expect(row).toContainText('Zmluva');
  await row.getByRole('button', { name: 'Prideliť aktivitu ACT-0010' }).click();
  const win = page.getByRole('dialog', { name: /^Prideliť aktivitu/ });
  await expect(win).toBeVisible();
  await win.getByLabel(/^Pracovník/).click();
  await page.getByRole('option', { name: /^Baláž Tomáš/ }).click();
  await win.getByRole('button', { name: 'Prideliť', exact: true }).click();
  await expect(win).toHaveCount(0);
  await expect(page.locator('tr[data-activity-code="ACT-0010"]')).toHaveCount(0);

  const admin = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(admin, 'admin', 'core');
  const mine = admin.locator('tr[data-activity-code="ACT-0010"]');
  await expect(mine).toBeVisible({ timeout: 30_000 });

  // Handed on to the operator: it leaves admin's list, and the operator's count is what other specs expect.
  await mine.getByRole('button', { name: 'Prideliť aktivitu ACT-0010' }).click();
  const back = admin.getByRole('dialog', { name: /^Prideliť aktivitu/ });
  await back.getByLabel(/^Pracovník/).click();
  await admin.getByRole('option', { name: /^Nováková Lucia/ }).click();
  await back.getByRole('button', { name: 'Prideliť', exact: true }).click();
  await expect(admin.locator('tr[data-activity-code="ACT-0010"]')).toHaveCount(0);
  await admin.context().close();
});

test('axe finds nothing serious on the dashboards of both variants and on sprava-dodatkov', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await login(page, 'operator', 'core');
  await expect(page.getByTestId('activity-inbox').locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('activity-inbox')).not.toContainText(/\bucastnik\b/);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/core/ui/sprava-dodatkov');
  await expect(page.getByRole('heading', { name: 'Šablóny dodatkov', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const portal = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(portal, 'producer');
  await expect(portal.getByTestId('activity-inbox')).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(portal)).toEqual([]);
});
