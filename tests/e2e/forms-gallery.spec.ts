import { expect, test, type Page } from '@playwright/test';
import { accessToken, api, login } from './support';

// Each widget of the gallery form: a valid value is accepted, an invalid one gives the catalogue's
// Slovak and English message (the same texts the server sends, see the last tests).
const CASES: { field: string; valid: string; invalid: string; sk: string; en: string }[] = [
  { field: 'text', valid: 'abc', invalid: 'ab', sk: 'Počet znakov musí byť aspoň 3', en: 'Enter at least 3 characters' },
  { field: 'psc', valid: '84101', invalid: '8410', sk: 'PSČ musí mať 5 číslic (napr. 841 01)', en: 'The postal code must have 5 digits (e.g. 841 01)' },
  { field: 'eic', valid: '24XZSE-ENERGIA-I', invalid: '24XZSE-ENERGIA-A', sk: 'EIC kód má nesprávny znak „A“ na pozícii 16', en: 'The EIC code has a wrong character "A" at position 16' },
  { field: 'eicParticipant', valid: '24XZSE-ENERGIA-I', invalid: '24ZSS1234567890H', sk: 'EIC kód musí začínať na ??X', en: 'The EIC code must start with ??X' },
  {
    field: 'eicMulti',
    valid: '24XZSE-ENERGIA-I 24ZSS1234567890H',
    invalid: '24XZSE-ENERGIA-I 24ZSS1234567890H 10YSK-SEPS-----K 10X1001A1001A094',
    sk: 'Zadajte najviac 3 EIC kódov',
    en: 'Enter at most 3 EIC codes',
  },
  { field: 'iban', valid: 'SK3112000000198742637541', invalid: 'SK3112000000198742637542', sk: 'IBAN nie je platný', en: 'The IBAN is not valid' },
  { field: 'ibanSk', valid: 'SK3112000000198742637541', invalid: 'CZ6508000000192000145399', sk: 'IBAN musí byť slovenský a mať 24 znakov', en: 'The IBAN must be Slovak and have 24 characters' },
  {
    field: 'phone',
    valid: '0908 123 456',
    invalid: '0100 123 456',
    sk: 'Telefónne číslo nie je platné (napr. +421 908 123 456 alebo 0908 123 456)',
    en: 'The phone number is not valid (e.g. +421 908 123 456 or 0908 123 456)',
  },
  { field: 'mobiles', valid: '+421908123456, +421911222333', invalid: '+421908123456 0908123456', sk: 'Neplatné mobilné číslo 0908123456 (tvar +421XXXXXXXXX)', en: 'Invalid mobile number 0908123456 (format +421XXXXXXXXX)' },
  { field: 'email', valid: 'jana@seps.sk', invalid: 'jana@', sk: 'Email nie je platný', en: 'The e-mail is not valid' },
  { field: 'emails', valid: 'a@seps.sk b@okte.cz', invalid: 'a@seps.sk b@gmail.com', sk: 'E-mailová adresa b@gmail.com musí patriť do domény sk, cz', en: 'The e-mail address b@gmail.com must belong to the domain sk, cz' },
  { field: 'personalId', valid: '800101/1238', invalid: '800101/1234', sk: 'Neplatné rodné číslo (formát RRMMDD/NNNK)', en: 'Invalid personal ID (format RRMMDD/NNNK)' },
  { field: 'url', valid: 'https://www.okte.sk/', invalid: 'www.okte.sk', sk: 'Adresa URL nie je platná', en: 'The URL is not valid' },
  { field: 'year', valid: '2025', invalid: '25', sk: 'Neplatný formát roku', en: 'Invalid year format' },
  { field: 'monthYear', valid: '3/2025', invalid: '13/2025', sk: 'Neplatný mesiac (zadajte mesiac a rok)', en: 'Invalid month (enter a month and a year)' },
  { field: 'date', valid: '29.2.2024', invalid: '31.2.2024', sk: 'Neplatný formát dátumu (napr. D.M.RRRR, DDMMRRRR)', en: 'Invalid date format (e.g. D.M.YYYY, DDMMYYYY)' },
  { field: 'businessDate', valid: '7.1.2025', invalid: '6.1.2025', sk: 'Dátum musí byť pracovný deň', en: 'The date must be a business day' },
  { field: 'time', valid: '8:30', invalid: '25:00', sk: 'Neplatný formát času (napr. 08:30)', en: 'Invalid time format (e.g. 08:30)' },
  { field: 'dateRange', valid: '1.1.2025 - 31.1.2025', invalid: '31.1.2025 - 1.1.2025', sk: 'Dátum do nesmie byť skôr ako dátum od', en: 'The end date must not be before the start date' },
];

