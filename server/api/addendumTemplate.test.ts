// Addendum templates (/sprava-dodatkov, doc-template#write): token, placeholders, versions, locking,
// and the contract's addendum action filling the chosen template with the contract's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../testing/harness';
import { marketDayAfter } from '../../engine/core/validation/marketDay';

const API = '/portalbl/svc';
const PATH = '/edc/addendum-template/';
const VERSIONS = '/edc/addendum-template-verzia/';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['producer', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
});

afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, user = 'operator', payload?: unknown) =>
  server.app.inject({ method, url: `${API}${path}`, headers: bearer(tokens[user] as string, { 'x-language': 'sk' }), ...(payload === undefined ? {} : { payload: payload as object }) });

const NEW = {
  kod: 'DOD-KT-ZMENA-LIMITU',
  nazov: 'Dodatok o zmene limitu obchodovania',
  typyZmluvy: ['KT', 'RRM_KT'],
  popis: 'Zmena finančného limitu na krátkodobom trhu.',
  platnostOd: '2025-01-01',
  platnostDo: null,
  textSablony: 'DODATOK č. {{cisloDodatku}} k zmluve {{cisloZmluvy}} ({{typZmluvy}})\nÚčastník: {{nazovUcastnika}}, EIC {{eicUcastnika}}.\nÚčinnosť od {{platnostDodatku}}.',
};

