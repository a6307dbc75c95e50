import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_LOOP, CHAIN_OVERLAP, storedRulesOf, type ChainGraphFact, type ChainLinkFact } from '../../../engine/core/validation';
import { bearer, loginWithPassword, startTestServer, type TestServer } from '../../testing/harness';

const API = '/portalbl/svc';
const BASE = '/portal/zmluvy/retazenie-odchylok/';
let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const SOLAR = 'Solárny park Zlaté Moravce s.r.o.';
const ZSE = 'Západoslovenská energetika a.s.';
const SSE = 'Stredoslovenská energetika a.s.';
const VSE = 'Východoslovenská energetika a.s.';
const VTE = 'Veterný park Cerová a.s.';
const PARTICIPANT_MVE = 'Malá vodná elektráreň Hron s.r.o.';
const AGR = 'Energetické agregačné centrum s.r.o.';

type Link = { idRetazenie: number; idZiadatel: number; idUcastnikTrhu: number; stav: string; verzia: number; nazovZiadatel: string; nazovUcastnik: string; dovodOdmietnutia: string | null };
type ErrorJson = { message: string; hints: { reasons: string[]; errors?: unknown[] } };

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['visitor', 'producer', 'supplier', 'operator']) tokens[user] = (await loginWithPassword(server.app, user)).access_token;
  const { rows } = await server.db.query<{ id: number; nazov: string }>('SELECT id_ucastnik_trhu AS id, nazov FROM ucastnik_trhu');
  for (const r of rows) ids[r.nazov] = r.id;
});
afterAll(async () => server.close());

function call(method: 'GET' | 'POST', url: string, user: string, options: { tenant?: string; body?: unknown } = {}) {
  const headers = bearer(tokens[user] as string, {
    ...(options.tenant ? { 'x-tenant': String(ids[options.tenant]) } : {}),
    'x-language': 'en',
    ...(method !== 'GET' ? { 'content-type': 'application/json' } : {}),
  });
  return server.app.inject({ method, url: `${API}${url}`, headers, ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }) });
}

async function waiting(user: string, tenant: string): Promise<number> {
  const res = await call('POST', '/portal/zmluvy/retazenie-odchylok/waiting-count', user, { tenant, body: { idUcastnikTrhu: ids[tenant] } });
  return (res.json() as { count: number }).count;
}

async function linkBetween(requester: string, party: string, user: string, tenant: string): Promise<Link> {
  const res = await call('GET', `${BASE}?eq(idZiadatel,${ids[requester]})&eq(idUcastnikTrhu,${ids[party]})&eq(stav,CAKA)`, user, { tenant });
  const [row] = res.json<Link[]>();
  if (!row) throw new Error(`no waiting link ${requester} → ${party}`);
  return row;
}

