import { expect, test, type Page } from '@playwright/test';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import { accessToken, api } from './support';
import { confirmMessage, openFromDashboard, session } from './workflow-support';

// A production device registered by operator staff carries its generators as rows of the request
// (issue 13): the generator entity's fields and power rule, checked by the form and the server; the approval makes
// the device active with them. And a workflow step's own document list previews a PDF in the dialog
// page dms-editor-preview, from the keyboard.

const stamp = Date.now().toString(36).toUpperCase().slice(-5);

/** A valid 24W EIC not used before. */
function freshEic(): string {
  for (let n = 1; ; n++) {
    const stem = `24WGEN${stamp}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
    const check = eicCheckCharacter(stem);
    if (check !== undefined) return stem + check;
  }
}

/** Fills generator row `row` (from 0) of the request's form. */
async function fillGenerator(page: Page, row: number, values: { nazov: string; typ: string; zdroj: string; kw: string; vyrobca?: string }) {
  const at = (part: string) => page.locator(`#root_generatory_${row}_${part}`);
  await at('nazov').fill(values.nazov);
  await at('typ').click();
  await page.getByRole('option', { name: values.typ, exact: true }).click();
  await at('primarnyZdroj').click();
  await page.getByRole('option', { name: values.zdroj, exact: true }).click();
  await at('instalovanyVykonKw').fill(values.kw);
  await at('stav').click();
  await page.getByRole('option', { name: 'V prevádzke', exact: true }).click();
  if (values.vyrobca) await at('vyrobca').fill(values.vyrobca);
}

test('operator staff register a device with its generators: over the installed power is refused, fixed, approved into an active device with them', async ({ browser }) => {
  test.setTimeout(150_000);
  const eic = freshEic();
  const name = `MVE Hron ${stamp}`;
  const operator = await session(browser, 'operator', 'core');
  await operator.getByRole('navigation').getByRole('link', { name: 'Nové výrobné zariadenie' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/manufacturing-device-to-be-created\/\d+\?ref=/);
  const code = (await operator.getByText(/^VZR-\d{6}$/).first().textContent()) ?? '';
  expect(code).toMatch(/^VZR-\d{6}$/);
  // The count is the rows', not a field of its own; the list starts empty.
  await expect(operator.locator('#root_pocetGeneratorov')).toHaveCount(0);
  await expect(operator.getByText('Zatiaľ žiadny generátor: zariadenie potrebuje aspoň jeden.')).toBeVisible();

  await operator.locator('#root_idUcastnikTrhu').fill('Solárny');
  await operator.getByRole('option', { name: 'Solárny park Zlaté Moravce s.r.o.' }).click();
  await operator.locator('#root_eic').fill(eic);
  await operator.locator('#root_nazov').fill(name);
  await operator.locator('#root_idTechnologia').fill('fotovolt');
  await operator.getByRole('option', { name: 'Balkónová fotovoltika' }).click();
  await operator.locator('#root_instalovanyVykonKw').fill('50');
  await operator.locator('#root_typPodpory').click();
  await operator.getByRole('option', { name: 'Bez podpory' }).click();

  // Two turbines of 30 and 25 kW: more than the device's 50 kW.
  await operator.getByRole('button', { name: 'Pridať generátor' }).click();
  await fillGenerator(operator, 0, { nazov: 'Turbína TG1', typ: 'Synchrónny generátor', zdroj: 'Vodná energia', kw: '30', vyrobca: 'ČKD Blansko' });
  await operator.getByRole('button', { name: 'Pridať generátor' }).click();
  await fillGenerator(operator, 1, { nazov: 'Turbína TG2', typ: 'Asynchrónny generátor', zdroj: 'Vodná energia', kw: '25' });
  await expect(operator.getByRole('group', { name: 'Generátor 2' })).toBeVisible();
  // The form runs the shared power rule over the rows (generatorPowerSum, as the server does) before it sends: nothing is sent.
  let sent = 0;
  operator.on('request', (r) => {
    if (r.method() === 'POST' && /\/vyrobne-zariadenie-ziadost\/\d+$/.test(r.url())) sent++;
  });
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await expect(operator.getByRole('alert').filter({ hasText: 'Opravte označené polia' })).toBeVisible();
  const over = 'generátor Turbína TG2: výkon generátorov v prevádzke by bol 55 kW, viac ako inštalovaný výkon zariadenia 50 kW';
  // Under the second row's power, which gets the focus; the first row has no error.
  const power = operator.locator('#root_generatory_1_instalovanyVykonKw');
  await expect(power).toHaveAccessibleDescription(over);
  await expect(power).toBeFocused();
  await expect(operator.getByRole('group', { name: 'Generátor 1' }).getByText(/výkon generátorov/)).toHaveCount(0);
  expect(sent).toBe(0);
  // The step stays with the typed rows.
  await expect(operator).toHaveURL(/\/activities\/manufacturing-device-to-be-created\//);
  await expect(operator.locator('#root_generatory_1_nazov')).toHaveValue('Turbína TG2');
  await expect(operator.locator('#root_generatory_0_vyrobca')).toHaveValue('ČKD Blansko');

  await power.fill('20');
  // Changed: the refused row's error is gone.
  await expect(operator.getByRole('group', { name: 'Generátor 2' }).getByText(over)).toHaveCount(0);
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(operator, new RegExp(`^Žiadosť o registráciu výrobného zariadenia ${code} bola odoslaná na schválenie$`));

  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await expect(operator.getByRole('heading', { name: 'Schválenie výrobného zariadenia' })).toBeVisible();
  await expect(operator.getByTestId('step-summary')).toContainText(name);
  // The approver sees the generators as rows, their kinds translated.
  const units = operator.getByRole('table').filter({ hasText: 'Turbína TG1' });
  await expect(units.getByRole('row').filter({ hasText: 'Turbína TG2' })).toContainText('Asynchrónny generátor');
  await expect(units.getByRole('row').filter({ hasText: 'Turbína TG1' })).toContainText('V prevádzke');
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(operator, new RegExp(`^Žiadosť ${code} bola schválená: výrobné zariadenie ${name} \\(${eic}\\) bolo vytvorené$`));

  // The device is active with the two generators, created with it.
  const headers = { authorization: `Bearer ${await accessToken(operator)}` };
  const devices = await operator.request.get(api(`/portal/vyrobne-zariadenia/vyrobne-zariadenie/?eq(eic,${eic})`), { headers });
  const [device] = (await devices.json()) as { idZariadVyr: number; stav: string; pocetGeneratorov: number }[];
  expect(device).toMatchObject({ stav: 'AKTIVNE', pocetGeneratorov: 2 });
  const generators = await operator.request.get(api(`/portal/vyrobne-zariadenia/generator/?eq(idZariadVyr,${device?.idZariadVyr})&sort(+nazov)`), { headers });
  expect(((await generators.json()) as { nazov: string; instalovanyVykonKw: number; vyrobca: string | null }[]).map((g) => [g.nazov, g.instalovanyVykonKw, g.vyrobca])).toEqual([
    ['Turbína TG1', 30, 'ČKD Blansko'],
    ['Turbína TG2', 20, null],
  ]);
  await operator.context().close();
});

test("a workflow step's own document list previews a PDF in the dms-editor-preview window, from the keyboard", async ({ browser }) => {
  test.setTimeout(150_000);
  const fileName = `podpisana-zmluva-${stamp}.pdf`;
  const pdf = Buffer.from(`%PDF-1.7\nPodpísaná zmluva ${stamp}\n%%EOF\n`);
  // The demo account (its own participant), so the producer's contract specs find no open process of this one.
  const page = await session(browser, 'demo', 'portal');
  await page.goto('/portal/ui/start-process/zmluva-ucastnik-agregacia');
  await page.waitForURL(/\/activities\/contract-summary\/\d+\?ref=/);
  await page.getByLabel('Kontaktná osoba').fill('Eva Horváthová');
  await page.getByLabel('E-mail kontaktnej osoby').fill('eva.horvathova@example.sk');
  await page.getByRole('button', { name: 'Ďalej' }).click();
  await page.waitForURL(/\/activities\/contract-finance-data\/\d+/);
  await page.getByRole('combobox', { name: 'Forma zabezpečenia' }).click();
  await page.getByRole('option', { name: 'Banková záruka' }).click();
  await page.getByLabel('IBAN').fill('SK31 1200 0000 1987 4263 7541');
  await page.getByLabel('Výška finančného zabezpečenia (EUR)').fill('12000');
  await page.getByRole('button', { name: 'Ďalej' }).click();
  await page.waitForURL(/\/activities\/contract-signature\/\d+/);

  await page.getByLabel('Typ dokumentu').selectOption({ label: 'Podpísaná zmluva' });
  await page.getByLabel('Súbor na nahratie').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Nahrať' }).click();
  const documents = page.getByTestId('step-documents');
  await expect(documents).toContainText(fileName);
  // Reached with the keyboard: focus moves from the preview to the download button of the row.
  const preview = documents.getByRole('button', { name: `Náhľad ${fileName}` });
  await preview.focus();
  await page.keyboard.press('Tab');
  await expect(documents.getByRole('button', { name: `Stiahnuť ${fileName}` })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(preview).toBeFocused();
  await page.keyboard.press('Enter');
  const window = page.getByRole('dialog', { name: `Náhľad – ${fileName}` });
  await expect(window).toBeVisible();
  await expect(window.getByTestId('dms-preview-pdf')).toBeVisible();
  await window.getByRole('button', { name: 'Zavrieť', exact: true }).click();
  await expect(window).toBeHidden();

  // Leave nothing open: back to the first step and cancel the request.
  await page.getByRole('button', { name: 'Späť' }).click();
  await page.waitForURL(/\/activities\/contract-finance-data\/\d+/);
  await page.getByRole('button', { name: 'Späť' }).click();
  await page.waitForURL(/\/activities\/contract-summary\/\d+/);
  await page.getByRole('button', { name: 'Zrušiť žiadosť' }).click();
  await confirmMessage(page, /bola zrušená$/);
  await page.context().close();
});

test('operator staff open a waiting chain link read-only: the consent window names the party and offers no decision', async ({ browser }) => {
  const operator = await session(browser, 'operator', 'core');
  await operator.getByRole('navigation').getByRole('link', { name: 'Reťazenie odchýlok' }).click();
  await expect(operator).toHaveURL(/\/core\/ui\/retazenie-odchylok$/);
  const row = operator.getByRole('row').filter({ hasText: 'Čaká na súhlas' }).first();
  await expect(row).toBeVisible();
  // Staff are not the party: no decide button on the row.
  await expect(row.getByRole('button', { name: 'Súhlasiť / odmietnuť' })).toHaveCount(0);
  const id = ((await row.getAttribute('data-testid')) ?? '').replace('chain-row-', '');
  // The address an activity links to opens the consent window; for staff it is read-only.
  await operator.goto(`/core/ui/retazenie-odchylok?suhlas=${id}`);
  const consent = operator.getByTestId('chain-consent');
  const readOnly = consent.getByTestId('chain-consent-readonly');
  // The window's page and the link load on the first open: slow on a busy machine.
  await expect(readOnly).toContainText('Zamestnanci dátového centra žiadosť vidia, ale nerozhodujú o nej.', { timeout: 30_000 });
  await expect(readOnly).toContainText(/O prenose rozhoduje subjekt zúčtovania .+ \(24X/);
  await expect(consent.getByRole('radio')).toHaveCount(0);
  await expect(consent.getByRole('button', { name: 'Súhlasiť' })).toHaveCount(0);
  await consent.getByRole('button', { name: 'Zavrieť', exact: true }).click();
  await expect(consent).toBeHidden();
  await expect(operator.getByTestId(`chain-row-${id}`)).toContainText('Čaká na súhlas');
  await operator.context().close();
});
