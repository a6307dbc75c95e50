import { test } from '@playwright/test';
import { accessToken, api, login } from './support';
test('explore', async ({ page, request }) => {
  await login(page, 'operator', 'core');
  const auth = { Authorization: `Bearer ${await accessToken(page)}` };
  const r = await request.get(api('/portal/zmluvy/zmluva/283'), { headers: auth });
  console.log('ROW', await r.text());
});
