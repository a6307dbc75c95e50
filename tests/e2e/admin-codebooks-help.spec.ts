import { expect, test } from '@playwright/test';
import { accessToken, api, login } from './support';

// Code books in the core: the mixed code books named in words (menu, dashboard, page title), the
// addendum templates' and the contracts' types read from the live code book (grid, filter and
// pickers). The per-field help of the participant form: src/app/participantFormHelp.test.tsx.

test('the mixed code books are named in words in the menu, on the dashboard and as the page title', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'operator', 'core');
  const cards = page.getByTestId('dashboard-cards');
  await expect(cards.getByRole('link', { name: /Kategórie technológií/ })).toBeVisible({ timeout: 30_000 });
  await expect(cards.getByRole('link', { name: /Typy účastníkov trhu/ })).toBeVisible();
  await expect(cards).not.toContainText('{{');
  await expect(page.getByRole('navigation')).not.toContainText('{{');
  await page.getByRole('navigation').getByRole('link', { name: 'Typy podpory výroby', exact: true }).click();
  await expect(page).toHaveURL(/\/enum\/enum-mixed\/vyrobne_zariadenie\/typ_podpory$/);
  await expect(page.getByRole('heading', { name: 'Typy podpory výroby', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /Doplatok/ })).toBeVisible();
});

