import { expect, test, type Page } from '@playwright/test';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import { confirmMessage, session } from './workflow-support';

// The served schema is the whole contract (issue 24): in the three forms a new user tripped on, the
// form marks what the server needs, a field left out shows its translated reason under it before
// any request is sent, and the marked fields alone are accepted.

const stamp = Date.now().toString(36).toUpperCase().slice(-5);

function freshEic(prefix: string): string {
  for (let n = 1; ; n++) {
    const stem = `${prefix}SCH${stamp}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
    const check = eicCheckCharacter(stem);
    if (check !== undefined) return stem + check;
  }
}

/** Counts the bodies the page sends to a path (saves of a step's record). */
function countPosts(page: Page, path: string): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(path)) sent++;
  });
  return () => sent;
}

/** The label shows the asterisk: Mantine's span in it, or the light inputs' label drawing it (its ::after). */
const requiredMark = (page: Page, id: string) =>
  expect
    .poll(() => page.locator(`label[for="${id}"]`).evaluate((label) => `${label.textContent ?? ''}${getComputedStyle(label, '::after').content}`))
    .toContain('*');

/** Sends the step and expects the form's own refusal: the reason under the field, no request. */
async function refusedBeforeSending(page: Page, sent: () => number, reason: string) {
  await page.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Opravte označené polia' })).toBeVisible();
  await expect(page.getByText(reason).first()).toBeVisible();
  expect(sent()).toBe(0);
}

// One journey through the three forms (two users' sessions): each marks what the server needs,
// refuses a field left out before any request, and is accepted with the marked fields alone.
test('the three forms mark what the server needs, refuse a field left out before sending and accept the marked fields', async ({ browser }) => {
  test.setTimeout(240_000);
  const operator = await session(browser, 'operator', 'core');

  // Participant registration: the seat and its parts are required.
  await operator.getByTestId('main-menu').getByRole('link', { name: 'Nový účastník trhu' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/participant-create\/\d+\?ref=/);
  const registration = (await operator.getByText(/^REG-\d{6}$/).textContent()) ?? '';
  const registrationSaves = countPosts(operator, '/ucastnik-registracia/');
  for (const id of ['root_adresa', 'root_adresa_Psc', 'root_adresa_Mesto', 'root_adresa_IdStat']) await requiredMark(operator, id);
  await operator.getByLabel('Názov účastníka trhu').fill(`Kontrakt ${stamp} s.r.o.`);
  await operator.getByRole('combobox', { name: 'Typ účastníka' }).click();
  await operator.getByRole('option', { name: 'Výrobca' }).click();
  await operator.getByLabel('EIC účastníka').fill(freshEic('24X'));
  await refusedBeforeSending(operator, registrationSaves, 'Pole musí byť vyplnené');
  const address = operator.getByTestId('root_adresa-address');
  await address.locator('#root_adresa').fill('Námestie SNP');
  await address.locator('#root_adresa_Psc').fill('974 01');
  await address.locator('#root_adresa_Mesto').fill('Banská Bystrica');
  await address.locator('#root_adresa_IdStat').click();
  await operator.getByRole('option', { name: 'Slovensko' }).click();
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(operator, new RegExp(`Registrácia účastníka trhu ${registration} bola odoslaná na schválenie`));

  // New production device: a generator row is needed, and says so.
  await operator.getByRole('navigation').getByRole('link', { name: 'Nové výrobné zariadenie' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/manufacturing-device-to-be-created\/\d+\?ref=/);
  const device = (await operator.getByText(/^VZR-\d{6}$/).first().textContent()) ?? '';
  const deviceSaves = countPosts(operator, '/vyrobne-zariadenie-ziadost/');
  for (const id of ['root_eic', 'root_nazov', 'root_instalovanyVykonKw']) await requiredMark(operator, id);
  await operator.locator('#root_idUcastnikTrhu').fill('Solárny');
  await operator.getByRole('option', { name: 'Solárny park Zlaté Moravce s.r.o.' }).click();
  await operator.locator('#root_eic').fill(freshEic('24W'));
  await operator.locator('#root_nazov').fill(`FVE Kontrakt ${stamp}`);
  await operator.locator('#root_idTechnologia').fill('fotovolt');
  await operator.getByRole('option', { name: 'Balkónová fotovoltika' }).click();
  await operator.locator('#root_instalovanyVykonKw').fill('50');
  await operator.locator('#root_typPodpory').click();
  await operator.getByRole('option', { name: 'Bez podpory' }).click();
  await refusedBeforeSending(operator, deviceSaves, 'Pridajte aspoň jeden generátor');
  await operator.getByRole('button', { name: 'Pridať generátor' }).click();
  const row = (part: string) => operator.locator(`#root_generatory_0_${part}`);
  await row('nazov').fill('Striedač 1');
  await row('typ').click();
  await operator.getByRole('option', { name: 'Striedač (menič)', exact: true }).click();
  await row('primarnyZdroj').click();
  await operator.getByRole('option', { name: 'Slnečná energia', exact: true }).click();
  await row('instalovanyVykonKw').fill('50');
  await row('stav').click();
  await operator.getByRole('option', { name: 'V prevádzke', exact: true }).click();
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(operator, new RegExp(`^Žiadosť o registráciu výrobného zariadenia ${device} bola odoslaná na schválenie$`));
  await operator.context().close();

  // Complaint: the category is required, shown by its label.
  const producer = await session(browser, 'producer', 'portal');
  await producer.getByRole('navigation').getByRole('link', { name: 'Nová reklamácia' }).click();
  await producer.waitForURL(/\/activities\/complaint-to-be-created\/\d+\?ref=/);
  const complaint = (await producer.getByText(/^REK-\d{6}$/).first().textContent()) ?? '';
  const complaintSaves = countPosts(producer, '/reklamacia/');
  await requiredMark(producer, 'root_kategoria');
  await producer.getByLabel('Predmet reklamácie').fill(`Kontrakt ${stamp}`);
  await producer.locator('#root_obdobieOd').fill('1. 9. 2026');
  await producer.locator('#root_obdobieDo').fill('30. 9. 2026');
  await producer.getByLabel('Text reklamácie').fill('Chýbajú hodinové hodnoty.');
  await refusedBeforeSending(producer, complaintSaves, 'Pole musí byť vyplnené');
  await producer.locator('#root_kategoria').click();
  await producer.getByRole('option', { name: 'Fakturácia' }).click();
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(producer, new RegExp(`^Reklamácia ${complaint} bola podaná$`));
  await producer.context().close();
});