describe('addendum templates', () => {
  it('are only for holders of doc-template#write', async () => {
    expect((await call('GET', PATH, 'producer')).statusCode).toBe(403);
    expect((await call('POST', PATH, 'producer', NEW)).statusCode).toBe(403);
    expect((await call('GET', VERSIONS, 'producer')).statusCode).toBe(403);
  });

  it('refuses an unknown placeholder naming it, a type outside the code book, and a validity ending first', async () => {
    const res = await call('POST', PATH, 'operator', { ...NEW, textSablony: 'Zmluva {{cisloZmluvy}} a {{cenaZaMWh}}.' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ hints: { fields: Record<string, string[]>; errors: { field: string; keyword: string }[] } }>();
    // The served schema's knownPlaceholders (the form runs it too): under the text, in words.
    expect(body.hints.fields.textSablony?.[0]).toMatch(/^textSablony: Neznáme premenné \{\{cenaZaMWh\}\}; povolené sú \{\{cisloZmluvy\}\}, /);
    expect(body.hints.errors).toMatchObject([{ field: 'textSablony', keyword: 'knownPlaceholders' }]);
    expect((await call('GET', `${PATH}schema/post/request`)).json<{ properties: { textSablony: { knownPlaceholders: string[] } } }>().properties.textSablony.knownPlaceholders).toContain('platnostDodatku');
    expect((await call('POST', PATH, 'operator', { ...NEW, typyZmluvy: ['XYZ'] })).statusCode).toBe(400);
    expect((await call('POST', PATH, 'operator', { ...NEW, typyZmluvy: [] })).statusCode).toBe(400);
    expect((await call('POST', PATH, 'operator', { ...NEW, platnostDo: '2024-12-31' })).statusCode).toBe(400);
  });

  it('takes contract types from the live code book: a new type at once, an invalidated one only where it was stored', async () => {
    const BOOK = '/edc/ciselnik/portal/zmluva-typ/';
    const added = await call('POST', BOOK, 'operator', { kod: 'FLEX_T', nazov: 'Zmluva o flexibilite (test)', nazovEn: 'Flexibility agreement (test)', poradie: 990, anoPlatny: true });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<Row>();
    const created = await call('POST', PATH, 'operator', { ...NEW, kod: 'DOD-FLEX-TEST', typyZmluvy: ['FLEX_T', 'KT'] });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<Row>();
    // Every item, with whether it is valid today: forms offer the valid ones and name the rest.
    const listed = await call('GET', '/portal/enum/zmluva-typ/vsetky/?select(kod,nazov,platny)&eq(kod,FLEX_T)', 'producer');
    expect(listed.json()).toEqual([{ kod: 'FLEX_T', nazov: 'Zmluva o flexibilite (test)', platny: true }]);

    const invalidated = await call('POST', `${BOOK}${String(item.idEdcCiselnik)}`, 'operator', {
      kod: 'FLEX_T', nazov: item.nazov, nazovEn: item.nazovEn, poradie: 990, anoPlatny: false, platnostOd: null, platnostDo: null, verzia: item.verzia,
    });
    expect(invalidated.statusCode, invalidated.body).toBe(200);
    expect((await call('GET', '/portal/enum/zmluva-typ/?eq(kod,FLEX_T)', 'producer')).json()).toEqual([]);
    expect((await call('GET', '/portal/enum/zmluva-typ/vsetky/?select(kod,platny)&eq(kod,FLEX_T)', 'producer')).json()).toEqual([{ kod: 'FLEX_T', platny: false }]);
    // No new template may pick it; the one that had it keeps it on its next save.
    const refused = await call('POST', PATH, 'operator', { ...NEW, kod: 'DOD-FLEX-NEW', typyZmluvy: ['FLEX_T'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ hints: { reasons: string[] } }>().hints.reasons.join(' ')).toContain('FLEX_T');
    const { idAddendumTemplate, zmenil, zmenene, ...body } = template;
    void zmenil;
    void zmenene;
    const kept = await call('POST', `${PATH}${String(idAddendumTemplate)}`, 'operator', { ...body, nazov: 'Dodatok o flexibilite' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Row>().typyZmluvy).toEqual(['FLEX_T', 'KT']);
    expect((await call('GET', '/portal/enum/zmluva-typ/vsetky/?eq(heslo,1)', 'producer')).statusCode).toBe(400);
    expect((await call('GET', '/portal/enum/neznamy/vsetky/', 'producer')).statusCode).toBe(404);
  });

  it('lists the placeholders a body may use, for the administration only', async () => {
    const res = await call('GET', `${PATH}placeholders`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining(['cisloZmluvy', 'nazovUcastnika', 'platnostDodatku']));
    expect((await call('GET', `${PATH}placeholders`, 'producer')).statusCode).toBe(403);
  });

  it('keeps every saved version readable and refuses a stale version with 409', async () => {
    const created = await call('POST', PATH, 'operator', { ...NEW, kod: 'DOD-KT-VERZIE' });
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json<Row>();
    expect(first).toMatchObject({ verzia: 1, typyZmluvy: ['KT', 'RRM_KT'] });
    const id = first.idAddendumTemplate as number;
    const changed = await call('POST', `${PATH}${id}`, 'operator', { ...first, textSablony: `${NEW.textSablony}\nPlatí od {{datum}}.`, zmenil: undefined, zmenene: undefined });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Row>().verzia).toBe(2);
    const stale = await call('POST', `${PATH}${id}`, 'operator', { ...first, nazov: 'Iný názov', zmenil: undefined, zmenene: undefined });
    expect(stale.statusCode).toBe(409);
    const versions = await call('GET', `${VERSIONS}?eq(idAddendumTemplate,${id})&sort(-verzia)`);
    expect(versions.statusCode).toBe(200);
    const list = versions.json<{ verzia: number; textSablony: string; zmenil: string }[]>();
    expect(list.map((v) => v.verzia)).toEqual([2, 1]);
    expect(list[1]?.textSablony).toBe(NEW.textSablony);
    expect(list[0]?.textSablony).toContain('Platí od {{datum}}.');
    expect(list[0]?.zmenil).toBe('operator');
  });

  it('is offered for its contract types and fills an addendum with the contract data', async () => {
    const created = (await call('POST', PATH, 'operator', { ...NEW, kod: 'DOD-KT-PLNENIE' })).json<Row>();
    const offered = await call('GET', `/portal/document/addendum-template/?eq(typyZmluvy,KT)&select(kod)`);
    expect(offered.json<{ kod: string }[]>().map((r) => r.kod)).toContain('DOD-KT-PLNENIE');
    const notOffered = await call('GET', `/portal/document/addendum-template/?eq(typyZmluvy,DUA)&select(kod)`);
    expect(notOffered.json<{ kod: string }[]>().map((r) => r.kod)).not.toContain('DOD-KT-PLNENIE');
    const { rows } = await server.db.query<{ id: number; cislo: string; eic: string; nazov: string }>(
      `SELECT z.id_zmluva AS id, z.cislo_zmluvy AS cislo, u.eic, u.nazov FROM zmluva z JOIN ucastnik_trhu u USING (id_ucastnik_trhu)
       WHERE z.typ_zmluvy = 'KT' AND z.stav = 'AKTIVNA' AND z.platnost_od <= current_date AND (z.platnost_do IS NULL OR z.platnost_do > current_date + 10)
       ORDER BY z.id_zmluva LIMIT 1`,
    );
    const contract = rows[0] as { id: number; cislo: string; eic: string; nazov: string };
    const day = marketDayAfter(5);
    const res = await call('POST', `/portal/zmluvy/zmluva/${contract.id}/addendum`, 'operator', { idAddendumTemplate: created.idAddendumTemplate, platnostOd: day });
    expect(res.statusCode, res.body).toBe(200);
    const addendum = res.json<{ text: string; verziaSablony: number; cisloDodatku: number }>();
    expect(addendum.verziaSablony).toBe(1);
    expect(addendum.text).toContain(`DODATOK č. ${addendum.cisloDodatku} k zmluve ${contract.cislo} (Zmluva o krátkodobom trhu)`);
    expect(addendum.text).toContain(`Účastník: ${contract.nazov}, EIC ${contract.eic}.`);
    const [y, m, d] = day.split('-');
    expect(addendum.text).toContain(`Účinnosť od ${Number(d)}. ${Number(m)}. ${y}.`);
  });

  it('cannot be deleted while an addendum uses it (409)', async () => {
    const { rows } = await server.db.query<{ id: number }>('SELECT DISTINCT id_addendum_template AS id FROM zmluva_dodatok WHERE id_addendum_template IS NOT NULL LIMIT 1');
    expect((await call('DELETE', `${PATH}${(rows[0] as { id: number }).id}`)).statusCode).toBe(409);
  });
});
