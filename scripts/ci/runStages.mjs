// `npm test` (and CI): every check of the project as timed stages, then a table of the stages and
// the total. Stages in one group run side by side (each prints when it ends, so outputs do not
// interleave); groups run one after the other. Every stage runs even when an earlier one failed,
// so one run shows everything that is red; the exit status is 1 if any stage failed.
// `.ci/run` passes the install's duration in CI_INSTALL_SECONDS so the table starts with it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { idleCpuGroup, inCpuGroup, releaseCpuGroup } from './idleCpuGroup.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const node = (script, ...args) => [process.execPath, path.join(root, script), ...args];
const bin = (pkg, ...args) => node(`node_modules/${pkg}`, ...args);
const tsx = (script) => [process.execPath, '--import', 'tsx', path.join(root, script)];

/**
 * Groups of stages: [name, command, env, background env]. The build is made once and used by e2e and
 * size budget. A background stage runs beside its group's other stages in an idle CPU cgroup:
 * the e2e stage's two browsers leave some 13 % of the cores idle while they wait for the page, and
 * the server tests on PostgreSQL take that time instead of a turn of their own. Their timeouts
 * grow there (TEST_TIMEOUT_FACTOR in the background env, read by vitest.config.ts), since they only
 * get what is left. Without such a cgroup (not root, no cpu controller) the stage runs alone,
 * before the others of its group.
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
  [['unit', bin('vitest/vitest.mjs', 'run')]],
  [['instances', tsx('scripts/instances.ts')]],
  [
    ['e2e', tsx('scripts/e2e.ts'), { E2E_REUSE_DIST: '1' }],
    ['server on PostgreSQL', node('scripts/test-server-pg.mjs'), {}, { TEST_TIMEOUT_FACTOR: '10' }],
  ],
  [['size budget', node('scripts/size-budget.mjs')]],
];

/**
 * Runs one stage. Alone, its output goes straight to the terminal; beside others it is kept and
 * printed when it ends (or, for a background stage, after its group, so that it does not break
 * into the live output of the stage in front).
 */
function runStage([name, command, env = {}, backgroundEnv = {}], { alone = false, idleGroup } = {}) {
  const [cmd, ...args] = idleGroup ? inCpuGroup(idleGroup, command) : command;
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env, ...(idleGroup ? backgroundEnv : {}) }, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (!alone) {
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const report = () => {
        if (!alone) {
          console.log(`\n── ${name}${idleGroup ? ' (in the background)' : ''} ──`);
          process.stdout.write(Buffer.concat(output));
        }
        console.log(`── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${format(seconds)}`);
      };
      if (!idleGroup) report();
      resolve({ name: idleGroup ? `${name} (background)` : name, seconds, ok: code === 0, report });
    });
  });
}

/** A group's stages, side by side; its background stages in the idle cgroup where there is one. */
async function runGroup(stages) {
  const front = stages.filter((stage) => !stage[3]);
  const back = stages.filter((stage) => stage[3]);
  const idleGroup = back.length > 0 ? idleCpuGroup() : undefined;
  const results = [];
  if (back.length > 0 && !idleGroup) {
    console.log('No idle CPU cgroup here (needs root and a cpu controller): background stages run first, in turn.');
    for (const stage of back) results.push(await runStage(stage.slice(0, 3), { alone: true }));
  }
  const behind = idleGroup ? back.map((stage) => runStage(stage, { idleGroup })) : [];
  if (front.length > 1) console.log(`\n── ${front.map(([n]) => n).join(' ‖ ')} (side by side) ──`);
  else if (front.length === 1) console.log(`\n── ${front[0][0]}${behind.length > 0 ? `, with ${back.map(([n]) => n).join(', ')} in the background` : ''} ──`);
  results.push(...(await Promise.all(front.map((stage) => runStage(stage, { alone: front.length === 1 })))));
  for (const result of await Promise.all(behind)) {
    result.report();
    results.push(result);
  }
  if (idleGroup) releaseCpuGroup(idleGroup);
  return results;
}

function format(seconds) {
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s` : `${seconds.toFixed(1)} s`;
}

async function main() {
  const only = process.argv.slice(2);
  const started = Date.now();
  const results = [];
  if (process.env.CI_INSTALL_SECONDS) results.push({ name: 'install', seconds: Number(process.env.CI_INSTALL_SECONDS), ok: true, before: true });
  for (const group of GROUPS) {
    const stages = only.length > 0 ? group.filter(([name]) => only.some((o) => name.startsWith(o))) : group;
    if (stages.length === 0) continue;
    // A stage chosen on its own (`npm test -- server`) has nothing to fill the idle time of.
    results.push(...(await runGroup(stages.length === 1 ? [stages[0].slice(0, 3)] : stages)));
  }
  const wall = (Date.now() - started) / 1000 + (Number(process.env.CI_INSTALL_SECONDS) || 0);
  console.log('\nStage                       Duration      Result');
  for (const r of results) console.log(`${r.name.padEnd(28)}${format(r.seconds).padEnd(14)}${r.ok ? 'passed' : 'FAILED'}`);
  console.log(`${'total (wall clock)'.padEnd(28)}${format(wall)}`);
  const slowest = results.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  console.log(`longest stage: ${slowest.name}, ${format(slowest.seconds)}`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

await main();
