import { beforeAll, describe, expect, it } from 'vitest';
import { apiSession } from '../testing/apiSession';

// Rules whose SQL counts days from a stored timestamp, at the edge of the Slovak day: 23:30 UTC on
// 26 November is 00:30 on 27 November in Bratislava. The database session's zone (server/db/sessionZone.ts)
// makes SQL's day the Slovak one; the timestamps themselves reach the client unchanged, in UTC.
const session = apiSession(['producer']);
const LATE_EVENING_UTC = '2026-11-26T23:30:00Z';
const SOLAR = 'Solárny park Zlaté Moravce s.r.o.';
let solar: number;

beforeAll(async () => {
  const { rows } = await session.server.db.query<{ id: number }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_trhu WHERE nazov = $1', [SOLAR]);
  solar = rows[0]?.id ?? 0;
});

describe('the Slovak day in SQL', () => {
  it("files a message received at 23:30 UTC under the next day in the mailbox's day filter", async () => {
    const subject = `Hranica dňa ${Date.now()}`;
    await session.server.db.query("INSERT INTO schranka (login, predmet, text, odosielatel, datum_prijatia) VALUES ('producer', $1, 'text', 'test', $2)", [
      subject,
      LATE_EVENING_UTC,
    ]);
    const onDay = async (day: string) => {
      const res = await session.call('GET', `/edc/schranky/schranka/?eq(denPrijatia,${day})&limit(100,0)`);
      expect(res.statusCode).toBe(200);
      return res.json<{ predmet: string; datumPrijatia: string; denPrijatia: string }[]>().filter((m) => m.predmet === subject);
    };
    const [message] = await onDay('2026-11-27');
    expect(message?.denPrijatia).toBe('2026-11-27');
    // The moment itself is unchanged: an ISO instant in UTC.
    expect(new Date(message?.datumPrijatia ?? '').toISOString()).toBe('2026-11-26T23:30:00.000Z');
    expect(message?.datumPrijatia).toMatch(/Z$/);
    expect(await onDay('2026-11-26')).toEqual([]);
  });

  it('answers the times of a chain link in UTC with a Z, whatever the session zone', async () => {
    const { rows } = await session.server.db.query<{ id: number }>(
      'UPDATE retazenie_odchylok SET created_at = $2 WHERE id_retazenie = (SELECT min(id_retazenie) FROM retazenie_odchylok WHERE id_ziadatel = $1) RETURNING id_retazenie AS id',
      [solar, LATE_EVENING_UTC],
    );
    const id = rows[0]?.id;
    expect(id).toBeGreaterThan(0);
    const res = await session.call('GET', `/portal/zmluvy/retazenie-odchylok/${id}`, 'producer', undefined, { tenant: solar });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ vytvoreneKedy: string }>().vytvoreneKedy).toBe('2026-11-26T23:30:00Z');
  });
});
