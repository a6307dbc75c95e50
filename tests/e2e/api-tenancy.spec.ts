import { expect, test } from '@playwright/test';
import { accessToken, api, login } from './support';

const DEVICES = '/portal/vyrobne-zariadenia/vyrobne-zariadenie/';

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

test('documents and code books through the real server', async ({ page }) => {
  await login(page, 'producer');
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const pdf = Buffer.from('%PDF-1.7\nTestovací dokument\n%%EOF\n');
  const upload = await page.request.post(api('/dms/document'), {
    headers,
    multipart: { documentType: 'zmluva.priloha', file: { name: 'Zmluva č. 5 – príloha.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status()).toBe(201);
  const doc = (await upload.json()) as { dmsId: string; fileName: string; fileSize: number };
  expect(doc).toMatchObject({ fileName: 'Zmluva č. 5 – príloha.pdf', fileSize: pdf.length });
  expect(upload.headers().location).toBe(api(`/dms/document/${doc.dmsId}`));
  const download = await page.request.get(api(`/dms/document/${doc.dmsId}/content/download`), { headers });
  expect(download.headers()['content-disposition']).toContain(`filename*=UTF-8''Zmluva%20%C4%8D.%205%20%E2%80%93%20pr%C3%ADloha.pdf`);
  expect(Buffer.compare(await download.body(), pdf)).toBe(0);

  const wrongType = await page.request.post(api('/dms/document'), {
    headers: { ...headers, 'x-language': 'sk' },
    multipart: { documentType: 'vyrobne-zariadenie.fotodokumentacia', file: { name: 'foto.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(wrongType.status()).toBe(400);
  expect(((await wrongType.json()) as { hints: { reasons: string[] } }).hints.reasons[0]).toContain('jpg, jpeg, png');

  const states = await page.request.get(api('/edc/enum/stat/?select(kod,nazov)'), { headers });
  expect(((await states.json()) as { kod: string }[]).slice(0, 2).map((s) => s.kod)).toEqual(['SK', 'CZ']);

  const incident = await page.request.post(api('/portal/incident'), { headers, data: { message: 'E2E skúška hlásenia', status: 500 } });
  expect(((await incident.json()) as { incidentId: string }).incidentId).toMatch(/^INC-\d{4}-\d{6}$/);
});
