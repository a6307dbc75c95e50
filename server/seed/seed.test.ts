import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedCrl } from '../zmluva/trust/crl';
import { loadMigrations, migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import type { Database } from '../db/types';
import { isValidEic } from '../../engine/core/validation/eicCheck';
import { PARTICIPANTS } from './participants';
import { seedIfEmpty } from './seed';
import { TECHNOLOGIES } from './technologies';
import { DEV_USERS } from './users';
import { SEED_USERS } from './participantsSeed';

describe('seed data', () => {
  it('gives every participant a valid Slovak EIC', () => {
    for (const p of PARTICIPANTS) {
      expect(p.eic.startsWith('24X'), p.nazov).toBe(true);
      expect(isValidEic(p.eic), p.eic).toBe(true);
    }
  });

  it('has at least 30 technologies with unique codes that meet the schema limits', () => {
    expect(TECHNOLOGIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(TECHNOLOGIES.map((t) => t.kod)).size).toBe(TECHNOLOGIES.length);
    for (const t of TECHNOLOGIES) {
      expect(t.kod).toMatch(/^[A-Z0-9_]{2,20}$/);
      expect(t.nazov.length).toBeLessThanOrEqual(200);
      if (t.platnostDo) expect(t.platnostDo >= t.platnostOd).toBe(true);
    }
  });
});

describe('migrate and seed on PGlite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite('memory://');
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies the migrations once and seeds only an empty database', async () => {
    const first = await migrate(db);
    // Every script on disk, in order (other features add their own numbers).
    expect(first).toEqual((await loadMigrations()).map((m) => m.name));
    expect(first.slice(0, 2)).toEqual(['001_init.sql', '002_auth.sql']);
    expect(await migrate(db)).toEqual([]);
    // The schema trusts no signature CA: the test CA (key in the repository) comes with the seed only.
    const trustedBefore = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM podpis_dovera_ca');
    expect(trustedBefore.rows[0]?.n).toBe(0);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const users = await db.query<{ login: string }>('SELECT login FROM app_user ORDER BY login');
    // The dev accounts and the volume seed's accounts.
    expect(users.rows.map((r) => r.login)).toEqual(expect.arrayContaining(DEV_USERS.map((u) => u.login)));
    expect(users.rows).toHaveLength(DEV_USERS.length + SEED_USERS);
    const supplier = await db.query('SELECT 1 FROM user_ucastnik WHERE login = $1', ['supplier']);
    expect(supplier.rows).toHaveLength(2);
    const tech = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM technologia');
    expect(tech.rows[0]?.n).toBe(TECHNOLOGIES.length);
    const trusted = await db.query<{ certifikat: string; crl: string }>('SELECT certifikat, crl FROM podpis_dovera_ca');
    expect(trusted.rows).toHaveLength(1);
    const ca = new X509Certificate(trusted.rows[0]?.certifikat ?? '');
    expect(ca.ca).toBe(true);
    expect(await verifiedCrl(trusted.rows[0]?.crl ?? '', ca)).toBeDefined();
    // Every migration and the whole volume seed: tens of seconds on a busy 2-core machine.
  }, 180_000);
});
