// `npm test` (and CI): every check of the project as timed stages, then a table of the stages and
// the total. Stages in one group run side by side (each prints when it ends, so outputs do not
// interleave); groups run one after the other. Every stage runs even when an earlier one failed,
// so one run shows everything that is red; the exit status is 1 if any stage failed.
// `.ci/run` passes the install's duration in CI_INSTALL_SECONDS so the table starts with it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const node = (script, ...args) => [process.execPath, path.join(root, script), ...args];
const bin = (pkg, ...args) => node(`node_modules/${pkg}`, ...args);
const tsx = (script) => [process.execPath, '--import', 'tsx', path.join(root, script)];

/**
 * Groups of stages: [name, command, env, options]. The build is made once and used by e2e and size
 * budget. options.nice runs a stage at that lower priority (with its children): the server suite
 * on PostgreSQL runs beside the unit suite, on the CPU time Vitest's threads leave idle (about a
 * tenth), and ends a little after it. Beside e2e it took CPU from a CPU-bound stage and, at low
 * priority, lasted as long as e2e. options.stream prints a stage's output as it comes, also beside
 * another.
 */
const GROUPS = [
  [
    ['typecheck', bin('typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit')],
    ['lint: eslint', bin('eslint/bin/eslint.js', '.')],
  ],
  [
    ['lint: cycles', tsx('scripts/lint-cycles.ts')],
    ['lint: knip', bin('knip/bin/knip.js', '--no-progress')],
    ['metadata lint', [process.execPath, '--import', 'tsx', '--import', './scripts/metadata-lint/css-stub.mjs', path.join(root, 'scripts/lint-metadata.ts')]],
    ['build', bin('vite/bin/vite.js', 'build', '--logLevel', 'warn')],
  ],
  [
    ['unit', bin('vitest/vitest.mjs', 'run')],
    ['server on PostgreSQL', node('scripts/test-server-pg.mjs'), { TEST_BESIDE_STAGE: '1' }, { nice: 15 }],
  ],
  [['instances', tsx('scripts/instances.ts')]],
  [['e2e', tsx('scripts/e2e.ts'), { E2E_REUSE_DIST: '1' }]],
  [['size budget', node('scripts/size-budget.mjs')]],
];

/** `nice -n N` in front of a command where the nice tool exists (Linux, macOS). */
function niced(command, nice) {
  if (!nice || process.platform === 'win32') return command;
  return ['nice', '-n', String(nice), ...command];
}

function runStage([name, command, env = {}, options = {}], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const streamed = alone || options.stream === true;
    const [cmd, ...args] = niced(command, options.nice);
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (!streamed) {
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!streamed) {
        console.log(`\n── ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${format(seconds)}`);
      resolve({ name, seconds, ok: code === 0 });
    });
  });
}

/** The machine's CPU time so far (Linux /proc/stat, in clock ticks): busy and all. Undefined elsewhere. */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    const all = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: all - idle, all };
  } catch {
    return undefined;
  }
}

/** How busy the whole machine was between two readings, in % of all its cores (whether more parallel work would fit). */
function busyPercent(before, after) {
  if (!before || !after || after.all === before.all) return '';
  return `${Math.round((100 * (after.busy - before.busy)) / (after.all - before.all))} %`;
}

function format(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  // Rounded first, so that 239.6 s reads 4 min 00 s, not 3 min 60 s.
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

async function main() {
  const only = process.argv.slice(2);
  const started = Date.now();
  const results = [];
  if (process.env.CI_INSTALL_SECONDS) results.push({ name: 'install', seconds: Number(process.env.CI_INSTALL_SECONDS), ok: true, before: true });
  for (const group of GROUPS) {
    const stages = only.length > 0 ? group.filter(([name]) => only.some((o) => name.startsWith(o))) : group;
    if (stages.length === 0) continue;
    if (stages.length > 1) console.log(`\n── ${stages.map(([n]) => n).join(' ‖ ')} (side by side) ──`);
    else console.log(`\n── ${stages[0][0]} ──`);
    const before = cpuTicks();
    const ended = await Promise.all(stages.map((stage) => runStage(stage, stages.length === 1)));
    const busy = busyPercent(before, cpuTicks());
    results.push(...ended.map((r) => ({ ...r, busy })));
  }
  const wall = (Date.now() - started) / 1000 + (Number(process.env.CI_INSTALL_SECONDS) || 0);
  // CPU busy: the whole machine's, over the stage's group (stages side by side share one figure).
  console.log('\nStage                       Duration      Result    CPU busy');
  for (const r of results) console.log(`${r.name.padEnd(28)}${format(r.seconds).padEnd(14)}${(r.ok ? 'passed' : 'FAILED').padEnd(10)}${r.busy ?? ''}`);
  console.log(`${'total (wall clock)'.padEnd(28)}${format(wall)}`);
  const slowest = results.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  console.log(`longest stage: ${slowest.name}, ${format(slowest.seconds)}`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

await main();
