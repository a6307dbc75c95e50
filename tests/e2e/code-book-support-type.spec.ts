// A device's support type comes from the live code book typ-podpory (issue 15): an item the operator
// adds is offered by the device form at once and stored; once invalidated, a new form no longer offers it.
import { expect, test, type Page } from '@playwright/test';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import { accessToken, api } from './support';
import { session } from './workflow-support';

const BOOK = api('/edc/ciselnik/mixed/vyrobne_zariadenie/typ_podpory/');
const DEVICES = '/portal/vyrobne-zariadenia/vyrobne-zariadenie/';
const stamp = Date.now() % 1_000_000;

/** A valid 24W EIC not used before (about one stem in 37 has no check character: take the next). */
function freshEic(): string {
  for (let n = stamp; ; n++) {
    const stem = `24WKNB${String(n).padStart(9, '0')}`;
    const check = eicCheckCharacter(stem);
    if (check !== undefined) return stem + check;
  }
}

async function openNewDeviceSupportTypes(page: Page): Promise<void> {
  await page.goto('/portal/ui/vyrobne-zariadenie/vyhladanie');
  await page.getByRole('button', { name: 'Nový' }).click();
  await page.locator('#root_typPodpory').click();
  await expect(page.getByRole('option', { name: 'Bez podpory' })).toBeVisible();
}

test('a support type added to the code book is offered and stored at once; invalidated, it is offered no more', async ({ browser }) => {
  test.setTimeout(120_000);
  const kod = `E2E_PODPORA_${stamp}`;
  const nazov = `Komunitná podpora ${stamp}`;
  const operator = await session(browser, 'operator', 'core');
  const operatorHeaders = { authorization: `Bearer ${await accessToken(operator)}` };
  const added = await operator.request.post(BOOK, { headers: operatorHeaders, data: { kod, nazov, nazovEn: `Community support ${stamp}`, poradie: 990, anoPlatny: true } });
  expect(added.status(), await added.text()).toBe(201);
  const item = (await added.json()) as Record<string, unknown>;

  const producer = await session(browser, 'producer', 'portal');
  await openNewDeviceSupportTypes(producer);
  await producer.getByRole('option', { name: nazov }).click();
  const eic = freshEic();
  await producer.locator('#root_eic').fill(eic);
  await producer.locator('#root_nazov').fill(`FVE ${nazov}`);
  await producer.locator('#root_idTechnologia').fill('fotovolt');
  await producer.getByRole('option', { name: 'Balkónová fotovoltika' }).click();
  await producer.locator('#root_instalovanyVykonKw').fill('8');
  await producer.locator('#root_stav').click();
  await producer.getByRole('option', { name: 'V konaní' }).click();
  const created = producer.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(DEVICES));
  await producer.getByRole('button', { name: 'Uložiť', exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(producer).toHaveURL(/\/vyrobne-zariadenie\/detail\/\d+$/);
  const id = /detail\/(\d+)$/.exec(producer.url())?.[1] ?? '';
  const stored = await producer.request.get(api(`${DEVICES}${id}`), { headers: { authorization: `Bearer ${await accessToken(producer)}` } });
  expect(((await stored.json()) as { typPodpory: string }).typPodpory).toBe(kod);

  const { nazovEn, poradie, verzia } = item;
  const invalidated = await operator.request.post(`${BOOK}${String(item.idEdcCiselnik)}`, {
    headers: operatorHeaders,
    data: { kod, nazov, nazovEn, poradie, verzia, anoPlatny: false, platnostOd: null, platnostDo: null },
  });
  expect(invalidated.status(), await invalidated.text()).toBe(200);
  await openNewDeviceSupportTypes(producer);
  await expect(producer.getByRole('option', { name: nazov })).toHaveCount(0);
});
