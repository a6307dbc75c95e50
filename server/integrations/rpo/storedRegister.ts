import type { Queryable } from '../../db/types';
import type { RpoEntry, RpoRegister } from './port';

/** The reference register: answers from the table `rpo_subjekt` (migration 105, seeded by rpoSeed.ts). */
export function storedRpoRegister(db: Queryable): RpoRegister {
  return {
    async findByIco(ico) {
      const { rows } = await db.query<RpoEntry>(
        `SELECT ico, nazov, pravna_forma AS "pravnaForma", adresa, to_char(datum_vzniku, 'YYYY-MM-DD') AS "datumVzniku",
                to_char(datum_zmeny, 'YYYY-MM-DD') AS "datumZmeny"
           FROM rpo_subjekt WHERE ico = $1`,
        [ico],
      );
      return rows[0];
    },
  };
}
