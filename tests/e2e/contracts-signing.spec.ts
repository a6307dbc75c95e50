import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signedContractPdf } from '../../server/zmluva/testing/signedContract';
import { contractAtSignature } from './contract-support';
import { openFromDashboard, session } from './workflow-support';

// zmluva/podpisanie: the producer opens the signing page from the contract's signature activity,
// downloads the generated contract, is refused a wrong file, uploads the electronically signed copy
// and submits it; the process moves on to the operator's approval (spec 2.2, 9; forms-data 5).
// zmluva/detail-portal: the contract opened by its number from the activity inbox, read-only with
// its state and process; an unknown entity type is a translated not-found.
test.describe.configure({ mode: 'serial' });

test('producer signs an imbalance settlement contract on its signing page and the process moves on to approval', async ({ browser }) => {
  test.setTimeout(120_000);
  const producer = await session(browser, 'producer', 'portal');
  const { number } = await contractAtSignature(producer);

  // From the signature activity to the signing page.
  await openFromDashboard(producer, 'portal', /^Moje$/, number);
  await expect(producer).toHaveURL(/\/activities\/contract-signature\/\d+/);
  await producer.getByTestId('signing-link').getByRole('link', { name: 'Podpísať zmluvu' }).click();
  await expect(producer).toHaveURL(/\/zmluva\/podpisanie\/\d+$/);
  await expect(producer.getByRole('heading', { name: `Podpísanie zmluvy ${number}` })).toBeVisible();
  await expect(producer.getByTestId('contract-state')).toHaveText('Rozpracovaná');
  await expect(producer.getByText('Zmluva zatiaľ nebola podpísaná.')).toBeVisible();
  // The manual-signature checkbox: the reference server enables it.
  await expect(producer.getByLabel('Zmluvu som podpísal(a) vlastnoručne')).toBeVisible();

  // Download the generated contract (a DOCX of this contract).
  const [download] = await Promise.all([producer.waitForEvent('download'), producer.getByRole('button', { name: 'Stiahnuť zmluvu' }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.docx`);
  expect((await readFile(await download.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(producer.getByTestId('generated-file')).toContainText(`${number}.docx`);

  // A wrong type is refused with a translated message, before any upload.
  const submit = producer.getByRole('button', { name: 'Odoslať podpísanú zmluvu' });
  await producer.getByTestId('signed-file').setInputFiles({ name: 'zmluva.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK\u0003\u0004') });
  await expect(producer.getByRole('alert').filter({ hasText: /pdf, asice, p7m/ })).toBeVisible();
  await expect(submit).toBeDisabled();

  // The electronically signed copy: uploaded, submitted; the certificate is shown.
  await producer.getByTestId('signed-file').setInputFiles({ name: 'zmluva-podpisana.pdf', mimeType: 'application/pdf', buffer: signedContractPdf() });
  await expect(producer.getByTestId('signed-file-name')).toContainText('zmluva-podpisana.pdf');
  await submit.click();
  await expect(producer.getByTestId('signing-done')).toHaveText(`Zmluva o zúčtovaní odchýlky ${number} bola odoslaná na schválenie`);
  await expect(producer.getByTestId('contract-state')).toHaveText('Na schválení');
  const signatures = producer.getByTestId('signatures');
  await expect(signatures).toContainText('CN=Ján Novák');
  await expect(signatures).toContainText('CN=EDC Test Qualified CA');
  await expect(signatures).toContainText('zmluva-podpisana.pdf');
  await expect(submit).toBeHidden();

  // The process moved on: the operator's approval list has the contract.
  const operator = await session(browser, 'operator', 'core');
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, number);
  await expect(operator.getByRole('heading', { name: 'Schválenie zmluvy o zúčtovaní odchýlky' })).toBeVisible();
  await expect(operator.getByTestId('step-documents')).toContainText('zmluva-podpisana.pdf');
});

test('the activity inbox opens a contract process by its number (detail-portal); an unknown entity type is not found', async ({ browser }) => {
  test.setTimeout(90_000);
  const producer = await session(browser, 'producer', 'portal');
  const { number } = await contractAtSignature(producer);

  await producer.goto('/portal/ui/dashboard');
  const inbox = producer.getByTestId('activity-inbox');
  await inbox.getByText(/^Moje$/).click();
  await inbox.getByRole('link', { name: number }).click();
  await expect(producer).toHaveURL(new RegExp(`/zmluva/detail-portal/ZMLUVA_ZO/${number}$`));
  await expect(producer.getByRole('heading', { name: `Zmluva ${number}` })).toBeVisible();
  await expect(producer.getByTestId('detail-portal-state')).toHaveText('Rozpracovaná');
  const fields = producer.getByTestId('detail-portal-fields');
  await expect(fields.locator('[data-field="kontaktMeno"]')).toHaveText('Ján Novák');
  await expect(fields.locator('[data-field="formaZabezpecenia"]')).toHaveText('Banková záruka');
  await expect(fields.locator('[data-field="vyskaZabezpecenia"]')).toHaveText(/18\s000,00 EUR/);
  await expect(producer.getByTestId('detail-portal-process')).toHaveText('Prebieha');
  // Read-only: no form inputs; the open activity is one click away.
  await expect(producer.getByTestId('contract-detail-portal').getByRole('textbox')).toHaveCount(0);
  await producer.getByRole('link', { name: 'Otvoriť aktivitu' }).click();
  await expect(producer).toHaveURL(/\/activities\/contract-signature\/\d+/);
  // The activity leads back to the contract's page.
  await producer.getByTestId('signing-link').getByRole('link', { name: 'Zobraziť zmluvu' }).click();
  await expect(producer).toHaveURL(new RegExp(`/zmluva/detail-portal/ZMLUVA_ZO/${number}$`));

  await producer.goto('/portal/ui/zmluva/detail-portal/NEZNAMY_TYP/ABC-1');
  await expect(producer.getByTestId('detail-portal-unknown')).toContainText('Neznámy typ entity „NEZNAMY_TYP“');
  await producer.goto('/portal/ui/zmluva/detail-portal/ZMLUVA_ZO/ZO-1999-99999');
  await expect(producer.getByRole('alert')).toContainText('Zmluva ZO-1999-99999 (ZMLUVA_ZO) neexistuje alebo k nej nemáte prístup');
});
