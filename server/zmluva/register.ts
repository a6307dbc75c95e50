import type { Queryable } from '../db/types';

/**
 * Writes (or updates) the register row of a contract the workflow approved (processes ZO and ZPU):
 * active from its start day, signed today, the applicant's contact as its contact person.
 * The number is the process contract's, so approving again updates the same row.
 */
export async function registerApprovedContract(tx: Queryable, source: 'zmluva_zo' | 'zmluva_zpu', idZmluva: number, login: string): Promise<void> {
  const typ = source === 'zmluva_zo' ? 'ZO' : 'ZPU';
  const predmet =
    source === 'zmluva_zo'
      ? 'Zúčtovanie odchýlky subjektu zúčtovania uzatvorené procesom na portáli'
      : 'Poskytovanie údajov výrobcovi elektriny do 11 kW uzatvorené procesom na portáli';
  await tx.query(
    `INSERT INTO zmluva (cislo_zmluvy, typ_zmluvy, stav, id_ucastnik_trhu, datum_podpisu, platnost_od, predmet, kontakty, created_by, updated_by)
     SELECT s.cislo_zmluvy, $2, 'AKTIVNA', s.id_ucastnik_trhu, current_date, coalesce(s.datum_od, current_date), $3,
       CASE WHEN nullif(trim(s.kontakt_meno), '') IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object(
         'meno', split_part(trim(s.kontakt_meno), ' ', 1),
         'priezvisko', coalesce(nullif(trim(substr(trim(s.kontakt_meno), length(split_part(trim(s.kontakt_meno), ' ', 1)) + 1)), ''), '-'),
         'email', s.kontakt_email)) END,
       $4, $4
     FROM ${source} s WHERE s.id_zmluva = $1
     ON CONFLICT (cislo_zmluvy) DO UPDATE SET stav = 'AKTIVNA', platnost_od = EXCLUDED.platnost_od, datum_podpisu = EXCLUDED.datum_podpisu,
       verzia = zmluva.verzia + 1, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [idZmluva, typ, predmet, login],
  );
}
