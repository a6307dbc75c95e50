// The dev account `demo` is the one README offers for "every portal screen": on the seed, each
// list its portal menu reaches must have rows (issue 25), and the data must cover the states a
// screen distinguishes (both kinds of point, every complaint and contract state, read and unread).
import { beforeAll, describe, expect, it } from 'vitest';
import { STAVY_REKLAMACIE } from '../model/reklamacia';
import { apiSession } from '../testing/apiSession';
import { DEMO_EIC } from './participants';

const session = apiSession(['demo']);
let tenant = 0;
beforeAll(async () => {
  const { rows } = await session.server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE eic = $1', [DEMO_EIC]);
  tenant = rows[0]?.id as number;
});

type Row = Record<string, unknown>;

async function rows(path: string): Promise<Row[]> {
  const res = await session.call('GET', path, 'demo', undefined, { tenant });
  expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
  const body = res.json<unknown>();
  return (Array.isArray(body) ? body : ((body as { content?: Row[] }).content ?? [])) as Row[];
}

/** Rows in all of a list: its Content-Range total. */
async function total(path: string): Promise<number> {
  const res = await session.call('GET', `${path}${path.includes('?') ? '&' : '?'}limit(1)&count()`, 'demo', undefined, { tenant });
  expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
  return Number(/\/(\d+)$/.exec(String(res.headers['content-range']))?.[1] ?? -1);
}

const distinct = (list: Row[], field: string) => [...new Set(list.map((r) => r[field]))].sort();

/** The API list behind each portal menu entry `demo` sees (metadata/menu.ts), with the rows it needs. */
export const DEMO_LISTS: readonly [menuPath: string, api: string, atLeast: number][] = [
  ['/zamietnute-ziadosti', '/portal/common/zamietnutie-ziadosti/', 3],
  ['/schranka/vyhladanie', '/edc/schranky/schranka/', 6],
  ['/zmluva/vyhladanie', '/portal/zmluvy/zmluva/', 6],
  ['/vyrobne-zariadenie/vyhladanie', '/portal/vyrobne-zariadenia/vyrobne-zariadenie/', 5],
  ['/akumulacne-zariadenie/vyhladanie', '/portal/akumulacne-zariadenia/akumulacne-zariadenie/', 4],
  ['/agregacny-blok/vyhladanie', '/portal/agregacia/agregacny-blok/', 3],
  ['/technologia/vyhladanie', '/portal/zmluvy/technologia/', 30],
  // The parameters screen opens on its master list, the technologies (their parameters are the operator's).
  ['/technologia/parametre', '/portal/zmluvy/technologia/', 30],
  ['/odberne-miesto/vyhladanie', '/edc/odberne-miesta/odberne-miesto/', 30],
  ['/odberatel/vyhladanie', '/portal/odberatelia/odberatel/', 20],
  ['/odberatel/importy', '/portal/odberatelia/odberatel-import/', 2],
  ['/skupina-zdielania/vyhladanie', '/portal/skupiny-zdielania/skupina-zdielania-evidencia/', 2],
  ['/ponizenie/vyhladanie', '/portal/ponizenie/ponizenie-evidencia/', 2],
  ['/reklamacie/vyhladanie', '/portal/reklamacie/reklamacia-evidencia/', 5],
];

describe("demo's portal screens on the seed", () => {
  it.each(DEMO_LISTS)('%s lists rows (%s)', async (_menu, api, atLeast) => {
    expect(await total(api)).toBeGreaterThanOrEqual(atLeast);
  });

  it('has metering points of both kinds and several voltage levels', async () => {
    const points = await rows('/edc/odberne-miesta/odberne-miesto/?limit(200)');
    expect(distinct(points, 'druh')).toEqual(expect.arrayContaining(['SPOTREBA', 'VYROBA']));
    expect(distinct(points, 'napatovaUroven').length).toBeGreaterThanOrEqual(3);
  });

  it('has storage devices with their sites, and blocks with members and value history', async () => {
    expect(await total('/portal/akumulacne-zariadenia/lokalita/')).toBeGreaterThan(0);
    const blocks = await rows('/portal/agregacia/agregacny-blok/?limit(50)');
    for (const block of blocks.filter((b) => b.stav === 'AKTIVNY')) {
      expect(await total(`/portal/agregacia/agregacny-blok-clen/?eq(idAgregacnyBlok,${String(block.idAgregacnyBlok)})`)).toBeGreaterThan(0);
    }
    expect(blocks.some((b) => b.stav === 'AKTIVNY')).toBe(true);
  });

  it('has sharing and reduction groups with member points', async () => {
    const groups = await rows('/portal/skupiny-zdielania/skupina-zdielania-evidencia/?limit(50)');
    expect(groups.length).toBeGreaterThan(0);
    expect(await total(`/portal/skupiny-zdielania/skupina-zdielania-clen/?eq(idZdielanie,${String(groups[0]?.idZdielanie)})`)).toBeGreaterThan(0);
  });

  it('has two finished consumer imports, one with row errors', async () => {
    const imports = await rows('/portal/odberatelia/odberatel-import/?limit(50)');
    const finished = imports.filter((i) => i.stav !== 'V_SPRACOVANI');
    expect(finished.length).toBeGreaterThanOrEqual(2);
    expect(finished.some((i) => Number(i.pocetChybnych) > 0)).toBe(true);
    expect(finished.some((i) => Number(i.pocetChybnych) === 0)).toBe(true);
  });

  it('has complaints in each state, mail read and unread, contracts in each state', async () => {
    const complaints = await rows('/portal/reklamacie/reklamacia-evidencia/?limit(100)');
    expect(distinct(complaints, 'stav')).toEqual([...STAVY_REKLAMACIE].sort());
    const mail = await rows('/edc/schranky/schranka/?limit(100)');
    expect(distinct(mail, 'stavKod').length).toBe(2);
    const contracts = await rows('/portal/zmluvy/zmluva/?limit(200)');
    expect(distinct(contracts, 'stav')).toEqual(['AKTIVNA', 'NEAKTIVNA', 'SCHVALENA', 'V_PROCESE', 'ZAMIETNUTA', 'ZRUSENA']);
  });

  it('has a contract waiting for its signature: its detail offers "Podpísať" to demo', async () => {
    const inProcess = await rows('/portal/zmluvy/zmluva/?eq(stav,V_PROCESE)&limit(50)');
    const offers: boolean[] = [];
    for (const c of inProcess) {
      const res = await session.call('GET', `/portal/zmluvy/zmluva/${String(c.idZmluva)}/podpisanie`, 'demo', undefined, { tenant });
      offers.push(res.json<{ mozePodpisat: boolean }>().mozePodpisat);
    }
    expect(offers).toContain(true);
  });

  it('has chain links waiting for its consent and given', async () => {
    const links = await rows('/portal/zmluvy/retazenie-odchylok/?limit(200)');
    expect(distinct(links, 'stav')).toEqual(expect.arrayContaining(['CAKA', 'SUHLAS']));
  });
});
