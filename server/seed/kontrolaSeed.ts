import { marketToday } from '../../engine/core/validation/marketDay';
import type { Queryable } from '../db/types';
import { SEMAFOR_FLOWS } from '../api/kontrola/semaforFlows';
import { PRODUCER_EIC, SUPPLIER_EICS } from './participants';

/** Deterministic PRNG (mulberry32), so every seeded database holds the same rows. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REFUSALS = [
  'Chýba rámcová zmluva o prevzatí zodpovednosti za odchýlku.',
  'Nedostatočná finančná zábezpeka u zúčtovateľa odchýlok.',
  'Požadované obdobie nezodpovedá dohodnutým podmienkam.',
];

/** A few notes per flow change, Slovak as the operators write them. */
const NOTES: Record<string, [string, string, string]> = {
  NAMERANE_DATA_PDS: ['Údaje od všetkých PDS prijaté včas.', 'Oneskorené dávky od lokálnej distribučnej sústavy.', 'Výpadok príjmu údajov od ZSD, riešime s dodávateľom.'],
  DENNE_ZUCTOVANIE: ['Denné zúčtovanie prebehlo bez chýb.', 'Zúčtovanie prebehlo s náhradnými hodnotami pre 3 OOM.', 'Denné zúčtovanie zlyhalo, opakujeme beh.'],
  MESACNE_ZUCTOVANIE: ['Mesačné zúčtovanie uzavreté.', 'Čakáme na opravné údaje od SSD.', 'Mesačné zúčtovanie pozastavené pre chybné vstupy.'],
  SPRAVY_UCASTNICI: ['Výmena správ funguje.', 'Zvýšený počet odmietnutých správ (schéma).', 'Komunikačná brána nedostupná.'],
  SPRAVY_PPS: ['Výmena s PPS bez problémov.', 'Oneskorené diagramy od PPS.', 'Spojenie s PPS prerušené.'],
  REGISTER_OOM: ['Register OOM synchronizovaný.', 'Synchronizácia VSD mešká o 1 deň.', 'Synchronizácia registra zlyhala.'],
  ZARUKY_POVODU: ['Vydávanie záruk pôvodu v poriadku.', 'Plánovaná údržba registra záruk pôvodu.', 'Register záruk pôvodu nedostupný.'],
  ZDIELANIE_AGREGACIA: ['Alokácia zdieľanej elektriny prebehla.', 'Alokácia čiastočne s odhadmi.', 'Alokácia zlyhala.'],
};
const STATES = ['ZELENA', 'ORANZOVA', 'CERVENA'] as const;
const OPERATORS = ['operator', 'admin'];

/**
 * Chain links over the participants existing at seed time (consented and refused history by quarter,
 * some waiting this month, a few for the dev accounts' participants) and the status board's flows
 * with two weeks of changes. Links only run from a later to an earlier participant in one order, so
 * no period holds a loop; each requester has one link per quarter, so none overlap.
 */
