import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { eicCheckCharacter, withEicCheck } from '../../engine/core/validation/eicCheck';
import { accessToken, api, login } from './support';

// The production device's metadata screen with the spec's widgets, in real Chromium against the
// real server: what is typed through each widget is what the API stores and what a reload shows.

const DEVICES = '/portal/vyrobne-zariadenia/vyrobne-zariadenie/';

interface Device {
  idZariadVyr: number;
  eic: string;
  datumUvedeniaDoPrevadzky: string | null;
  podielVlastnejSpotreby: number | null;
  vyskaPodporyEur: number | null;
  akumulacia: boolean | null;
  kontaktEmail: string | null;
  kontaktTelefon: string | null;
  iban: string | null;
  adresa: Record<string, string> | null;
  dokumenty: Record<string, unknown>[] | null;
}

/** Opens the first of the producer's devices in edit mode; returns its id. */
async function editFirstDevice(page: Page): Promise<number> {
  await login(page, 'producer', 'portal', 'vyrobne-zariadenie/vyhladanie');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/vyrobne-zariadenie\/detail\/\d+$/);
  const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await expect(page.locator('#root_eic')).toBeEditable();
  return id;
}

async function readDevice(page: Page, id: number): Promise<Device> {
  const res = await page.request.get(api(`${DEVICES}${id}`), { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Device;
}

async function saveForm(page: Page, id: number): Promise<void> {
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`${DEVICES}${id}`));
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
}

test('production device: EIC, date, percent, money, IBAN, phone, e-mail, tri-state and the full address are typed, stored and read back', async ({ page }) => {
  const id = await editFirstDevice(page);

  // EIC: a wrong check character gives the catalogue's Slovak message; a right one clears it.
  const eic = page.locator('#root_eic');
  // About one stem in 37 has no valid check character: take the next number then.
  let valid = '';
  for (let n = Date.now() % 10_000_000; !valid; n++) {
    const stem = `24WFORMS${String(n % 10_000_000).padStart(7, '0')}`;
    if (eicCheckCharacter(stem) !== undefined) valid = withEicCheck(stem);
  }
  const wrongCheck = valid.slice(0, 15) + (valid.endsWith('A') ? 'B' : 'A');
  await eic.fill(wrongCheck);
  await eic.blur();
  await expect(page.getByText(`EIC kód má nesprávny kontrolný znak „${wrongCheck[15]}“ (16. znak); skontrolujte, či je kód opísaný presne`, { exact: true })).toBeVisible();
  // A device EIC must be of the 24W kind.
  await eic.fill('24XZSE-ENERGIA-I');
  await eic.blur();
  await expect(page.getByText('EIC kód musí začínať na 24W', { exact: true })).toBeVisible();
  await eic.fill(valid);
  await eic.blur();
  await expect(page.getByText(/^EIC kód/)).toHaveCount(0);

  // A date typed the Slovak way is stored as ISO.
  const date = page.locator('#root_datumUvedeniaDoPrevadzky');
  await date.fill('5. 3. 2024');
  await date.blur();
  // On a phone-sized window the field turns into the platform's date input with the same date, and
  // back on a wide one (the application follows the window, one listener for every date field).
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(date).toHaveAttribute('type', 'date');
  await expect(date).toHaveValue('2024-03-05');
  if (wide) await page.setViewportSize(wide);
  await expect(date).not.toHaveAttribute('type', 'date');
  await expect(date).toHaveValue('5. 3. 2024');
  await page.locator('#root_datumUkonceniaPodpory').fill('');

  await page.locator('#root_podielVlastnejSpotreby').fill('25,5');
  await page.locator('#root_vyskaPodporyEur').fill('1234,5');
  await page.locator('#root_iban').fill('SK31 1200 0000 1987 4263 7541');
  await page.locator('#root_kontaktTelefon').fill('0908 123 456');

  const email = page.locator('#root_kontaktEmail');
  await email.fill('jana@');
  await email.blur();
  await expect(page.getByText('Email nie je platný', { exact: true })).toBeVisible();
  await email.fill('jana.novakova@vyrobca.sk');
  await email.blur();
  await expect(page.getByText('Email nie je platný', { exact: true })).toHaveCount(0);

  // Tri-state: unset → yes.
  const storage = page.locator('#root_akumulacia');
  while ((await storage.getAttribute('data-state')) !== 'true') await storage.click();

  // The address block with the cadastral area, parcel number, P. O. box and organisational unit.
  const address = page.getByTestId('root_adresa-address');
  await address.locator('#root_adresa').fill('Hlavná');
  await address.locator('#root_adresa_OrientacneCislo').fill('12A');
  await address.locator('#root_adresa_Psc').fill('949 01');
  await address.locator('#root_adresa_Mesto').fill('Nitra');
  await address.locator('#root_adresa_IdStat').click();
  await page.getByRole('option', { name: 'Slovensko' }).click();
  await address.locator('#root_adresa_KatastUzemie').fill('Párovské Háje');
  const parcel = address.locator('#root_adresa_CisloParcely');
  await parcel.fill('12a');
  await parcel.blur();
  await expect(page.getByText('Číslo parcely musí mať tvar 1234 alebo 1234/5', { exact: true })).toBeVisible();
  await parcel.fill('1234/5');
  await parcel.blur();
  await expect(page.getByText('Číslo parcely musí mať tvar 1234 alebo 1234/5', { exact: true })).toHaveCount(0);
  await address.locator('#root_adresa_Pobox').fill('12');
  await address.locator('#root_adresa_Utvar').fill('Odbor výroby');

  await saveForm(page, id);

  const stored = await readDevice(page, id);
  expect(stored).toMatchObject({
    eic: valid,
    datumUvedeniaDoPrevadzky: '2024-03-05',
    podielVlastnejSpotreby: 0.255,
    vyskaPodporyEur: 1234.5,
    iban: 'SK3112000000198742637541',
    kontaktTelefon: '+421908123456',
    kontaktEmail: 'jana.novakova@vyrobca.sk',
    akumulacia: true,
    adresa: {
      Ulica: 'Hlavná',
      OrientacneCislo: '12A',
      Psc: '94901',
      Mesto: 'Nitra',
      IdStat: 'SK',
      KatastUzemie: 'Párovské Háje',
      CisloParcely: '1234/5',
      Pobox: '12',
      Utvar: 'Odbor výroby',
    },
  });

  // After a reload the read-only detail shows each value in its widget's format.
  await page.reload();
  await expect(page.locator('#root_eic')).toHaveValue(valid);
  await expect(page.locator('#root_datumUvedeniaDoPrevadzky')).toHaveValue('5. 3. 2024');
  await expect(page.locator('#root_podielVlastnejSpotreby')).toHaveValue(/^25,5/);
  await expect(page.locator('#root_iban')).toHaveValue('SK31 1200 0000 1987 4263 7541');
  await expect(page.locator('#root_adresa_Psc')).toHaveValue('949 01');
  await expect(page.locator('#root_adresa_KatastUzemie')).toHaveValue('Párovské Háje');
  await expect(page.locator('#root_adresa_CisloParcely')).toHaveValue('1234/5');
  await expect(page.locator('#root_adresa_Pobox')).toHaveValue('12');
  await expect(page.locator('#root_adresa_Utvar')).toHaveValue('Odbor výroby');
  await expect(page.locator('#root_akumulacia')).toHaveAttribute('data-state', 'true');
});

