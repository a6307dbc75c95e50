import { expect, test, type Page } from '@playwright/test';
import { withEicCheck } from '../../engine/core/validation/eicCheck';
import { accessToken, api, login } from './support';
import { presetRange } from '../../engine/core/form/dateRange';
import { marketToday } from '../../engine/core/validation/marketDay';

const SSE = 'Stredoslovenská energetika a.s.';
const SOLAR = 'Solárny park Zlaté Moravce s.r.o.';

async function chooseTenant(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Vyberte účastníka trhu/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name }).click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** The first and last day of this month (no other link of either side touches it in the seed). */
function thisMonth(): [string, string] {
  const { from, to } = presetRange('month', marketToday());
  return [from, to];
}

test('a chain link asked by one participant is consented by the other in a second session; the counter follows', async ({ page, browser }) => {
  // Session B: the producer, the party who will consent; its counter shows the seeded waiting links.
  const partyContext = await browser.newContext();
  const party = await partyContext.newPage();
  await login(party, 'producer');
  const badge = party.getByTestId('menu-badge-deviations');
  await expect(badge).toHaveText('3');

  // Session A: the supplier acting for SSE asks the producer's participant to take over this month.
  await login(page, 'supplier');
  await chooseTenant(page, SSE);
  await page.getByRole('navigation').getByRole('link', { name: 'Reťazenie odchýlok' }).click();
  await expect(page).toHaveURL(/\/retazenie-odchylok$/);
  await expect(page.getByTestId('chain-table')).toBeVisible();
  await page.getByRole('button', { name: 'Nová žiadosť' }).click();
  const ask = page.getByRole('dialog', { name: /Nová žiadosť o prevzatie/ });
  await ask.getByLabel(/Subjekt zúčtovania/).click();
  await page.getByRole('option', { name: new RegExp(SOLAR) }).click();
  const [od, to] = thisMonth();
  await ask.getByLabel(/Platnosť od/).fill(od);
  await ask.getByLabel(/Platnosť do/).fill(to);
  // A period ending before it starts is refused with the server's reason, the typed values kept.
  await ask.getByLabel(/Platnosť do/).fill('2000-01-01');
  await ask.getByRole('button', { name: 'Odoslať žiadosť' }).click();
  await expect(ask.getByText(/nesmie byť skôr ako/)).toBeVisible();
  await expect(ask.getByLabel(/Platnosť od/)).toHaveValue(od);
  await ask.getByLabel(/Platnosť do/).fill(to);
  await ask.getByRole('button', { name: 'Odoslať žiadosť' }).click();
  await expect(ask).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: SOLAR }).filter({ hasText: 'Čaká na súhlas' }).first();
  await expect(row).toBeVisible();
  // The requester cannot decide its own request.
  await expect(row.getByRole('button', { name: 'Súhlasiť' })).toHaveCount(0);

  // Session B sees the new request in its counter and consents in the dialog page retazenie-odchylok-suhlas.
  await party.reload();
  await expect(badge).toHaveText('4');
  await party.getByRole('navigation').getByRole('link', { name: 'Reťazenie odchýlok' }).click();
  const waiting = party.getByRole('row').filter({ hasText: SSE }).filter({ hasText: 'Čaká na súhlas' });
  await expect(waiting).toHaveCount(1);
  // The detail window first (modeless): the link and its history; it offers the decision too.
  await waiting.getByRole('button', { name: 'Detail' }).click();
  const detail = party.getByRole('dialog', { name: /^Reťazenie odchýlok č\. \d+/ });
  await expect(detail.getByTestId('chain-detail')).toContainText(SSE);
  await expect(detail.getByTestId('chain-history')).toContainText('supplier');
  await detail.getByRole('button', { name: 'Súhlasiť / odmietnuť' }).click();
  const consent = party.getByRole('dialog', { name: new RegExp(`^Súhlas s prevzatím zodpovednosti – ${SSE}`) });
  await expect(consent).toContainText(`Žiadateľ ${SSE} žiada o prevzatie zodpovednosti`);
  // Refusing needs a reason: the button waits for one.
  await consent.getByRole('radio', { name: 'Odmietnuť' }).check();
  await expect(consent.getByRole('button', { name: 'Odmietnuť' })).toBeDisabled();
  await consent.getByRole('radio', { name: 'Súhlasiť' }).check();
  await consent.getByRole('button', { name: 'Súhlasiť' }).click();
  await expect(consent).toBeHidden();
  // The page behind, the open detail window and the counter follow without a reload.
  await expect(party.getByRole('row').filter({ hasText: SSE }).filter({ hasText: 'Odsúhlasené' }).first()).toBeVisible();
  await expect(badge).toHaveText('3');
  await expect(detail.getByTestId('chain-history')).toContainText('Čaká na súhlas → Odsúhlasené');
  await expect(detail.getByRole('button', { name: 'Súhlasiť / odmietnuť' })).toHaveCount(0);

  // Session A sees it consented, with who decided in the detail window.
  await page.reload();
  const consented = page.getByRole('row').filter({ hasText: SOLAR }).filter({ hasText: 'Odsúhlasené' }).first();
  await consented.getByRole('button', { name: 'Detail' }).click();
  await expect(page.getByRole('dialog', { name: /^Reťazenie odchýlok č\. \d+/ }).getByTestId('chain-detail')).toContainText('producer');
  await partyContext.close();
});

