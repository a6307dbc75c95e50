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

const requiredMark = (page: Page, id: string) => expect(page.locator(`label[for="${id}"]`)).toContainText('*');

test('participant registration: the seat and its parts are marked; left out, its reason shows before sending', async ({ browser }) => {
  test.setTimeout(150_000);
  const operator = await session(browser, 'operator', 'core');
  await operator.getByTestId('main-menu').getByRole('link', { name: 'Nový účastník trhu' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/participant-create\/\d+\?ref=/);
  const code = (await operator.getByText(/^REG-\d{6}$/).textContent()) ?? '';
  const saves = countPosts(operator, '/ucastnik-registracia/');
  for (const id of ['root_adresa', 'root_adresa_Psc', 'root_adresa_Mesto', 'root_adresa_IdStat']) await requiredMark(operator, id);

  await operator.getByLabel('Názov účastníka trhu').fill(`Kontrakt ${stamp} s.r.o.`);
  await operator.getByRole('combobox', { name: 'Typ účastníka' }).click();
  await operator.getByRole('option', { name: 'Výrobca' }).click();
  await operator.getByLabel('EIC účastníka').fill(freshEic('24X'));
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await expect(operator.getByRole('alert').filter({ hasText: 'Opravte označené polia' })).toBeVisible();
  await expect(operator.getByText('Pole musí byť vyplnené').first()).toBeVisible();
  expect(saves()).toBe(0);

  const address = operator.getByTestId('root_adresa-address');
  await address.locator('#root_adresa').fill('Námestie SNP');
  await address.locator('#root_adresa_Psc').fill('974 01');
  await address.locator('#root_adresa_Mesto').fill('Banská Bystrica');
  await address.locator('#root_adresa_IdStat').click();
  await operator.getByRole('option', { name: 'Slovensko' }).click();
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(operator, new RegExp(`Registrácia účastníka trhu ${code} bola odoslaná na schválenie`));
});

test('complaint: the category is marked; left out, its reason shows before sending', async ({ browser }) => {
  test.setTimeout(150_000);
  const producer = await session(browser, 'producer', 'portal');
  await producer.getByRole('navigation').getByRole('link', { name: 'Nová reklamácia' }).click();
  await producer.waitForURL(/\/activities\/complaint-to-be-created\/\d+\?ref=/);
  const code = (await producer.getByText(/^REK-\d{6}$/).first().textContent()) ?? '';
  const saves = countPosts(producer, '/reklamacia/');
  await requiredMark(producer, 'root_kategoria');

  await producer.getByLabel('Predmet reklamácie').fill(`Kontrakt ${stamp}`);
  await producer.locator('#root_obdobieOd').fill('1. 9. 2026');
  await producer.locator('#root_obdobieDo').fill('30. 9. 2026');
  await producer.getByLabel('Text reklamácie').fill('Chýbajú hodinové hodnoty.');
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await expect(producer.getByRole('alert').filter({ hasText: 'Opravte označené polia' })).toBeVisible();
  await expect(producer.getByText('Pole musí byť vyplnené').first()).toBeVisible();
  expect(saves()).toBe(0);

  await producer.locator('#root_kategoria').click();
  await producer.getByRole('option', { name: 'Fakturácia' }).click();
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(producer, new RegExp(`^Reklamácia ${code} bola podaná$`));
});

test('new production device: without a generator row the form says "Pridajte aspoň jeden generátor" before sending', async ({ browser }) => {
  test.setTimeout(150_000);
  const operator = await session(browser, 'operator', 'core');
  await operator.getByRole('navigation').getByRole('link', { name: 'Nové výrobné zariadenie' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/manufacturing-device-to-be-created\/\d+\?ref=/);
  const saves = countPosts(operator, '/vyrobne-zariadenie-ziadost/');

  await operator.locator('#root_idUcastnikTrhu').fill('Solárny');
  await operator.getByRole('option', { name: 'Solárny park Zlaté Moravce s.r.o.' }).click();
  await operator.locator('#root_eic').fill(freshEic('24W'));
  await operator.locator('#root_nazov').fill(`FVE Kontrakt ${stamp}`);
  await operator.locator('#root_idTechnologia').fill('fotovolt');
  await operator.getByRole('option', { name: 'Balkónová fotovoltika' }).click();
  await operator.locator('#root_instalovanyVykonKw').fill('50');
  await operator.locator('#root_typPodpory').click();
  await operator.getByRole('option', { name: 'Bez podpory' }).click();
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await expect(operator.getByText('Pridajte aspoň jeden generátor').first()).toBeVisible();
  expect(saves()).toBe(0);
});
