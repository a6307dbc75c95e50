import { expect, test, type Page } from '@playwright/test';
import { accessToken, api, login } from './support';
import { marketDayAfter as day } from '../../engine/core/validation/marketDay';

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).or(page.getByLabel(label, { exact: true })).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('operator finds contracts from the menu, filters by type and state, and fixes an expired contact before saving', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Zmluvy', exact: true }).click();
  await expect(page).toHaveURL(/\/zmluva\/vyhladanie/);
  await expect(page.getByText(/^1 - 10 z 5\s?0\d\d$/)).toBeVisible();

  await pickOption(page, 'Typ zmluvy', 'Zmluva o zúčtovaní odchýlky');
  await pickOption(page, 'Stav', 'Aktívna');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page).toHaveURL(/typZmluvy=ZO/);
  await expect(page).toHaveURL(/stav=AKTIVNA/);
  const rows = page.getByRole('row');
  await expect.poll(async () => (await rows.allTextContents()).slice(1).length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await rows.allTextContents()).slice(1).every((text) => text.includes('Zmluva o zúčtovaní odchýlky') && text.includes('Aktívna')))
    .toBe(true);

  const number = ((await rows.nth(1).getByRole('cell').nth(1).textContent()) ?? '').trim();
  // The register numbers contracts by type and year; the workflow numbers its own with five digits.
  expect(number).toMatch(/^ZO-\d{4}-\d{5,6}$/);
  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/zmluva\/detail\/\d+$/);
  // The form loads lazily while the search stays on screen: wait for the form's own button first.
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await expect(page.getByLabel('Číslo zmluvy')).toHaveValue(number);

  // An expired contact end date: refused with the contact named, the typed value kept.
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await page.getByRole('tab', { name: 'Kontakty' }).click();
  const endDate = page.getByRole('textbox', { name: 'Platný do 1' }).or(page.getByLabel('Platný do 1'));
  const surname = (await page.getByLabel('Priezvisko 1').inputValue()).trim();
  await endDate.fill(day(-3));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText(/Platnosť týchto kontaktov už skončila/).first()).toBeVisible();
  await expect(page.getByText(new RegExp(surname)).first()).toBeVisible();
  await expect(endDate).toHaveValue(day(-3));

  // A valid end date saves.
  await endDate.fill(day(60));
  await endDate.press('Tab');
  // The form takes the corrected list (its error and the tab's warning go) before saving.
  await expect(page.getByText(/Platnosť týchto kontaktov už skončila/)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Kontakty', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Kontakty' }).click();
  const shown = day(60).split('-');
  await expect(page.getByText(`${Number(shown[2])}. ${Number(shown[1])}. ${shown[0]}`).first()).toBeVisible();
});

test('producer sees only its own participant’s contracts', async ({ page, request }) => {
  await login(page, 'producer', 'portal', 'zmluva/vyhladanie');
  // Every row is the producer's participant (the EIC column), once the first page has loaded (a
  // loading or empty-state row may stand there before).
  await expect
    .poll(async () => {
      const texts = (await page.getByRole('row').allTextContents()).slice(1);
      return texts.length > 0 && texts.length <= 10 && texts.every((t) => t.includes('24XSP-ZLMORAVCE'));
    })
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Nový' })).toHaveCount(0);

  const auth = { Authorization: `Bearer ${await accessToken(page)}` };
  const own = await request.get(api('/portal/zmluvy/zmluva/?count()'), { headers: auth });
  const list = (await own.json()) as { idUcastnikTrhu: number }[];
  expect(new Set(list.map((r) => r.idUcastnikTrhu)).size).toBe(1);
  const foreign = await request.get(api(`/portal/zmluvy/zmluva/?ne(idUcastnikTrhu,${list[0]?.idUcastnikTrhu})&limit(1)`), { headers: auth });
  expect((await foreign.json()) as unknown[]).toEqual([]);
});

test('operator terminates a contract with a reason through the detail action (a missing reason is refused first)', async ({ page, request }) => {
  await login(page, 'operator', 'core');
  await page.goto('/core/ui/zmluva/vyhladanie?typZmluvy=KT&stav=AKTIVNA');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/zmluva\/detail\/\d+$/);
  const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);

  await page.getByRole('button', { name: 'Ukončiť', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ukončiť' });
  await expect(dialog).toBeVisible();
  const date = dialog.getByLabel(/Dátum ukončenia/);
  const when = day(14).split('-').reverse().map(Number).join('. ');
  await date.fill(when);
  await date.blur();
  // Without the reason: refused with a translated message, the dialog stays with the typed date.
  await dialog.getByRole('button', { name: 'Ukončiť', exact: true }).click();
  await expect(dialog.getByText('Pole musí byť vyplnené')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(date).toHaveValue(when);
  await expect(page.getByRole('combobox', { name: /^Stav/ })).toHaveValue('Aktívna');
  // An Escape in the date's calendar closes the calendar, not the dialog: the typed date stays.
  const picker = dialog.getByRole('button', { name: 'Otvoriť kalendár' });
  // Described by its field, so that a screen reader tells a form's calendar buttons apart.
  await expect(picker).toHaveAccessibleDescription('Dátum ukončenia');
  // The button sits over the input's right end, centred on it, with no wrapper between them
  // (placed in the field's grid row by CSS), also while an error stands under the input; the
  // calendar opens under the input, at its right edge.
  const centred = async () => {
    const [field, button] = [await date.boundingBox(), await picker.boundingBox()];
    if (!field || !button) throw new Error('date field not laid out');
    expect(Math.abs(button.y + button.height / 2 - (field.y + field.height / 2))).toBeLessThan(1);
    expect(field.x + field.width - (button.x + button.width)).toBeGreaterThan(0);
    expect(field.x + field.width - (button.x + button.width)).toBeLessThan(10);
    return field;
  };
  await date.fill('31. 2. 2027');
  await date.blur();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await centred();
  await date.fill(when);
  await date.blur();
  await expect(date).not.toHaveAttribute('aria-invalid');
  const field = await centred();
  await picker.click();
  const calendar = page.locator('.mantine-Popover-dropdown');
  await expect(calendar.getByRole('button', { name: 'Nasledujúci mesiac' })).toBeVisible();
  const below = await calendar.filter({ has: page.getByRole('button', { name: 'Nasledujúci mesiac' }) }).boundingBox();
  expect(below && below.y - (field.y + field.height)).toBeGreaterThanOrEqual(0);
  expect(below && Math.abs(below.x + below.width - (field.x + field.width))).toBeLessThan(1);
  await calendar.getByRole('button', { name: 'Nasledujúci mesiac' }).focus();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(picker).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(date).toHaveValue(when);

  await dialog.getByLabel(/Dôvod ukončenia/).fill('Dohoda zmluvných strán o ukončení');
  await dialog.getByRole('button', { name: 'Ukončiť', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Zmluva bola ukončená')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Stav/ })).toHaveValue('Zrušená');
  await expect(page.getByRole('textbox', { name: /^Dôvod ukončenia/ })).toHaveValue('Dohoda zmluvných strán o ukončení');
  // A terminated contract offers no termination, and the server refuses one.
  await expect(page.getByRole('button', { name: 'Ukončiť', exact: true })).toHaveCount(0);
  const auth = { Authorization: `Bearer ${await accessToken(page)}` };
  const again = await request.post(api(`/portal/zmluvy/zmluva/${id}/terminate`), { headers: auth, data: { dovodUkoncenia: 'Znova', datumUkoncenia: day(14) } });
  expect(again.status()).toBe(409);
});
