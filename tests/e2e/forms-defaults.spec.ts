import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { requestBody } from '../../engine/core/form/body';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { accessToken, api, login } from './support';

// A form opens with its request schema's defaults (issue 14, point 1): a new technology is active
// (`stav` defaults to AKTIVNA), and the saved body carries that although the user never touched
// the field.

test.describe.configure({ timeout: 120_000 });

const TECHNOLOGIA = '/portal/zmluvy/technologia/';
const stamp = Date.now().toString(36).toUpperCase().slice(-5);

async function read<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(api(path), { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test('a create form sends the schema default of a field the user never touched', async ({ page, request }) => {
  await login(page, 'operator', 'core');
  const schema = await read<JsonSchema>(page, request, `${TECHNOLOGIA}schema/post/request`);
  expect(schema.properties?.stav?.default).toBe('AKTIVNA');

  await page.goto('/core/ui/technologia/detail/new');
  const save = page.getByRole('button', { name: 'Uložiť', exact: true });
  await expect(save).toBeVisible({ timeout: 30_000 });
  // The default shows before anything is typed.
  await expect(page.locator('#root_stav')).toHaveValue('Aktívna');

  const kod = `PVE_${stamp}`;
  const nazov = `Prečerpávacia elektráreň Ružín ${stamp}`;
  await page.locator('#root_kod').fill(kod);
  await page.locator('#root_nazov').fill(nazov);
  await page.locator('#root_kategoria').click();
  await page.getByRole('option', { name: 'Vodná energia' }).click();
  await page.locator('#root_platnostOd').fill('1. 7. 2025');

  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(TECHNOLOGIA));
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(TECHNOLOGIA));
  await save.click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toEqual(requestBody(schema, { kod, nazov, kategoria: 'VODA', platnostOd: '2025-07-01', obnovitelna: false, stav: 'AKTIVNA' }));
  expect((await answered).status()).toBe(201);
  // The created record opens in its own detail.
  await page.waitForURL(/\/technologia\/detail\/\d+$/);
  const idTechnologia = Number(/\/technologia\/detail\/(\d+)$/.exec(page.url())?.[1]);
  expect(await read(page, request, `${TECHNOLOGIA}${idTechnologia}`)).toMatchObject({ kod, nazov, stav: 'AKTIVNA' });
});
