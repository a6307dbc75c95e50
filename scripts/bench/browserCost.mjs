// `npm run bench:browser [-- spec…]`: what the e2e run costs, by process. Runs the given e2e specs
// (default: a few short journeys) once per mode and samples /proc every 250 ms, summing the CPU
// seconds of every Chromium process it starts, by type (browser, renderer, gpu-process, utility,
// zygote), of the server, of its PostgreSQL cluster and of the test runner. A mode is
// `chromium+trace+database`: how Chromium draws (E2E_CHROMIUM_MODE, see playwright.config.ts), what
// a test records (E2E_TRACE) and the server's database (E2E_DATABASE: postgres or pglite). Prints one
// table with the modes side by side, with each mode's Chromium time besides the renderers (what the
// browser spends besides the page) and the total.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const MODES = (process.env.BENCH_MODES ?? 'software-gl+retry+postgres,shell+retry+postgres').split(',');
const specs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['tests/e2e/entry.spec.ts', 'tests/e2e/grid-search.spec.ts', 'tests/e2e/forms-entities.spec.ts'];
const TICK = 100; // clock ticks per second (getconf CLK_TCK is 100 on Linux)

/** A process's parent and CPU seconds so far (user + system), from /proc. */
function statOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ppid: fields[1], cpu: (Number(fields[11]) + Number(fields[12])) / TICK };
}

/** Every process below `root` (this run's own: other runs on the machine do not count), with its CPU seconds. */
function processes(root) {
  const all = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      all.set(pid, statOf(pid));
    } catch {
      // gone meanwhile
    }
  }
  const out = new Map();
  const ours = new Set([String(root)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, p] of all) {
      if (ours.has(pid) || !ours.has(p.ppid)) continue;
      ours.add(pid);
      grew = true;
    }
  }
  for (const pid of ours) {
    try {
      const kind = kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'));
      if (kind && all.has(pid)) out.set(pid, { kind, cpu: all.get(pid).cpu });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

function kindOf(argv) {
  // Chromium rewrites its process title: its argv then reads as one string with spaces.
  const cmd = argv.filter(Boolean).length === 1 ? argv[0].split(' ') : argv;
  const line = cmd.join(' ');
  if (/chrom/i.test(cmd[0] ?? '')) {
    const type = cmd.find((a) => a.startsWith('--type='))?.slice(7);
    if (!type) return 'chromium browser';
    if (type === 'utility') return `chromium utility${/--utility-sub-type=([\w.]+)/.exec(line) ? ` (${/--utility-sub-type=([\w.]+)/.exec(line)[1].split('.').pop()})` : ''}`;
    return `chromium ${type}`;
  }
  if (line.includes('server/main.ts')) return 'server';
  if (line.includes('@playwright/test') || line.includes('playwright/lib')) return 'test runner';
  return undefined;
}

/** PostgreSQL processes now (the e2e run's cluster is not a child of the run: pg_ctl detaches it). */
function postgresPids() {
  const pids = new Set();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (/^(\S*\/)?postgres(\0|:)/.test(cmd)) pids.add(pid);
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}


async function runMode(mode) {
  const seen = new Map(); // pid -> { kind, cpu } (last reading)
  const started = Date.now();
  const [chromiumMode, trace = 'dom', database = 'postgres'] = mode.split('+');
  const earlier = postgresPids();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/e2e.ts'), ...specs, '--workers', '1', '--reporter', 'dot'], {
    cwd: root,
    env: { ...process.env, E2E_REUSE_DIST: '1', E2E_CHROMIUM_MODE: chromiumMode, E2E_TRACE: trace, E2E_DATABASE: database, E2E_PORT: process.env.E2E_PORT ?? '8391', DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const timer = setInterval(() => {
    for (const [pid, p] of processes(child.pid)) seen.set(pid, p);
    for (const pid of postgresPids()) {
      if (earlier.has(pid)) continue;
      try {
        seen.set(`pg${pid}`, { kind: 'database (PostgreSQL)', cpu: statOf(pid).cpu });
      } catch {
        // gone meanwhile
      }
    }
  }, 250);
  const status = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  const byKind = new Map();
  for (const { kind, cpu } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + cpu);
  return { mode, status, wall: (Date.now() - started) / 1000, byKind };
}

const results = [];
for (const mode of MODES) results.push(await runMode(mode));
const kinds = [...new Set(results.flatMap((r) => [...r.byKind.keys()]))].sort();
const width = Math.max(18, ...MODES.map((m) => m.length + 2));
const col = (s) => String(s).padStart(width);
console.log(`\nCPU seconds by process (${specs.join(', ')}; sampled every 250 ms)`);
console.log(`${'process'.padEnd(34)}${results.map((r) => col(r.mode)).join('')}`);
for (const kind of kinds) console.log(`${kind.padEnd(34)}${results.map((r) => col((r.byKind.get(kind) ?? 0).toFixed(1))).join('')}`);
const sum = (r, pick) => [...r.byKind].filter(([k]) => pick(k)).reduce((s, [, v]) => s + v, 0);
console.log(`${'all Chromium'.padEnd(34)}${results.map((r) => col(sum(r, (k) => k.startsWith('chromium')).toFixed(1))).join('')}`);
console.log(`${'Chromium besides renderers'.padEnd(34)}${results.map((r) => col(sum(r, (k) => k.startsWith('chromium') && k !== 'chromium renderer').toFixed(1))).join('')}`);
console.log(`${'all processes'.padEnd(34)}${results.map((r) => col(sum(r, () => true).toFixed(1))).join('')}`);
console.log(`${'wall seconds'.padEnd(34)}${results.map((r) => col(r.wall.toFixed(0))).join('')}`);
console.log(`${'exit status'.padEnd(34)}${results.map((r) => col(r.status)).join('')}`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
