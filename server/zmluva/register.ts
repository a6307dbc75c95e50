import type { Queryable } from '../db/types';

/** The contract processes whose contracts the register mirrors: process entity type → table and register type. */
export const PROCESS_CONTRACTS = {
  ZMLUVA_ZO: {
    table: 'zmluva_zo',
    typ: 'ZO',
    predmet: 'Zúčtovanie odchýlky subjektu zúčtovania uzatvorené procesom na portáli',
  },
  ZMLUVA_ZPU: {
    table: 'zmluva_zpu',
    typ: 'ZPU',
    predmet: 'Poskytovanie údajov výrobcovi elektriny do 11 kW uzatvorené procesom na portáli',
  },
} as const;
export type ProcessContract = keyof typeof PROCESS_CONTRACTS;

/**
 * The register's state of a process contract: in process until the process ends, then active
 * (approved), rejected or cancelled.
 */
export const REGISTER_STATE_SQL = `CASE s.stav WHEN 'PLATNA' THEN 'AKTIVNA' WHEN 'ZAMIETNUTA' THEN 'ZAMIETNUTA' WHEN 'ZRUSENA' THEN 'ZRUSENA' ELSE 'V_PROCESE' END`;

/**
 * Writes the register row (zmluva/vyhladanie) of a contract a process keeps: created with the
 * process's contract (state V_PROCESE), brought up to date at each step and moved to its final
 * state when the process ends. One row per process contract: it is found by the process's entity
 * (and its number, which the register keeps unique), so writing again updates the same row.
 * On approval the contract is signed today and valid from its start day; the applicant's contact
 * is its contact person.
 */
export async function syncRegisterContract(tx: Queryable, entity: ProcessContract, idZmluva: number, login: string): Promise<void> {
  const { table, typ, predmet } = PROCESS_CONTRACTS[entity];
  await tx.query(
    `INSERT INTO zmluva (cislo_zmluvy, typ_zmluvy, stav, id_ucastnik_trhu, datum_podpisu, platnost_od, predmet, kontakty, created_by, updated_by, proces_entita, proces_id_zmluva)
     SELECT s.cislo_zmluvy, $2, ${REGISTER_STATE_SQL}, s.id_ucastnik_trhu,
       CASE WHEN s.stav = 'PLATNA' THEN coalesce(s.datum_schvalenia, current_date) END,
       coalesce(s.datum_od, s.created_at::date), $3,
       CASE WHEN nullif(trim(s.kontakt_meno), '') IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
         'meno', split_part(trim(s.kontakt_meno), ' ', 1),
         'priezvisko', coalesce(nullif(trim(substr(trim(s.kontakt_meno), length(split_part(trim(s.kontakt_meno), ' ', 1)) + 1)), ''), '-'),
         'email', nullif(trim(s.kontakt_email), '')))) END,
       $4, $4, $5, s.id_zmluva
     FROM ${table} s WHERE s.id_zmluva = $1
     ON CONFLICT (cislo_zmluvy) DO UPDATE SET stav = EXCLUDED.stav, platnost_od = EXCLUDED.platnost_od,
       datum_podpisu = coalesce(EXCLUDED.datum_podpisu, zmluva.datum_podpisu), kontakty = EXCLUDED.kontakty,
       proces_entita = EXCLUDED.proces_entita, proces_id_zmluva = EXCLUDED.proces_id_zmluva,
       verzia = zmluva.verzia + 1, updated_at = now(), updated_by = EXCLUDED.updated_by
     WHERE (zmluva.stav, zmluva.platnost_od, zmluva.datum_podpisu, zmluva.kontakty, zmluva.proces_id_zmluva)
       IS DISTINCT FROM (EXCLUDED.stav, EXCLUDED.platnost_od, coalesce(EXCLUDED.datum_podpisu, zmluva.datum_podpisu), EXCLUDED.kontakty, EXCLUDED.proces_id_zmluva)`,
    [idZmluva, typ, predmet, login, entity],
  );
}
