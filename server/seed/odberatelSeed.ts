// Seeds ~5,000 consumers over the suppliers that exist at seed time (the dev account `supplier`'s
// two participants a few hundred each, the other suppliers the rest) and a few finished imports,
// one of them with refused rows (checked by the import's own row check, so the texts are real).
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';
import { checkHeader, checkRow, IMPORT_COLUMNS, rowErrorText, type RowError } from '../odberatel/importRows';
import { buildConsumers, type SeedConsumer } from './odberatelia';
import { DEMO_EIC, SUPPLIER_EICS } from './participants';

/** Consumers of each of the dev supplier's participants, and all of them together. */
export const DEV_SUPPLIER_CONSUMERS = 300;
export const SEED_CONSUMERS = 5000;

const INSERT = `
  INSERT INTO odberatel (typ, titul_pred, meno, priezvisko, titul_za, rodne_cislo, nazov, ico, adresa, telefon, email,
    odberne_miesta, id_ucastnik_trhu, id_batch, created_by, updated_by)
  SELECT r.typ, r.titul_pred, r.meno, r.priezvisko, r.titul_za, r.rodne_cislo, r.nazov, r.ico, r.adresa::jsonb, r.telefon, r.email,
    r.odberne_miesta::jsonb, r.ucastnik, r.batch, 'seed', 'seed'
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
    $10::text[], $11::text[], $12::text[], $13::int[], $14::int[])
    AS r(typ, titul_pred, meno, priezvisko, titul_za, rodne_cislo, nazov, ico, adresa, telefon, email, odberne_miesta, ucastnik, batch)`;

interface Owned {
  consumer: SeedConsumer;
  owner: number;
  batch: number | null;
}

async function insertConsumers(db: Queryable, rows: readonly Owned[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 2500) {
    const part = rows.slice(at, at + 2500);
    const c = (f: (c: SeedConsumer) => unknown) => part.map((r) => f(r.consumer) ?? null);
    await db.query(INSERT, [
      c((x) => x.typ), c((x) => x.titulPred), c((x) => x.meno), c((x) => x.priezvisko), c((x) => x.titulZa),
      c((x) => x.rodneCislo), c((x) => x.nazov), c((x) => x.ico), c((x) => JSON.stringify(x.adresa)), c((x) => x.telefon),
      c((x) => x.email), c((x) => JSON.stringify(x.odberneMiesta)), part.map((r) => r.owner), part.map((r) => r.batch),
    ]);
  }
}

/** The cells of a consumer as an import file has them (for the seeded refused rows). */
function cellsOf(c: SeedConsumer): (string | undefined)[] {
  const point = c.odberneMiesta[0];
  const values: Record<string, string | null | undefined> = {
    typ: c.typ === 'FYZICKA_OSOBA' ? 'FO' : 'PO', titulPred: c.titulPred, meno: c.meno, priezvisko: c.priezvisko, titulZa: c.titulZa,
    rodneCislo: c.rodneCislo, nazov: c.nazov, ico: c.ico, ulica: c.adresa.Ulica, popisneCislo: c.adresa.PopisneCislo,
    orientacneCislo: c.adresa.OrientacneCislo, psc: c.adresa.Psc, mesto: c.adresa.Mesto, stat: c.adresa.IdStat, telefon: c.telefon,
    email: c.email, eic: point?.eic, dodavkaOd: point?.dodavkaOd, dodavkaDo: point?.dodavkaDo,
  };
  return IMPORT_COLUMNS.map((col) => values[col] ?? undefined);
}

/** Refused rows of the seeded failed import: a wrong rodné číslo, a missing first name, a wrong IČO. */
function refusedRows(samples: readonly SeedConsumer[]): RowError[] {
  const { positions } = checkHeader([...IMPORT_COLUMNS]);
  const person = samples.find((c) => c.typ === 'FYZICKA_OSOBA') as SeedConsumer;
  const firm = samples.find((c) => c.typ === 'PRAVNICKA_OSOBA') as SeedConsumer;
  const bad: [number, SeedConsumer][] = [
    [7, { ...person, rodneCislo: `${(person.rodneCislo as string).slice(0, 9)}${(Number((person.rodneCislo as string)[9]) + 1) % 10}` }],
    [19, { ...person, meno: null }],
    [33, { ...firm, ico: '12345678' }],
  ];
  return bad.flatMap(([row, c]) => {
    const result = checkRow(row, cellsOf(c), positions);
    return result.ok ? [] : result.errors;
  });
}

