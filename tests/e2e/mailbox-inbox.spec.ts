import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, api } from './support';
import { session } from './workflow-support';
import { choose, dataRows } from './grid-support';

// The mailbox (/schranka/vyhladanie, /schranka/detail/:id) and the rejected requests
// (/zamietnute-ziadosti) of the portal, fed by a real decline of a contract (spec 2.2, 2.4, 4.4, 7).
// The test reads what the decline adds, so the seeded counters other specs rely on stay as they were.
// Who may not read or mark a message or a rejection (404, 403 without the token) is a server check:
// server/api/shell/inbox.test.ts.

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('Podpísaná zmluva\n'), Buffer.alloc(800, 0x20), Buffer.from('\n%%EOF\n')]);

interface Activity {
  activityId: number;
  entityId: number;
  entityLabel: string;
  nextActivityId: number | null;
}

/** API calls with a browser session's token (and, for a portal user, its only participant). */
async function apiOf(request: APIRequestContext, page: Page, tenant: boolean) {
  const token = await accessToken(page);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (tenant) {
    const info = (await (await request.get(api('/environment/info'), { headers })).json()) as { ucastnici: { idUcastnikTrhu: number }[] };
    headers['X-Tenant'] = String(info.ucastnici[0]?.idUcastnikTrhu);
  }
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  return {
    headers,
    get: async <T>(path: string) => json<T>(await request.get(api(path), { headers })),
    post: async <T>(path: string, data?: unknown) => json<T>(await request.post(api(path), { headers, data })),
    upload: async () =>
      json<{ dmsId: string }>(
        await request.post(api('/dms/document'), { headers, multipart: { documentType: 'zmluva.podpisana', file: { name: 'zmluva.pdf', mimeType: 'application/pdf', buffer: PDF } } }),
      ),
  };
}

/** The producer submits a contract for imbalance settlement and the operator declines it with `reason`; its number. */
async function declineAContract(request: APIRequestContext, producer: Page, operator: Page, reason: string): Promise<string> {
  const p = await apiOf(request, producer, true);
  const started = await p.post<{ activityId: number }>('/portal/zmluvy/zmluva-ucastnik-agregacia/start-process');
  const summary = await p.get<Activity>(`/bpm/activity/${started.activityId}`);
  const contractPath = `/portal/zmluvy/zmluva-zo/${summary.entityId}`;
  const draft = await p.get<{ datumOd: string; verzia: number }>(contractPath);
  await p.post(contractPath, { datumOd: draft.datumOd, kontaktMeno: 'Ján Novák', kontaktEmail: 'jan.novak@example.sk', verzia: draft.verzia });
  await p.post(`/bpm/activity/${summary.activityId}/complete/DALEJ`);
  const finance = (await p.get<Activity>(`/bpm/activity/${summary.activityId}`)).nextActivityId;
  await p.post(`/portal/zmluvy/zmluva-zo-financne-udaje/${summary.entityId}`, { vyskaZabezpecenia: 15000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: 'SK3112000000198742637541', verzia: draft.verzia + 1 });
  await p.post(`/bpm/activity/${finance}/complete/DALEJ`);
  const signature = (await p.get<Activity>(`/bpm/activity/${finance}`)).nextActivityId;
  await p.post(`${contractPath}/dokumenty`, { dmsId: (await p.upload()).dmsId });
  await p.post(`/bpm/activity/${signature}/complete/ODOSLAT`);

  const o = await apiOf(request, operator, false);
  const approvals = await o.get<Activity[]>('/bpm/dashboard/activities?list=approval');
  const approval = approvals.find((a) => a.entityLabel === summary.entityLabel);
  expect(approval, `approval of ${summary.entityLabel}`).toBeDefined();
  await o.post(`/bpm/activity/${approval?.activityId}/complete/ZAMIETNUT`);
  const reasonStep = (await o.get<Activity>(`/bpm/activity/${approval?.activityId}`)).nextActivityId;
  await o.post(`/bpm/activity/${reasonStep}/reason`, { dovod: reason });
  await o.post(`/bpm/activity/${reasonStep}/complete/ZAMIETNUT`);
  return summary.entityLabel;
}