export async function seedKontrolaIfEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>("SELECT (SELECT count(*) FROM semafor_tok) + (SELECT count(*) FROM retazenie_odchylok WHERE created_by = 'seed') AS n");
  if (Number(rows[0]?.n ?? 0) > 0) return false;
  const participants = (await db.query<{ id: number; eic: string }>('SELECT id_ucastnik_trhu AS id, eic FROM ucastnik_trhu ORDER BY id_ucastnik_trhu')).rows;
  const random = prng(20261125);
  const link = { req: [] as number[], party: [] as number[], stav: [] as string[], od: [] as string[], do: [] as string[], dovod: [] as (string | null)[], rozhodol: [] as (string | null)[] };
  // The Slovak day (SQL's current_date, server/db/sessionZone.ts): its month and quarter hold the current links.
  const today = new Date(`${marketToday()}T00:00:00Z`);
  const quarterStart = (back: number) => {
    const q = Math.floor(today.getUTCMonth() / 3) - back;
    return new Date(Date.UTC(today.getUTCFullYear(), q * 3, 1));
  };
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  // History: the last 8 full quarters; each participant but the first hands over to an earlier one.
  for (let back = 8; back >= 1; back--) {
    const od = quarterStart(back);
    const to = new Date(Date.UTC(od.getUTCFullYear(), od.getUTCMonth() + 3, 0));
    for (let i = 1; i < participants.length; i++) {
      if (random() < 0.45) continue;
      const refused = random() < 0.15;
      link.req.push((participants[i] as { id: number }).id);
      link.party.push((participants[Math.floor(random() * i)] as { id: number }).id);
      link.stav.push(refused ? 'NESUHLAS' : 'SUHLAS');
      link.od.push(iso(od));
      link.do.push(iso(to));
      link.dovod.push(refused ? (REFUSALS[Math.floor(random() * REFUSALS.length)] as string) : null);
      link.rozhodol.push('seed');
    }
  }
  // This quarter, waiting: two for the producer's participant and one for a supplier's (the dev accounts').
  const byEic = new Map(participants.map((p) => [p.eic, p.id]));
  const producer = byEic.get(PRODUCER_EIC) as number;
  const sse = byEic.get(SUPPLIER_EICS[1] as string) as number;
  const current = quarterStart(0);
  const currentEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  const later = participants.filter((p) => p.id !== producer && p.id !== sse && !SUPPLIER_EICS.includes(p.eic)).map((p) => p.id);
  for (const [req, party] of [[later[1], producer], [later[2], producer], [later[3], sse]] as [number | undefined, number][]) {
    if (req === undefined) continue;
    link.req.push(req);
    link.party.push(party);
    link.stav.push('CAKA');
    link.od.push(iso(current));
    link.do.push(iso(currentEnd));
    link.dovod.push(null);
    link.rozhodol.push(null);
  }
  await db.query(
    `INSERT INTO retazenie_odchylok (id_ziadatel, id_ucastnik_trhu, stav, platnost_od, platnost_do, dovod_odmietnutia, rozhodol, rozhodnute_kedy, poznamka, created_by, updated_by, created_at)
     SELECT r, p, s, o, d, dv, rz, CASE WHEN rz IS NULL THEN NULL ELSE o - 5 + time '10:30' END,
            'Prevzatie zodpovednosti za odchýlku na obdobie ' || to_char(o, 'DD.MM.YYYY') || ' – ' || to_char(d, 'DD.MM.YYYY'), 'seed', 'seed', o - 12 + time '09:00'
     FROM unnest($1::int[], $2::int[], $3::text[], $4::date[], $5::date[], $6::text[], $7::text[]) AS t(r, p, s, o, d, dv, rz)`,
    [link.req, link.party, link.stav, link.od, link.do, link.dovod, link.rozhodol],
  );
  // The board: a change every day or three per flow over two weeks; the last is the current light.
  const ch = { kod: [] as string[], stav: [] as string[], dovod: [] as string[], kto: [] as string[], hodin: [] as number[] };
  for (const kod of SEMAFOR_FLOWS) {
    let hours = 14 * 24;
    while (hours > 6) {
      const roll = random();
      const stav = roll < 0.65 ? 0 : roll < 0.9 ? 1 : 2;
      ch.kod.push(kod);
      ch.stav.push(STATES[stav] as string);
      ch.dovod.push((NOTES[kod] as string[])[stav] as string);
      ch.kto.push(OPERATORS[Math.floor(random() * OPERATORS.length)] as string);
      ch.hodin.push(hours);
      hours -= 24 + Math.floor(random() * 48);
    }
    // End on green for most flows so the board looks like a normal day, with two exceptions.
    const last = kod === 'NAMERANE_DATA_PDS' ? 1 : kod === 'SPRAVY_PPS' ? 2 : 0;
    ch.kod.push(kod);
    ch.stav.push(STATES[last] as string);
    ch.dovod.push((NOTES[kod] as string[])[last] as string);
    ch.kto.push('operator');
    ch.hodin.push(2 + Math.floor(random() * 3));
  }
  // The lights first (their current state is each flow's last change), then the history.
  const lastOf = new Map<string, number>();
  ch.kod.forEach((kod, i) => lastOf.set(kod, i));
  const last = SEMAFOR_FLOWS.map((kod) => lastOf.get(kod) as number);
  await db.query(
    `INSERT INTO semafor_tok (kod, poradie, stav, dovod, zmenil, zmenene_kedy)
     SELECT k, o, s, d, z, now() - make_interval(hours => h) FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[]) AS t(k, o, s, d, z, h)`,
    [[...SEMAFOR_FLOWS], SEMAFOR_FLOWS.map((_, i) => i + 1), last.map((i) => ch.stav[i]), last.map((i) => ch.dovod[i]), last.map((i) => ch.kto[i]), last.map((i) => ch.hodin[i])],
  );
  await db.query(
    `INSERT INTO semafor_zmena (kod, stav, dovod, zmenil, zmenene_kedy)
     SELECT k, s, d, z, now() - make_interval(hours => h) FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) AS t(k, s, d, z, h)`,
    [ch.kod, ch.stav, ch.dovod, ch.kto, ch.hodin],
  );
  return true;
}
