import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './support';

// The date range dialog, the file upload, the address block and the person name display of the
// widget gallery, in real Chromium against the real server.

async function openGallery(page: Page, language: 'sk' | 'en' = 'sk') {
  await login(page, 'admin', 'core', 'gallery');
  if (language === 'en') {
    await page.evaluate(() => window.localStorage.setItem('edc.language', 'en'));
    await page.reload();
  }
  // The gallery's chunks load on a fresh page; on a busy machine that takes over 10 s (as in forms-gallery).
  await expect(page.locator('#root_dateRange')).toBeVisible({ timeout: 60_000 });
}

const dialogOf = (page: Page) => page.getByRole('dialog');
const from = (dialog: Locator) => dialog.locator('#date-range-from');
const to = (dialog: Locator) => dialog.locator('#date-range-to');

test('date range dialog: presets, durations, shifts keeping the month end, and OK stores the range', async ({ page }) => {
  await openGallery(page);
  await page.getByTestId('root_dateRange-dialog').click();
  const dialog = dialogOf(page);
  await expect(dialog.getByText('Výber obdobia')).toBeVisible();
  // The spec's reading: 650 wide.
  const box = await dialog.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(650);
  // Durations wait for a valid start.
  await expect(dialog.getByRole('button', { name: 'Mesiac', exact: true })).toBeDisabled();
  await from(dialog).fill('1.1.2025');
  await dialog.getByRole('button', { name: 'Mesiac', exact: true }).click();
  await expect(to(dialog)).toHaveValue('31. 1. 2025');
  // Whole interval is the default; the end stays on the month's last day.
  await expect(dialog.getByRole('radio', { name: 'Celý interval' })).toBeChecked();
  await dialog.getByTestId('date-range-shift-month-forward').click();
  await expect(from(dialog)).toHaveValue('1. 2. 2025');
  await expect(to(dialog)).toHaveValue('28. 2. 2025');
  await dialog.getByTestId('date-range-shift-month-forward').click();
  await expect(to(dialog)).toHaveValue('31. 3. 2025');
  await dialog.getByRole('radio', { name: 'Koniec' }).check();
  await dialog.getByTestId('date-range-shift-week-forward').click();
  await expect(from(dialog)).toHaveValue('1. 3. 2025');
  await expect(to(dialog)).toHaveValue('7. 4. 2025');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#root_dateRange')).toHaveValue('1. 3. 2025 – 7. 4. 2025');
});

test('date range dialog: a preset from today, and OK with an invalid date marks both fields and stays open', async ({ page }) => {
  await openGallery(page);
  await page.getByTestId('root_dateRange-dialog').click();
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: 'Tento rok' }).click();
  const year = new Date().getFullYear();
  await expect(from(dialog)).toHaveValue(`1. 1. ${year}`);
  await expect(to(dialog)).toHaveValue(`31. 12. ${year}`);
  await from(dialog).fill('32.1.2025');
  await to(dialog).fill('');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog.getByText('Neplatný formát dátumu (napr. D.M.RRRR, DDMMRRRR)')).toBeVisible();
  await expect(dialog.getByText('Pole musí byť vyplnené')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mesiac', exact: true })).toBeDisabled();
  await from(dialog).fill('10.2.2025');
  await to(dialog).fill('1.2.2025');
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog.getByText('Dátum do nesmie byť skôr ako dátum od')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zrušiť' }).click();
  await expect(dialog).toHaveCount(0);
});

