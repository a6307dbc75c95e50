// The participant detail's dialogs on the server: rpo (register of legal entities by IČO),
// add-kontakt-ucastnik-trhu and change-acer-sportrebna (record actions), ut-changes (pending processes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIco } from '../../engine/core/validation/identifiers';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { RPO_UNREGISTERED } from '../seed/rpoSeed';

const API = '/portalbl/svc';
const BASE = `${API}/portal/zmluvy/ucastnik-trhu/`;
const RPO = `${API}/portal/zmluvy/rpo/`;

let server: TestServer;
let producer: string;
let visitor: string;
let operator: string;
let producerId: number;

type Row = Record<string, unknown> & { idUcastnikTrhu: number; verzia: number };

beforeAll(async () => {
  server = await startTestServer();
  const login = async (user: string) => (await loginWithPassword(server.app, user)).access_token;
  [producer, visitor, operator] = await Promise.all([login('producer'), login('visitor'), login('operator')]);
  const { rows } = await server.db.query<{ id: number }>("SELECT id_ucastnik_trhu AS id FROM user_ucastnik WHERE login = 'producer'");
  producerId = (rows[0] as { id: number }).id;
});

afterAll(async () => {
  await server.close();
});

const tenantOf = (token: string): Record<string, string> => (token === producer ? { 'x-tenant': String(producerId) } : {});
const get = (url: string, token = operator) => server.app.inject({ method: 'GET', url, headers: bearer(token, { 'accept-language': 'en', ...tenantOf(token) }) });
const post = (url: string, payload: unknown, token = operator) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: bearer(token, { 'content-type': 'application/json', 'accept-language': 'en', ...tenantOf(token) }),
    payload: JSON.stringify(payload),
  });

describe('rpo: the register of legal entities by IČO', () => {
  it('knows every seeded participant and some companies that are no participants yet', async () => {
    const { rows } = await server.db.query<{ n: number; outside: number }>(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM ucastnik_trhu u WHERE u.ico = r.ico))::int AS outside FROM rpo_subjekt r',
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(300);
    expect(rows[0]?.outside).toBe(RPO_UNREGISTERED);
    const icos = await server.db.query<{ ico: string }>('SELECT ico FROM rpo_subjekt');
    expect(icos.rows.every((r) => isValidIco(r.ico))).toBe(true);
  });

  it("answers a participant's IČO with the register's name, legal form and seat", async () => {
    const row = (await get(`${BASE}${producerId}`)).json<Row>();
    const res = await get(`${RPO}${String(row.ico)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ico: row.ico, nazov: row.nazov, pravnaForma: expect.any(String), adresa: { Mesto: expect.any(String), Psc: expect.stringMatching(/^\d{5}$/), IdStat: 'SK' } });
    // Portal users (their participant's detail) and visitors (registering one) may ask too.
    expect((await get(`${RPO}${String(row.ico)}`, producer)).statusCode).toBe(200);
    expect((await get(`${RPO}${String(row.ico)}`, visitor)).statusCode).toBe(200);
  });

  it('refuses an invalid IČO with a field reason (400) and says an unknown one is not in the register (404)', async () => {
    const bad = await get(`${RPO}12345678`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().hints.errors).toEqual([expect.objectContaining({ field: 'ico' })]);
    expect(bad.json().hints.reasons.join(' ')).toContain('check digit');
    // A valid IČO (Slovenské elektrárne's) that the reference register does not hold.
    const unknown = await get(`${RPO}35829052`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().hints.reasons).toEqual(['The register of legal entities does not know IČO 35829052']);
  });

  it('needs a login', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${RPO}35829052` });
    expect(res.statusCode).toBe(401);
  });
});

