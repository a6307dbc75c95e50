// The database a server test runs on: in-memory PGlite by default, or a fresh database on a real
// PostgreSQL when TEST_DATABASE_URL names a server (`npm run test:server:pg` starts one), so the
// same suite proves both drivers.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPg } from '../db/pg';
import { openPglite } from '../db/pglite';
import type { Database } from '../db/types';

/** Opens an empty database for one test file; closing it also drops it on PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPglite('memory://');
  const name = `edc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPg(url.toString());
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
