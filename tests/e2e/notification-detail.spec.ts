import { expect, test } from '@playwright/test';
import { login } from './support';

// dialogs/notification-detail (spec 2.5): a row of the notification history opens the notification
// as it was sent in a window of its own (search.rowDialog), the history staying on screen.

test('operator opens a sent notification from the history in the notification-detail window', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.goto('/core/ui/zmluva/notifikacia-historia');
  const row = page.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const number = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(number).not.toBe('');
  await row.click();

  const dialog = page.getByRole('dialog', { name: /^Notifikácia \d+$/ });
  await expect(dialog.getByTestId('notification-detail')).toBeVisible();
  await expect(dialog.locator('[data-field="cisloZmluvy"]')).toHaveText(number);
  await expect(dialog.locator('[data-field="text"]')).not.toHaveText('–');
  await expect(dialog.locator('[data-field="kanal"]')).toHaveText(/^(E-mail|Schránka v aplikácii)$/);
  await expect(page).toHaveURL(/\/zmluva\/notifikacia-historia$/);
});
