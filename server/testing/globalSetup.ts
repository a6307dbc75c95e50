// Vitest global setup of the node project: builds the seeded template database the server tests
// copy (testDatabase.ts), once per change of its sources. A PGlite template is a data directory
// (a plain tar) under node_modules/.cache; a PostgreSQL one a template database on the test server.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openPg } from '../db/pg';
import { openPglite } from '../db/pglite';
import { seedIfEmpty } from '../seed/seed';
import { fixSeedDay, pgliteTemplatePath, pgTemplateName, templateKey } from './testDatabase';

export default async function setup(): Promise<void> {
  fixSeedDay();
  const key = templateKey();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const started = Date.now();
  if (!adminUrl) {
    const target = pgliteTemplatePath(key);
    if (existsSync(target)) return;
    // Every server test file loads this copy, so its size and state are its start-up time: 1 MB
    // WAL segments with a small ceiling let checkpoints drop the seed's write-ahead log (else six
    // 16 MB segments), and a checkpoint before the dump spares each copy a replay of the seed.
    // Uncompressed, since every copy would unzip it again. (5.5 s a copy before, about 1 s now.)
    const db = await openPglite('memory://', undefined, {
      initDbStartParams: ['--wal-segsize=1'],
      postgresqlconf: ["min_wal_size = '2MB'", "max_wal_size = '4MB'"],
    });
    await migrate(db);
    await seedIfEmpty(db);
    await db.exec('CHECKPOINT');
    await db.query('SELECT pg_switch_wal()');
    await db.exec('CHECKPOINT');
    // The copies write as a server does: the usual WAL limits again (postgresql.auto.conf wins).
    await db.exec("ALTER SYSTEM SET min_wal_size = '80MB'");
    await db.exec("ALTER SYSTEM SET max_wal_size = '1GB'");
    const dump = await db.dumpDataDir('none');
    await db.close();
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.part`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, target);
    // Templates of other sources or days are never read again: 80 MB each, dropped.
    for (const old of await readdir(path.dirname(target))) {
      if (/^pglite-[0-9a-f]+\.tar$/.test(old) && path.join(path.dirname(target), old) !== target) await rm(path.join(path.dirname(target), old), { force: true });
    }
    console.log(`test database template (PGlite) built in ${Date.now() - started} ms`);
    return;
  }
  const name = pgTemplateName(key);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1) return;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const db = await openPg(url.toString());
    try {
      await migrate(db);
      await seedIfEmpty(db);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    console.log(`test database template (PostgreSQL) built in ${Date.now() - started} ms`);
  } finally {
    await admin.end();
  }
}
