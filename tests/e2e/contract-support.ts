import { expect, type Page } from '@playwright/test';
import { accessToken, api } from './support';

// The contract specs' shared preparation: an imbalance settlement contract brought to its signature
// step through the API (the earlier steps have their own spec, workflow-imbalance-contract).

const IBAN = 'SK3112000000198742637541';

/** The signed-in user's new contract waiting in its signature step: its number and the signing page's id. */
export async function contractAtSignature(page: Page): Promise<{ number: string; idZmluva: number }> {
  const auth = { authorization: `Bearer ${await accessToken(page)}` };
  const info = (await (await page.request.get(api('/environment/info'), { headers: auth })).json()) as { ucastnici: { idUcastnikTrhu: number }[] };
  const headers = { ...auth, 'X-Tenant': String(info.ucastnici[0]?.idUcastnikTrhu) };
  const post = async (path: string, data?: unknown) => {
    const response = await page.request.post(api(path), { headers, data: data ?? {} });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const get = async (path: string) => (await (await page.request.get(api(path), { headers })).json()) as Record<string, unknown>;
  const started = await post('/portal/zmluvy/zmluva-ucastnik-agregacia/start-process');
  const first = await get(`/bpm/activity/${String(started.activityId)}`);
  const id = Number(first.entityId);
  const zo = await get(`/portal/zmluvy/zmluva-zo/${id}`);
  await post(`/portal/zmluvy/zmluva-zo/${id}`, { datumOd: zo.datumOd, kontaktMeno: 'Ján Novák', kontaktEmail: 'jan.novak@solarpark-lc.sk', verzia: zo.verzia });
  await post(`/bpm/activity/${String(started.activityId)}/complete/DALEJ`);
  const finance = await get(`/bpm/activity/${String(started.activityId)}`);
  const fin = await get(`/portal/zmluvy/zmluva-zo-financne-udaje/${id}`);
  await post(`/portal/zmluvy/zmluva-zo-financne-udaje/${id}`, { vyskaZabezpecenia: 18000, formaZabezpecenia: 'BANKOVA_ZARUKA', iban: IBAN, verzia: fin.verzia });
  await post(`/bpm/activity/${String(finance.nextActivityId)}/complete/DALEJ`);
  return { number: String(zo.cisloZmluvy), idZmluva: id };
}
