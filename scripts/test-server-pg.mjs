// `npm run test:server:pg`: the server's test suite on a real PostgreSQL, beside the PGlite run of
// `npm run test:unit`. Uses TEST_DATABASE_URL when given; otherwise starts a throw-away cluster
// (Debian's PostgreSQL: installed by apt-get when running as root, as CI does) on a free port, runs
// `vitest --project node server` against it (each test file makes its own database) and removes it.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', ...opts }).status ?? 1;

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function vitest(url) {
  console.log(`Server tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`);
  // Files named on the command line narrow the run (`npm run test:server:pg -- server/rql`).
  const filters = process.argv.slice(2);
  // Beside another stage at a lower priority (npm test runs it beside the unit suite), a test may wait for the
  // CPU for a while: the default time limits are widened; no test here times its own steps.
  const patient = process.env.TEST_BESIDE_STAGE === '1' ? ['--testTimeout=180000', '--hookTimeout=300000'] : [];
  return run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', ...patient, ...(filters.length > 0 ? filters : ['server'])], {
    cwd: root,
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
}

if (process.env.TEST_DATABASE_URL) process.exit(vitest(process.env.TEST_DATABASE_URL));

let bin = findBin();
if (!bin && isRoot && run('sh', ['-c', 'command -v apt-get >/dev/null']) === 0) {
  console.log('No PostgreSQL found: installing Debian postgresql…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  bin = findBin();
}
if (!bin) {
  const message = 'No PostgreSQL server found (Debian: apt-get install postgresql), and TEST_DATABASE_URL is not set.';
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message} The server tests ran on PGlite only.`);
  process.exit(0);
}

// initdb refuses to run as root: the cluster belongs to the postgres user then.
const dir = mkdtempSync(path.join(tmpdir(), 'edc-pg-'));
const asOwner = (cmd, args) => (isRoot ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args));
if (isRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim()), Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim()));
const data = path.join(dir, 'data');
let status = 1;
try {
  if (asOwner(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']) !== 0) throw new Error('initdb failed');
  const port = await freePort();
  // Durability is not what these tests check: no fsync keeps the run short.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  if (asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']) !== 0) throw new Error('pg_ctl start failed');
  try {
    status = vitest(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
