import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './types';

/** The folder of versioned scripts: `NNN_what.sql`, applied in order, each once. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const FILE = /^(\d{3,})_[a-z0-9_]+\.sql$/;

/** One migration script on disk. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Reads the scripts, sorted by version; a duplicate version is a programming error. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => FILE.test(f)).sort();
  const seen = new Set<string>();
  const migrations: Migration[] = [];
  for (const name of files) {
    const version = (FILE.exec(name) as RegExpExecArray)[1] as string;
    if (seen.has(version)) throw new Error(`Two migrations share version ${version}`);
    seen.add(version);
    migrations.push({ version, name, sql: await readFile(path.join(dir, name), 'utf8') });
  }
  return migrations;
}

/** Applies every script not yet recorded in `schema_migrations`; returns the names applied. */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version varchar(20) PRIMARY KEY,
    name varchar(200) NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      // Two servers starting on one PostgreSQL must not apply the same script twice.
      await tx.query('SELECT pg_advisory_xact_lock(7310001)');
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
