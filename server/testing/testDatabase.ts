// The database a server test runs on: in-memory PGlite by default, or a fresh database on a real
// PostgreSQL when TEST_DATABASE_URL names a server (`npm run test:server:pg` starts one), so the
// same suite proves both drivers. Migrating and seeding the realistic volume takes seconds, so it
// is done once per run (globalSetup.ts) into a template that every test file copies: a dumped
// PGlite data directory, or a PostgreSQL template database.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPg } from '../db/pg';
import { openPglite } from '../db/pglite';
import type { Database } from '../db/types';
import { marketToday } from '../../engine/core/validation/marketDay';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the seeded template is made from: a change to any of these makes a new one. */
const SOURCES = ['server/db', 'server/seed', 'server/model', 'engine/core/validation'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Where the run's global setup leaves the day it seeds the template on, for the test workers. */
const SEED_DAY = 'EDC_TEST_SEED_DAY';

/**
 * The market day the run's template is seeded on: its news, contracts and deadlines are dated from
 * it. Fixed by the global setup for the whole run, so that a run going on past midnight still
 * finds its template, and a test comparing with seeded dates counts from the seed's day.
 */
export function seedDay(): string {
  return process.env[SEED_DAY] ?? marketToday();
}

/** Fixes seedDay() for the rest of the run: the global setup's process and the workers it starts. */
export function fixSeedDay(): void {
  process.env[SEED_DAY] ??= marketToday();
}

/** A short fingerprint of the template's sources and of the day it is seeded on. */
export function templateKey(): string {
  const hash = createHash('sha256');
  // Yesterday's template is stale: its dates were counted from yesterday.
  hash.update(seedDay());
  for (const file of SOURCES.flatMap((dir) => filesUnder(path.join(ROOT, dir))).sort()) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the PGlite template of these sources lives. */
export function pgliteTemplatePath(key = templateKey()): string {
  return path.join(ROOT, 'node_modules/.cache/edc-test-db', `pglite-${key}.tar`);
}

/** The PostgreSQL template database of these sources. */
export function pgTemplateName(key = templateKey()): string {
  return `edc_tpl_${key}`;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Opens a database for one test file (a copy of the template when there is one); closing it also drops it on PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = pgliteTemplatePath();
    if (!existsSync(template)) return openPglite('memory://');
    return openPglite('memory://', new Blob([await readFile(template)]));
  }
  const name = `edc_test_${randomBytes(6).toString('hex')}`;
  const template = pgTemplateName();
  const exists = await (async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1;
    } finally {
      await admin.end();
    }
  })();
  // Copies of one template made at the same moment can collide ("being accessed"): try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name}${exists ? ` TEMPLATE ${template}` : ''}`);
      break;
    } catch (error) {
      if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPg(url.toString());
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
