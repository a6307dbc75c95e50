import { expect, test, type Page } from '@playwright/test';
import { accessToken, api, login } from './support';

/** The page as the browser reports it when the tab is in the background (Playwright cannot minimise a headless tab). */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('the counters show the open work and unread mail, follow changes, and pause while the page is hidden', async ({ page, request }) => {
  await page.clock.install();
  await login(page, 'producer');
  // The participant's open activities (the seed's three plus what earlier specs left open; the
  // approval is not counted); the unread messages as the server has them.
  await expect(page.getByTestId('activity-count')).toHaveText(/^[1-9]\d*$/);
  const open = (await page.getByTestId('activity-count').textContent()) ?? '';
  expect(Number(open)).toBeGreaterThanOrEqual(3);
  const token = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  const unread = async () => (await (await request.get(api('/edc/schranky/schranka/?eq(stavKod,1)'), { headers })).json()) as { idSchranka: number }[];
  const waiting = (await unread()).length;
  expect(waiting).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('mailbox-count')).toHaveText(String(waiting));
  // The dashboard's menu badge counts the same work and the participant's queue (chain consents) too.
  await expect(page.getByTestId('menu-badge-activities')).toHaveText(/^[1-9]\d*$/);
  expect(Number(await page.getByTestId('menu-badge-activities').textContent())).toBeGreaterThanOrEqual(Number(open));
  await expect(page.getByTestId('traffic-light')).toHaveAttribute('data-state', 'ok');

  const [first, second] = await unread();
  expect((await request.post(api(`/edc/schranky/schranka-readed/${first?.idSchranka}`), { headers })).status()).toBe(200);

  // The mailbox is asked every 30 s.
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('mailbox-count')).toHaveText(String(waiting - 1));

  // Hidden: nothing is asked, however long it stays hidden.
  await setHidden(page, true);
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/edc/schranky/schranka/') || r.url().includes('/my-activity-count')) calls++;
  });
  expect((await request.post(api(`/edc/schranky/schranka-readed/${second?.idSchranka}`), { headers })).status()).toBe(200);
  await page.clock.fastForward(65_000);
  await page.clock.fastForward(65_000);
  // A call of the page's own after the timers have fired: a poll they had started would be seen first.
  const barrier = page.waitForRequest((r) => r.url().includes('/public/version?barrier'));
  await page.evaluate(() => void fetch('/portalbl/svc/public/version?barrier'));
  await barrier;
  expect(calls).toBe(0);
  await expect(page.getByTestId('mailbox-count')).toHaveText(String(waiting - 1));

  // Visible again: the missed loads are made up at once.
  await setHidden(page, false);
  await expect(page.getByTestId('mailbox-count')).toHaveText(String(waiting - 2));
  expect(calls).toBeGreaterThan(0);
});

test('the portal asks for rejected requests and the deviation chain of its participant, the core does not', async ({ page, browser }) => {
  const portalCalls: string[] = [];
  page.on('request', (r) => portalCalls.push(r.url()));
  await login(page, 'producer');
  await expect(page.getByTestId('activity-count')).toHaveText(/^[1-9]\d*$/);
  await expect.poll(() => portalCalls.some((u) => u.includes('/portal/common/zamietnutie-ziadosti/?eq(unread,true)&count()'))).toBe(true);
  await expect.poll(() => portalCalls.some((u) => u.includes('/portal/zmluvy/retazenie-odchylok/waiting-count'))).toBe(true);

  const coreCalls: string[] = [];
  // Another browser profile: the portal's provider session must not log the operator in as the producer.
  const coreContext = await browser.newContext();
  const core = await coreContext.newPage();
  core.on('request', (r) => coreCalls.push(r.url()));
  await login(core, 'operator', 'core');
  // Role activities besides the approvals and the assigned ones (3 seeded, more left by earlier specs).
  await expect(core.getByTestId('activity-count')).toHaveText(/^[1-9]\d*$/);
  // The unread messages as the server counts them (three seeded; earlier specs' processes may write more).
  const unread = await core.request.get(api('/edc/schranky/schranka/?limit(1,0)&ne(stavKod,2)'), { headers: { authorization: `Bearer ${await accessToken(core)}` } });
  const total = Number(/\/(\d+)$/.exec(unread.headers()['content-range'] ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(core.getByTestId('mailbox-count')).toHaveText(String(total));
  expect(coreCalls.some((u) => u.includes('zamietnutie-ziadosti') || u.includes('waiting-count') || u.includes('/news/'))).toBe(false);
  await coreContext.close();
});

test('opening a message through schranka/read marks it read and updates the counter at once', async ({ page, request }) => {
  await login(page, 'supplier');
  const dialog = page.getByRole('dialog', { name: 'Vyberte účastníka trhu' });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'OK' }).click();
  const token = await accessToken(page);
  // The unread messages as the server counts them (two seeded; earlier specs' processes may write more).
  const counted = await request.get(api('/edc/schranky/schranka/?limit(1,0)&ne(stavKod,2)'), { headers: { Authorization: `Bearer ${token}` } });
  const total = Number(/\/(\d+)$/.exec(counted.headers()['content-range'] ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('mailbox-count')).toHaveText(String(total));
  const [message] = (await (await request.get(api('/edc/schranky/schranka/?eq(stavKod,1)'), { headers: { Authorization: `Bearer ${token}` } })).json()) as { idSchranka: number }[];
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/portal/ui/schranka/read/${message?.idSchranka}`);
  await expect(page).toHaveURL(new RegExp(`/portal/ui/schranka/detail/${message?.idSchranka}$`));
  await expect(page.getByTestId('mailbox-count')).toHaveText(String(total - 1));
});
