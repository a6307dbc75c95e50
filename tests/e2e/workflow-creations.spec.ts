import { expect, test } from '@playwright/test';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import { confirmMessage, openFromDashboard, session } from './workflow-support';

// A market participant's complaint from the portal menu (spec 2.4's /start-process/reklamacia-creation,
// 2.3's complaint steps, 4.4's asynchronous completion): the producer files it (an empty one is
// refused by the server), the operator writes the answer and resolves it in the background. And a
// production device and a storage device registered by operator staff from the core menu for a participant.

const stamp = Date.now().toString(36).toUpperCase().slice(-5);
const SUBJECT = `Chýbajúce namerané údaje ${stamp}`;

test('producer files a complaint from the menu; the operator answers and resolves it', async ({ browser }) => {
  test.setTimeout(120_000);
  const producer = await session(browser, 'producer', 'portal');
  await producer.getByRole('navigation').getByRole('link', { name: 'Nová reklamácia' }).click();
  await producer.waitForURL(/\/activities\/complaint-to-be-created\/\d+\?ref=/);
  await expect(producer.getByRole('heading', { name: 'Nová reklamácia' })).toBeVisible();
  const code = (await producer.getByText(/^REK-\d{6}$/).first().textContent()) ?? '';
  expect(code).toMatch(/^REK-\d{6}$/);

  // Submitting an empty complaint is refused with the server's reasons; the step stays.
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await expect(producer.getByRole('alert').first()).toBeVisible();
  await expect(producer).toHaveURL(/\/activities\/complaint-to-be-created\//);

  await producer.getByLabel('Predmet reklamácie').fill(SUBJECT);
  await producer.locator('#root_kategoria').click();
  await producer.getByRole('option', { name: 'Fakturácia' }).click();
  await producer.locator('#root_obdobieOd').fill('1. 9. 2026');
  await producer.locator('#root_obdobieDo').fill('30. 9. 2026');
  await producer.getByLabel('Text reklamácie').fill('V septembri chýbajú hodinové hodnoty odberného miesta.');
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(producer, new RegExp(`^Reklamácia ${code} bola podaná$`));
  await producer.waitForURL(/\/portal\/ui\/dashboard/);

  // The operator finds it among approvals, writes the answer and resolves it: progress, then the final message.
  const operator = await session(browser, 'operator', 'core');
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await expect(operator.getByRole('heading', { name: 'Vybavenie reklamácie' })).toBeVisible();
  await expect(operator.getByTestId('step-summary')).toContainText(SUBJECT);
  await expect(operator.getByTestId('step-summary')).toContainText('V riešení');
  await operator.locator('#root_odpoved').fill('Hodinové hodnoty boli doplnené z náhradného merania.');
  await operator.getByRole('button', { name: 'Vybaviť a zverejniť odpoveď' }).click();
  await expect(operator.getByTestId('completion-progress')).toBeVisible();
  await confirmMessage(operator, new RegExp(`^Reklamácia ${code} bola vybavená a odpoveď zverejnená$`));
  await operator.waitForURL(/\/core\/ui\/dashboard/);
});

test('operator staff register a production device for a participant from the core menu and approve it', async ({ browser }) => {
  test.setTimeout(120_000);
  let eic = '';
  for (let n = 1; !eic; n++) {
    const stem = `24WVZR${stamp}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
    const check = eicCheckCharacter(stem);
    if (check !== undefined) eic = stem + check;
  }
  const name = `FVE Sklad ${stamp}`;
  const operator = await session(browser, 'operator', 'core');
  await operator.getByRole('navigation').getByRole('link', { name: 'Nové výrobné zariadenie' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/manufacturing-device-to-be-created\/\d+\?ref=/);
  await expect(operator.getByRole('heading', { name: 'Registrácia výrobného zariadenia' })).toBeVisible();
  const code = (await operator.getByText(/^VZR-\d{6}$/).first().textContent()) ?? '';

  await operator.locator('#root_idUcastnikTrhu').fill('Solárny');
  await operator.getByRole('option', { name: 'Solárny park Zlaté Moravce s.r.o.' }).click();
  await operator.locator('#root_eic').fill(eic);
  await operator.locator('#root_nazov').fill(name);
  await operator.locator('#root_idTechnologia').fill('fotovolt');
  await operator.getByRole('option', { name: 'Balkónová fotovoltika' }).click();
  await operator.locator('#root_instalovanyVykonKw').fill('49,5');
  // The device's generator as a row of the request (their number is counted, not typed).
  await operator.getByRole('button', { name: 'Pridať generátor' }).click();
  await operator.locator('#root_generatory_0_nazov').fill('Striedač 1');
  await operator.locator('#root_generatory_0_typ').click();
  await operator.getByRole('option', { name: 'Striedač (menič)' }).click();
  await operator.locator('#root_generatory_0_primarnyZdroj').click();
  await operator.getByRole('option', { name: 'Slnečná energia' }).click();
  await operator.locator('#root_generatory_0_instalovanyVykonKw').fill('49,5');
  await operator.locator('#root_generatory_0_stav').click();
  await operator.getByRole('option', { name: 'V prevádzke' }).click();
  await operator.locator('#root_typPodpory').click();
  await operator.getByRole('option', { name: 'Bez podpory' }).click();
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(operator, new RegExp(`^Žiadosť o registráciu výrobného zariadenia ${code} bola odoslaná na schválenie$`));

  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await expect(operator.getByRole('heading', { name: 'Schválenie výrobného zariadenia' })).toBeVisible();
  await expect(operator.getByTestId('step-summary')).toContainText('Balkónová fotovoltika');
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(operator, new RegExp(`^Žiadosť ${code} bola schválená: výrobné zariadenie ${name} \\(${eic}\\) bolo vytvorené$`));
});

test('operator staff register a storage device for a participant from the core menu and approve it', async ({ browser }) => {
  test.setTimeout(120_000);
  let eic = '';
  for (let n = 1; !eic; n++) {
    const stem = `24WAZR${stamp}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
    const check = eicCheckCharacter(stem);
    if (check !== undefined) eic = stem + check;
  }
  const name = `Batéria Sklad ${stamp}`;
  const operator = await session(browser, 'operator', 'core');
  await operator.getByRole('navigation').getByRole('link', { name: 'Nové akumulačné zariadenie' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/storage-device-to-be-created\/\d+\?ref=/);
  await expect(operator.getByRole('heading', { name: 'Registrácia akumulačného zariadenia' })).toBeVisible();
  const code = (await operator.getByText(/^AZR-\d{6}$/).first().textContent()) ?? '';

  // Submitting an empty request is refused with the server's reasons; the step stays.
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await expect(operator.getByRole('alert').first()).toBeVisible();
  await expect(operator).toHaveURL(/\/activities\/storage-device-to-be-created\//);

  await operator.locator('#root_idUcastnikTrhu').fill('Solárny');
  await operator.getByRole('option', { name: 'Solárny park Zlaté Moravce s.r.o.' }).click();
  await operator.locator('#root_eic').fill(eic);
  await operator.locator('#root_nazov').fill(name);
  await operator.locator('#root_kapacitaKwh').fill('200,5');
  await operator.locator('#root_instalovanyVykonKw').fill('100');
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(operator, new RegExp(`^Žiadosť o registráciu akumulačného zariadenia ${code} bola odoslaná na schválenie$`));

  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await expect(operator.getByRole('heading', { name: 'Schválenie akumulačného zariadenia' })).toBeVisible();
  await expect(operator.getByTestId('step-summary')).toContainText('200,5');
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await expect(operator.getByTestId('completion-progress')).toBeVisible();
  await confirmMessage(operator, new RegExp(`^Žiadosť ${code} bola schválená: akumulačné zariadenie ${name} \\(${eic}\\) bolo vytvorené$`));
});

test('operator staff create a user account for a participant; its initial password is hidden while typed and signs the user in', async ({ browser }) => {
  test.setTimeout(120_000);
  const login = `novy.${stamp.toLowerCase()}`;
  const password = 'Prve-Heslo-42';
  const operator = await session(browser, 'operator', 'core');
  await operator.getByRole('navigation').getByRole('link', { name: 'Nový používateľ' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/user-identity-to-be-changed\/\d+\?ref=/);
  const code = (await operator.getByText(/^PUV-\d{6}$/).first().textContent()) ?? '';

  await operator.locator('#root_idUcastnikTrhu').fill('Solárny');
  await operator.getByRole('option', { name: 'Solárny park Zlaté Moravce s.r.o.' }).click();
  await operator.locator('#root_novyLogin').fill(login);
  await operator.locator('#root_meno').fill('Nová');
  await operator.locator('#root_priezvisko').fill('Používateľka');
  await operator.locator('#root_email').fill(`${login}@example.sk`);
  await operator.locator('#root_rola').click();
  await operator.getByRole('option', { name: 'Výrobca' }).click();
  const secret = operator.locator('#root_heslo');
  await expect(secret).toHaveAttribute('type', 'password');
  await secret.fill(password);
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(operator, new RegExp(`^Žiadosť o nový účet ${code} bola odoslaná na schválenie$`));

  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(operator, new RegExp(`^Žiadosť ${code} bola schválená: účet ${login} \\(Nová Používateľka\\) bol vytvorený$`));

  // The new user signs in with the initial password and acts for the participant.
  const user = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await user.goto('/portal/ui/');
  await user.waitForURL(/\/auth\/realms\/edc\//);
  await user.getByLabel(/Používateľské meno/).fill(login);
  await user.getByLabel(/^Heslo/).fill(password);
  await user.getByRole('button', { name: /Prihlásiť/ }).click();
  await user.waitForURL(/\/portal\/ui\/dashboard$/);
  await expect(user.getByTestId('current-tenant')).toHaveText('Solárny park Zlaté Moravce s.r.o.');
});

test('an administrator registers a delivery point for a participant and approves it', async ({ browser }) => {
  test.setTimeout(120_000);
  let eic = '';
  for (let n = 1; !eic; n++) {
    const stem = `24ZOMR${stamp}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
    const check = eicCheckCharacter(stem);
    if (check !== undefined) eic = stem + check;
  }
  const name = `Odber Hala ${stamp}`;
  const admin = await session(browser, 'admin', 'core');
  await admin.goto('/core/ui/start-process/odberne-miesto-creation');
  await admin.waitForURL(/\/core\/ui\/activities\/delivery-point-to-be-created\/\d+\?ref=/);
  await expect(admin.getByRole('heading', { name: 'Registrácia odberného miesta' })).toBeVisible();
  const code = (await admin.getByText(/^OMR-\d{6}$/).first().textContent()) ?? '';

  await admin.locator('#root_idUcastnikTrhu').fill('Solárny');
  await admin.getByRole('option', { name: 'Solárny park Zlaté Moravce s.r.o.' }).click();
  await admin.locator('#root_nazov').fill(name);
  await admin.locator('#root_typ').click();
  await admin.getByRole('option', { name: 'Odber a dodávka' }).click();
  await admin.locator('#root_napatovaUroven').click();
  await admin.getByRole('option', { name: 'Nízke napätie (NN)' }).click();
  await admin.locator('#root_mesto').fill('Zlaté Moravce');
  await admin.locator('#root_psc').fill('95301');
  await admin.locator('#root_platnostOd').fill('1. 1. 2027');
  await admin.locator('#root_eic').fill(eic);
  await admin.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(admin, new RegExp(`^Žiadosť o registráciu odberného miesta ${code} bola odoslaná na schválenie$`));

  await openFromDashboard(admin, 'core', /^Len schvaľovanie$/, code);
  await admin.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(admin, new RegExp(`^Žiadosť ${code} bola schválená: odberné miesto ${name} \\(${eic}\\) bolo vytvorené$`));
});
