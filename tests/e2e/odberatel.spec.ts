import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { sampleRows, sampleXlsx } from '../../server/odberatel/sampleFile';
import { login, searchShown } from './support';

/** Logs the supplier in and picks its first participant in the start-up dialog. */
async function supplier(page: Page): Promise<void> {
  await login(page, 'supplier');
  const dialog = page.getByRole('dialog', { name: /Vyberte účastníka trhu/ });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('supplier finds a consumer from the menu, filters, opens it and edits it with an invalid rodné číslo first', async ({ page }) => {
  // Three form loads (the detail, after a save, after a reload): minutes on a busy machine.
  test.setTimeout(120_000);
  await supplier(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Odberatelia', exact: true }).click();
  await expect(page).toHaveURL(/\/odberatel\/vyhladanie/);
  await searchShown(page);

  // A surname typed without accents finds it with them: every row is a person named Horváthová.
  await page.getByLabel('Odberateľ').first().fill('horvathova');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/oznacenie=horvathova/);
  const rows = page.getByRole('row');
  await expect.poll(async () => (await rows.allTextContents()).slice(1).length).toBeGreaterThan(0);
  await expect.poll(async () => (await rows.allTextContents()).slice(1).every((t) => /Horváthová/.test(t) && /Fyzická osoba/.test(t))).toBe(true);

  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/odberatel\/detail\/\d+$/);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const rc = page.getByLabel(/^Rodné číslo/);
  await rc.fill('800101/1234');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Neplatné rodné číslo (formát RRMMDD/NNNK)').first()).toBeVisible();
  await expect(rc).toHaveValue(/800101\/?1234/);

  await rc.fill('800101/1238');
  await page.getByLabel(/^E-mail/).fill('nova.adresa@example.sk');
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/odberatel\/\d+$/.test(r.url()));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await page.reload();
  // The reloaded page loads the form's code, schema and code books again: slow on a busy machine.
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('nova.adresa@example.sk', { timeout: 30_000 });
});

test('supplier creates a legal-entity consumer on its own create route', async ({ page }) => {
  await supplier(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Nový odberateľ' }).click();
  await expect(page).toHaveURL(/\/odberatel\/create$/);
  await page.getByRole('combobox', { name: 'Typ odberateľa' }).click();
  await page.getByRole('option', { name: 'Právnická osoba' }).click();
  // The person's fields are hidden for a legal entity.
  await expect(page.getByLabel(/^Meno/)).toHaveCount(0);
  await page.getByLabel(/^Obchodné meno/).fill('Pekáreň Skúšobná s.r.o.');
  await page.getByLabel(/^IČO/).fill('36361518');
  await page.getByLabel(/^Ulica/).fill('Hlavná');
  await page.getByLabel(/^PSČ/).fill('81101');
  await page.getByLabel(/^Obec|^Mesto/).fill('Bratislava');
  await page.getByRole('combobox', { name: 'Štát' }).click();
  await page.getByRole('option', { name: 'Slovensko' }).click();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/odberatel\/$/.test(r.url()));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/odberatel\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: /Pekáreň Skúšobná s\.r\.o\./ })).toBeVisible();
});

test('supplier downloads the template, imports 500 consumers filled in it: 493 created, 7 refused rows listed and downloadable; the corrected file creates only those 7', async ({ page }) => {
  test.setTimeout(180_000);
  const sample = sampleRows(500, { broken: true, offset: 900_000 });

  /** Uploads a file as a new import; returns once the batch's detail shows the end state. */
  async function importFile(file: Buffer, state: 'Chyba' | 'Úspech'): Promise<void> {
    await page.getByRole('navigation').getByRole('link', { name: 'Importy odberateľov' }).click();
    await expect(page).toHaveURL(/\/odberatel\/importy$/);
    await page.getByRole('button', { name: 'Nový' }).click();
    const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/dms/document'));
    await page.locator('input[type=file]').setInputFiles({ name: 'odberatelia-e2e.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    expect((await uploaded).status()).toBe(201);
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/odberatel-import\/$/.test(r.url()));
    await page.getByRole('button', { name: 'Uložiť' }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/odberatel\/importy\/(ODBERATELIA\/)?\d+$/);
    // The detail re-reads itself while the import runs.
    await expect(page.getByRole('combobox', { name: 'Stav' })).toHaveValue(state, { timeout: 60_000 });
  }

  await supplier(page);
  // The template from the imports' list: the rows are filled under its header, as a supplier does.
  await page.getByRole('navigation').getByRole('link', { name: 'Importy odberateľov' }).click();
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stiahnuť šablónu (XLSX)' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('odberatelia-sablona.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const header = ((workbook.worksheets[0]?.getRow(1).values ?? []) as unknown[]).filter((v): v is string => typeof v === 'string');
  expect(header).toContain('rodneCislo');
  expect(header).toContain('eic');

  await importFile(await sampleXlsx(sample.rows, header), 'Chyba');
  await expect(page.getByLabel('Úspešné', { exact: true })).toHaveValue('493');
  await expect(page.getByLabel('Chybné', { exact: true })).toHaveValue('7');
  // The refused rows with their row numbers and translated messages.
  const related = page.locator('[data-related="chyby"]');
  await expect(related.getByRole('row')).toHaveCount(8);
  for (const broken of sample.broken) await expect(related.getByRole('row').filter({ hasText: String(broken.row) }).filter({ hasText: broken.column })).toHaveCount(1);
  await expect(related.getByText('rodneCislo: Neplatné rodné číslo (formát RRMMDD/NNNK)')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stiahnuť chyby (XLSX)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^chyby-importu-\d+\.xlsx$/);

  // The rows corrected (the same consumers, valid): only the 7 refused before are created.
  await importFile(await sampleXlsx(sampleRows(500, { offset: 900_000 }).rows, header), 'Úspech');
  await expect(page.getByLabel('Úspešné', { exact: true })).toHaveValue('7');
  await expect(page.getByLabel('Už existovali', { exact: true })).toHaveValue('493');
  await expect(page.getByLabel('Chybné', { exact: true })).toHaveValue('0');
});