describe('balance-responsibility chain', () => {
  it('403 without the token', async () => {
    expect((await call('GET', BASE, 'visitor')).statusCode).toBe(403);
    expect((await call('POST', BASE, 'visitor', { body: { idUcastnikTrhu: 1, platnostOd: '2030-01-01' } })).statusCode).toBe(403);
    // The menu's waiting badge asks this count: a visitor without the token gets no figure either.
    const count = await call('POST', '/portal/zmluvy/retazenie-odchylok/waiting-count', 'visitor', { body: { idUcastnikTrhu: 1 } });
    expect(count.statusCode).toBe(403);
    expect(typeof count.json<{ message?: unknown }>().message).toBe('string');
  });

  it('portal users see the links where their participant is either side; core staff see all', async () => {
    const rows = (await call('GET', `${BASE}?limit(1000)`, 'supplier', { tenant: ZSE })).json<Link[]>();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.idZiadatel, r.idUcastnikTrhu]).toContain(ids[ZSE]);
    expect(rows.filter((r) => r.idUcastnikTrhu === ids[ZSE] && r.stav === 'CAKA').length).toBe(2);
    const all = (await call('GET', `${BASE}?limit(1000)&count()`, 'operator')).json<Link[]>();
    expect(all.length).toBeGreaterThan(30);
    expect(all.some((r) => r.idZiadatel !== ids[ZSE] && r.idUcastnikTrhu !== ids[ZSE])).toBe(true);
    // Someone else's link reads as missing.
    const foreign = all.find((r) => r.idZiadatel !== ids[ZSE] && r.idUcastnikTrhu !== ids[ZSE]) as Link;
    expect((await call('GET', `${BASE}${foreign.idRetazenie}`, 'supplier', { tenant: ZSE })).statusCode).toBe(404);
  });

  it('asks a party, stamping the caller as requester; the party sees it waiting', async () => {
    const res = await call('POST', BASE, 'supplier', { tenant: ZSE, body: { idUcastnikTrhu: ids[VTE], platnostOd: '2030-01-01', platnostDo: '2030-03-31', poznamka: 'Q1 2030' } });
    expect(res.statusCode).toBe(201);
    const link = res.json<Link>();
    expect(link).toMatchObject({ idZiadatel: ids[ZSE], idUcastnikTrhu: ids[VTE], stav: 'CAKA', nazovUcastnik: VTE });
    // Another participant's id as requester is refused.
    const foreign = await call('POST', BASE, 'supplier', { tenant: ZSE, body: { idZiadatel: ids[SOLAR], idUcastnikTrhu: ids[VTE], platnostOd: '2031-01-01' } });
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses an overlapping period of the same requester, naming the other link', async () => {
    const res = await call('POST', BASE, 'supplier', { tenant: ZSE, body: { idUcastnikTrhu: ids[AGR], platnostOd: '2030-02-01', platnostDo: '2030-02-28' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().hints.reasons).toEqual([`platnostOd: The period overlaps another chain link to ${VTE} (2030-01-01 – 2030-03-31)`]);
    // The shared rule refused it, by name: the served schema names it, and the form gets the same
    // facts before it sends, from which the same rule gives the same reason.
    expect(res.json<ErrorJson>().hints.errors).toEqual([{ field: 'platnostOd', keyword: 'chainOverlap', params: { party: VTE, od: '2030-01-01', do: '2030-03-31' } }]);
    expect(storedRulesOf((await call('GET', `${BASE}schema/post/request`, 'supplier', { tenant: ZSE })).json()).map((r) => r.name)).toEqual(['chainOverlap', 'chainLoop']);
    const served = await call('GET', `${BASE}rules/chainOverlap?platnostOd=2030-02-01`, 'supplier', { tenant: ZSE });
    expect(served.statusCode).toBe(200);
    const facts = served.json<{ facts: ChainLinkFact[] }>().facts;
    expect(facts.every((f) => typeof f.party === 'string')).toBe(true);
    expect(CHAIN_OVERLAP.check({ platnostOd: '2030-02-01', platnostDo: '2030-02-28' }, facts)).toEqual({ key: 'validation.chainOverlap', params: { party: VTE, od: '2030-01-01', do: '2030-03-31' } });
    // Another participant's links are not the caller's facts: a portal caller gets its own.
    const foreign = await call('GET', `${BASE}rules/chainOverlap?idZiadatel=${ids[SOLAR]}`, 'supplier', { tenant: ZSE });
    expect(foreign.json<{ facts: unknown }>().facts).toBeNull();
    const open = await call('POST', BASE, 'supplier', { tenant: ZSE, body: { idUcastnikTrhu: ids[AGR], platnostOd: '2029-06-01' } });
    expect(open.statusCode).toBe(400);
    const after = await call('POST', BASE, 'supplier', { tenant: ZSE, body: { idUcastnikTrhu: ids[AGR], platnostOd: '2030-04-01', platnostDo: '2030-06-30' } });
    expect(after.statusCode).toBe(201);
  });

  it('refuses a link that closes a loop, naming it', async () => {
    // The producer's participant already hands its imbalance to ZSE (open-ended, seed): ZSE → SOLAR loops.
    const res = await call('POST', BASE, 'supplier', { tenant: ZSE, body: { idUcastnikTrhu: ids[SOLAR], platnostOd: '2031-01-01', platnostDo: '2031-12-31' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorJson>().hints.reasons.join(' ')).toContain(`loop: ${ZSE} → ${SOLAR} → ${ZSE}`);
    // The shared rule chainLoop refused it, by name; the form gets the same facts and finds the same loop.
    expect(res.json<ErrorJson>().hints.errors).toMatchObject([{ field: 'idUcastnikTrhu', keyword: 'chainLoop' }]);
    const graph = (await call('GET', `${BASE}rules/chainLoop?idUcastnikTrhu=${ids[SOLAR]}`, 'supplier', { tenant: ZSE })).json<{ facts: ChainGraphFact }>().facts;
    expect(graph.requester).toBe(ids[ZSE]);
    expect(CHAIN_LOOP.check({ idUcastnikTrhu: ids[SOLAR], platnostOd: '2031-01-01', platnostDo: '2031-12-31' }, graph)).toEqual({ key: 'validation.chainLoop', params: { loop: `${ZSE} → ${SOLAR} → ${ZSE}` } });
    // A longer one: SSE → ZSE (seed, waiting) and ZSE → VTE (2030 Q1): VTE → SSE closes VTE → SSE → ZSE → VTE.
    // The supplier's user is made a member of VTE here, to ask on its behalf.
    await server.db.query('INSERT INTO user_ucastnik (login, id_ucastnik_trhu) VALUES ($1, $2)', ['supplier', ids[VTE]]);
    const long = await call('POST', BASE, 'supplier', { tenant: VTE, body: { idUcastnikTrhu: ids[SSE], platnostOd: '2030-03-01', platnostDo: '2030-03-31' } });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorJson>().hints.reasons.join(' ')).toContain(`loop: ${VTE} → ${SSE} → ${ZSE} → ${VTE}`);
    const self = await call('POST', BASE, 'supplier', { tenant: ZSE, body: { idUcastnikTrhu: ids[ZSE], platnostOd: '2032-01-01' } });
    expect(self.statusCode).toBe(400);
    expect(self.json<ErrorJson>().hints.reasons).toEqual(['idUcastnikTrhu: A participant cannot hand imbalance responsibility to itself']);
  });

  it('only the party consents (403 for the requester and core staff); the waiting count drops', async () => {
    const link = await linkBetween(SSE, ZSE, 'supplier', ZSE);
    expect(await waiting('supplier', ZSE)).toBe(2);
    expect((await call('POST', `${BASE}${link.idRetazenie}/consent`, 'supplier', { tenant: SSE, body: {} })).statusCode).toBe(403);
    expect((await call('POST', `${BASE}${link.idRetazenie}/consent`, 'operator', { body: {} })).statusCode).toBe(403);
    // A participant on neither side does not even see it.
    expect((await call('POST', `${BASE}${link.idRetazenie}/consent`, 'producer', { tenant: SOLAR, body: {} })).statusCode).toBe(404);
    const ok = await call('POST', `${BASE}${link.idRetazenie}/consent`, 'supplier', { tenant: ZSE, body: {} });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ stav: 'SUHLAS' });
    expect(await waiting('supplier', ZSE)).toBe(1);
    const again = await call('POST', `${BASE}${link.idRetazenie}/consent`, 'supplier', { tenant: ZSE, body: {} });
    expect(again.statusCode).toBe(400);
    const read = (await call('GET', `${BASE}${link.idRetazenie}`, 'supplier', { tenant: SSE })).json<Link & { rozhodol: string }>();
    expect(read).toMatchObject({ stav: 'SUHLAS', rozhodol: 'supplier' });
  });

  it('the party refuses with a reason; the requester edits only while it waits (409 on a stale version)', async () => {
    const link = await linkBetween(VSE, SOLAR, 'producer', SOLAR);
    const before = await waiting('producer', SOLAR);
    expect(before).toBe(3);
    const noReason = await call('POST', `${BASE}${link.idRetazenie}/refuse`, 'producer', { tenant: SOLAR, body: {} });
    expect(noReason.statusCode).toBe(400);
    const refused = await call('POST', `${BASE}${link.idRetazenie}/refuse`, 'producer', { tenant: SOLAR, body: { dovod: 'Chýba rámcová zmluva.' } });
    expect(refused.statusCode).toBe(200);
    expect(await waiting('producer', SOLAR)).toBe(before - 1);
    const stored = (await call('GET', `${BASE}${link.idRetazenie}`, 'operator')).json<Link>();
    expect(stored).toMatchObject({ stav: 'NESUHLAS', dovodOdmietnutia: 'Chýba rámcová zmluva.' });

    const mine = await linkBetween(ZSE, AGR, 'supplier', ZSE);
    const edited = await call('POST', `${BASE}${mine.idRetazenie}`, 'supplier', { tenant: ZSE, body: { idRetazenie: mine.idRetazenie, platnostOd: '2030-04-01', platnostDo: '2030-05-31', verzia: mine.verzia } });
    expect(edited.statusCode).toBe(200);
    const stale = await call('POST', `${BASE}${mine.idRetazenie}`, 'supplier', { tenant: ZSE, body: { idRetazenie: mine.idRetazenie, platnostOd: '2030-04-02', verzia: mine.verzia } });
    expect(stale.statusCode).toBe(409);
    // A decided link is no longer edited; the party (a reader) never edits it.
    const consented = (await call('GET', `${BASE}?eq(idZiadatel,${ids[SSE]})&eq(idUcastnikTrhu,${ids[ZSE]})&eq(stav,SUHLAS)`, 'supplier', { tenant: SSE })).json<Link[]>()[0] as Link;
    const decided = await call('POST', `${BASE}${consented.idRetazenie}`, 'supplier', { tenant: SSE, body: { idRetazenie: consented.idRetazenie, platnostOd: '2030-01-01', verzia: consented.verzia } });
    expect(decided.statusCode).toBe(400);
    const waitingForSolar = await linkBetween(PARTICIPANT_MVE, SOLAR, 'producer', SOLAR);
    const byParty = await call('POST', `${BASE}${waitingForSolar.idRetazenie}`, 'producer', { tenant: SOLAR, body: { idRetazenie: waitingForSolar.idRetazenie, platnostOd: '2030-01-01', verzia: waitingForSolar.verzia } });
    expect(byParty.statusCode).toBe(404);
  });

  it('a link has a history (dialog retazenie-odchylok-detail): asked, changed and decided, by whom; both sides read it, others get 404', async () => {
    const asked = await call('POST', BASE, 'supplier', { tenant: ZSE, body: { idUcastnikTrhu: ids[VTE], platnostOd: '2035-01-01', platnostDo: '2035-12-31', poznamka: 'Prevzatie na rok 2035' } });
    expect(asked.statusCode).toBe(201);
    const link = asked.json<Link & { verzia: number }>();
    const edited = await call('POST', `${BASE}${link.idRetazenie}`, 'supplier', { tenant: ZSE, body: { idRetazenie: link.idRetazenie, platnostOd: '2035-02-01', platnostDo: '2035-12-31', verzia: link.verzia } });
    expect(edited.statusCode).toBe(200);
    await server.db.query('UPDATE retazenie_odchylok SET stav = $2, rozhodol = $3, updated_by = $3, rozhodnute_kedy = now(), verzia = verzia + 1 WHERE id_retazenie = $1', [link.idRetazenie, 'SUHLAS', 'vte.user']);
    type Entry = { akcia: string; zmenil: string | null; zmeny: { field: string; from: unknown; to: unknown }[] };
    const res = await call('GET', `${BASE}${link.idRetazenie}/history`, 'supplier', { tenant: ZSE });
    expect(res.statusCode).toBe(200);
    const history = res.json<Entry[]>();
    // Newest first: the decision, the period change, the request.
    expect(history.map((e) => e.akcia)).toEqual(['UPDATE', 'UPDATE', 'CREATE']);
    expect(history[0]).toMatchObject({ zmenil: 'vte.user' });
    expect(history[0]?.zmeny).toContainEqual({ field: 'stav', from: 'CAKA', to: 'SUHLAS' });
    expect(history[1]).toMatchObject({ zmenil: 'supplier' });
    expect(history[1]?.zmeny).toContainEqual({ field: 'platnostOd', from: '2035-01-01', to: '2035-02-01' });
    expect(history[2]?.zmeny).toContainEqual({ field: 'poznamka', from: null, to: 'Prevzatie na rok 2035' });
    expect((await call('GET', `${BASE}${link.idRetazenie}/history`, 'operator')).statusCode).toBe(200);
    expect((await call('GET', `${BASE}${link.idRetazenie}/history`, 'producer', { tenant: SOLAR })).statusCode).toBe(404);
    expect((await call('GET', `${BASE}${link.idRetazenie}/history`, 'visitor')).statusCode).toBe(403);
  });
});
