// Business time offsets (/sprava-casovych-odstupov, app-config#write): token, validation, locking,
// environment/info following a change at once, and due dates computed after a change using it.
import { describe, expect, it } from 'vitest';
import { COMPLAINT_OFFSET, complaintDueDate } from '../model/reklamacia';
import { apiSession } from '../testing/apiSession';

const PATH = '/edc/casovy-posun/';

const session = apiSession(['producer', 'operator'], { user: 'operator' });

const { call } = session;

interface Offset {
  idCasovyPosun: number;
  kod: string;
  dni: number;
  anoPracDni: boolean;
  popis: string | null;
  verzia: number;
}

describe('time offsets', () => {
  it('are administered only with app-config#write', async () => {
    expect((await call('GET', PATH, 'producer')).statusCode).toBe(403);
    expect((await call('POST', PATH, 'producer', { kod: 'NOVA_LEHOTA', dni: 3, anoPracDni: true })).statusCode).toBe(403);
  });

  it('change environment/info at once; a bad value is 400, a stale version 409, the code stays', async () => {
    const offset = (await call('GET', `${PATH}?eq(kod,ZMENA_DODAVATELA)`)).json<Offset[]>()[0] as Offset;
    const { idCasovyPosun, ...body } = offset;
    expect((await call('POST', `${PATH}${idCasovyPosun}`, 'operator', { ...body, dni: -1 })).statusCode).toBe(400);
    expect((await call('POST', `${PATH}${idCasovyPosun}`, 'operator', { ...body, kod: 'INY_KOD' })).statusCode).toBe(400);
    const saved = await call('POST', `${PATH}${idCasovyPosun}`, 'operator', { ...body, dni: 15, anoPracDni: true });
    expect(saved.statusCode).toBe(200);
    const info = (await call('GET', '/environment/info', 'producer')).json<{ timeOffset: Record<string, unknown> }>();
    expect(info.timeOffset.ZMENA_DODAVATELA).toEqual({ dni: 15, anoPracDni: true });
    expect((await call('POST', `${PATH}${idCasovyPosun}`, 'operator', { ...body, dni: 16 })).statusCode).toBe(409);

    const created = await call('POST', PATH, 'operator', { kod: 'PRIPOMIENKOVANIE', dni: 7, anoPracDni: true, popis: 'Lehota na pripomienky' });
    expect(created.statusCode).toBe(201);
    expect((await call('POST', PATH, 'operator', { kod: 'PRIPOMIENKOVANIE', dni: 7, anoPracDni: true })).statusCode).toBe(409);
    expect((await call('GET', '/environment/info', 'producer')).json<{ timeOffset: Record<string, unknown> }>().timeOffset.PRIPOMIENKOVANIE).toEqual({ dni: 7, anoPracDni: true });
    // Deadlines depend on offsets: none is ever deleted.
    expect((await call('DELETE', `${PATH}${idCasovyPosun}`)).statusCode).toBe(404);
  });

  it('due dates computed after a change use the new offset (days, then working days)', async () => {
    const { db } = session.server;
    // From Mon 21 Dec 2026; 24 and 25 Dec are holidays.
    await db.query("INSERT INTO sviatok (datum, nazov, statny_sviatok) VALUES ('2026-12-24', 'Štedrý deň', false), ('2026-12-25', 'Prvý sviatok vianočný', false) ON CONFLICT DO NOTHING");
    const save = async (change: Partial<Offset>) => {
      const { idCasovyPosun, ...body } = (await call('GET', `${PATH}?eq(kod,${COMPLAINT_OFFSET})`)).json<Offset[]>()[0] as Offset;
      const res = await call('POST', `${PATH}${idCasovyPosun}`, 'operator', { ...body, ...change });
      expect(res.statusCode, res.body).toBe(200);
    };
    await save({ dni: 3, anoPracDni: false });
    expect(await complaintDueDate(db, '2026-12-21')).toBe('2026-12-24');
    // Three working days: Tue 22, Wed 23, then past the holidays and the weekend to Mon 28.
    await save({ anoPracDni: true });
    expect(await complaintDueDate(db, '2026-12-21')).toBe('2026-12-28');
    await save({ dni: 15, anoPracDni: true });
  });
});
