// `npm run bench:api`: the list engine under load. Seeds 100,000 production devices into a fresh
// PGlite, starts the real server on a free port, logs in through the real OIDC flow, then runs
// autocannon in a second process on loopback against a filtered, sorted, paged list with count.
// Prints median and p99 latency and requests per second. Options (env): BENCH_ROWS (100000),
// BENCH_DURATION (10 s), BENCH_CONNECTIONS (4), BENCH_QUERY (the RQL after `?`).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seedIfEmpty } from '../../server/seed/seed';
import { cannon, login, startServer } from './serverBench';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const QUERY = process.env.BENCH_QUERY ?? 'like(nazov,*sol*)&eq(stav,AKTIVNE)&sort(-instalovanyVykonKw)&limit(25,50)&count()';
const LIST = '/portalbl/svc/portal/vyrobne-zariadenia/vyrobne-zariadenie/';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-';

/** 100,000 devices in one INSERT … SELECT over generate_series, EICs with valid check characters. */
async function seed(dataDir: string): Promise<void> {
  const started = Date.now();
  const db = await openPglite(path.join(dataDir, 'pglite'));
  await migrate(db);
  await seedIfEmpty(db);
  await db.query(
    `WITH g AS (
       SELECT n, '24WB' || lpad(n::text, 11, '0') AS e15,
         (ARRAY['Solivar', 'Zlaté Moravce', 'Senica', 'Žiar nad Hronom', 'Košice', 'Trnava', 'Nitra', 'Poprad', 'Žilina', 'Levice'])[1 + n % 10] AS place
       FROM generate_series(1, $1::int * 103 / 100) AS n
     ), c AS (
       SELECT g.*, 36 - ((
         (SELECT sum((strpos($2, substr(g.e15, i, 1)) - 1) * (17 - i)) FROM generate_series(1, 15) AS i) - 1) % 37) AS chk
       FROM g
     )
     INSERT INTO vyrobne_zariadenie (eic, nazov, id_technologia, instalovany_vykon_kw, pocet_generatorov, typ_podpory,
       datum_uvedenia_do_prevadzky, gps_lat, gps_lon, stav, id_ucastnik_trhu, created_by, updated_by)
     SELECT e15 || substr($2, chk::int + 1, 1),
       CASE n % 5 WHEN 0 THEN 'FVE ' || place || ' – Solárny park ' || n WHEN 1 THEN 'FVE ' || place || ' – strecha ' || n
         WHEN 2 THEN 'VTE ' || place || ' ' || n WHEN 3 THEN 'MVE ' || place || ' ' || n ELSE 'BPS ' || place || ' ' || n END,
       (SELECT min(id_technologia) FROM technologia) + n % 20,
       round((0.1 + (n * 7919 % 100000) / 10.0)::numeric, 3),
       1 + n % 12,
       (ARRAY['BEZ_PODPORY', 'DOPLATOK', 'VYKUP', 'PRIPLATOK', 'INVESTICNA'])[1 + n % 5],
       date '2005-01-01' + (n % 7000),
       47.8 + (n % 1800) / 1000.0, 17.0 + (n % 5000) / 1000.0,
       (ARRAY['AKTIVNE', 'AKTIVNE', 'AKTIVNE', 'V_KONANI', 'NEAKTIVNE', 'AKTIVNE', 'AKTIVNE', 'ZRUSENE', 'AKTIVNE', 'AKTIVNE'])[1 + n % 10],
       (SELECT array_agg(id_ucastnik_trhu ORDER BY id_ucastnik_trhu) FROM ucastnik_trhu)[1 + n % (SELECT count(*) FROM ucastnik_trhu)::int],
       'bench', 'bench'
     FROM c WHERE chk < 36
     ORDER BY n LIMIT $1::int - (SELECT count(*) FROM vyrobne_zariadenie)::int`,
    [ROWS, ALPHABET],
  );
  await db.exec('ANALYZE');
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vyrobne_zariadenie');
  await db.close();
  console.log(`seeded ${rows[0]?.n} devices in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'edc-bench-'));
  let server: ChildProcess | undefined;
  try {
    await seed(dataDir);
    const started = await startServer(dataDir);
    server = started.child;
    const base = started.base;
    const token = await login(base, 'operator');
    const url = `${base}${LIST}?${QUERY}`;
    const coldStart = performance.now();
    const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const cold = performance.now() - coldStart;
    if (!check.ok) throw new Error(`list answered ${check.status}: ${await check.text()}`);
    const rows = (await check.json()) as unknown[];
    console.log(`GET ${LIST}?${QUERY}\n  -> ${check.status}, ${rows.length} rows, Content-Range: ${check.headers.get('content-range')}`);
    console.log(`  first call (count not cached yet): ${cold.toFixed(1)} ms`);
    // A short warm-up (JIT, plan cache, count cache), then the measured run.
    await cannon(url, token, CONNECTIONS, DURATION).catch(() => undefined);
    const result = await cannon(url, token, CONNECTIONS, DURATION);
    console.log(
      [
        '',
        `autocannon: ${CONNECTIONS} connections, ${DURATION} s, second process on loopback, user operator (all ${ROWS} rows)`,
        `  latency p50  ${result.latency.p50} ms`,
        `  latency p99  ${result.latency.p99} ms`,
        `  latency avg  ${result.latency.average} ms (max ${result.latency.max} ms)`,
        `  requests/s   ${result.requests.average} (total ${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`,
        `  target       p50 < 10 ms, p99 < 50 ms: ${result.latency.p50 < 10 && result.latency.p99 < 50 ? 'met' : 'NOT met'}`,
      ].join('\n'),
    );
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await rm(dataDir, { recursive: true, force: true });
  }
}

// `--pg`: the metering points at market scale on PostgreSQL (scripts/bench/apiPg.ts).
const run = process.argv.includes('--pg') ? import('./apiPg').then((m) => m.benchPg()) : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
