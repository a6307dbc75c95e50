import { expect, test, type Page } from '@playwright/test';
import { accessToken, api, login, registerAccount, searchShown } from './support';
import { confirmMessage, openFromDashboard, session } from './workflow-support';

// The participant detail's dialogs (spec 2.5) and the link request (2.2): rpo fills the name from
// the register of legal entities by IČO; a contact is added (invalid phone first); the ACER code
// change shows in the history; a portal user asks to be linked to a participant, the operator
// approves it, and the user then acts for that participant. A request approved by the participant's
// own user administrator (demo) is part of the user administration journey (user-administration.spec.ts).

const PARTICIPANT = '/portal/zmluvy/ucastnik-trhu/';

/** A seeded participant by its IČO, read through the API with the operator's token. */
async function participantByIco(page: Page, ico: string): Promise<Record<string, unknown> & { idUcastnikTrhu: number; nazov: string; verzia: number }> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const res = await page.request.get(api(`${PARTICIPANT}?eq(ico,${ico})&limit(1,0)`), { headers });
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as (Record<string, unknown> & { idUcastnikTrhu: number; nazov: string; verzia: number })[];
  expect(rows).toHaveLength(1);
  return rows[0] as Record<string, unknown> & { idUcastnikTrhu: number; nazov: string; verzia: number };
}

