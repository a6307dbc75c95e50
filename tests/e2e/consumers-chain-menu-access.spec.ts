import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { sampleCsv, sampleRows, sampleXlsx } from '../../server/odberatel/sampleFile';
import { formScreenShown, login, type Variant } from './support';

// Issue 17's walk-through: every route of consumers, their imports, the chain, the EIC check and the
// status board opens from its menu entry for a user holding its token, and is refused without it,
// in the page (the access-denied page, no menu entry); the server's 403 JSON is checked in the server tests.

const DENIED = 'Prístup zamietnutý';
// Form screens load lazily (their code, schema and code books): slow on a busy machine.
const FORM_LOAD = { timeout: 30_000 };

async function session(browser: Browser, user: string, variant: Variant = 'portal'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, user, variant);
  return page;
}

/** The supplier has two participants: the start-up dialog asks which one it acts for. */
async function chooseFirstTenant(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Vyberte účastníka trhu/ });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

const menuLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** Opens an address of the app as the browser's address bar would and expects the access-denied page. */
async function refusedAt(page: Page, variant: Variant, path: string): Promise<void> {
  await page.goto(`/${variant}/ui${path}`);
  await expect(page.getByRole('heading', { name: DENIED })).toBeVisible();
  await expect(page.getByText('Na zobrazenie tejto stránky nemáte oprávnenie.')).toBeVisible();
}

/** A visitor-only user opening any other address is sent to contract creation, the one page it has. */
async function visitorSentHome(page: Page, path: string): Promise<void> {
  await page.goto(`/portal/ui${path}`);
  await expect(page).toHaveURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);
  await expect(page.getByRole('heading', { name: 'Založenie zmluvy' })).toBeVisible();
}

test('the supplier opens every consumer route from its portal menu: search, detail, edit, create, imports and a batch', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await session(browser, 'supplier');
  await chooseFirstTenant(page);

  await menuLink(page, 'Odberatelia').click();
  await expect(page).toHaveURL(/\/portal\/ui\/odberatel\/vyhladanie/);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/odberatel\/detail\/\d+$/);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible(FORM_LOAD);
  const id = /detail\/(\d+)$/.exec(page.url())?.[1] as string;

  // The edit route opens the same record in edit mode (its address is what a link elsewhere gives).
  await page.goto(`/portal/ui/odberatel/edit/${id}`);
  await expect(page.getByRole('button', { name: 'Uložiť' })).toBeVisible(FORM_LOAD);
  await expect(page.getByLabel(/^E-mail/)).toBeEditable();

  await menuLink(page, 'Nový odberateľ').click();
  await expect(page).toHaveURL(/\/odberatel\/create$/);
  await expect(page.getByRole('combobox', { name: 'Typ odberateľa' })).toBeVisible(FORM_LOAD);
  // The menu marks the entry that was followed, not the search of the same area.
  await expect(menuLink(page, 'Nový odberateľ')).toHaveAttribute('aria-current', 'page');

  // Nothing typed: leaving the fresh form asks nothing (its empty address once counted as a change).
  await menuLink(page, 'Importy odberateľov').click();
  await expect(page).toHaveURL(/\/odberatel\/importy$/);
  await expect(page.getByText('Na stránke sú neuložené zmeny')).toHaveCount(0);
  await expect(menuLink(page, 'Importy odberateľov')).toHaveAttribute('aria-current', 'page');
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stiahnuť šablónu (XLSX)' }).click();
  expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);
  await page.context().close();
});

