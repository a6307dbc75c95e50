import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, api, login } from './support';

// Drafts that survive (issue 14, point 4): an unsaved edit outlives a reload and a forced new
// login, is restored exactly into the form, and what is then saved reaches the server as typed.

// Each test logs in, reloads or logs in again: a loaded machine needs more than the default minute.
test.describe.configure({ timeout: 120_000 });

const TECHNOLOGIA = '/portal/zmluvy/technologia/';
const SKUPINA = '/portal/skupiny-zdielania/skupina-zdielania/';
const stamp = Date.now().toString(36).toUpperCase().slice(-5);

/** The test user's stored drafts whose variant starts with `variant` (key: `edc-draft:<sub>[@<participant>]:<variant>`), by key. */
async function drafts(page: Page, variant: string): Promise<Record<string, string>> {
  return page.evaluate((prefix) => {
    const out: Record<string, string> = {};
    for (const key of Object.keys(localStorage)) {
      if (/^edc-draft:(producer|operator)(%40\d+)?:/.test(key) && key.slice(key.indexOf(':', 'edc-draft:'.length) + 1).startsWith(prefix)) out[key] = localStorage.getItem(key) ?? '';
    }
    return out;
  }, variant);
}

async function draftKeys(page: Page, variant: string): Promise<string[]> {
  return Object.keys(await drafts(page, variant));
}

/** Waits until the draft of `variant` holds `text` (written ~500 ms after typing pauses). */
async function draftHolds(page: Page, variant: string, text: string): Promise<void> {
  await expect.poll(async () => Object.values(await drafts(page, variant)).join('')).toContain(text);
}

/** The id of the n-th technology (by id). */
async function technologyId(page: Page, request: APIRequestContext, n: number): Promise<number> {
  const res = await request.get(api(`${TECHNOLOGIA}?sort(+idTechnologia)&limit(1,${n})`), { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as { idTechnologia: number }[];
  return rows[0]?.idTechnologia as number;
}

async function readRecord(page: Page, request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const res = await request.get(api(path), { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Opens a technology's detail, starts editing and types a new name and description. */
async function editTechnology(page: Page, id: number, name: string, description: string): Promise<void> {
  await page.goto(`/core/ui/technologia/detail/${id}`);
  await page.getByRole('button', { name: 'Upraviť' }).click();
  await page.getByLabel(/^Názov/).fill(name);
  await page.getByLabel(/^Popis/).fill(description);
  await draftHolds(page, `entity/technologia/${id}`, description);
  // With the record it started from (to tell later whether the record changed meanwhile).
  const stored = await drafts(page, `entity/technologia/${id}`);
  // Kept for the user (technologies are a shared list, written in the core: no participant in the key).
  expect(Object.keys(stored)).toEqual([expect.stringMatching(/^edc-draft:operator:entity\/technologia\/\d+$/)]);
  expect(Object.values(stored)[0]).toContain('"base":{');
}

/** The offer of a reloaded page (a fresh page load: give a loaded machine time). */
async function offerShown(page: Page) {
  const offer = page.getByTestId('draft-offer');
  await expect(offer).toBeVisible({ timeout: 30_000 });
  return offer;
}

test.beforeEach(({ page }) => {
  // Reloading a page with unsaved changes asks the browser's own question: leave.
  page.on('dialog', (dialog) => void dialog.accept());
});

test('a detail edit survives a reload, is restored exactly and saved as typed', async ({ page, request }) => {
  await login(page, 'operator', 'core');
  const id = await technologyId(page, request, 0);
  const name = `Veterný park Senec ${stamp}`;
  const description = `Tri turbíny pri Senci, „${stamp}“ – 2,5 MW každá.`;
  await editTechnology(page, id, name, description);

  await page.reload();
  const offer = await offerShown(page);
  await expect(offer).toContainText(/Máte neuložené zmeny z \d{1,2}\. ?\d{1,2}\. ?\d{4} \d{2}:\d{2}\./);
  await expect(offer.getByTestId('draft-offer-stale')).toHaveCount(0);
  // The record itself is unchanged until the user restores and saves.
  await expect(page.getByLabel(/^Názov/)).not.toHaveValue(name);
  await offer.getByRole('button', { name: 'Obnoviť' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByLabel(/^Názov/)).toHaveValue(name);
  await expect(page.getByLabel(/^Popis/)).toHaveValue(description);

  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`${TECHNOLOGIA}${id}`));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ idTechnologia: id, nazov: name, popis: description });
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  expect(await readRecord(page, request, `${TECHNOLOGIA}${id}`)).toMatchObject({ nazov: name, popis: description });
  // Saved: the draft is gone and nothing is offered any more.
  expect(await draftKeys(page, `entity/technologia/${id}`)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel(/^Názov/)).toHaveValue(name);
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);
});

test('a detail edit survives a forced new login; discard forgets it', async ({ page, request }) => {
  await login(page, 'operator', 'core');
  const id = await technologyId(page, request, 1);
  const saved = await readRecord(page, request, `${TECHNOLOGIA}${id}`);
  const name = `Bioplynová stanica Topoľčany ${stamp}`;
  await editTechnology(page, id, name, `Kofermentácia, ${stamp}.`);

  // The session ends (tokens and the provider's session gone): the next load asks for a login.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await page.getByLabel(/Používateľské meno|Username/i).fill('operator');
  await page.getByLabel(/Heslo|Password/i).fill('operator');
  await page.getByRole('button', { name: /Prihlásiť|Sign in|Log in/i }).click();
  await page.waitForURL(new RegExp(`/core/ui/technologia/detail/${id}$`));

  const offer = await offerShown(page);
  await expect(offer).toContainText('Máte neuložené zmeny z');
  await offer.getByRole('button', { name: 'Obnoviť' }).click();
  await expect(page.getByLabel(/^Názov/)).toHaveValue(name);
  // Cancel the restored edit: back to the record as saved, and the draft is discarded.
  await page.getByRole('button', { name: 'Zrušiť' }).click();
  await expect(page.getByLabel(/^Názov/)).toHaveValue(String(saved.nazov));
  expect(await draftKeys(page, `entity/technologia/${id}`)).toEqual([]);

  // Type again, reload, and discard from the offer: nothing is offered afterwards, nothing saved.
  await editTechnology(page, id, `${name} 2`, 'Zahodiť');
  await page.reload();
  await (await offerShown(page)).getByRole('button', { name: 'Zahodiť' }).click();
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);
  await expect(page.getByLabel(/^Názov/)).toHaveValue(String(saved.nazov));
  expect(await draftKeys(page, `entity/technologia/${id}`)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel(/^Názov/)).toHaveValue(String(saved.nazov));
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);
  expect(await readRecord(page, request, `${TECHNOLOGIA}${id}`)).toMatchObject({ nazov: saved.nazov, verzia: saved.verzia });
});

