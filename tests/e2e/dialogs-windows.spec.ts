import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, api, login } from './support';

// Dialog pages of shell-routes-workflow.md 2.5 in the real app: the modeless history window
// (dialogs/history, one per record) and the modal rename dialog (dialogs/name) whose close asks first.

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

/** Moves to another record's detail inside the running app (no reload: open windows stay). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b as { x: number; y: number; width: number; height: number };
}

/** Drags with the mouse from the centre of `handle` by (dx, dy), in steps like a hand would. */
async function drag(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const b = await box(handle);
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

const historyWindow = (page: Page, id: number) => page.getByRole('dialog', { name: `História zmien – Technológie ${id}` });

test('history: a modeless window per record, moved, resized, minimised, maximised and focused again', async ({ page }) => {
  await login(page, 'producer');
  const [first, second] = await twoRecords(page);
  await page.goto(`/portal/ui/technologia/detail/${first.id}`);
  await expect(page.getByLabel(/^Názov/)).toHaveValue(first.nazov);

  await page.getByRole('button', { name: 'História zmien', exact: true }).click();
  const win = historyWindow(page, first.id);
  await expect(win).toBeVisible();
  await expect(win).not.toHaveAttribute('aria-modal', 'true');
  // The seeded record's creation is in its history.
  await expect(win.getByRole('table', { name: 'Zmeny záznamu' })).toContainText('Vytvorenie');

  // Modeless: the page behind still works (the name field can be focused and read).
  await page.getByLabel(/^Názov/).focus();
  await expect(page.getByLabel(/^Názov/)).toBeFocused();

  // Move by the title bar.
  const start = await box(win);
  await drag(page, win.getByRole('button', { name: /^Presunúť okno/ }), -120, -60);
  await expect.poll(async () => (await box(win)).x).toBeCloseTo(start.x - 120, 0);
  expect((await box(win)).y).toBeCloseTo(start.y - 60, 0);
  const moved = await box(win);

  // Resize by the corner: larger, then far smaller but never below 200x120.
  const corner = win.getByRole('separator', { name: 'Zmeniť veľkosť okna' });
  await drag(page, corner, 50, 40);
  await expect.poll(async () => (await box(win)).width).toBeCloseTo(moved.width + 50, 0);
  expect((await box(win)).height).toBeCloseTo(moved.height + 40, 0);
  await drag(page, corner, -2000, -2000);
  await expect.poll(async () => [(await box(win)).width, (await box(win)).height]).toEqual([200, 120]);
  await drag(page, corner, 400, 300);
  const sized = await box(win);
  expect(sized.width).toBeCloseTo(600, 0);
  expect(sized.height).toBeCloseTo(420, 0);

  // Minimise to the bar and restore at the same place and size.
  await win.getByRole('button', { name: 'Minimalizovať' }).click();
  await expect(win).toBeHidden();
  const bar = page.getByRole('toolbar', { name: 'Minimalizované okná' });
  await bar.getByRole('button', { name: `História zmien – Technológie ${first.id}` }).click();
  await expect(win).toBeVisible();
  expect(await box(win)).toEqual(sized);

  // Maximise to the whole viewport and restore.
  await win.getByRole('button', { name: 'Maximalizovať' }).click();
  await expect(win).toHaveAttribute('data-maximized', 'true');
  const viewport = page.viewportSize() as { width: number; height: number };
  expect(await box(win)).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  await win.getByRole('button', { name: 'Obnoviť' }).click();
  await expect(win).not.toHaveAttribute('data-maximized', 'true');
  expect(await box(win)).toEqual(sized);

  // Another record opens a second window.
  await navigateInApp(page, `/portal/ui/technologia/detail/${second.id}`);
  await expect(page.getByLabel(/^Názov/)).toHaveValue(second.nazov);
  await page.getByRole('button', { name: 'História zmien', exact: true }).click();
  const other = historyWindow(page, second.id);
  await expect(other).toBeVisible();
  await expect(other).toHaveAttribute('data-active', 'true');
  await expect(win).not.toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('dialog', { name: /^História zmien/ })).toHaveCount(2);

  // Moved down out of the way of the detail's buttons (it opened over them).
  await drag(page, other.getByRole('button', { name: /^Presunúť okno/ }), 0, 300);

  // The first record again: its window comes to the front with the focus, no second copy.
  await navigateInApp(page, `/portal/ui/technologia/detail/${first.id}`);
  await expect(page.getByLabel(/^Názov/)).toHaveValue(first.nazov);
  await page.getByRole('button', { name: 'História zmien', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^História zmien/ })).toHaveCount(2);
  await expect(win).toHaveAttribute('data-active', 'true');
  await expect(other).not.toHaveAttribute('data-active', 'true');
  expect(await box(win)).toEqual(sized);
  await expect.poll(() => win.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const z = async (l: Locator) => Number(await l.evaluate((el) => getComputedStyle(el).zIndex));
  expect(await z(win)).toBeGreaterThan(await z(other));

  // Modeless windows close without asking.
  await other.getByRole('button', { name: 'Zavrieť' }).click();
  await expect(other).toBeHidden();
  await expect(page.getByText('Naozaj chcete zavrieť okno?')).toHaveCount(0);
});

test('rename: a modal dialog blocks the page; closing asks first (button and Escape); saving is in the history', async ({ page }) => {
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

  const typed = `${record.nazov} – nové`;
  await field.fill(typed);

  // Close button: asks; staying keeps the dialog and what was typed.
  const confirm = page.getByRole('dialog', { name: 'Potvrdenie' });
  const question = confirm.getByText('Naozaj chcete zavrieť okno?');
  await dialog.getByRole('button', { name: 'Zavrieť' }).click();
  await expect(question).toBeVisible();
  await confirm.getByRole('button', { name: 'Nie' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(field).toHaveValue(typed);

  // Escape asks too; staying again keeps it.
  await field.focus();
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await confirm.getByRole('button', { name: 'Nie' }).click();
  await expect(dialog).toBeVisible();
  await expect(field).toHaveValue(typed);

  // Escape, then confirm: the dialog closes and nothing was saved.
  await field.focus();
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Áno' }).click();
  await expect(dialog).toBeHidden();
  // The focus is back on the button that opened it.
  await expect(page.getByRole('button', { name: 'Premenovať', exact: true })).toBeFocused();
  await expect(page.getByLabel(/^Názov/)).toHaveValue(record.nazov);

  // Saving closes it without asking; the detail and the history show the new name.
  await page.getByRole('button', { name: 'Premenovať', exact: true }).click();
  await expect(field).toHaveValue(record.nazov);
  await field.fill(typed);
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toHaveCount(0);
  await expect(page.getByLabel(/^Názov/)).toHaveValue(typed);

  await page.getByRole('button', { name: 'História zmien', exact: true }).click();
  const history = historyWindow(page, record.id);
  const newest = history.getByRole('table', { name: 'Zmeny záznamu' }).locator('tbody tr').first();
  await expect(newest).toContainText('Zmena');
  await expect(newest).toContainText('operator');
  await expect(newest).toContainText(`${record.nazov} → ${typed}`);
  await history.getByRole('button', { name: 'Zavrieť' }).click();
  await expect(history).toBeHidden();

  // An empty name is refused in the dialog itself.
  await page.getByRole('button', { name: 'Premenovať', exact: true }).click();
  await field.fill('   ');
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog.getByText('Názov je povinný')).toBeVisible();
  await expect(dialog).toBeVisible();
});