test('rpo: the register of legal entities refuses a bad IČO, does not know another, and fills the name of a participant', async ({ page }) => {
  // Besides the dialog it opens the participant and a user by their codes: several page loads.
  test.setTimeout(120_000);
  await login(page, 'operator', 'core');
  // The participant's name drifted from the register's (as after a typing error).
  const row = await participantByIco(page, '46022864');
  const { mesto: _mesto, ...body } = row;
  const renamed = await page.request.post(api(`${PARTICIPANT}${row.idUcastnikTrhu}`), {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: { ...body, nazov: 'Bioplyn Senica (starý názov) s.r.o.' },
  });
  expect(renamed.status()).toBe(200);

  await page.getByRole('navigation').getByRole('link', { name: 'Účastníci trhu' }).click();
  await searchShown(page);
  await page.getByLabel('Názov').first().fill('starý názov');
  await page.getByRole('button', { name: 'Hľadať' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/ucastnik-trhu/detail/${row.idUcastnikTrhu}$`));
  await expect(page.getByLabel(/^Názov/).first()).toHaveValue('Bioplyn Senica (starý názov) s.r.o.');

  // By code (detail-portal): a participant by its EIC, a user account by its login; an unknown code lands on the search.
  await page.goto(`/core/ui/ucastnik-trhu/detail-portal/${String(row.eic)}`);
  await expect(page).toHaveURL(new RegExp(`/ucastnik-trhu/detail/${row.idUcastnikTrhu}$`));
  await expect(page.getByLabel(/^Názov/).first()).toHaveValue('Bioplyn Senica (starý názov) s.r.o.', { timeout: 30_000 });
  await page.goto('/core/ui/user-management/detail-portal/producer');
  await expect(page).toHaveURL(/\/user-management\/detail\/[^/]+$/);
  await expect(page.getByLabel(/^Prihlasovacie meno/).first()).toHaveValue('producer', { timeout: 30_000 });
  await page.goto('/core/ui/ucastnik-trhu/detail-portal/24XNEZNAMY000001');
  await expect(page).toHaveURL(/\/ucastnik-trhu\/vyhladanie/);
  await page.goto(`/core/ui/ucastnik-trhu/detail/${row.idUcastnikTrhu}`);
  await expect(page.getByLabel(/^Názov/).first()).toHaveValue('Bioplyn Senica (starý názov) s.r.o.', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Register právnických osôb' }).click();
  const dialog = page.getByRole('dialog', { name: /^Register právnických osôb – / });
  const ico = dialog.getByLabel('IČO');
  await expect(ico).toHaveValue('46022864');
  // The catalogue's IČO rule, as the form says it; the typed value stays.
  await ico.fill('12345678');
  await dialog.getByRole('button', { name: 'Vyhľadať v registri' }).click();
  await expect(dialog.getByText('IČO musí mať 8 číslic so správnou kontrolnou číslicou')).toBeVisible();
  await expect(ico).toHaveValue('12345678');
  // A valid IČO the register does not hold.
  await ico.fill('35829052');
  await dialog.getByRole('button', { name: 'Vyhľadať v registri' }).click();
  await expect(dialog.getByText('Register právnických osôb nepozná IČO 35829052.')).toBeVisible();

  await ico.fill('46022864');
  await dialog.getByRole('button', { name: 'Vyhľadať v registri' }).click();
  const table = dialog.getByRole('table', { name: 'Údaje účastníka a registra' });
  await expect(table).toContainText('Bioplyn Senica (starý názov) s.r.o.');
  await expect(table).toContainText('Bioplynová stanica Senica s.r.o.');
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`${PARTICIPANT}${row.idUcastnikTrhu}`));
  await dialog.getByRole('button', { name: 'Prevziať údaje z registra' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(/^Názov/).first()).toHaveValue('Bioplynová stanica Senica s.r.o.');
});

test('a contact is added (an invalid phone first) and the ACER code change shows in the history', async ({ page }) => {
  await login(page, 'operator', 'core');
  const row = await participantByIco(page, '52914704');
  await page.goto(`/core/ui/ucastnik-trhu/detail/${row.idUcastnikTrhu}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.nazov, { timeout: 30_000 });

  await page.getByRole('button', { name: 'Pridať kontakt' }).click();
  const contact = page.getByRole('dialog', { name: 'Pridať kontakt' });
  await contact.getByLabel(/^Meno/).fill('Zuzana');
  await contact.getByLabel(/^Priezvisko/).fill('Kováčová');
  await contact.getByLabel(/^E-mail/).fill('zuzana.kovacova@cerova.sk');
  const phone = contact.locator('#root_telefon');
  await phone.fill('0905 12');
  await phone.blur();
  await contact.getByRole('button', { name: 'Pridať kontakt' }).click();
  await expect(contact.getByText(/Telefónne číslo nie je platné/).first()).toBeVisible();
  await expect(phone).toHaveValue('0905 12');
  await phone.fill('0905 123 456');
  await phone.blur();
  const added = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/add-kontakt-ucastnik-trhu'));
  await contact.getByRole('button', { name: 'Pridať kontakt' }).click();
  expect((await added).status()).toBe(200);
  await expect(contact).toBeHidden();
  await expect(page.getByText('Kontakt bol pridaný')).toBeVisible();

  await page.getByRole('button', { name: 'Zmeniť kód ACER' }).click();
  const acer = page.getByRole('dialog', { name: 'Zmeniť kód ACER' });
  const code = acer.locator('#root_acerKod');
  await code.fill('A0000123B.sk');
  await code.blur();
  await acer.getByRole('button', { name: 'Zmeniť kód ACER' }).click();
  await expect(acer.getByText(/Kód ACER má 9 znakov/).first()).toBeVisible();
  await expect(code).toHaveValue('A0000123B.sk');
  await code.fill('A0000123B.SK');
  await code.blur();
  await acer.getByRole('button', { name: 'Zmeniť kód ACER' }).click();
  await expect(acer).toBeHidden();
  await expect(page.getByText('Kód ACER bol zmenený')).toBeVisible();
  await expect(page.getByLabel(/^ACER kód/)).toHaveValue('A0000123B.SK');

  // The bank accounts are edited in the detail form (the object-list widget): an invalid IBAN
  // first (the catalogue's message under that row's part, the typed value kept), then a valid one.
  await page.getByRole('button', { name: 'Upraviť' }).click();
  // The contact added by the dialog is a row of the contacts, editable in place.
  await page.getByRole('tab', { name: 'Kontakty' }).click();
  await expect(page.getByRole('group', { name: /^Položka \d+$/ }).last().getByLabel(/^Priezvisko/)).toHaveValue('Kováčová');
  await page.getByRole('tab', { name: 'Bankové účty' }).click();
  await page.getByRole('button', { name: 'Pridať položku' }).click();
  const rows = page.getByRole('group', { name: /^Položka \d+$/ });
  const account = rows.last();
  const iban = account.getByLabel(/^IBAN/);
  await iban.fill('SK0000000000000000000000');
  await iban.blur();
  await expect(account.getByText('IBAN nie je platný').first()).toBeVisible();
  await expect(iban).toHaveValue('SK00 0000 0000 0000 0000 0000');
  await iban.fill('SK3112000000198742637541');
  await account.getByLabel(/^Banka/).fill('Tatra banka, a.s.');
  await account.locator('[id$="_mena"]').click();
  await page.getByRole('option', { name: 'Euro' }).click();
  const savedForm = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`${PARTICIPANT}${row.idUcastnikTrhu}`));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  expect((await savedForm).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();

  await page.getByRole('button', { name: 'História zmien', exact: true }).click();
  const history = page.getByRole('dialog', { name: /^História zmien – / });
  const changes = history.getByRole('table', { name: 'Zmeny záznamu' });
  await expect(changes).toContainText('A0000123B.SK');
});