test('the party refuses a waiting link with a reason in the consent window opened from the address an activity links to', async ({ page }) => {
  await login(page, 'producer');
  await page.getByRole('navigation').getByRole('link', { name: 'Reťazenie odchýlok' }).click();
  const badge = page.getByTestId('menu-badge-deviations');
  const before = Number(await badge.textContent());
  // A waiting link this participant decides (its own requests wait for the other party).
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Čaká na súhlas' })
    .filter({ has: page.getByRole('button', { name: 'Súhlasiť / odmietnuť' }) })
    .first();
  const testId = (await row.getAttribute('data-testid')) as string;
  const id = testId.replace('chain-row-', '');
  await page.goto(`/portal/ui/retazenie-odchylok?suhlas=${id}`);
  const consent = page.getByRole('dialog', { name: /^Súhlas s prevzatím zodpovednosti/ });
  await consent.getByRole('radio', { name: 'Odmietnuť' }).check();
  await consent.getByLabel(/Dôvod odmietnutia/).fill('Chýba rámcová zmluva o prevzatí zodpovednosti.');
  await consent.getByRole('button', { name: 'Odmietnuť' }).click();
  await expect(consent).toBeHidden();
  await expect(page.getByTestId(testId)).toContainText('Odmietnuté');
  await expect(badge).toHaveText(String(before - 1));
  await page.getByTestId(testId).getByRole('button', { name: 'Detail' }).click();
  await expect(page.getByRole('dialog', { name: `Reťazenie odchýlok č. ${id}` })).toContainText('Chýba rámcová zmluva o prevzatí zodpovednosti.');
});

