import { expect, test, type Page } from '@playwright/test';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { accessToken, api, login } from './support';

// A production device's edit routes (spec 2.2): the device in edit mode, its generators in the form
// editor with grid (create-detail, edit-detail), the copy for an active customer (dialog
// copy-vyr-to-ao) and the document preview in a workflow step. The dev account `demo` acts for a
// participant holding every market role, the active customer's among them.

const stamp = Date.now() % 100_000;

/** A valid 24W EIC not used before (numbers without a valid check character are skipped). */
function freshEic(stem: string): string {
  for (let n = stamp; ; n++) {
    try {
      return withEicCheck(`${stem}${String(n).padStart(15 - stem.length, '0')}`);
    } catch {
      // No check character for this one: the next.
    }
  }
}

/** Saves the open generator form and waits for the server's answer. */
async function saveGenerator(page: Page): Promise<number> {
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/vyrobne-zariadenia\/generator\/(\d+)?$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  return (await saved).status();
}

test('a device is opened from the menu, edited on its edit route, gets a generator, has it edited and is copied for an active customer', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo');
  await page.getByRole('navigation').getByRole('link', { name: 'Výrobné zariadenia' }).click();
  await expect(page).toHaveURL(/\/vyrobne-zariadenie\/vyhladanie/);
  await page.getByLabel('Názov').first().fill('FVE');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/nazov=FVE/);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/vyrobne-zariadenie\/detail\/\d+$/);
  const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('table', { name: 'Generátory' }).getByRole('row').nth(1)).toBeVisible();

  // :idZariadVyr/edit opens the form in edit mode. One invalid value first: the translated message,
  // the typed value kept; then a valid save returns to the detail.
  await page.goto(`/portal/ui/vyrobne-zariadenie/${id}/edit`);
  const lat = page.locator('#root_gpsLat');
  await expect(lat).toBeEditable();
  await lat.fill('55,5');
  await lat.blur();
  await expect(page.getByText(/^Maximálna hodnota je 49[,.]8$/)).toBeVisible();
  await expect(lat).toHaveValue(/^55,5/);
  await lat.fill('48,385');
  // Room for one more generator: the seeded ones give exactly the installed power.
  await page.locator('#root_instalovanyVykonKw').fill('30000');
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/vyrobne-zariadenie/${id}`));
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/vyrobne-zariadenie/detail/${id}$`));
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();

  // create-detail: a new generator; more power than the device has is refused naming it.
  await page.getByRole('link', { name: 'Pridať generátor' }).click();
  await expect(page).toHaveURL(new RegExp(`/vyrobne-zariadenie/${id}/create-detail$`));
  const name = `Striedač E2E ${stamp}`;
  await page.locator('#root_nazov').fill(name);
  await page.locator('#root_typ').click();
  await page.getByRole('option', { name: 'Striedač (menič)' }).click();
  await page.locator('#root_primarnyZdroj').click();
  await page.getByRole('option', { name: 'Slnečná energia' }).click();
  await page.locator('#root_stav').click();
  await page.getByRole('option', { name: 'V prevádzke' }).click();
  await page.locator('#root_vyrobca').fill('Huawei');
  await page.locator('#root_vyrobneCislo').fill(`HW-E2E-${stamp}`);
  await page.locator('#root_instalovanyVykonKw').fill('999999');
  // The shared power rule runs before the form sends, with the device's figures the server reads:
  // refused under the field, nothing sent.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/vyrobne-zariadenia\/generator\/$/.test(new URL(r.url()).pathname)) posts.push(r.url());
  });
  const facts = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/vyrobne-zariadenia/generator/rules/generatorPowerSum'));
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  expect((await facts).status()).toBe(200);
  await expect(page.getByText(new RegExp(`^generátor ${name}: výkon generátorov v prevádzke by bol [\\d\\s,]+ kW, viac ako inštalovaný výkon zariadenia`))).toBeVisible();
  expect(posts).toEqual([]);
  await expect(page.locator('#root_instalovanyVykonKw')).toHaveValue(/^999\s?999/);
  await page.locator('#root_instalovanyVykonKw').fill('100');
  expect(await saveGenerator(page)).toBe(201);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // Its row on the device's detail opens edit-detail in edit mode.
  await page.getByRole('link', { name: 'Späť na zariadenie' }).click();
  await expect(page).toHaveURL(new RegExp(`/vyrobne-zariadenie/detail/${id}$`));
  // The editor's own grid (also named Generátory) stays until the detail's code and record arrive:
  // the detail is there when its own copy button is.
  await expect(page.getByRole('button', { name: 'Kopírovať pre aktívneho odberateľa' })).toBeVisible();
  await page.getByRole('table', { name: 'Generátory' }).getByRole('row', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/vyrobne-zariadenie/${id}/edit-detail/\\d+$`));
  await expect(page.locator('#root_nazov')).toHaveValue(name);
  await expect(page.locator('#root_nazov')).toBeEditable();
  await page.locator('#root_model').fill('SUN2000-100KTL-M1');
  await page.locator('#root_instalovanyVykonKw').fill('90');
  expect(await saveGenerator(page)).toBe(200);
  await expect(page.getByRole('row', { name: new RegExp(`${name}.*90`) })).toBeVisible();

  // copy-vyr-to-ao: a new device of the active customer, prefilled, opened when created.
  await page.getByRole('link', { name: 'Späť na zariadenie' }).click();
  await page.getByRole('button', { name: 'Kopírovať pre aktívneho odberateľa' }).click();
  const dialog = page.getByRole('dialog', { name: /Kópia technických údajov pre aktívneho odberateľa/ });
  await expect(dialog.getByLabel(/^Názov nového zariadenia/)).toHaveValue(/ – aktívny odberateľ$/);
  const eic = dialog.getByLabel(/^EIC nového zariadenia/);
  await eic.fill('24XZSE-ENERGIA-I');
  await dialog.getByRole('button', { name: 'Vytvoriť kópiu' }).click();
  await expect(dialog.getByText('EIC kód musí začínať na 24W')).toBeVisible();
  const newEic = freshEic('24WAOE2E');
  await eic.fill(newEic);
  const copyName = `FVE kópia AO ${stamp}`;
  await dialog.getByLabel(/^Názov nového zariadenia/).fill(copyName);
  await dialog.getByRole('button', { name: 'Vytvoriť kópiu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/vyrobne-zariadenie\/detail\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/detail/${id}$`));
  await expect(page.locator('#root_eic')).toHaveValue(newEic);
  await expect(page.locator('#root_nazov')).toHaveValue(copyName);
  // The generators came with it.
  await expect(page.getByRole('table', { name: 'Generátory' }).getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('a device in proceedings shows its number of generators read-only and cannot become active without a generator', async ({ page }) => {
  await login(page, 'demo');
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const created = await page.request.post(api('/portal/vyrobne-zariadenia/vyrobne-zariadenie/'), {
    headers,
    data: { eic: freshEic('24WGENE2E'), nazov: `FVE bez generátora ${stamp}`, idTechnologia: 1, instalovanyVykonKw: 50, typPodpory: 'VYKUP', stav: 'V_KONANI' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { idZariadVyr: number }).idZariadVyr;

  await page.goto(`/portal/ui/vyrobne-zariadenie/${id}/edit`);
  // A direct address loads the form's chunks and schema first (over 10 s on a busy machine).
  await expect(page.locator('#root_nazov')).toBeEditable({ timeout: 30_000 });
  // Counted from the generator rows: shown, not typed.
  await expect(page.locator('#root_pocetGeneratorov')).toHaveValue('0');
  await expect(page.locator('#root_pocetGeneratorov')).not.toBeEditable();
  await page.locator('#root_stav').click();
  await page.getByRole('option', { name: 'Aktívne', exact: true }).click();
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/vyrobne-zariadenie/${id}`));
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  expect((await saved).status()).toBe(400);
  await expect(page.getByRole('alert', { name: 'Záznam sa nepodarilo uložiť' })).toContainText(`výrobné zariadenie FVE bez generátora ${stamp} musí mať aspoň jeden generátor`);
  await expect(page.locator('#root_stav')).toHaveValue('Aktívne');
});

test('the document editor of a workflow step previews a PDF in the dms-editor-preview window', async ({ page }) => {
  await login(page, 'producer');
  await page.getByRole('navigation').getByRole('link', { name: 'Nová reklamácia' }).click();
  await page.waitForURL(/\/activities\/complaint-to-be-created\/\d+\?ref=/);
  const editor = page.getByTestId('root_dokumenty-documents');
  await editor.getByRole('button', { name: 'Pridať' }).click();
  const form = page.getByTestId('root_dokumenty-form');
  await form.locator('#root_dokumenty-type').click();
  await page.getByRole('option', { name: 'Príloha reklamácie' }).click();
  const fileName = `Faktúra ${stamp}.pdf`;
  const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/dms/document'));
  await form.getByTestId('root_dokumenty-file-file').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\nFaktúra ${stamp}\n%%EOF\n`) });
  expect((await uploaded).status()).toBe(201);
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(form).toHaveCount(0);
  await editor.getByRole('button', { name: `Náhľad ${fileName}` }).click();
  await expect(page.getByRole('dialog', { name: `Náhľad – ${fileName}` })).toBeVisible();
});
