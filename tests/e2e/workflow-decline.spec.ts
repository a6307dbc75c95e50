import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessToken, api } from './support';
import { confirmMessage, openFromDashboard, session } from './workflow-support';

// The decline path of a contract for imbalance settlement, across both variants: the operator
// declines a submitted contract (an empty reason is refused), and the producer sees it declined:
// its rejected requests and mailbox, and its last activity with the reason (spec 2.3, 4.4, 7).

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('Podpísaná zmluva\n'), Buffer.alloc(800, 0x20), Buffer.from('\n%%EOF\n')]);
const REASON = 'Chýba doklad o oprávnení na podnikanie v energetike.';

interface Activity {
  activityId: number;
  processId: number;
  entityId: number;
  entityLabel: string;
  nextActivityId: number | null;
  status: { code: string };
  actionMessage: string | null;
  dovodZamietnutia: string | null;
}

/** The producer's API calls, with the token of their browser session, for their (only) participant. */
async function producerApi(request: APIRequestContext, token: string) {
  const info = (await (await request.get(api('/environment/info'), { headers: { Authorization: `Bearer ${token}` } })).json()) as { ucastnici: { idUcastnikTrhu: number }[] };
  const headers = { Authorization: `Bearer ${token}`, 'X-Tenant': String(info.ucastnici[0]?.idUcastnikTrhu) };
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  return {
    get: async <T>(path: string) => json<T>(await request.get(api(path), { headers })),
    post: async <T>(path: string, data?: unknown) => json<T>(await request.post(api(path), { headers, data })),
    upload: async () =>
      json<{ dmsId: string }>(
        await request.post(api('/dms/document'), {
          headers,
          multipart: { documentType: 'zmluva.podpisana', file: { name: 'zmluva.pdf', mimeType: 'application/pdf', buffer: PDF } },
        }),
      ),
  };
}

test('operator declines a submitted contract with a reason; the producer sees it declined', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const producer = await session(browser, 'producer', 'portal');
  const p = await producerApi(request, await accessToken(producer));
  const unreadRejections = async () => (await p.get<unknown[]>('/portal/common/zamietnutie-ziadosti/?eq(unread,true)')).length;
  const unreadMail = async () => p.get<{ predmet: string; text: string }[]>('/edc/schranky/schranka/?eq(stavKod,1)');
  const rejectionsBefore = await unreadRejections();
  const mailBefore = (await unreadMail()).length;

  // The producer's part through the API (the imbalance spec drives the same steps in the browser).
  const started = await p.post<{ activityId: number }>('/portal/zmluvy/zmluva-ucastnik-agregacia/start-process');
  const summary = await p.get<Activity>(`/bpm/activity/${started.activityId}`);
  const contractPath = `/portal/zmluvy/zmluva-zo/${summary.entityId}`;
  const draft = await p.get<{ datumOd: string; verzia: number }>(contractPath);
  await p.post(contractPath, { datumOd: draft.datumOd, kontaktMeno: 'Ján Novák', kontaktEmail: 'jan.novak@example.sk', verzia: draft.verzia });
  await p.post(`/bpm/activity/${summary.activityId}/complete/DALEJ`);
  const finance = await p.get<Activity>(`/bpm/activity/${(await p.get<Activity>(`/bpm/activity/${summary.activityId}`)).nextActivityId}`);
  await p.post(`/portal/zmluvy/zmluva-zo-financne-udaje/${summary.entityId}`, { vyskaZabezpecenia: 15000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: 'SK3112000000198742637541', verzia: draft.verzia + 1 });
  await p.post(`/bpm/activity/${finance.activityId}/complete/DALEJ`);
  const signature = await p.get<Activity>(`/bpm/activity/${(await p.get<Activity>(`/bpm/activity/${finance.activityId}`)).nextActivityId}`);
  await p.post(`${contractPath}/dokumenty`, { dmsId: (await p.upload()).dmsId });
  await p.post(`/bpm/activity/${signature.activityId}/complete/ODOSLAT`);
  const number = summary.entityLabel;

  // Operator: the approval-only list, decline, the reason step refuses an empty reason.
  const operator = await session(browser, 'operator', 'core');
  await openFromDashboard(operator, 'core', /^Len schvaľovanie$/, number);
  await expect(operator.getByRole('heading', { name: 'Schválenie zmluvy o zúčtovaní odchýlky' })).toBeVisible();
  const approvalUrl = operator.url();
  await operator.getByRole('button', { name: 'Zamietnuť', exact: true }).click();
  await operator.waitForURL(/\/activities\/decline-reason\/\d+/);
  await expect(operator.getByRole('heading', { name: 'Dôvod zamietnutia zmluvy' })).toBeVisible();
  await operator.getByRole('button', { name: 'Zamietnuť zmluvu' }).click();
  await expect(operator.getByRole('alert')).toContainText('Vyplňte dôvod');
  await expect(operator).toHaveURL(/\/activities\/decline-reason\//);
  await operator.getByLabel('Dôvod zamietnutia').fill(REASON);
  await operator.getByRole('button', { name: 'Zamietnuť zmluvu' }).click();
  await confirmMessage(operator, new RegExp(`Zmluva o zúčtovaní odchýlky ${number} bola zamietnutá`));
  await operator.waitForURL(/\/core\/ui\/dashboard/);

  // The approval the operator declined from is finished: no actions, its facts say who and when.
  await operator.goto(approvalUrl);
  await expect(operator.getByTestId('activity-status')).toHaveText('Dokončená');
  await expect(operator.getByTestId('activity-completed-by')).not.toHaveText('–');
  await expect(operator.getByRole('button', { name: 'Zamietnuť', exact: true })).toHaveCount(0);
  await expect(operator.getByTestId('decline-reason')).toContainText(REASON);

  // Producer: a new unread message and rejected request; their last step shows the contract declined.
  await producer.goto(`/portal/ui/activities/contract-signature/${signature.activityId}?ref=%2Fdashboard`);
  await expect(producer.getByTestId('activity-status')).toHaveText('Dokončená');
  await expect(producer.getByTestId('decline-reason')).toContainText(REASON);
  await expect(producer.getByTestId('step-summary-zakladne')).toContainText('Zamietnutá');
  await expect(producer.getByText('Aktivitu nemôžete dokončiť (len na čítanie)')).toBeVisible();
  await expect(producer.getByTestId('mailbox-count')).toHaveText(String(mailBefore + 1));
  expect(await unreadRejections()).toBe(rejectionsBefore + 1);
  const mail = await unreadMail();
  expect(mail[0]?.predmet).toBe(`Zmluva o zúčtovaní odchýlky ${number} bola zamietnutá`);
  expect(mail[0]?.text).toContain(REASON);

  // Nothing of the contract is left open for anyone; the contract and the process ended declined.
  expect((await p.get<{ stav: string }>(contractPath)).stav).toBe('ZAMIETNUTA');
  const mine = await p.get<Activity[]>('/bpm/dashboard/activities?list=mine');
  const participants = await p.get<Activity[]>('/bpm/dashboard/activities?list=department');
  expect([...mine, ...participants].filter((a) => a.processId === summary.processId)).toEqual([]);
  for (const id of [summary.activityId, finance.activityId, signature.activityId]) {
    expect((await p.get<Activity>(`/bpm/activity/${id}`)).status.code).toBe('completed');
  }
});
