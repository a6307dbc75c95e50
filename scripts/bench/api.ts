// `npm run bench:api`: the list engine under load. Seeds 100,000 production devices into a fresh
// PGlite, starts the real server on a free port, logs in through the real OIDC flow, then runs
// autocannon in a second process on loopback against a filtered, sorted, paged list with count.
// Prints median and p99 latency and requests per second. Options (env): BENCH_ROWS (100000),
// BENCH_DURATION (10 s), BENCH_CONNECTIONS (4), BENCH_QUERY (the RQL after `?`).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seedIfEmpty } from '../../server/seed/seed';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/portalbl/svc/public/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Logs in like a browser: authorization request with PKCE, login form, redirects, code for tokens. */
async function login(base: string, user: string): Promise<string> {
  const cookies = new Map<string, string>();
  const absorb = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    absorb(res);
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${base}/core/ui/auth/callback`;
  const query = new URLSearchParams({
    client_id: 'edc-core',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    state: 'bench',
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  let res = await go(`/auth/realms/edc/protocol/openid-connect/auth?${query}`);
  const page = await go(res.headers.get('location') as string);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1]?.replace(/&#38;/g, '&');
  if (!action) throw new Error('no login form');
  res = await go(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: user, password: user }).toString() });
  for (let hops = 0; hops < 6; hops++) {
    const location = res.headers.get('location');
    if (!location) throw new Error(`login stopped at ${res.status}`);
    if (location.startsWith(redirectUri)) {
      const code = new URL(location).searchParams.get('code') as string;
      const token = await fetch(`${base}/auth/realms/edc/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'edc-core', code_verifier: verifier }).toString(),
      });
      return ((await token.json()) as { access_token: string }).access_token;
    }
    res = await go(location);
  }
  throw new Error('too many redirects');
}

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
}

/** autocannon in its own process, so load generation does not share the server's event loop. */
function cannon(url: string, token: string): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/autocannon/autocannon.js'), '-j', '-c', String(CONNECTIONS), '-d', String(DURATION), '-H', `Authorization=Bearer ${token}`, '-H', 'X-Language=sk', url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop() as string) as CannonResult);
    });
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'edc-bench-'));
  let server: ChildProcess | undefined;
  try {
    await seed(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', EDC_ENVIRONMENT: 'test' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilUp(base, server);
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
    await cannon(url, token).catch(() => undefined);
    const result = await cannon(url, token);
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
