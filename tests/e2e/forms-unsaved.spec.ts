import { expect, test } from '@playwright/test';
import { login } from './support';

// Technologies are a shared list: the operator (core) edits them.

test('leaving a form with unsaved changes asks first; stay keeps the typed value, leave goes on', async ({ page }) => {
  await login(page, 'operator', 'core', 'technologia/vyhladanie');
  await page.getByRole('row').nth(1).click();
  await page.getByRole('button', { name: 'Upraviť' }).click();
  const name = page.getByLabel(/^Názov/);
  const typed = 'Neuložená zmena názvu';
  await name.fill(typed);

  const menuLink = page.getByRole('navigation').getByRole('link', { name: 'Technológie' });
  await menuLink.click();
  const prompt = page.getByRole('dialog', { name: 'Upozornenie' });
  await expect(prompt).toContainText('Na stránke sú neuložené zmeny. Naozaj chcete opustiť stránku?');
  await prompt.getByRole('button', { name: 'Zostať na stránke' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/technologia\/detail\/\d+$/);
  await expect(name).toHaveValue(typed);

  await menuLink.click();
  await page.getByRole('dialog', { name: 'Upozornenie' }).getByRole('button', { name: 'Opustiť stránku' }).click();
  await expect(page).toHaveURL(/\/technologia\/vyhladanie/);
});

test('a saved form leaves without asking', async ({ page }) => {
  await login(page, 'operator', 'core', 'technologia/vyhladanie');
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('button', { name: 'Upraviť' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Technológie' }).click();
  await expect(page).toHaveURL(/\/technologia\/vyhladanie/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