test('a workflow step form survives a crashed tab, is restored and submitted as typed', async ({ page: first, request }) => {
  let page = first;
  await login(page, 'producer', 'portal', 'start-process/skupina-zdielania-creation');
  await page.waitForURL(/\/activities\/sharing-group-create\/\d+\?ref=/);
  const activityId = Number(/\/activities\/sharing-group-create\/(\d+)/.exec(page.url())?.[1]);
  const groupName = `Bytový dom Trnava ${stamp}`;
  await page.getByLabel('Názov skupiny').fill(groupName);
  await page.getByLabel('Maximálny podiel (%)').fill('35');
  await page.getByLabel('Popis').fill(`Spoločná fotovoltika, vchod ${stamp}.`);
  await draftHolds(page, `step/${activityId}/`, `vchod ${stamp}`);

  // The tab dies (no unload handlers run); the step opened again in a new tab offers the draft.
  const address = page.url();
  const context = page.context();
  await page.close({ runBeforeUnload: false });
  page = await context.newPage();
  await page.goto(address);
  const offer = await offerShown(page);
  await expect(offer).toContainText('Máte neuložené zmeny z');
  await offer.getByRole('button', { name: 'Obnoviť' }).click();
  await expect(page.getByLabel('Názov skupiny')).toHaveValue(groupName);
  await expect(page.getByLabel('Maximálny podiel (%)')).toHaveValue('35');

  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(SKUPINA) && !r.url().includes('/schema/'));
  await page.getByRole('button', { name: 'Ďalej' }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ nazov: groupName, maxPodiel: 35, popis: `Spoločná fotovoltika, vchod ${stamp}.` });
  await page.waitForURL(/\/activities\/sharing-group-oom\/\d+/);
  expect(await draftKeys(page, `step/${activityId}/`)).toEqual([]);

  const activity = await readRecord(page, request, `/bpm/activity/${activityId}`);
  const group = await readRecord(page, request, `${SKUPINA}${String(activity.entityId)}`);
  expect(group).toMatchObject({ nazov: groupName, maxPodiel: 35, popis: `Spoločná fotovoltika, vchod ${stamp}.` });
});

test('a draft of a record changed meanwhile says so and is applied to the current version', async ({ page, request }) => {
  await login(page, 'operator', 'core');
  const id = await technologyId(page, request, 2);
  const name = `Malá vodná elektráreň Hron ${stamp}`;
  await editTechnology(page, id, name, 'Môj popis');

  // Meanwhile the record is saved elsewhere (another tab, another user): another efficiency, a new version.
  const auth = { Authorization: `Bearer ${await accessToken(page)}` };
  const schema = (await (await request.get(api(`${TECHNOLOGIA}${id}/schema/post/request`), { headers: auth })).json()) as { properties: Record<string, unknown> };
  const current = await readRecord(page, request, `${TECHNOLOGIA}${id}`);
  const update = Object.fromEntries(Object.keys(schema.properties).map((field) => [field, current[field] ?? null]));
  const res = await request.post(api(`${TECHNOLOGIA}${id}`), { headers: auth, data: { ...update, ucinnost: 0.42 } });
  expect(res.status()).toBe(200);
  const changed = (await res.json()) as { verzia: number };

  await page.reload();
  const offer = await offerShown(page);
  await expect(offer.getByTestId('draft-offer-stale')).toHaveText('Záznam sa medzičasom zmenil. Obnovením sa vaše zmeny použijú na jeho aktuálnu verziu.');
  await offer.getByRole('button', { name: 'Obnoviť' }).click();
  await expect(page.getByLabel(/^Názov/)).toHaveValue(name);
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`${TECHNOLOGIA}${id}`));
  await page.getByRole('button', { name: 'Uložiť' }).click();
  // The user's fields over the current version: no conflict, the other change kept.
  expect((await posted).postDataJSON()).toMatchObject({ nazov: name, popis: 'Môj popis', ucinnost: 0.42, verzia: changed.verzia });
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  expect(await readRecord(page, request, `${TECHNOLOGIA}${id}`)).toMatchObject({ nazov: name, popis: 'Môj popis', ucinnost: 0.42 });
});
