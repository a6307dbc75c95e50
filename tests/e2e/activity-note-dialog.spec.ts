// The dialog page activity-note (spec 2.5) opened from a core activity's row on the dashboard: an
// empty note is refused in the dialog, a written one is posted to the activity's process and shows
// among the process's notes on its step page.
import { expect, test } from '@playwright/test';
import { session } from './workflow-support';

test('operator staff write a note to a process from its activity row on the dashboard', async ({ browser }) => {
  test.setTimeout(120_000);
  const note = `Overiť revíznu správu ${Date.now() % 1_000_000}`;
  const operator = await session(browser, 'operator', 'core');
  // A process of the core: a device registration request, its first activity the operator's own.
  await operator.getByRole('navigation').getByRole('link', { name: 'Nové výrobné zariadenie' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/manufacturing-device-to-be-created\/\d+\?ref=/);
  const code = (await operator.getByText(/^VZR-\d{6}$/).first().textContent()) ?? '';
  expect(code).toMatch(/^VZR-\d{6}$/);

  await operator.goto('/core/ui/dashboard');
  const inbox = operator.getByTestId('activity-inbox');
  await inbox.getByText(/^Moje$/).click();
  const row = inbox.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Poznámka k aktivite / }).click();

  const dialog = operator.getByRole('dialog', { name: /^Poznámka k aktivite – / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog.getByText('Poznámka je povinná')).toBeVisible();
  await dialog.getByLabel(/^Poznámka/).fill(note);
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(operator.getByText(/^Poznámka k aktivite .+ je uložená$/)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The note belongs to the process: its step page lists it.
  await row.getByRole('button').first().click();
  await operator.waitForURL(/\/activities\/manufacturing-device-to-be-created\/\d+\?ref=%2Fdashboard/);
  await expect(operator.getByTestId('activity-notes')).toContainText(note);
});
