import { expect, test } from '@playwright/test';
import { login } from './support';

// set-tenant for a participant the user does not belong to (403): server/api/environment.test.ts.

test('supplier must choose a participant at start-up; the choice is sent as X-Tenant', async ({ page }) => {
  await login(page, 'supplier');
  const dialog = page.getByRole('dialog', { name: /Vyberte účastníka trhu/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();

  await dialog.getByRole('combobox').click();
  const choice = page.getByRole('option').first();
  const chosenName = (await choice.textContent())?.trim() ?? '';
  await choice.click();

  const setTenant = page.waitForRequest((r) => r.url().endsWith('/portal/iam/set-tenant') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'OK' }).click();
  const tenantId = (await setTenant).headers()['x-tenant'];
  expect(tenantId).toMatch(/^\d+$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('current-tenant')).toHaveText(chosenName);

  const next = page.waitForRequest((r) => r.url().includes('/portal/zmluvy/technologia/'));
  await page.getByRole('navigation').getByRole('link', { name: 'Technológie' }).click();
  expect((await next).headers()['x-tenant']).toBe(tenantId);

  // The stored choice is used again without asking.
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