test('a running import batch shows its figures change without a reload, and opens again from the import list', async ({ browser }) => {
  test.setTimeout(180_000);
  const rows = 6000;
  const file = await sampleCsv(sampleRows(rows, { offset: 700_000, seed: 17 }).rows);
  const page = await session(browser, 'supplier');
  await chooseFirstTenant(page);
  await menuLink(page, 'Importy odberateľov').click();
  await page.getByRole('button', { name: 'Nový' }).click();
  const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/dms/document'));
  await page.locator('input[type=file]').setInputFiles({ name: 'odberatelia-beh.csv', mimeType: 'text/csv', buffer: file });
  expect((await uploaded).status()).toBe(201);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page).toHaveURL(/\/odberatel\/importy\/(ODBERATELIA\/)?\d+$/);
  const batch = /(\d+)$/.exec(page.url())?.[1] as string;
  // A mark in the page's window: a reload would drop it.
  await page.evaluate(() => Object.assign(window, { walkThroughMark: 'kept' }));

  const state = page.getByRole('combobox', { name: 'Stav' });
  const processed = page.getByLabel('Spracované', { exact: true });
  await expect(state).toHaveValue('V spracovaní');
  await expect(state).toHaveValue('Úspech', { timeout: 120_000 });
  await expect(processed).toHaveValue(/^6[\s\u00a0.,]?000$/);
  await expect(page.getByLabel('Úspešné', { exact: true })).toHaveValue(/^6[\s\u00a0.,]?000$/);
  expect(await page.evaluate(() => (window as unknown as { walkThroughMark?: string }).walkThroughMark)).toBe('kept');

  await menuLink(page, 'Importy odberateľov').click();
  await expect(page).toHaveURL(/\/odberatel\/importy$/);
  await page.getByRole('row').filter({ hasText: 'odberatelia-beh.csv' }).filter({ hasText: batch }).first().click();
  await expect(page).toHaveURL(new RegExp(`/odberatel/importy/ODBERATELIA/${batch}$`));
  await expect(menuLink(page, 'Importy odberateľov')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'Stav' })).toHaveValue('Úspech');
  await page.context().close();
});

// The reasons for every refused file, in sk and cs, also live in server/odberatel/odberatel.test.ts; here the user meets two in a row.
test('an import file with wrong columns or no rows is refused in the form with the reasons in words, the choice kept and no batch made', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await session(browser, 'supplier');
  await chooseFirstTenant(page);
  await menuLink(page, 'Importy odberateľov').click();
  await page.getByRole('button', { name: 'Nový' }).click();
  const wrong = await sampleXlsx(sampleRows(3, { offset: 710_000 }).rows, ['meno', 'priezvisko', 'Rodne cislo', 'mesto']);
  const cases: [name: string, mimeType: string, buffer: Buffer, reason: RegExp][] = [
    ['zle-stlpce.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', wrong, /Chýbajúce stĺpce: typ, rodneCislo/],
    ['prazdny.csv', 'text/csv', await sampleCsv([]), /Súbor musí mať riadok s hlavičkou a aspoň jeden riadok s údajmi/],
  ];
  const sent: string[] = [];
  for (const [name, mimeType, buffer, reason] of cases) {
    const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/dms/document'));
    await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
    expect((await uploaded).status()).toBe(201);
    const chosen = page.getByRole('textbox', { name: /^Súbor \(CSV/ });
    await expect(chosen).toHaveValue(new RegExp(name.replace('.', '\\.')));
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && /\/odberatel-import\/$/.test(r.url()));
    await page.getByRole('button', { name: 'Uložiť' }).click();
    const answer = await refused;
    // Each try sends the file just chosen.
    sent.push(String((answer.request().postDataJSON() as { subor?: { dmsId?: string } }).subor?.dmsId));
    expect(new Set(sent).size).toBe(sent.length);
    expect(answer.status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'Záznam sa nepodarilo uložiť' })).toContainText(reason);
    // The reason is the file's: the import type, named in the list of columns, is not marked wrong.
    await expect(page.getByRole('combobox', { name: 'Typ importu' })).not.toHaveAttribute('aria-invalid', 'true');
    // Still the create form with the chosen file: nothing was lost, nothing was started.
    await expect(page).toHaveURL(/\/odberatel\/importy\/ODBERATELIA\/new$/);
    await expect(chosen).toHaveValue(new RegExp(name.replace('.', '\\.')));
  }
  await page.getByRole('button', { name: 'Zrušiť' }).click();
  await expect(page).toHaveURL(/\/odberatel\/importy$/);
  for (const name of ['zle-stlpce.xlsx', 'prazdny.csv']) await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.context().close();
});