test('a portal user asks to be linked to a participant, the operator approves, then the user acts for it', async ({ browser, page }) => {
  test.setTimeout(150_000);
  // A new account (the dev accounts keep their memberships for the other specs): a visitor, who
  // asks from contract creation to be linked to its company's participant.
  const user = await registerAccount(page, 'prepojenie');
  await page.getByTestId('participant-registration').getByRole('link', { name: 'Požiadať o prepojenie s účastníkom trhu' }).click();
  await page.waitForURL(/\/activities\/participant-assignment-request\/\d+/);
  await expect(page.getByRole('heading', { name: 'Žiadosť o prepojenie s účastníkom trhu' })).toBeVisible();
  const code = (await page.getByText(/^PRP-\d{6}$/).first().textContent()) ?? '';
  expect(code).toMatch(/^PRP-\d{6}$/);

  // An invalid IČO is refused with the catalogue's message; the typed value stays.
  const ico = page.getByLabel('IČO účastníka trhu');
  await ico.fill('47258315');
  await ico.blur();
  await expect(page.getByText('IČO musí mať 8 číslic so správnou kontrolnou číslicou').first()).toBeVisible();
  await expect(ico).toHaveValue('47258315');
  await ico.fill('47258314');
  await page.getByLabel('Poznámka pre schvaľovateľa').fill('Spravujem aj malú vodnú elektráreň na Hrone.');
  await page.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(page, new RegExp(`Žiadosť o prepojenie ${code} s účastníkom trhu Malá vodná elektráreň Hron s\\.r\\.o\\. bola odoslaná na schválenie`));

  const operator = await session(browser, 'operator', 'core');
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await expect(operator.getByRole('heading', { name: 'Schválenie žiadosti o prepojenie s účastníkom trhu' })).toBeVisible();
  await expect(operator.getByTestId('step-summary')).toContainText(user);
  await expect(operator.getByTestId('step-summary')).toContainText('Malá vodná elektráreň Hron s.r.o.');
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(operator, new RegExp(`Žiadosť ${code} bola schválená: používateľ je členom účastníka trhu Malá vodná elektráreň Hron s\\.r\\.o\\.`));

  // The user now belongs to that participant, its only one: selected automatically.
  await page.goto('/portal/ui/dashboard');
  await expect(page.getByTestId('current-tenant')).toHaveText('Malá vodná elektráreň Hron s.r.o.', { timeout: 30_000 });
  await page.getByRole('navigation').getByRole('link', { name: 'Môj účastník trhu' }).click();
  await expect(page.getByLabel(/^Názov/).first()).toHaveValue('Malá vodná elektráreň Hron s.r.o.', { timeout: 30_000 });

  // The request opens by its code at the step it ended in.
  await page.goto(`/portal/ui/ucastnik-trhu/ziadost-o-prepojenie-ucastnika-portal/${code}`);
  await page.waitForURL(/\/activities\/participant-assignment-approval\/\d+/);
  await expect(page.getByTestId('step-summary')).toContainText('Schválená');

  // detail/current never writes: the register's name and legal form (differing after a typing
  // error) start the participant-change process, which the operator approves.
  const hron = await participantByIco(operator, '47258314');
  const { mesto: _m, ...hronBody } = hron;
  const typo = await operator.request.post(api(`${PARTICIPANT}${hron.idUcastnikTrhu}`), {
    headers: { Authorization: `Bearer ${await accessToken(operator)}` },
    data: { ...hronBody, nazov: 'MVE Hron (preklep) s.r.o.', pravnaForma: 'Akciová spoločnosť' },
  });
  expect(typo.status()).toBe(200);
  await page.goto('/portal/ui/ucastnik-trhu/detail/current');
  await expect(page.getByLabel(/^Názov/).first()).toHaveValue('MVE Hron (preklep) s.r.o.', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Register právnických osôb' }).click();
  const rpo = page.getByRole('dialog', { name: /^Register právnických osôb – / });
  await rpo.getByRole('button', { name: 'Vyhľadať v registri' }).click();
  await expect(rpo.getByRole('table', { name: 'Údaje účastníka a registra' })).toContainText('Malá vodná elektráreň Hron s.r.o.');
  await expect(rpo.getByRole('button', { name: 'Prevziať údaje z registra' })).toHaveCount(0);
  await rpo.getByRole('button', { name: 'Navrhnúť zmenu podľa registra' }).click();
  const proposed = rpo.getByText(/Žiadosť UTZ-\d{6} s údajmi z registra/);
  await expect(proposed).toBeVisible();
  const changeCode = /UTZ-\d{6}/.exec((await proposed.textContent()) ?? '')?.[0] ?? '';
  await rpo.getByRole('link', { name: 'Otvoriť žiadosť' }).click();
  await page.waitForURL(/\/activities\/participant-create\/\d+/);
  await expect(page.getByLabel(/^Názov/).first()).toHaveValue('Malá vodná elektráreň Hron s.r.o.');
  await expect(page.getByLabel('Právna forma', { exact: true })).toHaveValue('Spoločnosť s ručením obmedzeným');
  await page.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(page, /Zmena údajov účastníka trhu UTZ-\d{6} bola odoslaná na schválenie/);
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, changeCode);
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(operator, /Zmena UTZ-\d{6} bola schválená/);
  await page.goto('/portal/ui/ucastnik-trhu/detail/current');
  await expect(page.getByLabel(/^Názov/).first()).toHaveValue('Malá vodná elektráreň Hron s.r.o.', { timeout: 30_000 });
  await expect(page.getByLabel('Právna forma', { exact: true })).toHaveValue('Spoločnosť s ručením obmedzeným');
});
