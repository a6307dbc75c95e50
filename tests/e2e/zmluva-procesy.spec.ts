import { expect, test, type Page } from '@playwright/test';
import { contractAtSignature } from './contract-support';
import { accessToken, api } from './support';
import { session } from './workflow-support';

// The contract detail's "Procesy" tab (spec 2.2 zmluva/detail/:idZmluva, "the processes that
// touched it"): the contract's own process with its type and state in words, start and starter;
// a row opens the process's entity by the contract's number (zmluva/detail-portal/:entityType/:code).
test.describe.configure({ mode: 'serial' });

/** The register id of the signed-in participant's contract with this number. */
async function registerId(page: Page, number: string): Promise<number> {
  const auth = { authorization: `Bearer ${await accessToken(page)}` };
  const info = (await (await page.request.get(api('/environment/info'), { headers: auth })).json()) as { ucastnici: { idUcastnikTrhu: number }[] };
  const headers = { ...auth, 'X-Tenant': String(info.ucastnici[0]?.idUcastnikTrhu) };
  const rows = (await (await page.request.get(api(`/portal/zmluvy/zmluva/?eq(cisloZmluvy,${number})`), { headers })).json()) as { idZmluva: number }[];
  expect(rows).toHaveLength(1);
  return (rows[0] as { idZmluva: number }).idZmluva;
}

/** Opens the contract's detail, its Procesy tab, and returns the list's only row. */
async function processRow(page: Page, variant: 'portal' | 'core', id: number, number: string) {
  await page.goto(`/${variant}/ui/zmluva/detail/${id}`);
  await expect(page.getByRole('textbox', { name: /^Číslo zmluvy/ })).toHaveValue(number);
  await page.getByRole('tab', { name: 'Procesy', exact: true }).click();
  const list = page.locator('[data-related="processes"]');
  await expect(list.getByRole('heading', { name: 'Procesy, ktoré zmluvu menili' })).toBeVisible();
  const rows = list.getByRole('row').filter({ hasText: 'Zmluva o zúčtovaní odchýlky' });
  await expect(rows).toHaveCount(1);
  return rows;
}

test('a participant sees its contract’s process on the contract detail and opens the process’s page from it', async ({ browser }) => {
  test.setTimeout(120_000);
  const producer = await session(browser, 'producer', 'portal');
  const { number } = await contractAtSignature(producer);
  const id = await registerId(producer, number);

  const row = await processRow(producer, 'portal', id, number);
  await expect(row).toContainText('Prebieha');
  await expect(row.getByRole('cell').nth(2)).toHaveText(/\d/);
  await row.click();
  await expect(producer).toHaveURL(new RegExp(`/zmluva/detail-portal/ZMLUVA_ZO/${number}$`));
  await expect(producer.getByTestId('contract-detail-portal')).toBeVisible();
  await expect(producer.getByTestId('detail-portal-process')).toBeVisible();

  // Core staff see the same process on the same contract and open the same page.
  const operator = await session(browser, 'operator', 'core');
  const coreRow = await processRow(operator, 'core', id, number);
  await expect(coreRow).toContainText('Prebieha');
  await coreRow.click();
  await expect(operator).toHaveURL(new RegExp(`/core/ui/zmluva/detail-portal/ZMLUVA_ZO/${number}$`));
  await expect(operator.getByTestId('contract-detail-portal')).toBeVisible();
});