test('production device: the server refuses what the widgets refuse, with the same Slovak messages', async ({ page }) => {
  const id = await editFirstDevice(page);
  const device = await readDevice(page, id);
  const headers = { authorization: `Bearer ${await accessToken(page)}`, 'x-language': 'sk' };
  const bad = { ...device, eic: `${device.eic.slice(0, 15)}${device.eic.endsWith('A') ? 'B' : 'A'}`, adresa: { Mesto: 'Nitra', Psc: '9490', IdStat: 'SK', CisloParcely: '12a', Pobox: 'x' }, iban: 'CZ6508000000192000145399' };
  const res = await page.request.post(api(`${DEVICES}${id}`), { headers, data: bad });
  expect(res.status()).toBe(400);
  const reasons = ((await res.json()) as { hints: { reasons: string[] } }).hints.reasons;
  expect(reasons).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^eic: EIC kód má nesprávny kontrolný znak/),
      'adresa.Psc: PSČ musí mať 5 číslic (napr. 841 01)',
      'adresa.CisloParcely: Číslo parcely musí mať tvar 1234 alebo 1234/5',
      'adresa.Pobox: P. O. Box musí byť číslo s 1 až 5 číslicami',
      'iban: IBAN musí byť slovenský a mať 24 znakov',
    ]),
  );
  expect(await readDevice(page, id)).toEqual(device);
});

