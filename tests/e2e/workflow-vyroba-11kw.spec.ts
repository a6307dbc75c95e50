import { expect, test } from '@playwright/test';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import { accessToken, api } from './support';
import { confirmMessage, openFromDashboard, session } from './workflow-support';

// The data-provision contract for producers up to 11 kW, across both variants: started as a
// contract with scenario VYROBA_11_KW, its steps are the scenario's own screens (spec 2.3); more than
// 11 kW is refused; the operator approves it in the background (spec 4.4).

const stamp = Date.now().toString(36).toUpperCase().slice(-5);
/** A metering point EIC of this run (some 15-character stems have no valid check character). */
let oomEic = '';
for (let n = 1; !oomEic; n++) {
  const stem = `24ZV11${stamp}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
  const check = eicCheckCharacter(stem);
  if (check !== undefined) oomEic = stem + check;
}

test('producer fills and submits a data-provision contract up to 11 kW, operator approves it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const producer = await session(browser, 'producer', 'portal');

  // From the menu: the contract start with the scenario, redirected to the scenario's participant screen.
  await producer.getByRole('navigation').getByRole('link', { name: 'Nová zmluva o poskytovaní údajov (výroba do 11 kW)' }).click();
  await producer.waitForURL(/\/activities\/participant-create-simple\/\d+\?ref=/);
  await expect(producer.getByRole('heading', { name: 'Zmluva o poskytovaní údajov: výrobca do 11 kW' })).toBeVisible();
  const number = (await producer.getByText(/^ZPU-\d{4}-\d{5}$/).first().textContent()) ?? '';
  expect(number).toMatch(/^ZPU-\d{4}-\d{5}$/);
  const activityId = Number(/participant-create-simple\/(\d+)/.exec(producer.url())?.[1]);
  const token = await accessToken(producer);
  const activity = (await (await request.get(api(`/bpm/activity/${activityId}`), { headers: { Authorization: `Bearer ${token}` } })).json()) as { scenario: string; processType: { code: string } };
  expect(activity).toMatchObject({ scenario: 'VYROBA_11_KW', processType: { code: 'ZMLUVA_ZPU' } });

  // The contact is prefilled from the account; more than 11 kW is refused and the step stays.
  await expect(producer.getByLabel('Kontaktná osoba')).not.toHaveValue('');
  await producer.getByLabel('EIC odberného miesta').fill(oomEic);
  await producer.getByLabel('Inštalovaný výkon (kW)').fill('12');
  await producer.getByRole('button', { name: 'Ďalej' }).click();
  await expect(producer.getByRole('alert').first()).toBeVisible();
  await expect(producer).toHaveURL(/\/activities\/participant-create-simple\//);
  await producer.getByLabel('Inštalovaný výkon (kW)').fill('9,8');
  await producer.getByRole('button', { name: 'Ďalej' }).click();

  // Settlement, simplified: how often (the date is prefilled with the first of next month).
  await producer.waitForURL(/\/activities\/contract-settlement-simple\/\d+/);
  await expect(producer.getByRole('heading', { name: 'Zmluva o poskytovaní údajov: vysporiadanie' })).toBeVisible();
  await producer.getByRole('combobox', { name: 'Spôsob vysporiadania' }).click();
  await producer.getByRole('option', { name: 'Štvrťročne' }).click();
  await producer.getByRole('button', { name: 'Ďalej' }).click();

  // Finance data, simplified: the account only; then submit.
  await producer.waitForURL(/\/activities\/contract-finance-data-simple\/\d+/);
  await expect(producer.getByRole('heading', { name: 'Zmluva o poskytovaní údajov: účet na platby' })).toBeVisible();
  await producer.getByLabel('IBAN').fill('SK31 1200 0000 1987 4263 7541');
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(producer, new RegExp(`Zmluva o poskytovaní údajov ${number} bola odoslaná na schválenie`));
  await producer.waitForURL(/\/portal\/ui\/dashboard/);

  // Operator approves: the background completion shows its progress, then the final message.
  const operator = await session(browser, 'operator', 'core');
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, number);
  await expect(operator.getByRole('heading', { name: 'Schválenie zmluvy o poskytovaní údajov' })).toBeVisible();
  await expect(operator.getByTestId('step-summary-vyrobca')).toContainText(oomEic);
  await expect(operator.getByTestId('step-summary-vyrobca')).toContainText('9,8');
  await expect(operator.getByTestId('step-summary-vysporiadanie')).toContainText('Štvrťročne');
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await expect(operator.getByTestId('completion-progress')).toBeVisible();
  await expect(operator.getByText('Dokončuje sa aktivita')).toBeVisible();
  await confirmMessage(operator, new RegExp(`Zmluva o poskytovaní údajov ${number} bola schválená`));
  await expect(operator.getByTestId('completion-progress')).toBeHidden();
  await operator.waitForURL(/\/core\/ui\/dashboard/);
});
