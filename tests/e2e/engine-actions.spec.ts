import { expect, test, type Page } from '@playwright/test';
import { accessToken, api, login } from './support';

// The engine's rendering of the detail keys on technologia: the record's name as the page's one h1
// and the tab title, the related parameters list, the `invalidate` record action with its form,
// and the history window.

const TECHNOLOGIA = '/portal/zmluvy/technologia/';
// Technologies are a shared list: the operator (core) creates and changes them.

async function auth(page: Page) {
  return { Authorization: `Bearer ${await accessToken(page)}` };
}

/** A fresh active technology valid from 1 March 2024. */
async function createTechnology(page: Page, nazov: string): Promise<number> {
  const suffix = Date.now() % 1000000;
  const created = await page.request.post(api(TECHNOLOGIA), {
    headers: await auth(page),
    data: { kod: `VTE_E2E_${suffix}`, nazov, popis: null, kategoria: 'VIETOR', stav: 'AKTIVNA', obnovitelna: true, ucinnost: 0.38, platnostOd: '2024-03-01', platnostDo: null },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { idTechnologia: number }).idTechnologia;
}

test('the detail names the record, lists its parameters and opens one', async ({ page }) => {
  await login(page, 'operator', 'core');
  const nazov = `Veterný park Cerová ${Date.now() % 100000}`;
  const idTechnologia = await createTechnology(page, nazov);
  const kod = `VYKON_${Date.now() % 100000}`;
  const param = await page.request.post(api('/portal/zmluvy/technologia-parameter/'), {
    headers: await auth(page),
    data: { idTechnologia, kod, nazov: 'Inštalovaný výkon', hodnota: 12.5, jednotka: 'MW' },
  });
  expect(param.status()).toBe(201);
  const { idTechnologiaParameter } = (await param.json()) as { idTechnologiaParameter: number };

  await page.goto(`/core/ui/technologia/detail/${idTechnologia}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nazov, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId('detail-entity-title')).toHaveText('Technológie');
  await expect(page).toHaveTitle(`${nazov} – Technológie`);

  const list = page.getByRole('table', { name: 'Parametre technológie' });
  const row = list.getByRole('row', { name: new RegExp(kod) });
  await expect(row).toContainText('Inštalovaný výkon');
  await expect(list.getByRole('row')).toHaveCount(2);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/technologia/parameter/${idTechnologiaParameter}$`));
  // The tab title comes back once the detail is left.
  await expect(page).not.toHaveTitle(`${nazov} – Technológie`);
});

test('invalidate: a refused date keeps the dialog and the typed value; a valid one ends the validity and shows in the history', async ({ page }) => {
  await login(page, 'operator', 'core');
  const suffix = Date.now() % 100000;
  const idTechnologia = await createTechnology(page, `Veterný park Senec ${suffix}`);

  await page.goto(`/core/ui/technologia/detail/${idTechnologia}`);
  // The first page after login loads the shell's counters and news too: allow it more time.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Veterný park Senec ${suffix}`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Ukončiť platnosť' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ukončiť platnosť' });
  await expect(dialog).toBeVisible();
  const date = dialog.locator('#root_platnostDo');

  // Before the validity starts: the dialog runs the server's stored rule (the record's start) before
  // sending, so nothing is posted and the field says why, without the field's code.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/${idTechnologia}/invalidate`)) posts.push(r.url());
  });
  await date.fill('15. 2. 2024');
  await date.blur();
  await dialog.getByRole('button', { name: 'Ukončiť platnosť' }).click();
  await expect(dialog.getByText(/^Koniec nesmie byť skôr ako začiatok/)).toBeVisible();
  await expect(dialog).not.toContainText('platnostDo:');
  expect(posts).toEqual([]);
  await expect(date).toHaveValue('15. 2. 2024');
  await expect(page.getByLabel(/^Stav/).first()).not.toHaveValue('Neaktívna');

  // A valid date: saved, the record shows the new state, the button is gone.
  await date.fill('30. 6. 2025');
  await date.blur();
  await dialog.getByRole('button', { name: 'Ukončiť platnosť' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Platnosť technológie bola ukončená.')).toBeVisible();
  await expect(page.getByLabel(/^Stav/).first()).toHaveValue('Neaktívna');
  await expect(page.getByRole('button', { name: 'Ukončiť platnosť' })).toHaveCount(0);

  await page.getByRole('button', { name: 'História zmien', exact: true }).click();
  const win = page.getByRole('dialog', { name: `História zmien – Technológie ${idTechnologia}` });
  await expect(win.getByRole('table', { name: 'Zmeny záznamu' })).toContainText('Neaktívna');
});
