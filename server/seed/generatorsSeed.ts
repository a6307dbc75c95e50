// Generators of the seeded production devices: one to four units a device, their power adding up to
// the device's installed power (devices still in proceedings have some units not registered yet).
import type { Queryable } from '../db/types';

interface DeviceRow {
  id: number;
  owner: number;
  kw: number;
  count: number;
  kategoria: string;
  stav: string;
  datum: string | null;
}

// Per technology category: name stem, connection type, primary source, makers with models, voltage.
const KINDS: Readonly<Record<string, { stem: string; typ: string; zdroj: string; makers: readonly [string, readonly string[]][]; volt: number }>> = {
  SOLAR: { stem: 'Striedač', typ: 'STRIEDAC', zdroj: 'SLNECNA', volt: 400, makers: [['Huawei', ['SUN2000-100KTL-M1', 'SUN2000-330KTL-H1']], ['SMA', ['Sunny Tripower CORE2', 'Sunny Central 2500-EV']], ['Fronius', ['Tauro 100-3-P', 'Symo 20.0-3-M']], ['Sungrow', ['SG110CX', 'SG250HX']]] },
  VIETOR: { stem: 'Turbína', typ: 'ASYNCHRONNY', zdroj: 'VETERNA', volt: 690, makers: [['Vestas', ['V90-2.0', 'V110-2.2']], ['Enercon', ['E-82 E2', 'E-70']], ['Siemens Gamesa', ['SG 2.6-114']], ['Nordex', ['N117/3600']]] },
  VODA: { stem: 'TG', typ: 'SYNCHRONNY', zdroj: 'VODNA', volt: 6300, makers: [['ČKD Blansko', ['Kaplan K-160', 'Francis F-120']], ['Mavel', ['TM 200', 'Kaplan KS 1000']], ['Andritz Hydro', ['Bulb 2400']]] },
  BIOPLYN: { stem: 'KGJ', typ: 'SYNCHRONNY', zdroj: 'BIOPLYN', volt: 400, makers: [['INNIO Jenbacher', ['J312', 'J416']], ['MWM', ['TCG 2016 V12']], ['TEDOM', ['Cento T200 SP BIO']]] },
  BIOMASA: { stem: 'TG', typ: 'SYNCHRONNY', zdroj: 'BIOMASA', volt: 6300, makers: [['Siemens Energy', ['SST-110', 'SST-300']], ['ABB', ['AMS 710']], ['Ekol Brno', ['TST 1250']]] },
  KOGENERACIA: { stem: 'KGJ', typ: 'SYNCHRONNY', zdroj: 'ZEMNY_PLYN', volt: 400, makers: [['TEDOM', ['Quanto D1200', 'Cento T160']], ['INNIO Jenbacher', ['J320']], ['Caterpillar', ['CG132B-16']]] },
};
const OTHER = { stem: 'Generátor', typ: 'INY', zdroj: 'INY', volt: 400, makers: [['Siemens', ['1FC6']]] as [string, string[]][] };

/** Inserts the generators when their table is empty; returns whether it did. */
export async function seedGeneratorsIfEmpty(db: Queryable): Promise<boolean> {
  const { rows: present } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vyrobne_zariadenie_generator');
  if ((present[0]?.n ?? 0) > 0) return false;
  const { rows: devices } = await db.query<DeviceRow>(
    `SELECT v.id_zariad_vyr AS id, v.id_ucastnik_trhu AS owner, v.instalovany_vykon_kw::float8 AS kw, v.pocet_generatorov AS count, t.kategoria, v.stav,
       to_char(v.datum_uvedenia_do_prevadzky, 'YYYY-MM-DD') AS datum
     FROM vyrobne_zariadenie v JOIN technologia t ON t.id_technologia = v.id_technologia ORDER BY v.id_zariad_vyr`,
  );
  if (devices.length === 0) return false;
  const cols = { dev: [] as number[], owner: [] as number[], nazov: [] as string[], typ: [] as string[], zdroj: [] as string[], kw: [] as number[], volt: [] as number[], vyrobca: [] as string[], model: [] as string[], cislo: [] as string[], rok: [] as (number | null)[], datum: [] as (string | null)[], stav: [] as string[] };
  for (const d of devices) {
    const kind = KINDS[d.kategoria] ?? OTHER;
    // A big park is registered as up to four units (blocks of panels behind one inverter station).
    const units = Math.max(1, Math.min(d.count, 4));
    // Devices in proceedings: the last unit is not registered yet.
    const registered = d.stav === 'V_KONANI' && units > 1 ? units - 1 : units;
    const share = Math.floor((d.kw * 1000) / units) / 1000;
    const [maker, models] = kind.makers[d.id % kind.makers.length] as [string, readonly string[]];
    for (let i = 0; i < registered; i++) {
      // The last unit takes the rounding rest, so a complete register adds up to the device's power.
      const kw = i === units - 1 ? Math.round((d.kw - share * (units - 1)) * 1000) / 1000 : share;
      cols.dev.push(d.id);
      cols.owner.push(d.owner);
      cols.nazov.push(`${kind.stem} ${i + 1}`);
      cols.typ.push(kind.typ);
      cols.zdroj.push(kind.zdroj);
      cols.kw.push(kw);
      cols.volt.push(kind.volt);
      cols.vyrobca.push(maker);
      cols.model.push(models[(d.id + i) % models.length] as string);
      cols.cislo.push(`${maker.slice(0, 2).toUpperCase()}${String(d.id).padStart(5, '0')}-${i + 1}`);
      const year = d.datum ? Number(d.datum.slice(0, 4)) : null;
      cols.rok.push(year === null ? null : year - ((d.id + i) % 2));
      cols.datum.push(d.datum);
      cols.stav.push(d.stav === 'NEAKTIVNE' || d.stav === 'ZRUSENE' ? 'ODSTAVENY' : 'PREVADZKA');
    }
  }
  await db.query(
    `INSERT INTO vyrobne_zariadenie_generator (id_zariad_vyr, id_ucastnik_trhu, nazov, typ, primarny_zdroj, instalovany_vykon_kw, menovite_napatie_v,
       vyrobca, model, vyrobne_cislo, rok_vyroby, datum_uvedenia_do_prevadzky, stav, created_by, updated_by)
     SELECT t.dev, t.owner, t.nazov, t.typ, t.zdroj, t.kw, t.volt, t.vyrobca, t.model, t.cislo, t.rok, t.datum, t.stav, 'seed', 'seed'
     FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::int[], $8::text[], $9::text[], $10::text[], $11::int[], $12::date[], $13::text[])
       AS t(dev, owner, nazov, typ, zdroj, kw, volt, vyrobca, model, cislo, rok, datum, stav)`,
    [cols.dev, cols.owner, cols.nazov, cols.typ, cols.zdroj, cols.kw, cols.volt, cols.vyrobca, cols.model, cols.cislo, cols.rok, cols.datum, cols.stav],
  );
  return true;
}
