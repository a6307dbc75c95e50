import { expect, test, type Page } from '@playwright/test';
import { accessToken, api, login } from './support';
import { dataRows } from './grid-support';

/** The editor's mode, as its container reports it. */
const mode = (page: Page) => page.locator('[data-editor-mode]');

// Technology parameters are a shared list: the operator (core) edits them, portal users only read.
test('technology parameters: the form editor grid through every transition', async ({ page }) => {
  await login(page, 'operator', 'core');
  // Issue 27: the master list is as light as a search; the child's form editor (RJSF) loads with the first parent picked.
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add((new URL(response.url()).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, ''));
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Parametre technológií' }).click();
  await expect(page).toHaveURL(/\/technologia\/parametre$/);
  await expect(page.getByText('Vyberte technológiu, ktorej parametre chcete upraviť.')).toBeVisible();
  await expect(dataRows(page, 0).first()).toBeVisible();
  expect([...scripts].filter((name) => ['ChildEditor', 'EngineForm', 'EntityFormScreen'].includes(name))).toEqual([]);

  // Master: pick a technology; its (empty) parameters open in the editor, closed.
  await dataRows(page, 0).first().click();
  await expect(page).toHaveURL(/parent=\d+/);
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'closed');
  expect([...scripts]).toEqual(expect.arrayContaining(['ChildEditor']));
  const params = () => dataRows(page, 1);
  const add = page.getByRole('button', { name: 'Pridať' });
  const edit = page.getByRole('button', { name: 'Upraviť', exact: true });
  const remove = page.getByRole('button', { name: 'Vymazať', exact: true });
  const save = page.getByRole('button', { name: 'Uložiť' });
  const cancel = page.getByRole('button', { name: 'Zrušiť' });
  const form = page.getByRole('region');

  // Add → new; cancel → closed.
  await add.click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'new');
  await expect(add).toBeDisabled();
  await cancel.click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'closed');

  // Add → new; save → closed (closeOnNew), the row is in the grid.
  for (const [kod, nazov, hodnota] of [
    ['UCINNOST', 'Menovitá účinnosť', '0,95'],
    ['VYKON', 'Jednotkový výkon', '250'],
  ] as const) {
    await add.click();
    await form.getByLabel(/^Kód/).fill(kod);
    await form.getByLabel(/^Názov/).fill(nazov);
    await form.getByLabel(/^Hodnota/).fill(hodnota);
    await save.click();
    await expect(mode(page)).toHaveAttribute('data-editor-mode', 'closed');
    await expect(params().filter({ hasText: nazov })).toHaveCount(1);
  }
  await expect(params()).toHaveCount(2);

  // A duplicate code: the server's reason is shown, naming the field by its label, and the typed values stay.
  await add.click();
  await form.getByLabel(/^Kód/).fill('VYKON');
  await form.getByLabel(/^Názov/).fill('Duplicitný');
  await save.click();
  await expect(form.getByRole('alert')).toContainText('Kód: hodnota už existuje');
  await expect(form.getByRole('alert')).not.toContainText('kod:');
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'new');
  await expect(form.getByLabel(/^Názov/)).toHaveValue('Duplicitný');
  await cancel.click();

  // Select → detail, read-only.
  await params().filter({ hasText: 'Jednotkový výkon' }).click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'detail');
  await expect(form.getByLabel(/^Názov/)).toHaveValue('Jednotkový výkon');
  await expect(form.getByLabel(/^Názov/)).not.toBeEditable();

  // Edit → change → cancel: back to detail with the original values.
  await edit.click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'edit');
  await expect(add).toBeDisabled();
  await expect(edit).toBeDisabled();
  await expect(remove).toBeDisabled();
  await form.getByLabel(/^Názov/).fill('Zahodená zmena');
  await cancel.click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'detail');
  await expect(form.getByLabel(/^Názov/)).toHaveValue('Jednotkový výkon');

  // Edit → save: detail with the saved record, read-only.
  await edit.click();
  await form.getByLabel(/^Názov/).fill('Jednotkový výkon bloku');
  await save.click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'detail');
  await expect(form.getByLabel(/^Názov/)).toHaveValue('Jednotkový výkon bloku');
  await expect(form.getByLabel(/^Názov/)).not.toBeEditable();
  await expect(params().filter({ hasText: 'Jednotkový výkon bloku' })).toHaveCount(1);

  // Close → closed; double click → edit; cancel → detail.
  await page.getByRole('button', { name: 'Zavrieť', exact: true }).click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'closed');
  await params().filter({ hasText: 'Menovitá účinnosť' }).dblclick();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'edit');
  await cancel.click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'detail');

  // Delete asks (confirmRecordDelete): no keeps it, yes deletes and closes.
  await remove.click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Naozaj chcete vymazať záznam?');
  await confirm.getByRole('button', { name: 'Nie' }).click();
  await expect(params()).toHaveCount(2);
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Áno' }).click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'closed');
  await expect(params()).toHaveCount(1);

  // Persisted on the server.
  await page.reload();
  await expect(dataRows(page, 1)).toHaveCount(1);
  await expect(dataRows(page, 1).first()).toContainText('Jednotkový výkon bloku');
});

test('a producer reads technology parameters but cannot add, edit or delete one', async ({ browser, page }) => {
  // The operator gives the last technology (by name) a parameter the producer then reads.
  const operator = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(operator, 'operator', 'core');
  const headers = { Authorization: `Bearer ${await accessToken(operator)}` };
  const [last] = (await (await operator.request.get(api('/portal/zmluvy/technologia/?sort(-nazov)&limit(1)'), { headers })).json()) as { idTechnologia: number; nazov: string }[];
  const created = await operator.request.post(api('/portal/zmluvy/technologia-parameter/'), {
    headers,
    data: { idTechnologia: last?.idTechnologia, kod: `CITANIE_${Date.now() % 100000}`, nazov: 'Čitateľný parameter', hodnota: 1, jednotka: 'kW' },
  });
  expect(created.status()).toBe(201);

  await login(page, 'producer', 'portal', `technologia/parametre?parent=${last?.idTechnologia}`);
  await expect(dataRows(page, 1).filter({ hasText: 'Čitateľný parameter' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Pridať' })).toBeDisabled();
  await dataRows(page, 1).filter({ hasText: 'Čitateľný parameter' }).click();
  await expect(mode(page)).toHaveAttribute('data-editor-mode', 'detail');
  await expect(page.getByRole('region').getByLabel(/^Názov/)).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Upraviť', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Vymazať', exact: true })).toBeDisabled();
});
