import { expect, test } from '@playwright/test';
import { accessToken, api, login } from './support';
import { confirmMessage } from './workflow-support';

// Change profile from the user menu (spec 7): the call answers an activity, and the activity's own
// type decides the step the user is sent to; saving it changes the account (spec 2.3, 4.4).

test('change profile opens the activity it answers; saving it changes the account', async ({ page, request }) => {
  await login(page, 'producer');
  await page.goto('/portal/ui/technologia/vyhladanie');
  await page.getByRole('button', { name: /^Používateľ / }).click();
  await page.getByRole('menuitem', { name: 'Zmeniť profil' }).click();
  await page.waitForURL(/\/activities\/user-identity-to-be-changed\/\d+\?ref=%2Ftechnologia%2Fvyhladanie$/);
  await expect(page.getByRole('heading', { name: 'Zmena profilu' })).toBeVisible();
  await expect(page.getByLabel('Priezvisko')).toHaveValue('Kováč');

  // An invalid e-mail is refused and nothing is saved; a valid one is saved to the account.
  const email = page.getByLabel('E-mail');
  await email.fill('nie-je-email');
  await page.getByRole('button', { name: 'Uložiť zmeny' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/activities\/user-identity-to-be-changed\//);
  await email.fill('martin.kovac@solar-zm.sk');
  await page.getByRole('button', { name: 'Uložiť zmeny' }).click();
  await confirmMessage(page, /^Údaje profilu Martin Kováč boli uložené$/);
  await page.waitForURL(/\/portal\/ui\/technologia\/vyhladanie$/);

  const token = await accessToken(page);
  const user = (await (await request.get(api('/environment/info'), { headers: { Authorization: `Bearer ${token}` } })).json()) as { userInfo?: { email?: string } };
  const open = (await (await request.get(api('/bpm/dashboard/activities?list=mine'), { headers: { Authorization: `Bearer ${token}` } })).json()) as { activityType: string }[];
  // The change is finished: nothing of it is left open.
  expect(open.some((a) => a.activityType === 'POUZIVATEL.IDENTITA_ZMENENA')).toBe(false);
  expect(user.userInfo?.email).toBe('martin.kovac@solar-zm.sk');
});
