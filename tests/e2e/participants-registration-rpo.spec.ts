import { expect, test } from '@playwright/test';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import { accessToken, api, login, searchShown } from './support';
import { confirmMessage, openFromDashboard, session } from './workflow-support';

// The register of legal entities (RPO) where a participant is typed: in the registration step the
// IČO look-up fills name, legal form and seat (a bad IČO and an unknown one say so and keep what
// was typed), the approval carries the seat into the participant; in the participant's edit form
// the rpo dialog hands the register's values into the open form, unsaved, and a cancel discards them.

const PARTICIPANT = '/portal/zmluvy/ucastnik-trhu/';
/** A company the seeded register knows that is no participant yet (rpoSeed.ts). */
const UNREGISTERED = { ico: '30471532', nazov: 'Slnečné parky Tatry s.r.o.', pravnaForma: 'Spoločnosť s ručením obmedzeným', ulica: 'Hviezdoslavova', mesto: 'Topoľčany' };
/** A seeded participant whose seat the register knows differently (it moved): read only here. */
const MOVED = { ico: '40365573', mesto: 'Vranov nad Topľou', registerMesto: 'Galanta', registerUlica: 'Hodžova' };

const stamp = Date.now().toString(36).toUpperCase().slice(-5);
let eic = '';
for (let n = 1; !eic; n++) {
  const stem = `24XRPO${stamp}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
  const check = eicCheckCharacter(stem);
  if (check !== undefined) eic = stem + check;
}

test('registration step: the IČO look-up fills name, legal form and seat; the approved participant has them', async ({ browser }) => {
  test.setTimeout(150_000);
  const operator = await session(browser, 'operator', 'core');
  // The main menu's entry (the dashboard offers a card of the same name once it has loaded).
  await operator.getByTestId('main-menu').getByRole('link', { name: 'Nový účastník trhu' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/participant-create\/\d+\?ref=/);
  await expect(operator.getByRole('heading', { name: 'Registrácia účastníka trhu' })).toBeVisible();
  const code = (await operator.getByText(/^REG-\d{6}$/).textContent()) ?? '';
  const nazov = operator.getByLabel('Názov účastníka trhu');
  await nazov.fill('Rozpísaný názov s.r.o.');

  const ico = operator.getByLabel('IČO');
  const lookUp = operator.getByRole('button', { name: 'Vyhľadať v registri' });
  // The catalogue's rule first: a bad check digit, translated; the typed values stay.
  await ico.fill('12345678');
  await lookUp.click();
  await expect(operator.getByRole('alert').filter({ hasText: 'IČO musí mať 8 číslic so správnou kontrolnou číslicou' })).toBeVisible();
  await expect(ico).toHaveValue('12345678');
  // A valid IČO the register does not know.
  await ico.fill('35829052');
  await lookUp.click();
  await expect(operator.getByText('Register právnických osôb nepozná IČO 35829052. Údaje vyplňte ručne.')).toBeVisible();
  await expect(nazov).toHaveValue('Rozpísaný názov s.r.o.');

  await ico.fill(UNREGISTERED.ico);
  await lookUp.click();
  await expect(operator.getByRole('status')).toHaveText(`Údaje z registra právnických osôb (${UNREGISTERED.nazov}) sú vyplnené vo formulári; skontrolujte ich a uložte.`);
  await expect(nazov).toHaveValue(UNREGISTERED.nazov);
  await expect(operator.getByLabel('Právna forma')).toHaveValue(UNREGISTERED.pravnaForma);
  const address = operator.getByTestId('root_adresa-address');
  await expect(address.locator('#root_adresa')).toHaveValue(UNREGISTERED.ulica);
  await expect(address.locator('#root_adresa_Mesto')).toHaveValue(UNREGISTERED.mesto);
  await expect(address.locator('#root_adresa_Psc')).toHaveValue('955 01');

  await operator.getByRole('combobox', { name: 'Typ účastníka' }).click();
  await operator.getByRole('option', { name: 'Výrobca' }).click();
  await operator.getByLabel('EIC účastníka').fill(eic);
  // The seat's parts are checked as typed (the shared catalogue), with the translated message.
  const psc = address.locator('#root_adresa_Psc');
  await psc.fill('9550');
  await psc.blur();
  await expect(operator.getByText('PSČ musí mať 5 číslic (napr. 841 01)', { exact: true })).toBeVisible();
  await expect(psc).toHaveValue('9550');
  await psc.fill('955 01');
  await psc.blur();
  await expect(operator.getByText('PSČ musí mať 5 číslic (napr. 841 01)', { exact: true })).toHaveCount(0);
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(operator, new RegExp(`Registrácia účastníka trhu ${code} bola odoslaná na schválenie`));

  // The approver sees the legal form and the seat, approves; the participant carries them.
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  const summary = operator.getByTestId('step-summary');
  await expect(summary).toContainText(UNREGISTERED.pravnaForma);
  await expect(summary).toContainText(`${UNREGISTERED.ulica} 3340/15, 95501 ${UNREGISTERED.mesto}, SK`);
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(operator, new RegExp(`Registrácia ${code} bola schválená: účastník trhu ${UNREGISTERED.nazov} \\(${eic}\\) bol vytvorený`));
  const res = await operator.request.get(api(`${PARTICIPANT}?eq(eic,${eic})&limit(1,0)`), { headers: { Authorization: `Bearer ${await accessToken(operator)}` } });
  const rows = (await res.json()) as Record<string, unknown>[];
  expect(rows[0]).toMatchObject({ ico: UNREGISTERED.ico, pravnaForma: UNREGISTERED.pravnaForma, mesto: UNREGISTERED.mesto, roly: ['VYROBCA'] });
  await operator.context().close();
});

test('participant edit form: the rpo dialog fills the open form, unsaved; a cancel keeps the stored record', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Účastníci trhu' }).click();
  await searchShown(page);
  await page.getByLabel('IČO').first().fill(MOVED.ico);
  await page.getByRole('button', { name: 'Hľadať', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').nth(1).click();
  const edit = page.getByRole('button', { name: 'Upraviť', exact: true });
  await expect(edit).toBeVisible({ timeout: 30_000 });
  await edit.click();

  await page.getByRole('button', { name: 'Register právnických osôb' }).click();
  const dialog = page.getByRole('dialog', { name: /^Register právnických osôb/ });
  // The IČO of the open form.
  await expect(dialog.getByLabel('IČO')).toHaveValue(MOVED.ico);
  await dialog.getByRole('button', { name: 'Vyhľadať v registri' }).click();
  const table = dialog.getByRole('table', { name: 'Údaje účastníka a registra' });
  await expect(table).toContainText(MOVED.mesto);
  await expect(table).toContainText(MOVED.registerMesto);
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(PARTICIPANT)) posted = true;
  });
  await dialog.getByRole('button', { name: 'Prevziať do formulára' }).click();
  await expect(dialog).toBeHidden();

  // In the form, unsaved: legal form on the basic tab, the seat on the addresses tab.
  await expect(page.getByLabel('Právna forma')).toHaveValue('Akciová spoločnosť');
  await page.getByRole('tab', { name: 'Adresy' }).click();
  await expect(page.locator('#root_adresa_Mesto')).toHaveValue(MOVED.registerMesto);
  await expect(page.locator('#root_adresa')).toHaveValue(MOVED.registerUlica);
  expect(posted).toBe(false);

  // Discarded (a cancel discards on purpose, without a question): the stored seat again, nothing written.
  await page.getByRole('button', { name: 'Zrušiť', exact: true }).click();
  await expect(edit).toBeVisible();
  await page.getByRole('tab', { name: 'Adresy' }).click();
  await expect(page.locator('#root_adresa_Mesto')).toHaveValue(MOVED.mesto);
  expect(posted).toBe(false);
});
