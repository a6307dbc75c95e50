import { expect, test } from '@playwright/test';
import { accessToken, api, login } from './support';
import { marketDayAfter as day } from '../../engine/core/validation/marketDay';

// dialogs/zmluva-kontakty (spec 2.5): a contract's contacts edited in their own window from the
// contract's detail; a contact whose end date has passed is refused with its name
// (msgInvalidContacts, forms-data.md 5) and nothing is saved; valid contacts are saved.

test('operator edits a contract’s contacts in the zmluva-kontakty window; an expired one is refused by name', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'operator', 'core');
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const some = (await (await page.request.get(api('/portal/zmluvy/zmluva/?limit(1)'), { headers })).json()) as { idUcastnikTrhu: number }[];
  const number = `KT-2026-K${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const created = await page.request.post(api('/portal/zmluvy/zmluva/'), {
    headers,
    data: {
      cisloZmluvy: number, typZmluvy: 'KT', stav: 'AKTIVNA', idUcastnikTrhu: some[0]?.idUcastnikTrhu,
      datumPodpisu: day(-30), platnostOd: day(-20), platnostDo: day(300), predmet: 'Kontakty v okne',
      kontakty: [{ meno: 'Ľubomír', priezvisko: 'Šťastný', funkcia: 'energetik', email: 'lubomir.stastny@example.sk', datDo: null }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { idZmluva: number }).idZmluva;

  await page.goto(`/core/ui/zmluva/detail/${id}`);
  await expect(page.getByRole('textbox', { name: /^Číslo zmluvy/ })).toHaveValue(number);
  await page.getByRole('button', { name: 'Kontakty', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Kontaktné osoby/ });
  const rows = dialog.getByTestId('contract-contact');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByLabel('Meno')).toHaveValue('Ľubomír');

  // Ended yesterday: refused here, naming the contact; the window stays open and nothing is saved.
  await rows.first().getByLabel('Platný do').fill(day(-1));
  await dialog.getByRole('button', { name: 'Pridať kontakt' }).click();
  await rows.nth(1).getByLabel('Meno').fill('Eva');
  await rows.nth(1).getByLabel('Priezvisko').fill('Malá');
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog.getByTestId('contacts-expired')).toHaveText('Platnosť týchto kontaktov už skončila: Ľubomír Šťastný');
  const stored = async () => ((await (await page.request.get(api(`/portal/zmluvy/zmluva/${id}`), { headers })).json()) as { kontakty: { meno: string; funkcia?: string; datDo?: string | null }[] }).kontakty;
  expect((await stored()).map((c) => c.meno)).toEqual(['Ľubomír']);

  // Valid until next year: saved, the window closes, the contract lists both (the function kept).
  await rows.first().getByLabel('Platný do').fill(day(365));
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await stored()).map((c) => c.meno)).toEqual(['Ľubomír', 'Eva']);
  const saved = await stored();
  expect(saved[0]).toMatchObject({ funkcia: 'energetik', datDo: day(365) });
  await page.getByRole('tab', { name: 'Kontakty', exact: true }).click();
  await expect(page.getByText('Malá').or(page.getByRole('textbox', { name: /Priezvisko/ }).filter({ hasText: 'Malá' })).first()).toBeVisible();
});
