import { expect, test, type Browser, type Page } from '@playwright/test';
import { eicCheckCharacter } from '../../engine/core/validation/eicCheck';
import { login } from './support';

// A sharing group from start to approval, across both variants (spec 2.3, 4.4, 7).
// A start of an unknown process type and an activity address with a bad id: src/workflow/
// StartProcessPage.test.tsx and ActivityPage.test.tsx.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).toUpperCase().slice(-5);
const groupName = `Bytový dom Nitra ${stamp}`;
/** Two metering point EICs of this run (some 15-character stems have no valid check character). */
const eics: string[] = [];
for (let n = 1; eics.length < 2; n++) {
  const stem = `24ZE2E${stamp}${String(n).padStart(4, '0')}`.slice(0, 15).padEnd(15, '0');
  const check = eicCheckCharacter(stem);
  if (check !== undefined) eics.push(stem + check);
}

async function session(browser: Browser, user: string, variant: 'portal' | 'core'): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'sk-SK' })).newPage();
  await login(page, user, variant);
  return page;
}

/** Opens the dashboard row of our group in a list and returns once its step is shown. */
async function openFromDashboard(page: Page, variant: 'portal' | 'core', list: RegExp) {
  await page.goto(`/${variant}/ui/dashboard`);
  const inbox = page.getByTestId('activity-inbox');
  await inbox.getByText(list).click();
  const row = inbox.getByRole('row').filter({ hasText: groupName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').first().click();
  await page.waitForURL(/\/activities\/[a-z-]+\/\d+\?ref=%2Fdashboard/);
}

async function confirmMessage(page: Page, text: RegExp) {
  await expect(page.getByTestId('completion-message')).toHaveText(text);
  await page.getByRole('button', { name: 'OK' }).click();
}

test('producer creates a sharing group, operator returns it, producer fixes it, operator approves it', async ({ browser }) => {
  test.setTimeout(120_000);
  const producer = await session(browser, 'producer', 'portal');

  // Start: redirected to the first step with ref.
  await producer.goto('/portal/ui/start-process/skupina-zdielania-creation');
  await producer.waitForURL(/\/activities\/sharing-group-create\/\d+\?ref=/);
  await expect(producer.getByRole('heading', { name: 'Skupina zdieľania' })).toBeVisible();

  // Next without data: the form's own check (the served schema's rules) refuses it before sending,
  // the name is marked, the step stays.
  await producer.getByRole('button', { name: 'Ďalej' }).click();
  await expect(producer.getByRole('alert').filter({ hasText: 'Opravte označené polia' })).toBeVisible();
  await expect(producer.getByLabel('Názov skupiny')).toHaveAttribute('aria-invalid', 'true');
  await producer.getByLabel('Názov skupiny').fill(groupName);
  await producer.getByLabel('Maximálny podiel (%)').fill('40');
  await producer.getByRole('button', { name: 'Ďalej' }).click();

  // OOMs: an invalid EIC is refused before sending (the served schema's check character), its
  // reason under the input; two valid ones are added.
  await producer.waitForURL(/\/activities\/sharing-group-oom\/\d+/);
  await producer.getByLabel('EIC odberného miesta').fill('24ZINVALID000009');
  await producer.getByRole('button', { name: 'Pridať' }).click();
  await expect(producer.getByLabel('EIC odberného miesta')).toHaveAccessibleDescription(/^EIC kód má nesprávny kontrolný znak „9“ \(16\. znak\)/);
  await expect(producer.getByLabel('EIC odberného miesta')).toHaveValue('24ZINVALID000009');
  for (const eic of eics) {
    await producer.getByLabel('EIC odberného miesta').fill(eic);
    await producer.getByRole('button', { name: 'Pridať' }).click();
    await expect(producer.getByTestId('step-items')).toContainText(eic);
  }
  await producer.getByRole('button', { name: 'Ďalej' }).click();

  // Summary, submit: the message, then back to the dashboard.
  await producer.waitForURL(/\/activities\/sharing-group-summary\/\d+/);
  await expect(producer.getByTestId('step-summary')).toContainText(groupName);
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(producer, /odoslaná na schválenie/);
  await producer.waitForURL(/\/portal\/ui\/dashboard/);

  // Operator (core): approval-only list, return with a reason.
  const operator = await session(browser, 'operator', 'core');
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/);
  await expect(operator.getByRole('heading', { name: 'Schválenie skupiny zdieľania' })).toBeVisible();
  await expect(operator.getByTestId('step-summary')).toContainText(groupName);
  await expect(operator.getByTestId('activity-created')).not.toHaveText('–');
  // Core: a note on the process (dialog), shown after the activity is re-read.
  await operator.getByRole('button', { name: 'Poznámka' }).click();
  await operator.getByLabel('Text poznámky').fill('Preverujeme odberné miesta.');
  await operator.getByRole('button', { name: 'Uložiť' }).click();
  await expect(operator.getByTestId('activity-notes')).toContainText('Preverujeme odberné miesta.');
  await operator.getByRole('button', { name: 'Vrátiť na opravu' }).click();
  await operator.waitForURL(/\/activities\/return-reason\/\d+/);
  await operator.getByRole('button', { name: 'Vrátiť žiadateľovi' }).click();
  await expect(operator.getByRole('alert')).toContainText('Vyplňte dôvod');
  await operator.getByLabel('Dôvod vrátenia').fill('Doplňte popis skupiny.');
  await operator.getByRole('button', { name: 'Vrátiť žiadateľovi' }).click();
  await confirmMessage(operator, /vrátená žiadateľovi na opravu/);

  // Producer: the returned step shows the reason; fix and resubmit.
  await openFromDashboard(producer, 'portal', /^Moje$/);
  await expect(producer.getByTestId('return-reason')).toContainText('Doplňte popis skupiny.');
  await producer.getByLabel('Popis').fill('Spoločná fotovoltika na streche.');
  await producer.getByRole('button', { name: 'Ďalej' }).click();
  await producer.waitForURL(/\/activities\/sharing-group-oom\//);
  await producer.getByRole('button', { name: 'Ďalej' }).click();
  await producer.waitForURL(/\/activities\/sharing-group-summary\//);
  await expect(producer.getByTestId('step-summary')).toContainText('Spoločná fotovoltika na streche.');
  await producer.getByRole('button', { name: 'Odoslať na schválenie' }).click();
  await confirmMessage(producer, /odoslaná na schválenie/);

  // Operator approves: the background completion shows its progress, then the final message.
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/);
  await operator.getByRole('button', { name: 'Schváliť' }).click();
  await expect(operator.getByTestId('completion-progress')).toBeVisible();
  await expect(operator.getByText('Dokončuje sa aktivita')).toBeVisible();
  await confirmMessage(operator, new RegExp(`Skupina zdieľania SZ-\\d{6} „${groupName}“ bola schválená`));
  await expect(operator.getByTestId('completion-progress')).toBeHidden();
  await operator.waitForURL(/\/core\/ui\/dashboard/);
});
