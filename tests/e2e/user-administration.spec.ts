import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from './support';
import { confirmMessage, openFromDashboard, session } from './workflow-support';

// Issue 25's user administration, as the people involved work: a colleague with an account of
// its own (the dev accounts stay as the other specs expect them) asks to be linked to Energetika
// Pohronie; the participant's user administrator (demo, EDC.SPRAVCA) approves it from its
// dashboard and the colleague acts for it. The operator locks the colleague's account: the
// colleague's open app is refused at its next call and says so before logging out, and the login
// is refused too. Unlocked, a reset link in the colleague's mailbox sets a new password.

const TARGET = 'Energetika Pohronie a.s.';

/** Types a login on the identity provider's form, which the page shows now. */
async function typeLogin(page: Page, user: string, password: string): Promise<void> {
  await page.getByLabel(/Používateľské meno/).fill(user);
  await page.getByLabel(/^Heslo/).fill(password);
  await page.getByRole('button', { name: /Prihlásiť/ }).click();
}

/** Runs a record action of the opened user account and answers its confirmation. */
async function runAction(operator: Page, label: string, done: string | RegExp): Promise<void> {
  await operator.getByRole('button', { name: label, exact: true }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Áno' }).click();
  await expect(operator.getByText(done)).toBeVisible();
}

test("a participant's user administrator admits a colleague; the operator locks the colleague's account, whose open app is refused; a reset link sets a new password", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const user = await registerAccount(page, 'kolega');
  // From contract creation, where a new account lands, as a user does (a goto raced the landing's
  // own navigation, which took the page back there with the request left unsent).
  await page.getByTestId('participant-registration').getByRole('link', { name: 'Požiadať o prepojenie s účastníkom trhu' }).click();
  await page.waitForURL(/\/activities\/participant-assignment-request\/\d+/);
  const code = (await page.getByText(/^PRP-\d{6}$/).first().textContent()) ?? '';
  expect(code).toMatch(/^PRP-\d{6}$/);
  await page.getByLabel('IČO účastníka trhu').fill('36543217');
  await page.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(page, new RegExp(`Žiadosť o prepojenie ${code} s účastníkom trhu ${TARGET.replace('.', '\\.')} bola odoslaná na schválenie`));

  // demo administers Energetika Pohronie: the approval waits in its portal dashboard.
  const demo = await session(browser, 'demo', 'portal');
  await openFromDashboard(demo, 'portal', /^Len schvaľovanie$/, code);
  await expect(demo.getByTestId('step-summary')).toContainText(user);
  await expect(demo.getByTestId('step-summary')).toContainText(TARGET);
  await demo.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(demo, new RegExp(`Žiadosť ${code} bola schválená: používateľ je členom účastníka trhu ${TARGET.replace('.', '\\.')}`));
  await demo.context().close();

  // The colleague acts for it at once: its only participant, selected automatically.
  await page.goto('/portal/ui/dashboard');
  await expect(page.getByTestId('current-tenant')).toHaveText(TARGET, { timeout: 30_000 });

  // The operator opens the account by its login (detail-portal; the login holds a dot) and locks it.
  const operator = await session(browser, 'operator', 'core');
  expect(user).toContain('.');
  await operator.goto(`/core/ui/user-management/detail-portal/${user}`);
  await operator.waitForURL(/\/user-management\/detail\/[^/]+$/);
  await expect(operator.getByLabel(/^Prihlasovacie meno/).first()).toHaveValue(user, { timeout: 30_000 });
  await runAction(operator, 'Zablokovať', 'Účet bol zablokovaný');
  await expect(operator.getByLabel(/^Stav účtu/).first()).toHaveValue('Zablokovaný');

  // The colleague's app, still open: its next call is refused, said in words, then the login page.
  await page.getByRole('navigation').getByRole('link', { name: 'Môj účastník trhu' }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'Váš účet bol zablokovaný. Obráťte sa na operátora.' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Zavrieť', exact: true }).click();
  await page.waitForURL((url) => url.pathname.includes('/auth/realms/edc/') || url.pathname.includes('/public/'));
  await page.goto('/portal/ui/');
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await typeLogin(page, user, 'JanaHeslo-1');
  await expect(page.getByText('Účet je zablokovaný. Obráťte sa na operátora.')).toBeVisible();

  // Unlocked, the operator sends a one-time reset link to the colleague's mailbox.
  await runAction(operator, 'Odblokovať', 'Účet bol odblokovaný');
  await runAction(operator, 'Obnoviť heslo', /Odkaz na obnovenie hesla .* bol odoslaný do schránky používateľa/);
  await operator.context().close();

  await typeLogin(page, user, 'JanaHeslo-1');
  await expect(page.getByTestId('current-tenant')).toHaveText(TARGET, { timeout: 30_000 });
  await page.getByRole('link', { name: /^Neprečítané správy/ }).click();
  await page.getByRole('row').filter({ hasText: 'Obnovenie hesla' }).first().click();
  const text = page.getByLabel(/^Text/).first();
  await expect(text).toHaveValue(/reset-password\//, { timeout: 20_000 });
  const link = /\/auth\/realms\/edc\/reset-password\/[A-Za-z0-9_-]+/.exec(await text.inputValue())?.[0] ?? '';
  expect(link).not.toBe('');

  // The link sets the new password; the new password logs in (a fresh browser, no session).
  await page.goto(link);
  await page.getByLabel('Nové heslo', { exact: true }).fill('KolegaNove-2026');
  await page.getByLabel('Nové heslo znova').fill('KolegaNove-2026');
  await page.getByRole('button', { name: 'Nastaviť heslo' }).click();
  await expect(page.getByText('Heslo bolo zmenené')).toBeVisible();
  const fresh = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await fresh.goto('/portal/ui/');
  await fresh.waitForURL(/\/auth\/realms\/edc\//);
  await typeLogin(fresh, user, 'KolegaNove-2026');
  await expect(fresh.getByTestId('current-tenant')).toHaveText(TARGET, { timeout: 30_000 });
  await fresh.context().close();
});
