import { expect, test, type Page } from '@playwright/test';
import { accessToken, api } from './support';
import { session } from './workflow-support';

// The participant detail's tab "História" (spec 2.2 ucastnik-trhu/detail, item 9 of issue 12): one
// row per changed field with when, who, the action, the field by its label and the value before and
// after. Core staff see any participant's; a portal user sees the participant it acts for at
// detail/current, and no other participant's (the server answers an empty list and 404).

const PARTICIPANT = '/portal/zmluvy/ucastnik-trhu/';
const HISTORY = '/portal/zmluvy/ucastnik-trhu-zmena/';

/** A fresh ACER code (letter, seven digits, letter, `.SK`), so that each run makes a change. */
const acerCode = () => `A${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}C.SK`;

/** Sets a participant's ACER code through the API as the operator; returns the code it had. */
async function changeAcer(operator: Page, id: number, code: string): Promise<string | null> {
  const headers = { authorization: `Bearer ${await accessToken(operator)}` };
  const stored = (await (await operator.request.get(api(`${PARTICIPANT}${id}`), { headers })).json()) as Record<string, unknown>;
  const { mesto: _mesto, ...body } = stored;
  const saved = await operator.request.post(api(`${PARTICIPANT}${id}`), { headers, data: { ...body, acerKod: code } });
  expect(saved.status(), await saved.text()).toBe(200);
  return (stored.acerKod as string | null) ?? null;
}

/** The history tab's row of a field change that shows this new value. */
async function historyRow(page: Page, newValue: string) {
  await page.getByRole('tab', { name: 'História', exact: true }).click();
  const list = page.locator('[data-related="history"]');
  await expect(list.getByRole('heading', { name: 'História zmien' })).toBeVisible();
  const row = list.getByRole('row').filter({ hasText: newValue });
  await expect(row).toHaveCount(1);
  return row;
}

test('core staff read a participant’s changes on its History tab: who, what by its label, old → new', async ({ browser }) => {
  test.setTimeout(90_000);
  const operator = await session(browser, 'operator', 'core');
  const headers = { authorization: `Bearer ${await accessToken(operator)}` };
  const some = (await (await operator.request.get(api(`${PARTICIPANT}?eq(stav,AKTIVNY)&limit(1,40)`), { headers })).json()) as { idUcastnikTrhu: number; nazov: string }[];
  const participant = some[0] as { idUcastnikTrhu: number; nazov: string };
  const first = acerCode();
  const second = acerCode();
  await changeAcer(operator, participant.idUcastnikTrhu, first);
  await changeAcer(operator, participant.idUcastnikTrhu, second);

  await operator.goto(`/core/ui/ucastnik-trhu/detail/${participant.idUcastnikTrhu}`);
  await expect(operator.getByRole('heading', { level: 1 })).toHaveText(participant.nazov, { timeout: 30_000 });
  const row = await historyRow(operator, second);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4} \d\d:\d\d$/);
  await expect(cells.nth(1)).toHaveText('operator');
  await expect(cells.nth(2)).toHaveText('Zmena');
  await expect(cells.nth(3)).toHaveText('ACER kód');
  await expect(cells.nth(4)).toHaveText(first);
  await expect(cells.nth(5)).toHaveText(second);
  // Newest first: the change to `second` stands above the one to `first`.
  const list = operator.locator('[data-related="history"]');
  const texts = await list.getByRole('row').allInnerTexts();
  expect(texts.findIndex((t) => t.includes(second))).toBeLessThan(texts.findIndex((t) => t.includes(first) && !t.includes(second)));
});

test('a portal user sees its own participant’s history at detail/current and not another participant’s', async ({ browser }) => {
  test.setTimeout(90_000);
  const demo = await session(browser, 'demo', 'portal');
  const auth = { authorization: `Bearer ${await accessToken(demo)}` };
  const info = (await (await demo.request.get(api('/environment/info'), { headers: auth })).json()) as { ucastnici: { idUcastnikTrhu: number }[] };
  const own = info.ucastnici[0]?.idUcastnikTrhu as number;
  const operator = await session(browser, 'operator', 'core');
  const code = acerCode();
  await changeAcer(operator, own, code);

  await demo.getByRole('navigation').getByRole('link', { name: 'Môj účastník trhu' }).click();
  await expect(demo).toHaveURL(/\/ucastnik-trhu\/detail\/current$/);
  const row = await historyRow(demo, code);
  await expect(row.getByRole('cell').nth(3)).toHaveText('ACER kód');

  // Another participant's change: the operator sees it; demo gets an empty list and 404 by id.
  const opHeaders = { authorization: `Bearer ${await accessToken(operator)}` };
  const others = (await (await operator.request.get(api(`${PARTICIPANT}?eq(stav,AKTIVNY)&limit(2,60)`), { headers: opHeaders })).json()) as { idUcastnikTrhu: number }[];
  const other = (others.find((p) => p.idUcastnikTrhu !== own) as { idUcastnikTrhu: number }).idUcastnikTrhu;
  const otherCode = acerCode();
  await changeAcer(operator, other, otherCode);
  const seen = (await (await operator.request.get(api(`${HISTORY}?and(eq(idUcastnikTrhu,${other}),eq(pole,acerKod))`), { headers: opHeaders })).json()) as { idZmena: number; nova: string }[];
  const change = seen.find((r) => r.nova === otherCode) as { idZmena: number };
  expect(change).toBeDefined();
  const demoHeaders = { ...auth, 'X-Tenant': String(own) };
  const listed = await demo.request.get(api(`${HISTORY}?eq(idUcastnikTrhu,${other})`), { headers: demoHeaders });
  expect(listed.status()).toBe(200);
  expect(await listed.json()).toEqual([]);
  expect((await demo.request.get(api(`${HISTORY}${change.idZmena}`), { headers: demoHeaders })).status()).toBe(404);
});
