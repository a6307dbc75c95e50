import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { accessToken, api, login } from './support';

// The core's mail dialog page (issue 15) as a window: moved, resized, minimised and maximised like
// every dialog page; closing it (modal) with something typed asks first; axe finds nothing serious
// with the window open.

// axe-core is injected as a script of the page; the UI's CSP (rightly) refuses inline scripts.
test.use({ bypassCSP: true });


async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b as { x: number; y: number; width: number; height: number };
}

async function drag(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const b = await box(handle);
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/** Moves, resizes, minimises (and restores from the bar) and maximises (and restores) a window. */
async function windowBehaves(page: Page, win: Locator, title: string): Promise<void> {
  const start = await box(win);
  await drag(page, win.getByRole('button', { name: /^Presunúť okno/ }), -40, -30);
  await expect.poll(async () => (await box(win)).x).toBeCloseTo(start.x - 40, 0);
  const corner = win.getByRole('separator', { name: 'Zmeniť veľkosť okna' });
  await drag(page, corner, 40, 30);
  await expect.poll(async () => (await box(win)).width).toBeCloseTo(start.width + 40, 0);
  const sized = await box(win);
  await win.getByRole('button', { name: 'Minimalizovať' }).click();
  await expect(win).toBeHidden();
  await page.getByRole('toolbar', { name: 'Minimalizované okná' }).getByRole('button', { name: title }).click();
  await expect(win).toBeVisible();
  expect(await box(win)).toEqual(sized);
  await win.getByRole('button', { name: 'Maximalizovať' }).click();
  await expect(win).toHaveAttribute('data-maximized', 'true');
  await win.getByRole('button', { name: 'Obnoviť' }).click();
  await expect(win).not.toHaveAttribute('data-maximized', 'true');
  expect(await box(win)).toEqual(sized);
}

/** Closing with the window's button asks; "Nie" keeps the window and what was typed. */
async function closeIsGuarded(page: Page, win: Locator, typed: Locator, value: string): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Potvrdenie' });
  await win.getByRole('button', { name: 'Zavrieť' }).first().click();
  await expect(confirm.getByText('Naozaj chcete zavrieť okno?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Nie' }).click();
  await expect(win).toBeVisible();
  await expect(typed).toHaveValue(value);
}

test('the mail dialog page is a modal window that moves, resizes, minimises and maximises, and asks before closing', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page, 'operator', 'core');
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const participants = await page.request.get(api('/portal/zmluvy/ucastnik-trhu/?eq(ico,53481925)&limit(1)'), { headers });
  const id = ((await participants.json()) as { idUcastnikTrhu: number }[])[0]?.idUcastnikTrhu;
  expect(id).toBeTruthy();
  await page.goto(`/core/ui/ucastnik-trhu/detail/${id}`);
  await page.getByRole('button', { name: 'Napísať správu' }).click({ timeout: 30_000 });
  const win = page.getByRole('dialog', { name: /^Správa do schránky/ });
  await expect(win).toBeVisible();
  await expect(win).toHaveAttribute('aria-modal', 'true');
  const title = (await win.getAttribute('aria-label')) ?? (await win.getByRole('heading').first().textContent()) ?? '';
  await windowBehaves(page, win, title.trim());

  const subject = win.getByLabel(/^Predmet/);
  await subject.fill('Rozpísaná správa');
  await closeIsGuarded(page, win, subject, 'Rozpísaná správa');
  expect(await axeViolations(page)).toEqual([]);

  // Escape asks too; "Áno" closes it without sending.
  await subject.focus();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Potvrdenie' }).getByRole('button', { name: 'Áno' }).click();
  await expect(win).toHaveCount(0);
});