test('a waiting link is an activity in the party\'s dashboard: it opens the consent window, and consenting closes it', async ({ page, browser }) => {
  // The supplier acting for SSE asks the producer's participant for a past quarter (free in the seed).
  await login(page, 'supplier');
  await chooseTenant(page, SSE);
  await page.getByRole('navigation').getByRole('link', { name: 'Reťazenie odchýlok' }).click();
  await page.getByRole('button', { name: 'Nová žiadosť' }).click();
  const ask = page.getByRole('dialog', { name: /Nová žiadosť o prevzatie/ });
  await ask.getByLabel(/Subjekt zúčtovania/).click();
  await page.getByRole('option', { name: new RegExp(SOLAR) }).click();
  await ask.getByLabel(/Platnosť od/).fill('2023-01-01');
  await ask.getByLabel(/Platnosť do/).fill('2023-03-31');
  await ask.getByRole('button', { name: 'Odoslať žiadosť' }).click();
  await expect(ask).toBeHidden();

  // The producer's dashboard lists it in its participant's activities, naming the requester and period.
  const partyContext = await browser.newContext();
  const party = await partyContext.newPage();
  await login(party, 'producer');
  await party.goto('/portal/ui/dashboard');
  const inbox = party.getByTestId('activity-inbox');
  await inbox.getByText(/^Môjho účastníka$/).click();
  const subject = `Reťazenie odchýlok: ${SSE}, 01.01.2023 – 31.03.2023`;
  const activity = inbox.getByRole('row').filter({ hasText: subject });
  await expect(activity).toHaveCount(1);
  await expect(activity).toContainText('Súhlas s prevzatím zodpovednosti za odchýlku');
  const category = inbox.getByTestId('activity-counts').locator('[data-category="participant"]');
  const countOf = async () => Number(/(\d+)$/.exec((await category.textContent()) ?? '')?.[1]);
  const before = await countOf();
  const badge = party.getByTestId('menu-badge-deviations');
  await expect(badge).toHaveText(/^\d+$/);
  const waiting = Number(await badge.textContent());

  // Opening it leads to the chain with the link's consent window.
  await activity.getByRole('button').first().click();
  await expect(party).toHaveURL(/\/retazenie-odchylok\?suhlas=\d+$/);
  const consent = party.getByRole('dialog', { name: /^Súhlas s prevzatím zodpovednosti/ });
  await expect(consent).toContainText(`Žiadateľ ${SSE} žiada o prevzatie zodpovednosti`);
  await consent.getByRole('radio', { name: 'Súhlasiť' }).check();
  await consent.getByRole('button', { name: 'Súhlasiť' }).click();
  await expect(consent).toBeHidden();
  await expect(badge).toHaveText(String(waiting - 1));

  // Back on the dashboard the activity is gone and the participant's count is one less.
  await party.goto('/portal/ui/dashboard');
  await inbox.getByText(/^Môjho účastníka$/).click();
  if (before > 1) await expect(category).toHaveText(new RegExp(`: ${before - 1}$`));
  else await expect(category).toHaveCount(0);
  await expect(inbox.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  await partyContext.close();
});

test('an EIC list with valid, invalid and unknown codes shows the verdicts and exports them', async ({ page }) => {
  await login(page, 'producer');
  await page.getByRole('navigation').getByRole('link', { name: 'Kontrola EIC' }).click();
  await expect(page).toHaveURL(/\/kontrola-eic$/);
  const unknown = withEicCheck('24ZNEZNAME-0042');
  await page.getByTestId('eic-input').fill(`24XZSE-ENERGIA-I\n24XZSE-ENERGIA-A; ${unknown}, 24XZSE`);
  await page.getByRole('button', { name: 'Skontrolovať (4)' }).click();
  await expect(page.getByTestId('eic-summary')).toHaveText('Platných: 2, neplatných: 2, známych: 1');
  const rows = page.getByTestId('eic-table').getByRole('row');
  await expect(rows.filter({ hasText: '24XZSE-ENERGIA-I' })).toContainText('Platný, známy');
  await expect(rows.filter({ hasText: '24XZSE-ENERGIA-I' })).toContainText('Účastník trhu');
  await expect(rows.filter({ hasText: unknown })).toContainText('Platný, neznámy');
  await expect(rows.filter({ hasText: '24XZSE-ENERGIA-A' })).not.toContainText('Platný');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export do XLSX' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Kontrola-EIC-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('the EIC check shows a device\'s owner and its aggregation-block memberships, also in the export', async ({ page }) => {
  await login(page, 'operator', 'core');
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  // A device that is a member of a block now (the seed's memberships), and the block's code.
  const members = (await (await page.request.get(api('/portal/agregacia/agregacny-blok-clen/?eq(druh,VYROBNE_ZARIADENIE)&sort(+eic)&limit(50)'), { headers })).json()) as { eic: string; idAgregacnyBlok: number; platnostDo: string | null }[];
  const member = members.find((m) => m.platnostDo === null);
  expect(member, 'a current member in the seed').toBeTruthy();
  const block = (await (await page.request.get(api(`/portal/agregacia/agregacny-blok/${member?.idAgregacnyBlok}`), { headers })).json()) as { kod: string };
  await page.getByRole('navigation').getByRole('link', { name: 'Kontrola EIC' }).click();
  await page.getByTestId('eic-input').fill(`${member?.eic.trim()}\n24WNEPLATNY`);
  await page.getByRole('button', { name: 'Skontrolovať (2)' }).click();
  const row = page.getByTestId('eic-table').getByRole('row').filter({ hasText: member?.eic.trim() as string });
  await expect(row).toContainText('Výrobné zariadenie');
  await expect(row.getByTestId('eic-blocks')).toContainText(block.kod);
  await expect(page.getByTestId('eic-summary')).toHaveText('Platných: 1, neplatných: 1, známych: 1');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export do XLSX' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('the status board shows its lights and an operator changes one with a note', async ({ page }) => {
  await login(page, 'operator', 'core');
  await page.getByRole('navigation').getByRole('link', { name: 'Semafor' }).click();
  await expect(page).toHaveURL(/\/semafor$/);
  // One card per flow (the state badges inside share the prefix).
  const cards = page.locator('[data-testid^="semafor-"]:not([data-testid="semafor-state"])');
  await expect(page.getByTestId('semafor-NAMERANE_DATA_PDS')).toContainText('Namerané údaje z distribučných sústav');
  await expect(page.getByTestId('semafor-NAMERANE_DATA_PDS').getByTestId('semafor-state')).toHaveText('Obmedzenie');
  await expect(cards).toHaveCount(8);
  const card = page.getByTestId('semafor-DENNE_ZUCTOVANIE');
  await card.getByRole('button', { name: 'Zmeniť stav' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Výpadok').click();
  await dialog.getByLabel(/Poznámka/).fill('Denné zúčtovanie zlyhalo, opakujeme beh o 14:00.');
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('semafor-state')).toHaveText('Výpadok');
  await expect(card).toContainText('Denné zúčtovanie zlyhalo, opakujeme beh o 14:00.');
  await expect(card).toContainText('Zmenil operator');
  await card.getByRole('button', { name: 'História' }).click();
  await expect(page.getByRole('dialog').getByRole('row').nth(1)).toContainText('Denné zúčtovanie zlyhalo');
});
