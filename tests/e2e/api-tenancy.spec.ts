import { expect, test } from '@playwright/test';
import { accessToken, api, login } from './support';

const DEVICES = '/portal/vyrobne-zariadenia/vyrobne-zariadenie/';

// Documents, code books, incidents and the lookups through the real server without a browser:
// server/dms/dms.test.ts, server/api/enums.test.ts, server/api/incident.test.ts, server/api/lookups.test.ts.

test('producer sees only its own production devices, in the grid and through the API, and edits one', async ({ page }) => {
  await login(page, 'producer');
  await page.getByRole('navigation').getByRole('link', { name: 'Výrobné zariadenia' }).click();
  await expect(page).toHaveURL(/\/vyrobne-zariadenie\/vyhladanie/);
  await expect(page.getByRole('row')).toHaveCount(11);

  const token = await accessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const own = await page.request.get(api(`${DEVICES}?limit(1000)&count()`), { headers });
  expect(own.status()).toBe(200);
  const rows = (await own.json()) as { idZariadVyr: number; idUcastnikTrhu: number; nazov: string }[];
  const owner = rows[0]?.idUcastnikTrhu;
  expect(rows.every((r) => r.idUcastnikTrhu === owner)).toBe(true);
  // The grid's total is the same as the API's: only the tenant's devices.
  await expect(page.getByText(new RegExp(`^1 - 10 z ${rows.length}$`))).toBeVisible();

  // Every other id is somebody else's: 404, whatever is asked.
  const ownIds = new Set(rows.map((r) => r.idZariadVyr));
  const foreign = [...Array(150).keys()].map((i) => i + 1).filter((id) => !ownIds.has(id)).slice(0, 5);
  for (const id of foreign) expect((await page.request.get(api(`${DEVICES}${id}`), { headers })).status()).toBe(404);

  // Open the first row, edit the note, save, and find it after a reload.
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/vyrobne-zariadenie\/detail\/\d+$/);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const note = `Kontrola ${Date.now() % 100000}`;
  await page.getByLabel(/^Poznámka/).fill(note);
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Poznámka/)).toHaveValue(note);
});