test('a declined contract reaches the mailbox and the rejected requests; opening them marks them read', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const reason = `Chýba výpis z registra (${Date.now()}).`;
  const producer = await session(browser, 'producer', 'portal');
  const operator = await session(browser, 'operator', 'core');
  await expect(producer.getByTestId('mailbox-count')).toHaveText(/^\d+$/);
  const mailBefore = Number(await producer.getByTestId('mailbox-count').textContent());
  const number = await declineAContract(request, producer, operator, reason);
  const subject = `Zmluva o zúčtovaní odchýlky ${number} bola zamietnutá`;

  // The top bar's count leads to the mailbox: newest first, the new message unread.
  await producer.reload();
  await expect(producer.getByTestId('mailbox-count')).toHaveText(String(mailBefore + 1));
  await producer.getByTestId('mailbox-count').click();
  await producer.waitForURL(/\/portal\/ui\/schranka\/vyhladanie/);
  await expect(producer.getByRole('heading', { name: 'Schránka' })).toBeVisible();
  const first = dataRows(producer).first();
  await expect(first).toContainText(subject);
  await expect(first).toContainText('Neprečítaná');

  // Opening it: marked read, the count drops, the detail shows the whole text read-only.
  await first.click();
  await producer.waitForURL(/\/portal\/ui\/schranka\/detail\/\d+$/);
  await expect(producer.getByTestId('mailbox-count')).toHaveText(String(mailBefore));
  await expect(producer.getByLabel('Predmet')).toHaveValue(subject);
  await expect(producer.getByLabel('Text správy')).toHaveValue(new RegExp(reason.replace(/[().]/g, '\\$&')));
  // The id and the filter-only day are not shown (the heading names the record).
  await expect(producer.getByText('Deň prijatia')).toHaveCount(0);
  await expect(producer.getByRole('button', { name: /Upraviť/ })).toHaveCount(0);
  // The message links the declined contract's page (zmluva/detail-portal by its number).
  await producer.getByRole('link', { name: 'Otvoriť súvisiaci záznam' }).click();
  await producer.waitForURL(new RegExp(`/portal/ui/zmluva/detail-portal/ZMLUVA_ZO/${number}$`));
  await expect(producer.getByTestId('detail-portal-state')).toHaveText('Zamietnutá');
  await expect(producer.getByTestId('detail-portal-process')).toHaveText('Zamietnutý');

  // Rejected requests: the menu entry with its badge, the reason in the list.
  const badge = producer.getByTestId('menu-badge-rejected');
  await expect(badge).toHaveText(/^\d+$/);
  const rejectedBefore = Number(await badge.textContent());
  await producer.getByRole('link', { name: /Zamietnuté žiadosti/ }).click();
  await producer.waitForURL(/\/portal\/ui\/zamietnute-ziadosti$/);
  const row = dataRows(producer).filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Zmluva o zúčtovaní odchýlky');
  await expect(row).toContainText('Áno');

  // Reading it (the row opens the read flow): the badge drops and the declined contract opens
  // read-only by the rejection's code (zmluva/detail-portal) with the reason.
  await row.click();
  await producer.waitForURL(/\/portal\/ui\/zmluva\/detail-portal\/ZMLUVA_ZO\/ZAM-P\d+$/);
  await expect(badge).toHaveText(String(rejectedBefore - 1));
  await expect(producer.getByTestId('detail-portal-state')).toHaveText('Zamietnutá');
  await expect(producer.getByText(reason)).toBeVisible();
  await expect(producer.getByRole('button', { name: /Upraviť/ })).toHaveCount(0);

  // Back in the list the row is read.
  await producer.getByRole('link', { name: /Zamietnuté žiadosti/ }).click();
  await producer.waitForURL(/\/portal\/ui\/zamietnute-ziadosti$/);
  await expect(dataRows(producer).filter({ hasText: reason })).toContainText('Nie');
});

test('the mailbox filters by state, subject and day', async ({ browser }) => {
  const producer = await session(browser, 'producer', 'portal');
  await producer.goto('/portal/ui/schranka/vyhladanie');
  await expect(dataRows(producer).first()).toBeVisible();

  await choose(producer, 'Stav', 'Prečítaná');
  await producer.getByRole('button', { name: 'Hľadať' }).click();
  await expect(producer).toHaveURL(/stavKod=2/);
  await expect.poll(async () => {
    const states = await dataRows(producer).locator('td:last-child').allTextContents();
    return states.length > 0 && states.every((s) => s === 'Prečítaná');
  }).toBe(true);

  await producer.goto('/portal/ui/schranka/vyhladanie?predmet=odst%C3%A1vka');
  await expect(dataRows(producer)).toHaveCount(1);
  await expect(dataRows(producer).first()).toContainText('Plánovaná odstávka systému');

  await producer.goto('/portal/ui/schranka/vyhladanie?prijateOd=2999-01-01');
  await expect(dataRows(producer).filter({ hasText: 'Plánovaná odstávka systému' })).toHaveCount(0);
  await producer.goto('/portal/ui/schranka/vyhladanie?prijateDo=2999-01-01');
  await expect(dataRows(producer).filter({ hasText: 'Plánovaná odstávka systému' })).toHaveCount(1);
});
