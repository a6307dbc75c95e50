import { expect, test } from '@playwright/test';
import { login } from './support';

// zmluva/zalozenie-zmluvy (spec 2.2): every contract kind a process supports, for those who may
// start it; a visitor registers its participant first; operator staff are sent to the dashboard.

test('a participant sees the contract kinds it may start and starts one from its card', async ({ page }) => {
  await login(page, 'demo');
  await page.goto('/portal/ui/zmluva/zalozenie-zmluvy');
  await expect(page.getByRole('heading', { name: 'Založenie zmluvy' })).toBeVisible();
  const kinds = page.getByTestId('contract-starts');
  await expect(kinds.getByRole('heading')).toHaveText(['Nová zmluva o zúčtovaní odchýlky', 'Nová zmluva o poskytovaní údajov (výroba do 11 kW)']);
  await expect(kinds.getByText(/finančné zabezpečenie \(najmenej 10 000 EUR\)/)).toBeVisible();
  await expect(page.getByText('Zmluvu uzatvára registrovaný účastník trhu.', { exact: false })).toHaveCount(0);

  await kinds.getByRole('link', { name: 'Začať: Nová zmluva o poskytovaní údajov (výroba do 11 kW)' }).click();
  await page.waitForURL(/\/activities\/participant-create-simple\/\d+\?ref=/);
  await expect(page.getByRole('heading', { name: 'Zmluva o poskytovaní údajov: výrobca do 11 kW' })).toBeVisible();
});

test('a visitor is asked to register its participant first and starts no contract', async ({ page }) => {
  await login(page, 'visitor');
  await expect(page).toHaveURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);
  await expect(page.getByText(/Najprv zaregistrujte svojho účastníka trhu/)).toBeVisible();
  await expect(page.getByTestId('contract-starts')).toHaveCount(0);
  await expect(page.getByTestId('participant-registration')).toBeVisible();
});

test('operator staff are sent to the dashboard, where contract requests wait', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.goto('/core/ui/zmluva/zalozenie-zmluvy');
  await expect(page.getByText(/Zmluvy zakladajú účastníci trhu na portáli/)).toBeVisible();
  await expect(page.getByTestId('contract-starts')).toHaveCount(0);
  await page.getByRole('link', { name: 'Otvoriť nástenku' }).click();
  await expect(page).toHaveURL(/\/core\/ui\/dashboard$/);
});
