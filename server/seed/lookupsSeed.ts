import type { Queryable } from '../db/types';
import { ADDENDUM_TEMPLATES, addendumTemplateRow, AGGREGATION_BLOCKS, METERING_POINTS, buildHeatSystems, type HeatSource } from './lookups';

async function isEmpty(db: Queryable, table: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return (rows[0]?.n ?? 0) === 0;
}

function expect(table: string, inserted: number | undefined, wanted: number) {
  if (inserted !== wanted) throw new Error(`seeded ${inserted} of ${wanted} rows of ${table}`);
}

/** Inserts the lookup rows whose tables are empty (each table on its own); returns whether any. */
export async function seedLookupsIfEmpty(db: Queryable): Promise<boolean> {
  let seeded = false;
  if (await isEmpty(db, 'agregacny_blok')) {
    const r = await db.query(
      `INSERT INTO agregacny_blok (kod, nazov, eic, id_ucastnik_trhu, perioda_flexibility_min, stav, platnost_od, platnost_do, created_by, updated_by)
       SELECT b.kod, b.nazov, b.eic, u.id_ucastnik_trhu, b."periodaFlexibilityMin", b.stav, b."platnostOd", b."platnostDo", 'seed', 'seed'
       FROM jsonb_to_recordset($1::jsonb) AS b(kod text, nazov text, eic text, "ucastnikEic" text, "periodaFlexibilityMin" integer,
         stav text, "platnostOd" date, "platnostDo" date)
       JOIN ucastnik_trhu u ON u.eic = b."ucastnikEic"`,
      [JSON.stringify(AGGREGATION_BLOCKS)],
    );
    expect('agregacny_blok', r.rowCount, AGGREGATION_BLOCKS.length);
    seeded = true;
  }
  if (await isEmpty(db, 'odberne_miesto')) {
    const r = await db.query(
      `INSERT INTO odberne_miesto (eic, nazov, typ, napatova_uroven, bilancna_skupina, mesto, psc, platnost_od, platnost_do, id_ucastnik_trhu, created_by)
       SELECT m.eic, m.nazov, m.typ, m."napatovaUroven", m."bilancnaSkupina", m.mesto, m.psc, m."platnostOd", m."platnostDo", u.id_ucastnik_trhu, 'seed'
       FROM jsonb_to_recordset($1::jsonb) AS m(eic text, nazov text, typ text, "napatovaUroven" text, "bilancnaSkupina" text,
         mesto text, psc text, "platnostOd" date, "platnostDo" date, "ucastnikEic" text)
       JOIN ucastnik_trhu u ON u.eic = m."ucastnikEic"`,
      [JSON.stringify(METERING_POINTS)],
    );
    expect('odberne_miesto', r.rowCount, METERING_POINTS.length);
    seeded = true;
  }
  if (await isEmpty(db, 'addendum_template')) {
    const r = await db.query(
      `INSERT INTO addendum_template (kod, nazov, typ_zmluvy, typy_zmluvy, text_sablony, popis, platnost_od, platnost_do, created_by)
       SELECT a.kod, a.nazov, a."typZmluvy", ARRAY(SELECT jsonb_array_elements_text(a."typyZmluvy")), a.text, a.popis, a."platnostOd", a."platnostDo", 'seed'
       FROM jsonb_to_recordset($1::jsonb) AS a(kod text, nazov text, "typZmluvy" text, "typyZmluvy" jsonb, text text, popis text, "platnostOd" date, "platnostDo" date)`,
      [JSON.stringify(ADDENDUM_TEMPLATES.map(addendumTemplateRow))],
    );
    expect('addendum_template', r.rowCount, ADDENDUM_TEMPLATES.length);
    seeded = true;
  }
  if (await isEmpty(db, 'sustava_teplo')) seeded = (await seedHeat(db)) || seeded;
  return seeded;
}

/** Heat systems and devices of the seeded cogeneration, biogas and biomass devices (the first 60). */
async function seedHeat(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<HeatSource>(
    `SELECT id_zariad_vyr AS "idZariadVyr", nazov, instalovany_vykon_kw::float8 AS "instalovanyVykonKw",
       to_char(datum_uvedenia_do_prevadzky, 'YYYY-MM-DD') AS datum
     FROM vyrobne_zariadenie
     WHERE (nazov LIKE 'KGJ %' OR nazov LIKE 'BPS %' OR nazov LIKE 'BIO %') AND created_by = 'seed'
     ORDER BY id_zariad_vyr LIMIT 60`,
  );
  if (rows.length === 0) return false;
  const systems = buildHeatSystems(rows);
  await db.query(
    `INSERT INTO sustava_teplo (kod, nazov, typ_sustavy, tepelny_vykon_kw, stav, platnost_od, id_zariad_vyr, id_ucastnik_trhu, created_by)
     SELECT s.kod, s.nazov, s."typSustavy", s."tepelnyVykonKw", s.stav, s."platnostOd", v.id_zariad_vyr, v.id_ucastnik_trhu, 'seed'
     FROM jsonb_to_recordset($1::jsonb) AS s(kod text, nazov text, "typSustavy" text, "tepelnyVykonKw" numeric, stav text,
       "platnostOd" date, "idZariadVyr" integer)
     JOIN vyrobne_zariadenie v ON v.id_zariad_vyr = s."idZariadVyr"`,
    [JSON.stringify(systems)],
  );
  const devices = systems.flatMap((s) => s.devices.map((d) => ({ ...d, sustavaKod: s.kod })));
  const r = await db.query(
    `INSERT INTO zariadenie_teplo (kod, nazov, typ_zariadenia, palivo, tepelny_vykon_kw, ucinnost, stav,
       id_sustava_teplo, id_zariad_vyr, id_ucastnik_trhu, created_by)
     SELECT d.kod, d.nazov, d."typZariadenia", d.palivo, d."tepelnyVykonKw", d.ucinnost, d.stav,
       s.id_sustava_teplo, s.id_zariad_vyr, s.id_ucastnik_trhu, 'seed'
     FROM jsonb_to_recordset($1::jsonb) AS d(kod text, nazov text, "typZariadenia" text, palivo text, "tepelnyVykonKw" numeric,
       ucinnost numeric, stav text, "sustavaKod" text)
     JOIN sustava_teplo s ON s.kod = d."sustavaKod"`,
    [JSON.stringify(devices)],
  );
  expect('zariadenie_teplo', r.rowCount, devices.length);
  return true;
}
