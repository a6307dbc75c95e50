import { expect, test } from '@playwright/test';
import { login } from './support';
import { dataRows } from './grid-support';

// Issue 25's bulk notification, as the operator works: the contracts of a search page selected and
// notified through the in-app mailbox (one kind of contract at a time: the server refuses a mix); the run's processing result opens at once and follows the
// run to its end without a reload (its polling of a running job is checked in jsdom:
// src/app/entity/processingResult.test.tsx), with the summary first and then each failed item
// with its reason in words. About a third of the seeded participants have no user to deliver to,
// so a page of 25 contracts holds failures.

test('the operator notifies the selected contracts; the processing result follows the run to its summary, then lists the failed items with their reasons', async ({ page }) => {
  await login(page, 'operator', 'core', 'zmluva/vyhladanie?typZmluvy=ZO&size=25');
  await expect(dataRows(page)).toHaveCount(25);
  await page.getByRole('checkbox', { name: 'Označiť všetky riadky na stránke' }).check();
  await expect(page.getByTestId('pager-selected')).toContainText('25');

  await page.getByRole('button', { name: 'Notifikovať' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifikovať' });
  // The form asks the notification alone: the selection supplies the contracts.
  await dialog.getByLabel(/^Šablóna/).click();
  await page.getByRole('option', { name: 'Zmena obchodných podmienok' }).click();
  await dialog.getByLabel(/^Kanál/).click();
  await page.getByRole('option', { name: 'Schránka v aplikácii' }).click();
  await dialog.getByLabel(/^Predmet notifikácie/).fill('Zmena podmienok zmluvy {cisloZmluvy}');
  await dialog.getByLabel(/^Text notifikácie/).fill('Vážený účastník {ucastnik}, zmluva {cisloZmluvy} platí do {platnostDo}.');
  await expect(dialog.getByText('zmluva.field.ids')).toHaveCount(0);
  let reloads = 0;
  page.on('load', () => (reloads += 1));
  await dialog.getByRole('button', { name: 'Notifikovať' }).click();

  // The run's processing result: its code is the title, the summary comes first.
  await page.waitForURL(/\/core\/ui\/zmluva\/vysledky-spracovania\/NOT-\d{4}-\d{6}$/);
  const code = /NOT-\d{4}-\d{6}$/.exec(page.url())?.[0] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
  const summary = page.getByRole('group', { name: 'Súhrn' });
  await expect(summary.getByLabel('Spracované', { exact: true })).toHaveValue('25', { timeout: 20_000 });
  await expect(summary.getByLabel('Stav', { exact: true })).toHaveValue('Chyba');
  await expect(summary.getByLabel('Koniec', { exact: true })).not.toHaveValue('');
  await expect(summary.getByLabel('Spustil', { exact: true })).toHaveValue('operator');
  const succeeded = Number(await summary.getByLabel('Úspešné', { exact: true }).inputValue());
  const failed = Number(await summary.getByLabel('Chybné', { exact: true }).inputValue());
  expect(succeeded + failed).toBe(25);
  expect(failed).toBeGreaterThan(0);
  expect(reloads, 'the page followed the run without a reload').toBe(0);

  // Then each failed item: its contract and its reason in words, not a code.
  const table = page.getByRole('table', { name: 'Chybné položky' });
  const items = table.locator('tbody tr[data-row-id]');
  // Its first page (10 rows).
  await expect(items).toHaveCount(Math.min(failed, 10));
  for (const text of await items.allTextContents()) {
    expect(text).toMatch(/^[A-Z]+-\d{4}-\d{6}/);
    expect(text).toContain('Účastník trhu nemá používateľa, ktorému by sa dala notifikácia doručiť');
  }
  await expect(table).not.toContainText('BEZ_PRIJEMCU');
  const before = await summary.evaluate((group, other) => Boolean(group.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await table.elementHandle());
  expect(before, 'the summary comes before the failed items').toBe(true);
});
