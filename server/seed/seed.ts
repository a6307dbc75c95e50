import { seedRpoIfEmpty } from './rpoSeed';
import { seedTrustIfEmpty } from './trustSeed';
import { seedSkupinyIfEmpty } from './skupinySeed';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/types';
import { seedKontrolaIfEmpty } from './kontrolaSeed';
import { HOLIDAY_YEARS, slovakDaysOfRest } from './holidays';
import { PARTICIPANTS } from './participants';
import { TECHNOLOGIES } from './technologies';
import { TIME_OFFSETS } from './timeOffsets';
import { DEV_USERS } from './users';
import { seedGeneratorsIfEmpty } from './generatorsSeed';
import { seedDevicesIfEmpty } from './devicesSeed';
import { seedCodeBooksIfEmpty } from './codeBooks';
import { seedOdberateliaIfEmpty } from './odberatelSeed';
import { seedShellIfEmpty } from './shellSeed';
import { seedLookupsIfEmpty } from './lookupsSeed';
import { seedOomIfEmpty } from './oomSeed';
import { seedZmluvyIfEmpty } from './zmluvySeed';
import { seedParticipantsIfEmpty } from './participantsSeed';
import { seedDemoSigningIfEmpty } from './demoSigningSeed';

/** Seeds an empty database (no users yet) in one transaction; returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user');
  if ((rows[0]?.n ?? 0) > 0) return seedFeaturesIfEmpty(db);
  // Hash outside the transaction: scrypt is slow on purpose.
  const hashes = await Promise.all(DEV_USERS.map((u) => hashPassword(u.login)));
  await db.transaction(async (tx) => {
    const idByEic = new Map<string, number>();
    for (const p of PARTICIPANTS) {
      const r = await tx.query<{ id: number }>(
        'INSERT INTO ucastnik_trhu (nazov, eic, ico, typ) VALUES ($1, $2, $3, $4) RETURNING id_ucastnik_trhu AS id',
        [p.nazov, p.eic, p.ico, p.typ],
      );
      idByEic.set(p.eic, (r.rows[0] as { id: number }).id);
    }
    for (const [i, u] of DEV_USERS.entries()) {
      await tx.query('INSERT INTO app_user (login, meno, priezvisko, email, roles, password_hash) VALUES ($1, $2, $3, $4, $5, $6)', [
        u.login,
        u.meno,
        u.priezvisko,
        u.email,
        u.roles,
        hashes[i],
      ]);
      for (const eic of u.ucastnici) {
        await tx.query('INSERT INTO user_ucastnik (login, id_ucastnik_trhu) VALUES ($1, $2)', [u.login, idByEic.get(eic)]);
      }
    }
    for (const t of TECHNOLOGIES) {
      await tx.query(
        `INSERT INTO technologia (kod, nazov, popis, kategoria, stav, obnovitelna, ucinnost, platnost_od, platnost_do, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'seed', 'seed')`,
        [t.kod, t.nazov, t.popis, t.kategoria, t.stav, t.obnovitelna, t.ucinnost, t.platnostOd, t.platnostDo],
      );
    }
    const holidays = HOLIDAY_YEARS.flatMap((year) => slovakDaysOfRest(year));
    await tx.query('INSERT INTO sviatok (datum, nazov, statny_sviatok) SELECT * FROM unnest($1::date[], $2::text[], $3::boolean[])', [
      holidays.map((h) => h.date),
      holidays.map((h) => h.name),
      holidays.map((h) => h.stateHoliday),
    ]);
    for (const o of TIME_OFFSETS) {
      await tx.query('INSERT INTO casovy_posun (kod, dni, ano_prac_dni, popis) VALUES ($1, $2, $3, $4)', [o.kod, o.dni, o.anoPracDni, o.popis]);
    }
  });
  await seedFeaturesIfEmpty(db);
  return true;
}

/**
 * Data of features added after the first release, each seeded when its own tables are empty,
 * so an existing database gets them too. Returns whether anything was seeded.
 */
async function seedFeaturesIfEmpty(db: Database): Promise<boolean> {
  // Participants first: the other seeds spread their rows over the participants that exist.
  const seeded = [await seedParticipantsIfEmpty(db), await seedCodeBooksIfEmpty(db), await seedDevicesIfEmpty(db), await seedLookupsIfEmpty(db), await seedShellIfEmpty(db), await seedOomIfEmpty(db), await seedOdberateliaIfEmpty(db), await seedSkupinyIfEmpty(db), await seedKontrolaIfEmpty(db)];
  // After the lookups: contract addenda use the addendum templates.
  seeded.push(await seedZmluvyIfEmpty(db));
  // After every seed that adds production devices: each gets its generators.
  seeded.push(await seedGeneratorsIfEmpty(db));
  // After the participants: the register of legal entities knows their IČOs.
  seeded.push(await seedRpoIfEmpty(db));
  seeded.push(await seedTrustIfEmpty(db));
  // After the register's seed (which fills only an empty register): demo's contract waiting for its signature.
  seeded.push(await seedDemoSigningIfEmpty(db));
  return seeded.some(Boolean);
}
