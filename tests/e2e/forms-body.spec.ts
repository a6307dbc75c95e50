import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { requestBody } from '../../engine/core/form/body';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { accessToken, api, login } from './support';

// One form state (issue 14, point 1): what is typed into a detail form and into a workflow step's
// form reaches the saved body exactly, the last keys included (the save is clicked right after
// typing, with no pause), and the body follows the one body rule of both hosts.

test.describe.configure({ timeout: 120_000 });

const TECHNOLOGIA = '/portal/zmluvy/technologia/';
const SKUPINA = '/portal/skupiny-zdielania/skupina-zdielania/';
const stamp = Date.now().toString(36).toUpperCase().slice(-5);

async function read<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(api(path), { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test('typing into a detail form reaches the saved body exactly', async ({ page, request }) => {
  await login(page, 'operator', 'core');
  const [first] = await read<{ idTechnologia: number }[]>(page, request, `${TECHNOLOGIA}?sort(-idTechnologia)&limit(1,0)`);
  const id = first?.idTechnologia as number;
  const schema = await read<JsonSchema>(page, request, `${TECHNOLOGIA}${id}/schema/post/request`);
  const record = await read<Record<string, unknown>>(page, request, `${TECHNOLOGIA}${id}`);

  await page.goto(`/core/ui/technologia/detail/${id}`);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const name = `Prečerpávacia vodná elektráreň Čierny Váh ${stamp}`;
  const description = `Šesť turbín, „${stamp}“ – 735 MW; nádrž 3,7 mil. m³.`;
  const nameInput = page.getByLabel(/^Názov/);
  await expect(nameInput).toBeEditable();
  await nameInput.clear();
  await nameInput.pressSequentially(name);
  const descriptionInput = page.getByLabel(/^Popis/);
  await descriptionInput.clear();
  await descriptionInput.pressSequentially(description);

  // Saved right after the last key: nothing typed may wait for a pause.
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`${TECHNOLOGIA}${id}`));
  await page.getByRole('button', { name: 'Uložiť', exact: true }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toEqual(requestBody(schema, { ...record, nazov: name, popis: description }));
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  expect(await read(page, request, `${TECHNOLOGIA}${id}`)).toMatchObject({ nazov: name, popis: description });
});

test('typing into a workflow step form reaches the saved body exactly', async ({ page, request }) => {
  await login(page, 'producer', 'portal', 'start-process/skupina-zdielania-creation');
  await page.waitForURL(/\/activities\/sharing-group-create\/\d+\?ref=/);
  const activityId = Number(/\/activities\/sharing-group-create\/(\d+)/.exec(page.url())?.[1]);
  const activity = await read<{ entityId: number }>(page, request, `/bpm/activity/${activityId}`);
  const schema = await read<JsonSchema>(page, request, `${SKUPINA}${activity.entityId}/schema/post/request`);
  const record = await read<Record<string, unknown>>(page, request, `${SKUPINA}${activity.entityId}`);

  const name = `Komunitná energetika Banská Bystrica ${stamp}`;
  const description = `Strecha bloku C, „${stamp}“; 42 bytov.`;
  const nameInput = page.getByLabel('Názov skupiny');
  await expect(nameInput).toBeEditable();
  await nameInput.pressSequentially(name);
  await page.getByLabel('Maximálny podiel (%)').pressSequentially('27,5');
  await page.getByLabel('Popis').pressSequentially(description);

  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`${SKUPINA}${activity.entityId}`));
  await page.getByRole('button', { name: 'Ďalej' }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toEqual(requestBody(schema, { ...record, nazov: name, maxPodiel: 27.5, popis: description }));
  await page.waitForURL(/\/activities\/sharing-group-oom\/\d+/);
  expect(await read(page, request, `${SKUPINA}${activity.entityId}`)).toMatchObject({ nazov: name, maxPodiel: 27.5, popis: description });
});
