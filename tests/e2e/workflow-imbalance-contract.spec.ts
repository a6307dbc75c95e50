import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { login } from './support';

// A contract for imbalance settlement from creation to approval, across both variants: finance
// data with the 10,000 EUR minimum, a signed contract uploaded to the DMS and downloaded back,
// a return with a reason, the fix, and the operator's approval in the background (spec 2.3, 4.4, 7, 9).
test.describe.configure({ mode: 'serial' });

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('Podpísaná zmluva o zúčtovaní odchýlky\n'), Buffer.alloc(1500, 0x20), Buffer.from('\n%%EOF\n')]);
const FILE_NAME = 'zmluva-zo-podpisana.pdf';
const IBAN = 'SK31 1200 0000 1987 4263 7541';

async function session(browser: Browser, user: string, variant: 'portal' | 'core'): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(page, user, variant);
  return page;
}

async function openFromDashboard(page: Page, variant: 'portal' | 'core', list: RegExp, label: string) {
  await page.goto(`/${variant}/ui/dashboard`);
  const inbox = page.getByTestId('activity-inbox');
  await inbox.getByText(list).click();
  const row = inbox.getByRole('row').filter({ hasText: label });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').first().click();
  await page.waitForURL(/\/activities\/[a-z-]+\/\d+\?ref=%2Fdashboard/);
}

async function confirmMessage(page: Page, text: RegExp) {
  await expect(page.getByTestId('completion-message')).toHaveText(text);
  await page.getByRole('button', { name: 'OK' }).click();
}

/** Finance data step: amount, form of security, IBAN, then next. */
async function fillFinance(page: Page, amount: string) {
  await page.getByLabel('Výška finančného zabezpečenia (EUR)').fill(amount);
  await page.getByRole('button', { name: 'Ďalej' }).click();
}

