import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, api, login } from './support';

// Dialog pages of shell-routes-workflow.md 2.5 in the real app: the modal rename dialog
// (dialogs/name) blocks the page, saves through the server and the change shows in the history
// window. How windows behave (mouse and keyboard moves, minimise, maximise, one per record, the
// guarded close, focus) is checked in jsdom: engine/react/dialogs/dialogs.test.tsx and
// src/dialogs/dialogPages.test.tsx.

const TECHNOLOGIA = '/portal/zmluvy/technologia/';

/** Two technology records (lowest ids), read through the API with the user's token. */
async function twoRecords(page: Page): Promise<[{ id: number; nazov: string }, { id: number; nazov: string }]> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const res = await page.request.get(api(`${TECHNOLOGIA}?sort(+idTechnologia)&limit(2)`), { headers });
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as { idTechnologia: number; nazov: string }[];
  expect(rows).toHaveLength(2);
  return rows.map((r) => ({ id: r.idTechnologia, nazov: r.nazov })) as [{ id: number; nazov: string }, { id: number; nazov: string }];
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b as { x: number; y: number; width: number; height: number };
}

const historyWindow = (page: Page, id: number) => page.getByRole('dialog', { name: `História zmien – Technológie ${id}` });

test('rename: a modal dialog blocks the page; saving is in the history', async ({ page }) => {
  // Technologies are a shared list: the operator (core) renames them.
  await login(page, 'operator', 'core');
  const [, record] = await twoRecords(page);
  await page.goto(`/core/ui/technologia/detail/${record.id}`);
  await expect(page.getByLabel(/^Názov/)).toHaveValue(record.nazov);

  await page.getByRole('button', { name: 'Premenovať', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Premenovať – Technológie ${record.id}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const field = dialog.getByRole('textbox', { name: /Názov/ });
  await expect(field).toHaveValue(record.nazov);
  await expect(field).toBeFocused();

  // The page behind is blocked: the point at the centre of its edit button is not the button.
  const edit = page.getByRole('button', { name: 'Upraviť' });
  const at = await box(edit);
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('button')?.textContent ?? null, [at.x + at.width / 2, at.y + at.height / 2]);
  expect(hit).not.toBe('Upraviť');
  await expect(edit.click({ timeout: 1500 })).rejects.toThrow();

  // Saving closes it without asking; the detail and the history show the new name.
  const typed = `${record.nazov} – nové`;
  await field.fill(typed);
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Naozaj chcete zavrieť okno?')).toHaveCount(0);
  await expect(page.getByLabel(/^Názov/)).toHaveValue(typed);

  await page.getByRole('button', { name: 'História zmien', exact: true }).click();
  const history = historyWindow(page, record.id);
  const newest = history.getByRole('table', { name: 'Zmeny záznamu' }).locator('tbody tr').first();
  await expect(newest).toContainText('Zmena');
  await expect(newest).toContainText('operator');
  await expect(newest).toContainText(`${record.nazov} → ${typed}`);
  await history.getByRole('button', { name: 'Zavrieť', exact: true }).click();
  await expect(history).toBeHidden();
});