async function insertBatch(db: Queryable, owner: number, login: string, fileName: string, counts: { success: number; errors: number }, startedDaysAgo: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO odberatel_import (typ, stav, dms_id, nazov_suboru, sha256, pocet_spracovanych, pocet_uspesnych, pocet_chybnych,
       zaciatok, koniec, jazyk, id_ucastnik_trhu, created_by)
     VALUES ('ODBERATELIA', $1, gen_random_uuid(), $2, $3, $4, $5, $6, now() - make_interval(days => $7),
       now() - make_interval(days => $7) + interval '14 seconds', 'sk', $8, $9)
     RETURNING id_batch AS id`,
    [counts.errors > 0 ? 'CHYBA' : 'USPECH', fileName, createHash('sha256').update(fileName).digest('hex'), counts.success + counts.errors, counts.success, counts.errors, startedDaysAgo, owner, login],
  );
  return rows[0]?.id as number;
}

/** Inserts the seed consumers and imports when there are none; returns whether it did. */
export async function seedOdberateliaIfEmpty(db: Queryable): Promise<boolean> {
  const { rows: existing } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM odberatel');
  if ((existing[0]?.n ?? 0) > 0) return false;
  const { rows: suppliers } = await db.query<{ id: number; eic: string }>(
    `SELECT id_ucastnik_trhu AS id, eic FROM ucastnik_trhu WHERE typ = 'DODAVATEL' ORDER BY id_ucastnik_trhu`,
  );
  if (suppliers.length === 0) return false;
  // The dev accounts' suppliers: `supplier`'s two participants and `demo`'s.
  const devEics = [...SUPPLIER_EICS, DEMO_EIC];
  const dev = suppliers.filter((s) => devEics.includes(s.eic));
  const others = suppliers.filter((s) => !devEics.includes(s.eic));
  const devCount = dev.length * DEV_SUPPLIER_CONSUMERS;
  const consumers = buildConsumers(others.length > 0 ? SEED_CONSUMERS : devCount, 2026);
  const owned: Owned[] = [];
  const batches: { owner: number; id: number; size: number }[] = [];
  let next = 0;
  for (const [i, supplier] of dev.entries()) {
    // The first participant imported part of its consumers twice (one import with refused rows), the second once.
    // Demo's participant: two finished imports, the later one with refused rows.
    const plan =
      supplier.eic === DEMO_EIC
        ? [{ file: 'odberatelia-pohronie-2025-06.xlsx', size: 90, errors: 0, days: 160 }, { file: 'odberatelia-pohronie-2025-11.csv', size: 35, errors: 3, days: 9 }]
        : i === 0
          ? [{ file: 'odberatelia-2025-03.xlsx', size: 120, errors: 0, days: 240 }, { file: 'odberatelia-2025-09.csv', size: 45, errors: 3, days: 70 }]
          : [{ file: 'odberatelia-zmena-dodavatela.xlsx', size: 60, errors: 0, days: 120 }];
    for (const p of plan) {
      const id = await insertBatch(db, supplier.id, supplier.eic === DEMO_EIC ? 'demo' : 'supplier', p.file, { success: p.size, errors: p.errors }, p.days);
      batches.push({ owner: supplier.id, id, size: p.size });
      if (p.errors > 0) {
        const errors = refusedRows(consumers.slice(next, next + 10));
        await db.query(
          `INSERT INTO odberatel_import_chyba (id_batch, riadok, stlpec, kluc, parametre, sprava, hodnota, id_ucastnik_trhu)
           SELECT $1::int, e.riadok, e.stlpec, e.kluc, e.parametre::jsonb, e.sprava, e.hodnota, $2::int
           FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS e(riadok, stlpec, kluc, parametre, sprava, hodnota)`,
          [id, supplier.id, errors.map((e) => e.row), errors.map((e) => e.column ?? null), errors.map((e) => e.key), errors.map((e) => JSON.stringify(e.params)), errors.map((e) => rowErrorText(e, 'sk')), errors.map((e) => e.value ?? null)],
        );
      }
    }
    let inBatch = 0;
    const own = batches.filter((b) => b.owner === supplier.id);
    for (let k = 0; k < DEV_SUPPLIER_CONSUMERS; k++) {
      // The first consumers came with the imports (as many as each imported), the rest were entered by hand.
      let batch: number | null = null;
      let acc = 0;
      for (const b of own) {
        if (inBatch < acc + b.size) {
          batch = b.id;
          break;
        }
        acc += b.size;
      }
      inBatch++;
      owned.push({ consumer: consumers[next++] as SeedConsumer, owner: supplier.id, batch });
    }
  }
  // The other suppliers share the rest evenly.
  for (let k = 0; next < consumers.length; k++) owned.push({ consumer: consumers[next++] as SeedConsumer, owner: (others[k % others.length] as { id: number }).id, batch: null });
  await insertConsumers(db, owned);
  return true;
}