test('addendum templates pick contract types from the live code book: a new type at once, an invalidated one no more', async ({ page }) => {
  test.setTimeout(150_000);
  const kod = `E2E_${Date.now() % 100000}`;
  const nazov = `Zmluva o flexibilite ${kod.slice(-5)}`;
  await login(page, 'operator', 'core');
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const BOOK = api('/edc/ciselnik/portal/zmluva-typ/');
  const created = await page.request.post(BOOK, { headers, data: { kod, nazov, nazovEn: `Flexibility agreement ${kod.slice(-5)}`, poradie: 995, anoPlatny: true } });
  expect(created.status()).toBe(201);
  const item = (await created.json()) as Record<string, unknown>;
  try {
    await page.getByRole('navigation').getByRole('link', { name: 'Správa dodatkov', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Šablóny dodatkov', level: 1 })).toBeVisible({ timeout: 30_000 });
    // The types column names each code of the list, the whole list in its tooltip.
    const row = page.getByRole('row', { name: /Dodatok o zmene bilančnej skupiny/ });
    const types = 'Zmluva o zúčtovaní odchýlky, Zmluva o krátkodobom trhu, Všeobecná zmluva';
    await expect(row).toContainText(types);
    await expect(row.getByTitle(types)).toBeVisible();

    // A template's page: the placeholder help lists the server's placeholders, each explained.
    await row.click();
    await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Premenné', exact: true }).click();
    const placeholders = page.getByRole('table', { name: /premenné/i });
    await expect(placeholders).toContainText('{{cisloZmluvy}}');
    await expect(placeholders).toContainText(/číslo zmluvy/i);
    await page.getByRole('button', { name: 'Premenné', exact: true }).click();
    await expect(placeholders).toHaveCount(0);
    await page.getByRole('button', { name: 'Späť na vyhľadávanie' }).click();

    await page.getByRole('button', { name: 'Nový' }).click();
    await expect(page.getByRole('button', { name: 'Uložiť', exact: true })).toBeVisible({ timeout: 30_000 });
    // The new-template form has the placeholder help too: it is where the body is first written.
    await page.getByRole('button', { name: 'Premenné', exact: true }).click();
    await expect(page.getByRole('table', { name: /premenné/i })).toContainText('{{platnostDodatku}}');
    await page.getByRole('button', { name: 'Premenné', exact: true }).click();
    await expect(page.getByRole('table', { name: /premenné/i })).toHaveCount(0);
    const picker = page.getByRole('combobox', { name: 'Typy zmlúv' });
    await picker.click({ force: true });
    // The type added to the code book a moment ago is offered; the hard-coded list knew nothing of it.
    await expect(page.getByRole('option', { name: nazov })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Zmluva o dátovom účte' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Invalidated in the code book: no longer offered for a new template.
    const invalidated = await page.request.post(`${BOOK}${String(item.idEdcCiselnik)}`, {
      headers,
      data: { kod, nazov, nazovEn: item.nazovEn, poradie: 995, anoPlatny: false, platnostOd: null, platnostDo: null, verzia: item.verzia },
    });
    expect(invalidated.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Uložiť', exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Typy zmlúv' }).click({ force: true });
    await expect(page.getByRole('option', { name: 'Zmluva o dátovom účte' })).toBeVisible();
    await expect(page.getByRole('option', { name: nazov })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } finally {
    // Leave the code book as other specs know it.
    expect((await page.request.delete(`${BOOK}${String(item.idEdcCiselnik)}`, { headers })).status()).toBe(204);
  }
});

test("a contract's type is picked from the live code book; an invalidated type stays readable on the contract that has it", async ({ page }) => {
  test.setTimeout(150_000);
  const kod = `E2EZ_${Date.now() % 100000}`;
  const nazov = `Zmluva o agregácii ${kod.slice(-5)}`;
  await login(page, 'operator', 'core');
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const BOOK = api('/edc/ciselnik/portal/zmluva-typ/');
  const added = await page.request.post(BOOK, { headers, data: { kod, nazov, nazovEn: `Aggregation agreement ${kod.slice(-5)}`, poradie: 996, anoPlatny: true } });
  expect(added.status()).toBe(201);
  const item = (await added.json()) as Record<string, unknown>;
  const any = (await (await page.request.get(api('/portal/zmluvy/zmluva/?select(idUcastnikTrhu)&limit(1)'), { headers })).json()) as { idUcastnikTrhu: number }[];
  // A contract of the new type: the server takes the type from the book, no list in its schema.
  const cislo = `AGR-2026-${kod.slice(-5)}`;
  const created = await page.request.post(api('/portal/zmluvy/zmluva/'), {
    headers,
    data: { cisloZmluvy: cislo, typZmluvy: kod, stav: 'AKTIVNA', idUcastnikTrhu: any[0]?.idUcastnikTrhu, platnostOd: '2026-01-01', kontakty: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const idZmluva = ((await created.json()) as { idZmluva: number }).idZmluva;

  // The register's filter and column name the new type.
  await page.getByRole('navigation').getByRole('link', { name: 'Zmluvy', exact: true }).click();
  await page.getByRole('search').getByLabel('Typ zmluvy', { exact: true }).click();
  await page.getByRole('option', { name: nazov, exact: true }).click();
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page.getByRole('row', { name: new RegExp(cislo) })).toContainText(nazov, { timeout: 30_000 });

  // The form offers it among the valid types.
  await page.goto(`/core/ui/zmluva/detail/${idZmluva}`);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible({ timeout: 30_000 });
  const type = page.getByRole('combobox', { name: 'Typ zmluvy', exact: true });
  await expect(type).toHaveValue(nazov);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await type.click();
  await expect(page.getByRole('option', { name: nazov, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Zmluva o dátovom účte', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Zrušiť' }).click();

  // Invalidated: the contract still reads its type, marked, and saves with it; no one picks it anew.
  const invalidated = await page.request.post(`${BOOK}${String(item.idEdcCiselnik)}`, {
    headers,
    data: { kod, nazov, nazovEn: item.nazovEn, poradie: 996, anoPlatny: false, platnostOd: null, platnostDo: null, verzia: item.verzia },
  });
  expect(invalidated.status()).toBe(200);
  await page.reload();
  await expect(type).toHaveValue(`${nazov} (zneplatnené)`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await page.getByLabel('Predmet zmluvy').fill('Agregácia flexibility');
  await type.click();
  await expect(page.getByRole('option', { name: `${nazov} (zneplatnené)` })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await expect(type).toHaveValue(`${nazov} (zneplatnené)`);

  // Deleting the type is refused while the contract holds it, naming where it is used.
  const refused = await page.request.delete(`${BOOK}${String(item.idEdcCiselnik)}`, { headers });
  expect(refused.status()).toBe(409);
  expect(JSON.stringify(await refused.json())).toMatch(/zmluvy \(1\)/);
});
