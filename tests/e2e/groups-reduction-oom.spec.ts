import { expect, test, type Page } from '@playwright/test';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import { accessToken, api, formScreenShown } from './support';
import { confirmMessage, openFromDashboard, session } from './workflow-support';

// A tariff reduction group (issue 13, screen 6) from the supplier's menu to the register: the
// group's own step, its metering-point step (tariff-reduction-group-oom: a wrong EIC check
// character refused before sending, its reason under the EIC input and the typed value kept,
// points added and removed), the operator's approval, then the group found in ponizenie/vyhladanie
// by its code and opened, also by its code on detail-portal. A producer, without ponizenie#read,
// has no menu entry and is refused on the screens and by the server.

const stamp = Date.now().toString(36).toUpperCase().slice(-5);

/** A metering point EIC (24Z…) with a valid check character, not used before. */
function freshEic(n: number): string {
  for (let k = n; ; k += 10) {
    const stem = `24ZPON${stamp}${String(k).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
    const check = eicCheckCharacter(stem);
    if (check !== undefined) return stem + check;
  }
}

/** The same EIC with another, wrong, check character. */
function wrongCheck(eic: string): string {
  const stem = eic.slice(0, 15);
  const wrong = ['A', 'B'].find((c) => c !== eic.slice(15)) ?? 'A';
  return stem + wrong;
}

/** The supplier holds two participants: the selection dialog asks for one. */
async function chooseZse(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Vyberte účastníka trhu/ });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Západoslovenská energetika a.s.' }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('a supplier asks for a tariff reduction group with its metering points, the operator approves it, the supplier finds and opens it', async ({ browser }) => {
  test.setTimeout(180_000);
  const name = `Poníženie Záhorie ${stamp}`;
  const first = freshEic(1);
  const second = freshEic(2);

  const supplier = await session(browser, 'supplier', 'portal');
  await chooseZse(supplier);
  await supplier.getByRole('navigation').getByRole('link', { name: 'Nová skupina poníženia tarify' }).click();
  await supplier.waitForURL(/\/activities\/tariff-reduction-group-create\/\d+\?ref=/);
  // Step screens load lazily; on a busy machine the first one takes a while.
  await expect(supplier.getByRole('heading', { name: 'Nová skupina pre poníženie tarify' })).toBeVisible({ timeout: 30_000 });
  const code = (await supplier.getByText(/^PON-\d{6}$/).first().textContent()) ?? '';
  expect(code).toMatch(/^PON-\d{6}$/);

  // The group's step: without a date it stays, refused by the form before sending (the served
  // schema requires it), the date marked and the typed name kept.
  await supplier.getByLabel('Názov skupiny').fill(name);
  await supplier.getByRole('button', { name: 'Ďalej' }).click();
  await expect(supplier.getByRole('alert').filter({ hasText: 'Opravte označené polia' })).toBeVisible();
  await expect(supplier.locator('#root_datumOd')).toHaveAttribute('aria-invalid', 'true');
  await expect(supplier.getByLabel('Názov skupiny')).toHaveValue(name);
  await supplier.locator('#root_datumOd').fill('1. 2. 2027');
  // The calendar at the input's end opens on the typed month, aligned with the input's right edge,
  // below it or (without room there) above it, never over it; a picked day replaces the typed one,
  // the calendar closes and gives the focus back to its button.
  await supplier.locator('#root_datumOd-picker').click();
  const calendar = supplier.locator('.mantine-Popover-dropdown');
  // In Slovak: the month's name, and each day named as a date for screen readers.
  await expect(calendar.getByText('február 2027')).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Nasledujúci mesiac' })).toBeVisible();
  const day15 = calendar.getByRole('button', { name: '15. februára 2027' });
  await expect(day15).toBeVisible();
  const [field, dropdown] = await Promise.all([supplier.locator('#root_datumOd').boundingBox(), calendar.boundingBox()]);
  expect(Math.abs((dropdown?.x ?? 0) + (dropdown?.width ?? 0) - ((field?.x ?? 0) + (field?.width ?? 0)))).toBeLessThan(2);
  const [top, bottom] = [field?.y ?? 0, (field?.y ?? 0) + (field?.height ?? 0)];
  expect((dropdown?.y ?? 0) >= bottom || (dropdown?.y ?? 0) + (dropdown?.height ?? 0) <= top).toBe(true);
  await day15.click();
  await expect(calendar).toBeHidden();
  await expect(supplier.locator('#root_datumOd')).toHaveValue('15. 2. 2027');
  // The keyboard goes on from the calendar's button, not from the top of the page.
  await expect(supplier.locator('#root_datumOd-picker')).toBeFocused();
  await supplier.getByRole('button', { name: 'Ďalej' }).click();

  // The metering-point step: a wrong check character is refused by the row's check of the served
  // schema before anything is sent, the reason under the EIC input, the typed values kept.
  await supplier.waitForURL(/\/activities\/tariff-reduction-group-oom\/\d+/);
  await expect(supplier.getByRole('heading', { name: 'Odberné miesta skupiny pre poníženie tarify' })).toBeVisible({ timeout: 30_000 });
  const items = supplier.getByTestId('step-items');
  await expect(items.getByRole('columnheader', { name: 'EIC odberného miesta' })).toBeVisible();
  const posted: string[] = [];
  supplier.on('request', (request) => {
    if (request.method() === 'POST' && /\/oom$/.test(new URL(request.url()).pathname)) posted.push(request.postData() ?? '');
  });
  const eicInput = supplier.getByLabel('EIC odberného miesta');
  const bad = wrongCheck(first);
  await eicInput.fill(bad);
  await supplier.getByLabel('Označenie').fill('Hlavná 1, Senica');
  await supplier.getByRole('button', { name: 'Pridať' }).click();
  await expect(eicInput).toHaveAttribute('aria-invalid', 'true');
  await expect(eicInput).toHaveAccessibleDescription(`EIC kód má nesprávny kontrolný znak „${bad[15] ?? ''}“ (16. znak); skontrolujte, či je kód opísaný presne`);
  await expect(eicInput).toBeFocused();
  await expect(eicInput).toHaveValue(bad);
  await expect(supplier.getByLabel('Označenie')).toHaveValue('Hlavná 1, Senica');
  expect(posted).toEqual([]);
  await expect(supplier.getByRole('alert').filter({ hasText: 'Zmena sa nepodarila' })).toHaveCount(0);
  await expect(items).toContainText('Žiadne záznamy');

  // The good EIC, added with Enter: posted once, and the row is ready for the next point.
  await eicInput.fill(first);
  await expect(eicInput).not.toHaveAttribute('aria-invalid');
  await eicInput.press('Enter');
  await expect(items.getByRole('row').filter({ hasText: first })).toContainText('Hlavná 1, Senica');
  expect(posted.map((body) => JSON.parse(body) as unknown)).toEqual([{ eic: first, nazov: 'Hlavná 1, Senica' }]);
  await expect(eicInput).toHaveValue('');
  await expect(eicInput).toBeFocused();
  await eicInput.fill(second);
  await supplier.getByRole('button', { name: 'Pridať' }).click();
  await expect(items.getByRole('row').filter({ hasText: second })).toBeVisible();
  // Removed again: one point stays.
  await items.getByRole('button', { name: new RegExp(second) }).click();
  await expect(items.getByRole('row').filter({ hasText: second })).toHaveCount(0);
  await supplier.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(supplier, new RegExp(`^Žiadosť o skupinu pre poníženie tarify ${code} bola odoslaná na schválenie$`));

  // The operator sees the point in the summary and approves.
  const operator = await session(browser, 'operator', 'core');
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await expect(operator.getByRole('heading', { name: 'Schválenie skupiny pre poníženie tarify' })).toBeVisible({ timeout: 30_000 });
  await expect(operator.getByTestId('step-summary')).toContainText(name);
  // The summary's list of points: the one left.
  await expect(operator.getByRole('row').filter({ hasText: first })).toContainText('Hlavná 1, Senica');
  await expect(operator.getByRole('row').filter({ hasText: second })).toHaveCount(0);
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(operator, new RegExp(`^Skupina pre poníženie tarify ${code} ${name} bola schválená$`));
  await operator.context().close();

  // The supplier finds it in the register by its code (the filter), approved with its one point.
  await supplier.getByRole('navigation').getByRole('link', { name: 'Skupiny poníženia tarify' }).click();
  await expect(supplier).toHaveURL(/\/ponizenie\/vyhladanie/);
  await supplier.getByLabel('Kód').first().fill(code);
  await supplier.getByRole('button', { name: 'Hľadať' }).click();
  const row = supplier.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Schválená');
  await expect(row).toContainText(name);
  await expect(supplier.getByRole('row')).toHaveCount(2);
  await row.click();
  await expect(supplier).toHaveURL(/\/ponizenie\/detail\/\d+$/);
  await formScreenShown(supplier);
  await expect(supplier.getByLabel(/^Kód/)).toHaveValue(code);
  await expect(supplier.getByLabel(/^Počet odberných miest/)).toHaveValue('1');
  const detail = supplier.url();

  // By its code, as a mailbox link opens it.
  await supplier.goto(`/portal/ui/ponizenie/detail-portal/${code}`);
  await supplier.waitForURL(detail);
  await expect(supplier.getByLabel(/^Názov/)).toHaveValue(name);
  await supplier.context().close();
});

test('a producer, without ponizenie#read, has no menu entry and is refused on the screens and by the server', async ({ browser }) => {
  const producer = await session(browser, 'producer', 'portal');
  await expect(producer.getByRole('navigation').getByRole('link', { name: 'Skupiny zdieľania' })).toBeVisible();
  await expect(producer.getByRole('navigation').getByRole('link', { name: 'Skupiny poníženia tarify' })).toHaveCount(0);
  for (const path of ['/portal/ui/ponizenie/vyhladanie', '/portal/ui/ponizenie/detail/1', '/portal/ui/ponizenie/detail-portal/PON-000001']) {
    await producer.goto(path);
    await expect(producer.getByRole('heading', { name: 'Prístup zamietnutý' })).toBeVisible();
  }
  const headers = { authorization: `Bearer ${await accessToken(producer)}` };
  const list = await producer.request.get(api('/portal/ponizenie/ponizenie-evidencia/?limit(1)'), { headers });
  expect(list.status()).toBe(403);
  expect(((await list.json()) as { message?: string }).message).toBeTruthy();
  await producer.context().close();
});
