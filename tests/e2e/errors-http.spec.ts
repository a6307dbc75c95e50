import { expect, test, type Page, type Request } from '@playwright/test';
import { login } from './support';

// The general error handling (shell-routes-workflow.md 6–8) against the real server. A few calls are
// answered by a route handler to force a status the real server would not give on demand. Which
// failure opens which dialog (msg503, a role change, noise ignored, failures a screen shows itself)
// is checked without a browser: engine/core/errors/classify.test.ts, src/errors/errorHandling.test.tsx,
// and the screens' own tests (SearchPage.test, DetailPage.test: their calls ask to show 4xx themselves).
// That API calls carry our headers and the identity provider's none: engine/core/http/client.test.ts and
// src/app/bootstrap.test.tsx (the bootstrap leaves the browser's fetch and XMLHttpRequest alone).
// A report over the server's limit (413) sent again reduced: engine/core/errors/incident.test.ts (client)
// and server/api/incident.test.ts (the server's 413 and the reduced report stored).

const LIST_PATH = '/portalbl/svc/portal/zmluvy/technologia/';
const isList = (url: URL) => url.pathname === LIST_PATH;
/** The browser leaving for the identity provider's login. */
const toProvider = (r: Request) => r.isNavigationRequest() && r.url().includes('/auth/realms/edc/protocol/openid-connect/auth');

async function answerList(page: Page, status: number, body: unknown): Promise<void> {
  await page.route(isList, (route) => route.fulfill({ status, json: body }));
}

test('a 401 from the real server logs the user out through the identity provider and back to the same page', async ({ page }) => {
  await login(page, 'producer', 'portal', 'dashboard');
  // List calls lose their token on the way, so the real server refuses them with 401, until the
  // browser leaves for the provider (every one, so that a list the search drops cannot take the only 401).
  let leftForProvider = false;
  page.on('request', (r) => (leftForProvider ||= toProvider(r)));
  await page.route(isList, async (route) => {
    const headers = { ...route.request().headers() };
    if (!leftForProvider) delete headers.authorization;
    await route.continue({ headers });
  });
  const refused = page.waitForResponse((r) => isList(new URL(r.url())) && r.status() === 401);
  const leaving = page.waitForRequest(toProvider);
  // The provider may still know the browser (its own session) and send it straight back; else it asks.
  const callback = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/portal/ui/auth/callback'));
  await page.getByRole('navigation').getByRole('link', { name: 'Technológie' }).click();
  await refused;
  await leaving;
  const form = page.getByLabel(/Používateľské meno|Username/i);
  await Promise.race([form.waitFor(), callback]);
  if (await form.isVisible()) {
    await form.fill('producer');
    await page.getByLabel(/Heslo|Password/i).fill('producer');
    await page.getByRole('button', { name: /Prihlásiť|Sign in|Log in/i }).click();
  }
  await callback;
  await page.waitForURL(/\/portal\/ui\/technologia\/vyhladanie/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a 401 asking for a client certificate shows clientCertificateError first, then logs out', async ({ page }) => {
  await login(page, 'producer', 'portal', 'dashboard');
  // A server that wants a certificate refuses every list call, not only the first: a list request the
  // search drops for a newer one (its answer never shown) must not take the only refusal.
  await page.route(isList, (route) =>
    route.fulfill({ status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="edc", error="client_certificate_required"' }, json: { message: 'Unauthorized' } }),
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Technológie' }).click();
  let leftAt = 0;
  page.on('request', (r) => {
    if (toProvider(r)) leftAt ||= Date.now();
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Prihlásenie vyžaduje platný klientsky certifikát. Budete odhlásený.');
  // Told once, however many calls were refused.
  await expect(dialog).toHaveCount(1);
  await expect(page).toHaveURL(/\/portal\/ui\/technologia\/vyhladanie/);
  // Still here until the user has read it: the way to the provider starts only with the click.
  const leaving = page.waitForRequest(toProvider);
  const closedAt = Date.now();
  await dialog.getByRole('button', { name: 'Zavrieť', exact: true }).click();
  await leaving;
  expect(leftAt).toBeGreaterThanOrEqual(closedAt);
});

test('a 403 naming other roles shows msgRolesHaveBeenChanged, then reloads the home page', async ({ page }) => {
  await login(page, 'producer', 'portal', 'dashboard');
  await answerList(page, 403, { message: 'Forbidden', hints: { reasons: [], userRoles: ['EDC.DODAVATEL'] } });
  await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
  await page.getByRole('navigation').getByRole('link', { name: 'Technológie' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Vaše konto bolo počas prihlásenia zmenené a už nemáte oprávnenie.');
  await dialog.getByRole('button', { name: 'Zavrieť', exact: true }).click();
  await page.waitForURL(/\/portal\/ui\/dashboard$/);
  // A full page load, not a client-side navigation.
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBeUndefined();
});

test('a server error in the local environment is reported as an incident; report and download offered', async ({ page }) => {
  await answerList(page, 500, { message: 'Simulovaná chyba servera', hints: { reasons: [] } });
  const incident = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/portalbl/svc/portal/incident'));
  await login(page, 'producer', 'portal', 'technologia/vyhladanie');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Simulovaná chyba servera');
  const sent = await incident;
  const report = sent.postDataJSON() as { kind: string; roles: string[]; login: string; status: number; correlationId: string };
  expect(report).toMatchObject({ kind: 'http', login: 'producer', roles: ['EDC.VYROBCA'], status: 500 });
  expect(await sent.headerValue('x-trace-id')).toBe(report.correlationId);
  await expect(dialog.getByTestId('incident-state')).toHaveAttribute('data-status', 'reported');
  await expect(dialog).toContainText(/Chyba bola zaznamenaná pod číslom \S+\./);
  // Local environment: the report can be read and saved.
  await dialog.getByRole('button', { name: 'Hlásenie o chybe' }).click();
  await expect(dialog.getByTestId('error-report')).toContainText('"correlationId"');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Stiahnuť hlásenie' }).click();
  expect((await download).suggestedFilename()).toMatch(/^error-report-[\dT-]+Z\.json$/);
  // The backdrop does not close it; the button does.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Zavrieť', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('on a public page (nobody logged in) an unexpected error is reported to the public endpoint', async ({ page }) => {
  await page.goto('/portal/ui/public/login-error');
  await expect(page.locator('#root')).not.toBeEmpty();
  const incident = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/portalbl/svc/public/incident'));
  await page.evaluate(() => setTimeout(() => {
    throw new Error('E2E: chyba na verejnej stránke');
  }, 0));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('E2E: chyba na verejnej stránke');
  expect((await incident).postDataJSON()).toMatchObject({ kind: 'unexpected', message: 'E2E: chyba na verejnej stránke', roles: [] });
  await expect(dialog.getByTestId('incident-state')).toHaveAttribute('data-status', 'reported');
});