test('a producer has no consumer entries: the menu lacks them and their addresses are refused', async ({ browser }) => {
  const page = await session(browser, 'producer');
  await expect(menuLink(page, 'Kontrola EIC')).toBeVisible();
  for (const name of ['Odberatelia', 'Nový odberateľ', 'Importy odberateľov']) await expect(menuLink(page, name)).toHaveCount(0);
  for (const path of ['/odberatel/vyhladanie', '/odberatel/create', '/odberatel/detail/1', '/odberatel/edit/1', '/odberatel/importy', '/odberatel/importy/ODBERATELIA/1']) {
    await refusedAt(page, 'portal', path);
  }
  await page.context().close();
});

test('core staff: the operator reads consumers and their imports from the core menu but neither creates nor imports; the administrator does both', async ({ browser }) => {
  test.setTimeout(120_000);
  const operator = await session(browser, 'operator', 'core');
  await menuLink(operator, 'Odberatelia').click();
  await expect(operator).toHaveURL(/\/core\/ui\/odberatel\/vyhladanie/);
  await operator.getByRole('row').nth(1).click();
  await expect(operator).toHaveURL(/\/core\/ui\/odberatel\/detail\/\d+$/);
  await formScreenShown(operator);
  await expect(operator.getByLabel(/^Priezvisko|^Obchodné meno/).first()).toBeVisible(FORM_LOAD);
  // Reading is all the operator's token allows: no edit button, no create or import entry.
  await expect(operator.getByRole('button', { name: 'Upraviť' })).toHaveCount(0);
  await expect(menuLink(operator, 'Nový odberateľ')).toHaveCount(0);
  await refusedAt(operator, 'core', '/odberatel/create');
  // The imports of every supplier are there to read (its route and the server ask for the read token), not to start.
  await menuLink(operator, 'Importy odberateľov').click();
  await expect(operator).toHaveURL(/\/core\/ui\/odberatel\/importy$/);
  await operator.getByRole('row').nth(1).click();
  await expect(operator).toHaveURL(/\/core\/ui\/odberatel\/importy\/ODBERATELIA\/\d+$/);
  await expect(operator.getByRole('combobox', { name: 'Stav' })).toHaveValue(/Úspech|Chyba|V spracovaní/);
  await menuLink(operator, 'Importy odberateľov').click();
  await expect(operator.getByRole('button', { name: 'Nový' })).toHaveCount(0);
  await refusedAt(operator, 'core', '/odberatel/importy/ODBERATELIA/new');
  await operator.context().close();

  const admin = await session(browser, 'admin', 'core');
  await menuLink(admin, 'Nový odberateľ').click();
  await expect(admin).toHaveURL(/\/core\/ui\/odberatel\/create$/);
  await expect(admin.getByRole('combobox', { name: 'Typ odberateľa' })).toBeVisible(FORM_LOAD);
  await menuLink(admin, 'Importy odberateľov').click();
  await expect(admin).toHaveURL(/\/core\/ui\/odberatel\/importy$/);
  await expect(admin.getByRole('button', { name: 'Stiahnuť šablónu (XLSX)' })).toBeVisible();
  await admin.context().close();
});

// The server's 403 to a visitor lives in server/api/kontrola/retazenie.test.ts and kontrola.test.ts.
test('a visitor has neither the chain, the EIC check nor the status board: no menu entries, refused pages', async ({ browser }) => {
  const page = await session(browser, 'visitor');
  await expect(menuLink(page, 'Založenie zmluvy')).toBeVisible();
  for (const name of ['Reťazenie odchýlok', 'Kontrola EIC', 'Semafor']) await expect(menuLink(page, name)).toHaveCount(0);
  for (const path of ['/retazenie-odchylok', '/retazenie-odchylok?detail=1', '/retazenie-odchylok?suhlas=1', '/kontrola-eic', '/semafor']) await visitorSentHome(page, path);
  await expect(page.getByTestId('chain-table')).toHaveCount(0);
  await page.context().close();
});

