// A CPU cgroup whose processes run only on CPU time nobody else wants (cpu.idle, Linux 5.15+), so
// that a stage can fill the cores the browser stage leaves idle without slowing it. Tasks in a
// cgroup other than the root are outside the kernel's autogroups, so this holds for every process
// the stage starts, PostgreSQL's daemonized server included (nice would not: pg_ctl starts the
// server in a session, and so an autogroup, of its own). Needs root and a cpu controller;
// otherwise there is none and the caller runs the stage in its turn.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CANDIDATES = [
  '/sys/fs/cgroup/cpu', // cgroup v1's cpu controller
  '/sys/fs/cgroup', // cgroup v2, where the root lists cpu among its controllers
];

/** The idle cgroup's directory, made on first use; undefined where it cannot be had. */
export function idleCpuGroup(name = 'edc-ci-idle') {
  for (const base of CANDIDATES) {
    try {
      if (!existsSync(path.join(base, 'cgroup.procs'))) continue;
      if (base === '/sys/fs/cgroup' && !readFileSync(path.join(base, 'cgroup.subtree_control'), 'utf8').includes('cpu')) continue;
      const dir = path.join(base, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'cpu.idle'), '1');
      return dir;
    } catch {
      // Not root, read-only, or a kernel without cpu.idle: try the next, else none.
    }
  }
  return undefined;
}

/** The command wrapped so that its shell joins the cgroup before it execs the command (children inherit it). */
export function inCpuGroup(dir, [cmd, ...args]) {
  return ['sh', '-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', dir, cmd, ...args];
}

/** Removes the cgroup once its processes have ended (a leftover one is harmless). */
export function releaseCpuGroup(dir) {
  try {
    rmdirSync(dir);
  } catch {
    // A process of the stage still lingers: the kernel keeps the group until it ends.
  }
}