async function openGallery(page: Page, language: 'sk' | 'en') {
  await login(page, 'admin', 'core', 'gallery');
  if (language === 'en') {
    await page.evaluate(() => window.localStorage.setItem('edc.language', 'en'));
    await page.reload();
  }
  // The gallery is the largest form screen (every widget, lazy chunks): on a loaded machine it takes a while.
  await expect(page.locator('#root_psc')).toBeVisible({ timeout: 60_000 });
}

async function checkMessages(page: Page, language: 'sk' | 'en') {
  for (const c of CASES) {
    const input = page.locator(`#root_${c.field}`);
    const message = language === 'sk' ? c.sk : c.en;
    await input.fill(c.invalid);
    await input.blur();
    await expect(page.getByText(message, { exact: true }), `${c.field} refuses ${c.invalid}`).toBeVisible();
    await input.fill(c.valid);
    await input.blur();
    await expect(page.getByText(message, { exact: true }), `${c.field} accepts ${c.valid}`).toHaveCount(0);
  }
}

test('gallery: every widget accepts a valid value and explains an invalid one in Slovak', async ({ page }) => {
  await openGallery(page, 'sk');
  await expect(page.getByTestId('gallery-states').locator('tr[data-widget]')).toHaveCount(39);
  await checkMessages(page, 'sk');
  // The whole valid form is accepted by the server too.
  await page.getByLabel(/Súhlasím s podmienkami/).check();
  await page.getByRole('button', { name: 'Skontrolovať na serveri' }).click();
  await expect(page.getByTestId('gallery-server-ok')).toBeVisible();
});

test('gallery: the same messages in English', async ({ page }) => {
  await openGallery(page, 'en');
  await checkMessages(page, 'en');
});

test('gallery: an invalid submit shows the errors and focuses the first invalid field', async ({ page }) => {
  await openGallery(page, 'sk');
  await page.locator('#root_psc').fill('8410');
  await page.getByRole('button', { name: 'Skontrolovať na serveri' }).click();
  // Untouched required fields now show their message too, and the first invalid one has the focus.
  await expect(page.getByText('Pole musí byť zaškrtnuté')).toBeVisible();
  await expect(page.locator('#root_text')).toBeFocused();
});

test('the server refuses bad values the client would have caught, with the same translated messages', async ({ page }) => {
  await openGallery(page, 'sk');
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const bad = { text: 'abc', consent: true, psc: '8410', eic: '24XZSE-ENERGIA-A', businessDate: '2025-01-06', emails: 'a@gmail.com' };
  const sk = await page.request.post(api('/ui/gallery/'), { headers: { ...headers, 'x-language': 'sk' }, data: bad });
  expect(sk.status()).toBe(400);
  const skBody = (await sk.json()) as { message: string; hints: { reasons: string[] } };
  expect(skBody.message).toBe('Požiadavka nie je platná podľa JSON schémy');
  expect(skBody.hints.reasons).toEqual(
    expect.arrayContaining([
      'psc: PSČ musí mať 5 číslic (napr. 841 01)',
      'eic: EIC kód má nesprávny znak „A“ na pozícii 16',
      'businessDate: Dátum musí byť pracovný deň',
      'emails: E-mailová adresa a@gmail.com musí patriť do domény sk, cz',
    ]),
  );
  const en = await page.request.post(api('/ui/gallery/'), { headers: { ...headers, 'x-language': 'en' }, data: bad });
  expect(((await en.json()) as { hints: { reasons: string[] } }).hints.reasons).toContain('psc: The postal code must have 5 digits (e.g. 841 01)');
  const good = await page.request.post(api('/ui/gallery/'), { headers, data: { text: 'abc', consent: true, psc: '84101', eic: '24XZSE-ENERGIA-I' } });
  expect(good.status()).toBe(200);
});

test('with the client check bypassed (schema without the format), the server still refuses and the form shows why', async ({ page }) => {
  await page.route('**/portalbl/svc/ui/gallery/schema/post/request', async (route) => {
    const response = await route.fetch();
    const schema = (await response.json()) as { properties: Record<string, Record<string, unknown>> };
    delete schema.properties.psc?.format;
    await route.fulfill({ response, json: schema });
  });
  await openGallery(page, 'sk');
  await page.locator('#root_text').fill('abc');
  await page.locator('#root_psc').fill('8410');
  await page.getByLabel(/Súhlasím s podmienkami/).check();
  await page.getByRole('button', { name: 'Skontrolovať na serveri' }).click();
  await expect(page.getByText('psc: PSČ musí mať 5 číslic (napr. 841 01)').first()).toBeVisible();
  await expect(page.getByTestId('gallery-server-ok')).toHaveCount(0);
});
