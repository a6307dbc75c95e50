import { expect, test, type Browser, type Page } from '@playwright/test';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import { confirmMessage, openFromDashboard, session } from './workflow-support';

// A market participant's registration by a user who has none (spec 1, 2.2, 2.3, 7): a new account
// (visitor identity only, no tenant) registers one from contract creation; the operator returns it
// with a reason, the applicant fixes it, the operator approves it in the background; logged in
// again, the user acts for the new participant. The operator finds it in the participant search,
// its first user reads the approval in the mailbox (issue 25's operator's morning).

const stamp = Date.now().toString(36).toLowerCase().slice(-5);
const LOGIN = `solar.${stamp}`;
const PASSWORD = 'Solar-Heslo-1';
const NAME = `Solár ${stamp.toUpperCase()} s.r.o.`;
let participantEic = '';
for (let n = 1; !participantEic; n++) {
  const stem = `24XREG${stamp.toUpperCase()}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
  const check = eicCheckCharacter(stem);
  if (check !== undefined) participantEic = stem + check;
}

/** Fills the participant's seat in the registration step (the address block). */
async function fillSeat(page: Page, town: string, psc: string): Promise<void> {
  const address = page.getByTestId('root_adresa-address');
  await address.locator('#root_adresa').fill('Námestie SNP');
  await address.locator('#root_adresa_PopisneCislo').fill('1520');
  await address.locator('#root_adresa_Psc').fill(psc);
  await address.locator('#root_adresa_Mesto').fill(town);
  await address.locator('#root_adresa_IdStat').click();
  await page.getByRole('option', { name: 'Slovensko' }).click();
}

/** Signs in with the new account's own password (the dev accounts' helper assumes password = login). */
async function signIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await page.goto('/portal/ui/');
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await page.getByLabel(/Používateľské meno/).fill(LOGIN);
  await page.getByLabel(/^Heslo/).fill(PASSWORD);
  await page.getByRole('button', { name: /Prihlásiť/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/portal/ui') && !url.pathname.includes('/auth/callback'));
  return page;
}

test('a new account registers a market participant, operator returns it, then approves it; the user then acts for it', async ({ browser, page }) => {
  test.setTimeout(150_000);
  // A new account: only the visitor identity, no participant.
  await page.goto('/portal/ui/public/create-account');
  await page.getByLabel(/^Meno/).fill('Peter');
  await page.getByLabel('Priezvisko').fill('Slnečný');
  await page.getByLabel('E-mail').fill(`${LOGIN}@example.sk`);
  await page.getByLabel('Používateľské meno').fill(LOGIN);
  await page.getByLabel(/^Heslo\s*\*?$/).fill(PASSWORD);
  await page.getByLabel('Heslo znova').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  await page.getByTestId('dev-verification-link').click();
  await expect(page.getByText(`E-mailová adresa je overená a účet ${LOGIN} bol vytvorený.`)).toBeVisible();

  const applicant = await signIn(browser);
  await applicant.waitForURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);
  const card = applicant.getByTestId('participant-registration');
  await card.getByRole('link', { name: 'Registrovať účastníka trhu' }).click();
  await applicant.waitForURL(/\/activities\/participant-create\/\d+\?ref=%2Fzmluva%2Fzalozenie-zmluvy/);
  await expect(applicant.getByRole('heading', { name: 'Registrácia účastníka trhu' })).toBeVisible();
  const code = (await applicant.getByText(/^REG-\d{6}$/).textContent()) ?? '';

  // Submitting an empty application is refused with the server's reasons.
  await applicant.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await expect(applicant.getByRole('alert').first()).toBeVisible();
  await expect(applicant).toHaveURL(/\/activities\/participant-create\//);
  await applicant.getByLabel('Názov účastníka trhu').fill(NAME);
  await applicant.getByRole('combobox', { name: 'Typ účastníka' }).click();
  await applicant.getByRole('option', { name: 'Výrobca' }).click();
  await applicant.getByLabel('EIC účastníka').fill(participantEic);
  await applicant.getByLabel('IČO').fill('12345679');
  await fillSeat(applicant, 'Banská Bystrica', '974 01');
  await applicant.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(applicant, new RegExp(`Registrácia účastníka trhu ${code} bola odoslaná na schválenie`));
  await applicant.waitForURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);

  // While it waits, the applicant sees it read-only (the process-qualified portal type of spec 2.3).
  await expect(card).toContainText(code);
  await card.getByRole('button', { name: 'Pokračovať' }).click();
  await applicant.waitForURL(/\/activities\/participant-approval\/\d+/);
  await expect(applicant.getByRole('heading', { name: 'Schválenie registrácie účastníka trhu' })).toBeVisible();
  await expect(applicant.getByText('Len na čítanie', { exact: true })).toBeVisible();
  await expect(applicant.getByTestId('step-summary')).toContainText('Na schválení');
  await expect(applicant.getByRole('button', { name: 'Schváliť' })).toHaveCount(0);
  await applicant.getByRole('link', { name: 'Späť' }).click();
  await applicant.waitForURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);

  // Operator: the approval-only list; returns it with a reason (an empty one is refused).
  const operator = await session(browser, 'operator', 'core');
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await expect(operator.getByRole('heading', { name: 'Schválenie registrácie účastníka trhu' })).toBeVisible();
  await expect(operator.getByTestId('step-summary')).toContainText(participantEic);
  await expect(operator.getByTestId('step-summary')).toContainText(LOGIN);
  await operator.getByRole('button', { name: 'Vrátiť na opravu' }).click();
  await operator.waitForURL(/\/activities\/return-reason\/\d+/);
  await expect(operator.getByRole('heading', { name: 'Dôvod vrátenia registrácie' })).toBeVisible();
  await operator.getByRole('button', { name: 'Vrátiť žiadateľovi' }).click();
  await expect(operator.getByRole('alert')).toContainText('Vyplňte dôvod');
  await operator.getByLabel('Dôvod vrátenia').fill('IČO nezodpovedá obchodnému registru, opravte ho na 87654326.');
  await operator.getByRole('button', { name: 'Vrátiť žiadateľovi' }).click();
  await confirmMessage(operator, new RegExp(`Registrácia účastníka trhu ${code} bola vrátená žiadateľovi na opravu`));

  // Applicant: the returned application waits on contract creation, with the reason.
  await applicant.reload();
  await card.getByRole('button', { name: 'Pokračovať' }).click();
  await applicant.waitForURL(/\/activities\/participant-create\/\d+/);
  await expect(applicant.getByTestId('return-reason')).toContainText('opravte ho na 87654326');
  await applicant.getByLabel('IČO').fill('87654326');
  await applicant.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(applicant, /bola odoslaná na schválenie/);

  // Operator approves: progress in the background, then the participant exists.
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await expect(operator.getByTestId('step-summary')).toContainText('87654326');
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await expect(operator.getByTestId('completion-progress')).toBeVisible();
  await confirmMessage(operator, new RegExp(`Registrácia ${code} bola schválená: účastník trhu ${NAME} \\(${participantEic}\\) bol vytvorený`));
  await operator.waitForURL(/\/core\/ui\/dashboard/);
  // The operator finds the new participant in the participant search.
  await operator.goto(`/core/ui/ucastnik-trhu/vyhladanie?eic=${participantEic}`);
  const found = operator.getByRole('table').first().locator('tbody tr[data-row-id]');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(NAME);
  await expect(found).toContainText('Banská Bystrica');

  // Logged in again: no longer a visitor only; the new participant is the user's tenant.
  const member = await signIn(browser);
  await member.waitForURL(/\/portal\/ui\/dashboard$/);
  await expect(member.getByTestId('current-tenant')).toHaveText(NAME);
  await expect(member.getByTestId('mailbox-count')).toHaveText('2');
  // Its first user reads the approval in the mailbox.
  await member.goto(`/portal/ui/schranka/vyhladanie?predmet=${code}`);
  const approved = member.getByRole('row').filter({ hasText: `Registrácia ${code} bola schválená` });
  await expect(approved).toHaveCount(1);
  await approved.click();
  await member.waitForURL(/\/schranka\/detail\/\d+$/);
  await expect(member.locator('#root_predmet')).toHaveValue(`Registrácia ${code} bola schválená`);
});

test('operator staff register a market participant from the core menu and approve it', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Veterný park ${stamp.toUpperCase()} a.s.`;
  let eic = '';
  for (let n = 1; !eic; n++) {
    const stem = `24XOPR${stamp.toUpperCase()}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
    const check = eicCheckCharacter(stem);
    if (check !== undefined) eic = stem + check;
  }
  const operator = await session(browser, 'operator', 'core');
  await operator.getByRole('link', { name: 'Nový účastník trhu' }).click();
  await operator.waitForURL(/\/core\/ui\/activities\/participant-create\/\d+\?ref=/);
  await expect(operator.getByRole('heading', { name: 'Registrácia účastníka trhu' })).toBeVisible();
  const code = (await operator.getByText(/^REG-\d{6}$/).textContent()) ?? '';
  await operator.getByLabel('Názov účastníka trhu').fill(name);
  await operator.getByRole('combobox', { name: 'Typ účastníka' }).click();
  await operator.getByRole('option', { name: 'Výrobca' }).click();
  await operator.getByLabel('EIC účastníka').fill(eic);
  await fillSeat(operator, 'Senec', '903 01');
  await operator.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(operator, new RegExp(`Registrácia účastníka trhu ${code} bola odoslaná na schválenie`));

  // Staff get no "waiting" row of their own: the approval is the only row of the registration.
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, code);
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await confirmMessage(operator, new RegExp(`Registrácia ${code} bola schválená: účastník trhu ${name} \\(${eic}\\) bol vytvorený`));
});
