// The reference register of legal entities (RPO): an entry for every seeded participant's IČO, as
// the register has it (for one in six the register knows a newer seat, so the dialog rpo offers a
// real change), and companies that are in the register but not yet market participants.
import type { Database } from '../db/types';
import { LEGAL_FORMS, legalFormOf, NAME_STEMS, STREETS, TOWNS } from './participantsData';

export { legalFormOf };
import { makeIco } from './participantsSeed';
import { prng } from './random';

/** Companies in the register that are no participants yet (the registration step can find them). */
export const RPO_UNREGISTERED = 24;

/** Kinds of the names of those companies. */
const RPO_UNREGISTERED_KINDS = ['Slnečné parky {stem}', 'Energetické služby {stem}', '{stem} Green Energy', 'Vodné elektrárne {stem}'];

type Rnd = () => number;
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const int = (rnd: Rnd, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

function seat(rnd: Rnd) {
  const town = pick(rnd, TOWNS);
  return { Ulica: pick(rnd, STREETS), PopisneCislo: String(int(rnd, 100, 9999)), OrientacneCislo: String(int(rnd, 1, 120)), Psc: town.psc, Mesto: town.mesto, IdStat: 'SK' };
}

const day = (rnd: Rnd, from: number, to: number) => `${int(rnd, from, to)}-${String(int(rnd, 1, 12)).padStart(2, '0')}-${String(int(rnd, 1, 28)).padStart(2, '0')}`;

/** Seeds the register when it is empty (after the participants); returns whether it did. */
export async function seedRpoIfEmpty(db: Database): Promise<boolean> {
  const { rows: done } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rpo_subjekt');
  if ((done[0]?.n ?? 0) > 0) return false;
  const rnd = prng(105);
  const { rows: participants } = await db.query<{ ico: string; nazov: string; adresa: Record<string, string> | null }>(
    'SELECT DISTINCT ON (ico) ico, nazov, adresa FROM ucastnik_trhu WHERE ico IS NOT NULL ORDER BY ico, id_ucastnik_trhu',
  );
  const used = new Set(participants.map((p) => p.ico));
  const entries = participants.map((p, i) => {
    // One in six moved its seat since it registered with the data centre.
    const moved = i % 6 === 5 || !p.adresa;
    return {
      ico: p.ico,
      nazov: p.nazov,
      pravnaForma: legalFormOf(p.nazov),
      adresa: moved ? seat(rnd) : p.adresa,
      datumVzniku: day(rnd, 1995, 2020),
      datumZmeny: moved ? day(rnd, 2024, 2025) : null,
    };
  });
  for (let added = 0; added < RPO_UNREGISTERED; ) {
    let ico = makeIco(rnd);
    while (used.has(ico)) ico = makeIco(rnd);
    used.add(ico);
    const nazov = `${pick(rnd, RPO_UNREGISTERED_KINDS).replace('{stem}', pick(rnd, NAME_STEMS))} ${pick(rnd, LEGAL_FORMS)}`;
    entries.push({ ico, nazov, pravnaForma: legalFormOf(nazov), adresa: seat(rnd), datumVzniku: day(rnd, 2015, 2025), datumZmeny: null });
    added++;
  }
  await db.query(
    `INSERT INTO rpo_subjekt (ico, nazov, pravna_forma, adresa, datum_vzniku, datum_zmeny)
     SELECT d.ico, d.nazov, d."pravnaForma", d.adresa, d."datumVzniku"::date, d."datumZmeny"::date
     FROM jsonb_to_recordset($1::jsonb) AS d(ico text, nazov text, "pravnaForma" text, adresa jsonb, "datumVzniku" text, "datumZmeny" text)`,
    [JSON.stringify(entries)],
  );
  return true;
}