test('date range dialog in English', async ({ page }) => {
  await openGallery(page, 'en');
  await page.getByTestId('root_dateRange-dialog').click();
  const dialog = dialogOf(page);
  await expect(dialog.getByText('Choose a period')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'This quarter' })).toBeVisible();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('file upload: a valid file goes to the DMS; size, type and content problems are explained', async ({ page }) => {
  await openGallery(page);
  const row = page.getByTestId('gallery-states').locator('tr[data-widget="file-upload"]');
  const name = row.locator('#state-file-upload-empty');
  const file = row.getByTestId('state-file-upload-empty-file');
  await file.setInputFiles({ name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(row.getByText('Nepovolený typ súboru (povolené: pdf, docx, xlsx, jpg, png)')).toBeVisible();
  await file.setInputFiles({ name: 'velky.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1048577, 32) });
  await expect(row.getByText('Súbor je príliš veľký: najviac 1 MB')).toBeVisible();
  // The browser cannot see that the bytes are no PDF; the server does.
  await file.setInputFiles({ name: 'falosny.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  await expect(row.getByText('Obsah súboru nezodpovedá prípone .pdf')).toBeVisible();
  await expect(name).toHaveValue('');
  await file.setInputFiles({ name: 'zmluva-priloha.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(name).toHaveValue(/^zmluva-priloha\.pdf \(\d+ B\)$/);
  await expect(row.getByText('Obsah súboru nezodpovedá prípone .pdf')).toHaveCount(0);
});

test('address block and person name display', async ({ page }) => {
  await openGallery(page);
  const row = page.getByTestId('gallery-states').locator('tr[data-widget="address"]');
  await expect(row.locator('#state-address-filled_Psc')).toHaveValue('821 09');
  await row.locator('#state-address-empty_IdStat').click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('Slovensko');
  await expect(options.nth(1)).toHaveText('Česko');
  await options.nth(1).click();
  await expect(row.locator('#state-address-empty_IdStat')).toHaveValue('Česko');
  await expect(row.locator('#state-address-disabled_Mesto')).toBeDisabled();
  const person = page.getByTestId('gallery-states').locator('tr[data-widget="person-name"]');
  await expect(person.locator('#state-person-name-filled')).toHaveValue('Ing. Jana Nováková, PhD.');
});

test('document editor: portal rules, type first, its extensions only, type change clears the file, the confirmation flow, core columns', async ({ page }) => {
  await openGallery(page);
  const portal = page.getByTestId('documents-portal-documents');
  const core = page.getByTestId('documents-core-documents');
  await expect(portal.getByText('vypis-or.pdf')).toBeVisible();
  // Stored and generated rows are closed to the portal, open to the core.
  for (const row of [0, 1]) {
    await portal.getByTestId(`documents-portal-row-${row}`).click();
    await expect(portal.getByRole('button', { name: 'Upraviť' })).toBeDisabled();
    await expect(portal.getByRole('button', { name: 'Odstrániť' })).toBeDisabled();
    await portal.getByRole('button', { name: 'Zavrieť' }).click();
  }
  await core.getByTestId('documents-core-row-1').click();
  await expect(core.getByRole('button', { name: 'Upraviť' })).toBeEnabled();
  await core.getByRole('button', { name: 'Zavrieť' }).click();
  await expect(core.getByRole('columnheader', { name: 'Poznámka' })).toBeVisible();
  await expect(core.getByRole('columnheader', { name: 'Generovaný' })).toBeVisible();
  await expect(portal.getByRole('columnheader', { name: 'Poznámka' })).toHaveCount(0);

  await portal.getByRole('button', { name: 'Pridať' }).click();
  await expect(portal.getByRole('button', { name: 'Nahrať' })).toBeDisabled();
  await expect(portal.getByText('Najprv vyberte typ dokumentu')).toBeVisible();
  await portal.locator('#documents-portal-type').click();
  const options = page.getByRole('option');
  // One document per type: the extract and the permit are attached already.
  await expect(options.filter({ hasText: 'Výpis z obchodného registra' })).toHaveCount(0);
  await options.filter({ hasText: 'Potvrdenie o splnení podmienok' }).click();
  const file = portal.getByTestId('documents-portal-file-file');
  await expect(file).toHaveAttribute('accept', '.pdf');
  await file.setInputFiles({ name: 'fotka.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await expect(portal.getByText('Nepovolený typ súboru (povolené: pdf)')).toBeVisible();
  await file.setInputFiles({ name: 'splnenie.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(portal.locator('#documents-portal-file')).toHaveValue(/^splnenie\.pdf/);
  // Another type: the file belonged to the old one.
  await portal.locator('#documents-portal-type').click();
  await page.getByRole('option', { name: 'Potvrdenie o výrobe elektriny' }).click();
  await expect(portal.locator('#documents-portal-file')).toHaveValue('');
  await expect(file).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
  await file.setInputFiles({ name: 'vyroba.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(portal.locator('#documents-portal-file')).toHaveValue(/^vyroba\.pdf/);
  await portal.getByRole('button', { name: 'Uložiť' }).click();
  // The production confirmation asks for the fulfilment confirmation.
  await expect(page.getByText('Priložili ste potvrdenie o výrobe elektriny.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText('Chcete teraz pridať potvrdenie o splnení podmienok?')).toBeVisible();
  await page.getByRole('button', { name: 'Áno' }).click();
  await expect(portal.locator('#documents-portal-type')).toHaveValue('Potvrdenie o splnení podmienok');
  await file.setInputFiles({ name: 'splnenie.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(portal.locator('#documents-portal-file')).toHaveValue(/^splnenie\.pdf/);
  await portal.getByRole('button', { name: 'Uložiť' }).click();
  await expect(portal.getByRole('row')).toHaveCount(5);
  // The new rows stay the portal's to change.
  await portal.getByTestId('documents-portal-row-2').click();
  await expect(portal.getByRole('button', { name: 'Upraviť' })).toBeEnabled();
  await expect(core.getByText('vyroba.pdf')).toBeVisible();
});
