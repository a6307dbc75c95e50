// A read-only record's detail is drawn from `{id}/schema/post/request`: the contract register's
// read-only entities answer their fields there (an empty schema left a processing result's detail
// with nothing but its failed items, issue 25).
import { describe, expect, it } from 'vitest';
import { apiSession } from '../testing/apiSession';
import { NOTIFY_CHANNELS, NOTIFY_TEMPLATES } from '../zmluva/notifyCodes';

const session = apiSession(['operator']);

describe('read-only register records', () => {
  it("answer the processing result's summary fields for its detail", async () => {
    const [job] = (await session.call('GET', '/portal/zmluvy/spracovanie/?limit(1)')).json<{ code: string }[]>();
    const res = await session.call('GET', `/portal/zmluvy/spracovanie/${job?.code}/schema/post/request`);
    expect(res.statusCode).toBe(200);
    const { properties } = res.json<{ properties: Record<string, { readOnly?: boolean; enum?: unknown[] }> }>();
    for (const field of ['typ', 'stav', 'zaciatok', 'koniec', 'spracovane', 'uspesne', 'chybne', 'vytvoril']) {
      expect(properties[field]?.readOnly, field).toBe(true);
    }
    // The run's template and channel are codes: their enums let the detail name them by their labels.
    expect(properties.sablona?.enum).toEqual([...NOTIFY_TEMPLATES, null]);
    expect(properties.kanal?.enum).toEqual([...NOTIFY_CHANNELS, null]);
  });

  it("answer a failed item's and an addendum's fields too", async () => {
    const [item] = (await session.call('GET', '/portal/zmluvy/spracovanie-chyba/?limit(1)')).json<{ idPolozka: number }[]>();
    const res = await session.call('GET', `/portal/zmluvy/spracovanie-chyba/${item?.idPolozka}/schema/post/request`);
    expect(Object.keys(res.json<{ properties: object }>().properties)).toEqual(expect.arrayContaining(['cisloZmluvy', 'chybaKod']));
    const [addendum] = (await session.call('GET', '/portal/zmluvy/zmluva-dodatok/?limit(1)')).json<{ idZmluvaDodatok: number }[]>();
    const own = await session.call('GET', `/portal/zmluvy/zmluva-dodatok/${addendum?.idZmluvaDodatok}/schema/post/request`);
    expect(Object.keys(own.json<{ properties: object }>().properties)).toEqual(expect.arrayContaining(['cisloDodatku', 'platnostOd']));
  });
});