test('producer creates an imbalance settlement contract, operator returns it, producer fixes it, operator approves it', async ({ browser }) => {
  test.setTimeout(150_000);
  const producer = await session(browser, 'producer', 'portal');

  // Start under the zmluvy area: redirected to the contract's first step with ref.
  await producer.goto('/portal/ui/start-process/zmluva-ucastnik-agregacia');
  await producer.waitForURL(/\/activities\/contract-summary\/\d+\?ref=/);
  await expect(producer.getByRole('heading', { name: 'Zmluva o zúčtovaní odchýlky' })).toBeVisible();
  const number = (await producer.getByText(/^ZO-\d{4}-\d{5}$/).last().textContent()) ?? '';
  expect(number).toMatch(/^ZO-\d{4}-\d{5}$/);

  // Next without the contact: refused, the step stays.
  await producer.getByRole('button', { name: 'Ďalej' }).click();
  await expect(producer.getByRole('alert').first()).toBeVisible();
  await expect(producer).toHaveURL(/\/activities\/contract-summary\//);
  await producer.getByLabel('Kontaktná osoba').fill('Ján Novák');
  await producer.getByLabel('E-mail kontaktnej osoby').fill('jan.novak@example.sk');
  await producer.getByRole('button', { name: 'Ďalej' }).click();

  // Finance data: below 10,000 EUR is refused; then a valid security.
  await producer.waitForURL(/\/activities\/contract-finance-data\/\d+/);
  await expect(producer.getByRole('heading', { name: 'Finančné údaje zmluvy o zúčtovaní odchýlky' })).toBeVisible();
  await producer.getByRole('combobox', { name: 'Forma zabezpečenia' }).click();
  await producer.getByRole('option', { name: 'Banková záruka' }).click();
  await producer.getByLabel('IBAN').fill(IBAN);
  await fillFinance(producer, '9999');
  // The served schema's minimum: refused by the form before sending, the limit named under the field.
  await expect(producer.getByRole('alert').filter({ hasText: 'Opravte označené polia' })).toBeVisible();
  await expect(producer.getByLabel('Výška finančného zabezpečenia (EUR)')).toHaveAttribute('aria-invalid', 'true');
  await expect(producer.getByText(/10[\s\u00a0]?000/).first()).toBeVisible();
  await expect(producer).toHaveURL(/\/activities\/contract-finance-data\//);
  await fillFinance(producer, '12000');

  // Signature: submitting without the signed contract is refused; upload, download back, submit.
  await producer.waitForURL(/\/activities\/contract-signature\/\d+/);
  await expect(producer.getByTestId('step-summary-financne')).toContainText('Banková záruka');
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await expect(producer.getByRole('alert').first()).toContainText('Nahrajte podpísanú zmluvu');
  await producer.getByLabel('Typ dokumentu').selectOption({ label: 'Podpísaná zmluva' });
  await producer.getByLabel('Súbor na nahratie').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
  await producer.getByRole('button', { name: 'Nahrať' }).click();
  const documents = producer.getByTestId('step-documents');
  await expect(documents).toContainText(FILE_NAME);
  await expect(documents).toContainText('Podpísaná zmluva');
  const [download] = await Promise.all([producer.waitForEvent('download'), documents.getByRole('button', { name: `Stiahnuť ${FILE_NAME}` }).click()]);
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(producer, /bola odoslaná na schválenie/);
  await producer.waitForURL(/\/portal\/ui\/dashboard/);

  // Operator (core): approval-only list, sees the documents, returns with a reason.
  const operator = await session(browser, 'operator', 'core');
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, number);
  await expect(operator.getByRole('heading', { name: 'Schválenie zmluvy o zúčtovaní odchýlky' })).toBeVisible();
  await expect(operator.getByTestId('step-summary-financne')).toContainText(/12\s000/);
  await expect(operator.getByTestId('step-documents')).toContainText(FILE_NAME);
  const [operatorDownload] = await Promise.all([operator.waitForEvent('download'), operator.getByRole('button', { name: `Stiahnuť ${FILE_NAME}` }).click()]);
  expect(operatorDownload.suggestedFilename()).toBe(FILE_NAME);
  await operator.getByRole('button', { name: 'Vrátiť na opravu' }).click();
  await operator.waitForURL(/\/activities\/return-reason\/\d+/);
  await expect(operator.getByRole('heading', { name: 'Dôvod vrátenia zmluvy' })).toBeVisible();
  await operator.getByRole('button', { name: 'Vrátiť žiadateľovi' }).click();
  await expect(operator.getByRole('alert')).toContainText('Vyplňte dôvod');
  await operator.getByLabel('Dôvod vrátenia').fill('Zvýšte finančné zabezpečenie na 20 000 EUR.');
  await operator.getByRole('button', { name: 'Vrátiť žiadateľovi' }).click();
  await confirmMessage(operator, /vrátená žiadateľovi na opravu/);

  // Producer: the returned contract shows the reason; fix the security and resubmit.
  await openFromDashboard(producer, 'portal', /^Moje$/, number);
  await expect(producer.getByTestId('return-reason')).toContainText('Zvýšte finančné zabezpečenie na 20 000 EUR.');
  await producer.getByRole('button', { name: 'Ďalej' }).click();
  await producer.waitForURL(/\/activities\/contract-finance-data\//);
  await fillFinance(producer, '20000');
  await producer.waitForURL(/\/activities\/contract-signature\//);
  await expect(producer.getByTestId('step-documents')).toContainText(FILE_NAME);
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(producer, /bola odoslaná na schválenie/);

  // Operator approves: the background completion shows its progress, then the final message.
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, number);
  await expect(operator.getByTestId('step-summary-financne')).toContainText(/20\s000/);
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await expect(operator.getByTestId('completion-progress')).toBeVisible();
  await expect(operator.getByText('Dokončuje sa aktivita')).toBeVisible();
  await confirmMessage(operator, new RegExp(`Zmluva o zúčtovaní odchýlky ${number} bola schválená`));
  await expect(operator.getByTestId('completion-progress')).toBeHidden();
  await operator.waitForURL(/\/core\/ui\/dashboard/);
});
