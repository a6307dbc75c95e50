import type { Queryable } from '../db/types';
import { DEVICES } from './devices';

/** Inserts the seed devices when the table is empty; returns whether it did. */
export async function seedDevicesIfEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vyrobne_zariadenie');
  if ((rows[0]?.n ?? 0) > 0) return false;
  // One statement: owners and technologies by their codes, from a JSON array of the devices.
  const result = await db.query(
    `INSERT INTO vyrobne_zariadenie (eic, nazov, id_technologia, instalovany_vykon_kw, pocet_generatorov, typ_podpory,
       datum_uvedenia_do_prevadzky, gps_lat, gps_lon, stav, poznamka, id_ucastnik_trhu, created_by, updated_by)
     SELECT d.eic, d.nazov, t.id_technologia, d."instalovanyVykonKw", d."pocetGeneratorov", d."typPodpory",
       d."datumUvedeniaDoPrevadzky", d."gpsLat", d."gpsLon", d.stav, d.poznamka, u.id_ucastnik_trhu, 'seed', 'seed'
     FROM jsonb_to_recordset($1::jsonb) AS d(eic text, nazov text, "technologiaKod" text, "instalovanyVykonKw" numeric,
       "pocetGeneratorov" integer, "typPodpory" text, "datumUvedeniaDoPrevadzky" date, "gpsLat" numeric, "gpsLon" numeric,
       stav text, poznamka text, "ucastnikEic" text)
     JOIN technologia t ON t.kod = d."technologiaKod"
     JOIN ucastnik_trhu u ON u.eic = d."ucastnikEic"`,
    [JSON.stringify(DEVICES)],
  );
  if (result.rowCount !== DEVICES.length) throw new Error(`seeded ${result.rowCount} of ${DEVICES.length} devices`);
  return true;
}
