// A throw-away PostgreSQL cluster for the e2e run, the instances test and the benchmarks (as
// scripts/test-server-pg.mjs starts one for the server tests): Debian's binaries from /usr/lib/postgresql/<newest>/bin, a temporary data folder, a
// free loopback port, no fsync. As root the cluster belongs to the postgres user (initdb refuses root).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './bench/serverBench';

/** Whether a PostgreSQL server can be started here (PG_BIN or Debian's /usr/lib/postgresql). */
export function hasPostgres(): boolean {
  return (process.env.PG_BIN ?? findBin()) !== undefined;
}

export interface Postgres {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  /** The cluster existed already (a kept folder from an earlier run). */
  reused: boolean;
  stop: () => void;
}

function findBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

/**
 * Starts the cluster; `settings` are extra `-c name=value` server settings. With `keepDir` the
 * cluster lives in that folder and outlives the run: a later run starts the same cluster again
 * (no initdb), so a bench can reuse a database it loaded once (BENCH_PG_DIR).
 */
export async function startPostgres(settings: Record<string, string> = {}, keepDir?: string): Promise<Postgres> {
  const bin = process.env.PG_BIN ?? findBin();
  if (!bin) throw new Error('No PostgreSQL server found (Debian: apt-get install postgresql, or set PG_BIN)');
  const isRoot = process.getuid?.() === 0;
  const dir = keepDir ? path.resolve(keepDir) : mkdtempSync(path.join(tmpdir(), 'edc-bench-pg-'));
  if (keepDir) mkdirSync(dir, { recursive: true });
  const asOwner = (cmd: string, args: string[]) => {
    const [c, a] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    const result = spawnSync(c as string, a as string[], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${path.basename(cmd)} ${args[0] ?? ''} failed (${result.status})`);
  };
  if (isRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const reused = existsSync(path.join(data, 'PG_VERSION'));
  if (!reused) asOwner(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const extra = Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`);
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', ...extra].join(' ');
  asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    reused,
    stop: () => {
      try {
        // A kept cluster stops cleanly (no recovery on its next start) and stays on disk.
        asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', keepDir ? 'fast' : 'immediate', 'stop']);
      } finally {
        if (!keepDir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