describe('add-kontakt-ucastnik-trhu', () => {
  const contact = { titul: 'Ing.', meno: 'Zuzana', priezvisko: 'Kováčová', funkcia: 'energetik', email: 'zuzana.kovacova@firma.sk', telefon: '+421905123456', datDo: null };

  it('needs the write token: portal users get 403 (their changes go through a process)', async () => {
    const res = await post(`${BASE}${producerId}/add-kontakt-ucastnik-trhu`, contact, producer);
    expect(res.statusCode).toBe(403);
  });

  it('refuses an invalid phone and e-mail with field reasons and an ended contact (400)', async () => {
    const bad = await post(`${BASE}${producerId}/add-kontakt-ucastnik-trhu`, { ...contact, telefon: '+42112', email: 'zuzana@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().hints.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'telefon']);
    const ended = await post(`${BASE}${producerId}/add-kontakt-ucastnik-trhu`, { ...contact, datDo: '2020-01-31' });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().hints.errors).toEqual([expect.objectContaining({ field: 'datDo', keyword: 'minDate' })]);
    // The served schema carries the bound, so the dialog refuses the same date before sending.
    const served = (await get(`${BASE}${producerId}/add-kontakt-ucastnik-trhu/schema/post/request`)).json<{ properties: { datDo: { minDate?: string } } }>();
    expect(served.properties.datDo.minDate).toBe('today');
  });

  it('adds the contact, moves the version on and records the change in the history', async () => {
    const before = (await get(`${BASE}${producerId}`)).json<Row>();
    const res = await post(`${BASE}${producerId}/add-kontakt-ucastnik-trhu`, contact);
    expect(res.statusCode).toBe(200);
    const after = res.json<Row>();
    expect(after.verzia).toBe(before.verzia + 1);
    expect(after.kontakty).toEqual([...((before.kontakty as unknown[]) ?? []), contact]);
    const history = (await get(`${BASE}${producerId}/history`)).json<{ zmenil: string; zmeny: { field: string }[] }[]>();
    expect(history[0]).toMatchObject({ zmenil: 'operator' });
    expect(history[0]?.zmeny.map((z) => z.field)).toContain('kontakty');
  });
});

describe('add-kontakt-ucastnik-trhu: at most 20 contacts (the shared rule contactsWithinLimit)', () => {
  const contact = { meno: 'Peter', priezvisko: 'Dvadsiaty' };
  const postIn = (lang: string, url: string, payload: unknown) =>
    server.app.inject({ method: 'POST', url, headers: bearer(operator, { 'content-type': 'application/json', 'x-language': lang }), payload: JSON.stringify(payload) });
  let id: number;
  const holding = async (count: number) => {
    const kontakty = Array.from({ length: count }, (_, i) => ({ meno: 'Kontakt', priezvisko: `Číslo ${i + 1}` }));
    await server.db.query('UPDATE ucastnik_trhu SET kontakty = $2::jsonb WHERE id_ucastnik_trhu = $1', [id, JSON.stringify(kontakty)]);
  };

  beforeAll(async () => {
    const { rows } = await server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE id_ucastnik_trhu <> $1 ORDER BY id_ucastnik_trhu LIMIT 1', [producerId]);
    id = (rows[0] as { id: number }).id;
  });

  it('names the rule in the served schema and serves its facts: the stored contacts counted and the limit', async () => {
    const served = (await get(`${BASE}${id}/add-kontakt-ucastnik-trhu/schema/post/request`)).json<{ storedRules?: string[] }>();
    expect(served.storedRules).toEqual(['contactsWithinLimit']);
    await holding(20);
    const facts = await get(`${BASE}rules/contactsWithinLimit?id=${id}`);
    expect(facts.statusCode).toBe(200);
    expect(facts.json()).toEqual({ facts: { count: 20, max: 20 } });
  });

  it('refuses the 21st contact (400) under the contact’s name, in sk, en and cs, naming the limit; nothing is stored', async () => {
    await holding(20);
    const texts: Record<string, string> = {
      sk: 'Účastník trhu môže mať najviac 20 kontaktov; ďalší kontakt už nemožno pridať',
      en: 'A market participant may have at most 20 contacts; no further contact can be added',
      cs: 'Účastník trhu může mít nejvýše 20 kontaktů; další kontakt již nelze přidat',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const res = await postIn(lang, `${BASE}${id}/add-kontakt-ucastnik-trhu`, contact);
      expect(res.statusCode, lang).toBe(400);
      expect(res.json().hints.errors).toEqual([expect.objectContaining({ field: 'meno', keyword: 'contactsWithinLimit', params: { max: 20 } })]);
      expect(res.json().hints.fields.meno.join(' '), lang).toContain(text);
    }
    const row = (await get(`${BASE}${id}`)).json<Row>();
    expect(row.kontakty).toHaveLength(20);
  });

  it('two contacts sent at once to a participant holding 19: one is added, the other refused, never 21', async () => {
    await holding(19);
    const answers = await Promise.all([post(`${BASE}${id}/add-kontakt-ucastnik-trhu`, contact), post(`${BASE}${id}/add-kontakt-ucastnik-trhu`, { ...contact, priezvisko: 'Súbežný' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect((await get(`${BASE}${id}`)).json<Row>().kontakty).toHaveLength(20);
  });

  it('adds the 20th contact', async () => {
    await holding(19);
    const res = await post(`${BASE}${id}/add-kontakt-ucastnik-trhu`, contact);
    expect(res.statusCode).toBe(200);
    expect(res.json<Row>().kontakty).toHaveLength(20);
  });
});

describe('change-acer-sportrebna', () => {
  it('needs the write token (403) and a record in scope (404 for a missing one)', async () => {
    expect((await post(`${BASE}${producerId}/change-acer-sportrebna`, { acerKod: 'A0000123B.SK' }, producer)).statusCode).toBe(403);
    expect((await post(`${BASE}99999999/change-acer-sportrebna`, { acerKod: 'A0000123B.SK' })).statusCode).toBe(404);
  });

  it('refuses a code outside the ACER format with the catalogue message (400)', async () => {
    for (const acerKod of ['A0000123B.sk', '10000123B.SK', 'A0000123BSK']) {
      const res = await post(`${BASE}${producerId}/change-acer-sportrebna`, { acerKod });
      expect(res.statusCode, acerKod).toBe(400);
      expect(res.json().hints.errors).toEqual([expect.objectContaining({ field: 'acerKod' })]);
      expect(res.json().hints.reasons.join(' ')).toContain('ACER code has 9 characters');
    }
  });

  it('changes the code, audited in the history; the same code again is refused', async () => {
    const res = await post(`${BASE}${producerId}/change-acer-sportrebna`, { acerKod: 'A0000123B.SK' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Row>().acerKod).toBe('A0000123B.SK');
    const history = (await get(`${BASE}${producerId}/history`)).json<{ zmenil: string; zmeny: { field: string; to: unknown }[] }[]>();
    expect(history[0]).toMatchObject({ zmenil: 'operator', zmeny: expect.arrayContaining([expect.objectContaining({ field: 'acerKod', to: 'A0000123B.SK' })]) });
    const again = await post(`${BASE}${producerId}/change-acer-sportrebna`, { acerKod: 'A0000123B.SK' });
    expect(again.statusCode).toBe(400);
    expect(again.json().hints.errors).toEqual([expect.objectContaining({ field: 'acerKod', keyword: 'acerCodeChanged' })]);
    expect(again.json().hints.reasons.join(' ')).toContain('same as the current one');
    // The record's own form checks the same format.
    const row = (await get(`${BASE}${producerId}`)).json<Row>();
    const { mesto: _mesto, ...body } = row;
    expect((await post(`${BASE}${producerId}`, { ...body, acerKod: 'A0000123B' })).statusCode).toBe(400);
  });
});

describe('ut-changes: pending processes of a participant', () => {
  it('lists the open activities of the participant’s processes; portal users only their own', async () => {
    // A process of the producer (a complaint) that has not ended.
    const started = await post(`${API}/portal/reklamacie/reklamacia/start-process`, {}, producer);
    expect(started.statusCode).toBe(200);
    const mine = await get(`${BASE}current/zmeny`, producer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ activityId: number }[]>()).toEqual(
      expect.arrayContaining([expect.objectContaining({ activityId: started.json().activityId, processType: { code: 'REKLAMACIA' } })]),
    );
    const core = await get(`${BASE}${producerId}/zmeny`);
    expect(core.json<{ activityId: number }[]>().map((a) => a.activityId)).toContain(started.json().activityId);
    // Another participant's changes are not the producer's to see; a visitor has no read token.
    expect((await get(`${BASE}${producerId + 1}/zmeny`, producer)).statusCode).toBe(404);
    expect((await get(`${BASE}${producerId}/zmeny`, visitor)).statusCode).toBe(403);
    expect((await get(`${BASE}abc/zmeny`)).statusCode).toBe(400);
    expect((await get(`${BASE}current/zmeny`)).statusCode).toBe(404);
  });
});
