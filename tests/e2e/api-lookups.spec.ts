import { expect, test } from '@playwright/test';
import { accessToken, api, login } from './support';

// The lookups of forms-data.md 7 through the real server, with the tokens a real login gives.
// Their 403 without the read token lives in server/api/lookups.test.ts.
test('a producer finds only its own blocks, metering points and heat systems', async ({ page }) => {
  await login(page, 'producer');
  const auth = { authorization: `Bearer ${await accessToken(page)}` };
  // Name the participant explicitly: the app's own set-tenant may still be on its way.
  const env = (await (await page.request.get(api('/environment/info'), { headers: auth })).json()) as { ucastnici: { idUcastnikTrhu: number }[] };
  const headers = { ...auth, 'X-Tenant': String(env.ucastnici[0]?.idUcastnikTrhu) };
  const get = (path: string) => page.request.get(api(path), { headers });

  const blocks = await get('/portal/zmluvy/agregacny-blok/?select(nazov,periodaFlexibilityMin,idUcastnikTrhu)&sort(+nazov)&count()');
  expect(blocks.status()).toBe(200);
  const blockRows = (await blocks.json()) as { nazov: string; periodaFlexibilityMin: number; idUcastnikTrhu: number }[];
  expect(blockRows.map((b) => b.nazov)).toEqual(['Batériové úložisko Zlaté Moravce', 'Flexibilita FVE Zlaté Moravce']);
  expect(blocks.headers()['content-range']).toBe('items 0-1/2');
  const owner = blockRows[0]?.idUcastnikTrhu;

  const points = await get('/edc/odberne-miesta/odberne-miesto/?like(eic,24ZZS*)&select(eic,mesto,idUcastnikTrhu)&limit(2,0)&count()');
  expect(points.status()).toBe(200);
  expect(points.headers()['content-range']).toBe('items 0-1/4');
  for (const p of (await points.json()) as { eic: string; idUcastnikTrhu: number }[]) {
    expect(p.eic).toMatch(/^24ZZS\d{10}[0-9A-Z]$/);
    expect(p.idUcastnikTrhu).toBe(owner);
  }

  const systems = (await (await get('/portal/vyrobne-zariadenia/zmluva-sustava-teplo/?limit(100)')).json()) as { idUcastnikTrhu: number }[];
  expect(systems.every((s) => s.idUcastnikTrhu === owner)).toBe(true);

  const templates = await get('/portal/document/addendum-template/?eq(typZmluvy,AGREGATOR)&select(kod)&sort(+kod)');
  expect(await templates.json()).toEqual([{ kod: 'DOD-AGR-NOVY-BLOK' }, { kod: 'DOD-AGR-PERIODA' }]);
});
