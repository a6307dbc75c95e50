import { expect, test } from '@playwright/test';
import { login } from './support';

test('every public page shows the 450 px box with language switch, version and server time', async ({ page }) => {
  const pages: [string, string][] = [
    ['/portal/ui/public', 'Elektroenergetické dátové centrum'],
    ['/portal/ui/public/create-account', 'Registrácia'],
    ['/portal/ui/public/email-verification', 'Overenie e-mailu'],
    ['/portal/ui/public/login-error?error=access_denied', 'Prihlásenie zlyhalo'],
    ['/portal/ui/public/logout', 'Odhlásenie'],
    ['/portal/ui/public/env-load-error', 'Aplikáciu sa nepodarilo načítať'],
    ['/portal/ui/public/env-load-error?status=503', 'Aplikáciu sa nepodarilo načítať'],
    ['/portal/ui/public/gdpr-expired', 'Súhlas so spracovaním osobných údajov vypršal'],
    ['/portal/ui/public/neexistuje', 'Stránka nenájdená'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const box = await page.getByRole('main').boundingBox();
    expect(Math.round(box?.width ?? 0), path).toBe(450);
    await expect(page.getByRole('button', { name: 'Jazyk' })).toBeVisible();
    await expect(page.getByText(/^Verzia /)).toBeVisible();
    await expect(page.getByText(/^\d\d:\d\d$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Späť na portál' })).toBeVisible();
  }
  await page.goto('/portal/ui/public/env-load-error?status=503');
  await expect(page.getByRole('alert')).toHaveText('Server je nedostupný (opakujte neskôr prosím)');
  await page.goto('/portal/ui/public/email-verification?token=abc');
  await expect(page.getByRole('alert')).toContainText('Odkaz na overenie je neplatný');
});

test('create an account, verify the e-mail, log in as a visitor', async ({ page }) => {
  await page.goto('/portal/ui/public');
  await page.getByRole('link', { name: 'Vytvoriť účet' }).click();
  await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  await expect(page.getByText('Vyplňte toto pole').first()).toBeVisible();
  await page.getByLabel(/^Meno/).fill('Eva');
  await page.getByLabel('Priezvisko').fill('Malá');
  await page.getByLabel('E-mail').fill('eva.mala@example.sk');
  await page.getByLabel('Používateľské meno').fill('producer');
  await page.getByLabel(/^Heslo\s*\*?$/).fill('EvaHeslo-1');
  await page.getByLabel('Heslo znova').fill('EvaHeslo-1');
  await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  // A taken login is answered like a free one (nobody learns which logins exist); its link is then
  // refused, and only the address's owner reads it.
  await expect(page.getByText('Na adresu eva.mala@example.sk sme poslali odkaz na overenie.')).toBeVisible();
  await page.getByTestId('dev-verification-link').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.goto('/portal/ui/public/create-account');
  await page.getByLabel(/^Meno/).fill('Eva');
  await page.getByLabel('Priezvisko').fill('Malá');
  await page.getByLabel('E-mail').fill('eva.mala@example.sk');
  await page.getByLabel('Používateľské meno').fill('eva.mala');
  await page.getByLabel(/^Heslo\s*\*?$/).fill('EvaHeslo-1');
  await page.getByLabel('Heslo znova').fill('EvaHeslo-1');
  await page.getByRole('button', { name: 'Zaregistrovať sa' }).click();
  await expect(page.getByText('Na adresu eva.mala@example.sk sme poslali odkaz na overenie.')).toBeVisible();
  await page.getByTestId('dev-verification-link').click();
  await expect(page.getByText('E-mailová adresa je overená a účet eva.mala bol vytvorený.')).toBeVisible();
  // The link works once.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Odkaz na overenie je neplatný');

  await page.goto('/portal/ui/');
  await page.waitForURL(/\/auth\/realms\/edc\//);
  await page.getByLabel(/Používateľské meno/).fill('eva.mala');
  await page.getByLabel(/^Heslo/).fill('EvaHeslo-1');
  await page.getByRole('button', { name: /Prihlásiť/ }).click();
  // A new account holds only the visitor identity: it lands on contract creation.
  await page.waitForURL(/\/portal\/ui\/zmluva\/zalozenie-zmluvy$/);
});

test('a 503 while loading the environment leads to the env-load-error page', async ({ page }) => {
  // The only interception in the suite: it plays the gateway answering 503 while the API is down.
  await page.route('**/portalbl/svc/environment/info', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable","hints":{"reasons":[]}}' }));
  await login(page, 'producer');
  await page.waitForURL(/\/portal\/ui\/public\/env-load-error\?status=503$/);
  await expect(page.getByRole('alert')).toHaveText('Server je nedostupný (opakujte neskôr prosím)');
});

test('a script that fails before the application starts shows the static error page with a report to save', async ({ page }) => {
  await page.route(/\/assets\/portal-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/portal/ui/public');
  const report = page.getByTestId('boot-error');
  await expect(report).toBeVisible();
  await expect(report.getByRole('heading')).toHaveText('Nastala neočakávaná chyba pri načítaní aplikácie');
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Uložiť správu o chybe' }).click();
  expect((await download).suggestedFilename()).toMatch(/^edc-error-report-\d+\.txt$/);
});