test('production device: a document uploaded in the document editor is stored and downloads byte for byte', async ({ page }) => {
  const id = await editFirstDevice(page);
  const pdf = Buffer.from(`%PDF-1.7\nRevízna správa zariadenia ${id}\n${'x'.repeat(2000)}\n%%EOF\n`);
  const fileName = `Revízna správa č. ${id}.pdf`;

  const editor = page.getByTestId('root_dokumenty-documents');
  await editor.getByRole('button', { name: 'Pridať' }).click();
  const form = page.getByTestId('root_dokumenty-form');
  await form.locator('#root_dokumenty-type').click();
  await page.getByRole('option', { name: 'Revízna správa' }).click();
  const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/dms/document'));
  await form.getByTestId('root_dokumenty-file-file').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  expect((await uploaded).status()).toBe(201);
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(form).toHaveCount(0);
  await expect(editor.getByTestId('root_dokumenty-download-0')).toHaveText(fileName);
  await saveForm(page, id);

  const stored = await readDevice(page, id);
  expect(stored.dokumenty).toEqual([
    expect.objectContaining({ documentType: 'vyrobne-zariadenie.revizna-sprava', fileName, fileSize: pdf.length, contentType: 'application/pdf' }),
  ]);
  // Saved documents are stored rows: they have an id and are no longer new.
  expect(stored.dokumenty?.[0]?.idDmsDocument).toBe(stored.dokumenty?.[0]?.dmsId);
  expect(stored.dokumenty?.[0]).not.toHaveProperty('isNew');

  // After a reload the read-only detail downloads it from the DMS under the server's name.
  await page.reload();
  const link = page.getByTestId('root_dokumenty-download-0');
  await expect(link).toHaveText(fileName);
  // Stored: a portal user may open it, not change or delete it.
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const editor2 = page.getByTestId('root_dokumenty-documents');
  await editor2.getByTestId('root_dokumenty-row-0').click();
  await expect(editor2.getByRole('button', { name: 'Upraviť' })).toBeDisabled();
  await expect(editor2.getByRole('button', { name: 'Odstrániť' })).toBeDisabled();
  await page.getByRole('button', { name: 'Zrušiť', exact: true }).click();

  const served = page.waitForResponse((r) => r.url().includes('/content/download'));
  const download = page.waitForEvent('download');
  await link.click();
  expect((await served).headers()['content-disposition']).toContain("filename*=UTF-8''");
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const bytes = await readFile(await file.path());
  expect(Buffer.compare(bytes, pdf)).toBe(0);
});

test('production device: a new one is created from the same screen, the technology searched on the server', async ({ page }) => {
  await login(page, 'producer', 'portal', 'vyrobne-zariadenie/vyhladanie');
  await page.getByRole('button', { name: 'Nový' }).click();
  // About one stem in 37 has no valid check character: take the next number then.
  let eic = '';
  for (let n = Date.now() % 1_000_000_000; !eic; n++) {
    const stem = `24WNEW${String(n % 1_000_000_000).padStart(9, '0')}`;
    if (eicCheckCharacter(stem) !== undefined) eic = withEicCheck(stem);
  }
  await page.locator('#root_eic').fill(eic);
  await page.locator('#root_nazov').fill('FVE Nová strecha');
  // The technology is searched by name (debounced) and stored by its id.
  await page.locator('#root_idTechnologia').fill('fotovolt');
  await page.getByRole('option', { name: 'Balkónová fotovoltika' }).click();
  await page.locator('#root_instalovanyVykonKw').fill('10,5');
  // Counted from the device's generator rows: shown, not typed (none yet).
  await expect(page.locator('#root_pocetGeneratorov')).not.toBeEditable();
  await page.locator('#root_typPodpory').click();
  await page.getByRole('option', { name: 'Bez podpory' }).click();
  await page.locator('#root_stav').click();
  await page.getByRole('option', { name: 'V konaní' }).click();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(DEVICES));
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/vyrobne-zariadenie\/detail\/\d+$/);
  const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
  const device = (await readDevice(page, id)) as Device & Record<string, unknown>;
  expect(device).toMatchObject({ eic, nazov: 'FVE Nová strecha', instalovanyVykonKw: 10.5, pocetGeneratorov: 0, typPodpory: 'BEZ_PODPORY', stav: 'V_KONANI', adresa: null, dokumenty: null });
  expect(typeof device.idTechnologia).toBe('number');
  // The owner shows by name, not by id.
  await expect(page.locator('#root_idUcastnikTrhu')).toHaveValue('Solárny park Zlaté Moravce s.r.o.');
  await expect(page.locator('#root_idTechnologia')).toHaveValue('Balkónová fotovoltika');
});