test('the status board: core staff set a light with a note, the portal reads it and cannot change it', async ({ browser }) => {
  const note = `Obchodné správy meškajú, kontrola ${Date.now()}`;
  const operator = await session(browser, 'operator', 'core');
  await menuLink(operator, 'Semafor').click();
  await expect(operator).toHaveURL(/\/core\/ui\/semafor$/);
  const card = operator.getByTestId('semafor-SPRAVY_UCASTNICI');
  await card.getByRole('button', { name: 'Zmeniť stav' }).click();
  const dialog = operator.getByRole('dialog');
  await dialog.getByText('Obmedzenie').click();
  await dialog.getByLabel(/Poznámka/).fill(note);
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('semafor-state')).toHaveText('Obmedzenie');
  // Audited: the change is in the light's history with who made it.
  await card.getByRole('button', { name: 'História' }).click();
  await expect(operator.getByRole('dialog').getByRole('row').nth(1)).toContainText(note);
  await expect(operator.getByRole('dialog').getByRole('row').nth(1)).toContainText('operator');
  await operator.context().close();

  const producer = await session(browser, 'producer');
  await menuLink(producer, 'Semafor').click();
  await expect(producer).toHaveURL(/\/portal\/ui\/semafor$/);
  const read = producer.getByTestId('semafor-SPRAVY_UCASTNICI');
  await expect(read.getByTestId('semafor-state')).toHaveText('Obmedzenie');
  await expect(read).toContainText(note);
  // The server refusing a portal user's change itself (403, nothing changed): server/api/kontrola/kontrola.test.ts.
  await expect(read.getByRole('button', { name: 'Zmeniť stav' })).toHaveCount(0);
  await producer.context().close();
});

test('the EIC check takes an uploaded file from its menu entry, and its XLSX export holds every verdict in words', async ({ browser }) => {
  const page = await session(browser, 'producer');
  await menuLink(page, 'Kontrola EIC').click();
  await expect(page).toHaveURL(/\/portal\/ui\/kontrola-eic$/);
  const unknown = withEicCheck('24ZPRECHOD-0017');
  // A CSV column as a spreadsheet saves it: a header, one code a line.
  const csv = `eic\n24XZSE-ENERGIA-I\n24XZSE-ENERGIA-A\n${unknown}\n`;
  await page.locator('input[type=file]').setInputFiles({ name: 'kody.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // The column's header is no code: three are checked.
  await page.getByRole('button', { name: 'Skontrolovať (3)' }).click();
  await expect(page.getByTestId('eic-summary')).toHaveText('Platných: 2, neplatných: 1, známych: 1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export do XLSX' }).click();
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as Node's older Buffer.
  await workbook.xlsx.load((await readFile(await (await download).path())) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  expect(rows[0]?.slice(0, 3)).toEqual(['EIC', 'Výsledok', 'Druh']);
  const byCode = new Map(rows.slice(1).map((r) => [r[0], r]));
  expect(byCode.size).toBe(3);
  expect(byCode.get('24XZSE-ENERGIA-I')?.slice(1, 3)).toEqual(['Platný, známy', 'Účastník trhu']);
  expect(byCode.get(unknown)?.[1]).toBe('Platný, neznámy');
  // An invalid code carries the reason in words, never a message key.
  const invalid = byCode.get('24XZSE-ENERGIA-A')?.[1] ?? '';
  expect(invalid).not.toMatch(/^Platný|^[a-zA-Z]+(\.[a-zA-Z]+)+$/);
  expect(invalid.length).toBeGreaterThan(5);
  await page.context().close();
});
