// The shared job runner on a real database (PGlite, or PostgreSQL under test:server:pg): retries
// wait longer each time and stop at the cap with a reason; a lease that runs out is taken over and
// the worker that lost it writes nothing; several runners never run a job twice.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { openTestDatabase } from '../testing/testDatabase';
import { enqueueJob, listenLocally } from './queue';
import { JobRunner, type JobKind, type JobReason } from './runner';

let db: Database;
const runners: JobRunner[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec('CREATE TABLE job_test_done (ref text NOT NULL, by_runner text NOT NULL)');
});

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});

afterAll(async () => {
  await db.close();
});

const noDeadLetter: JobKind['deadLetter'] = async () => undefined;

function start(kind: JobKind): JobRunner {
  const runner = new JobRunner(db, kind, () => undefined);
  runners.push(runner);
  runner.start();
  return runner;
}

async function until(what: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await what()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
}

describe('the job runner', () => {
  it('waits longer after each failed attempt and gives up at the cap with its reason', async () => {
    const runs: number[] = [];
    const letters: JobReason[] = [];
    await enqueueJob(db, 'test.failing', 'a');
    start({
      kind: 'test.failing',
      leaseMs: 5000,
      pollMs: 10,
      maxAttempts: 4,
      backoff: { firstMs: 150, maxMs: 10_000 },
      run: async () => {
        runs.push(Date.now());
        throw new Error('the mail server is down');
      },
      deadLetter: async (_tx, _job, reason) => {
        letters.push(reason);
      },
    });
    await until(async () => letters.length > 0);
    // Nothing more runs after the last attempt.
    await new Promise((r) => setTimeout(r, 700));
    expect(runs).toHaveLength(4);
    const gaps = runs.slice(1).map((t, i) => t - (runs[i] as number));
    // At least 150, 300, 600 ms (the database holds the job back; a busy machine only adds to it).
    [150, 300, 600].forEach((least, i) => expect(gaps[i]).toBeGreaterThanOrEqual(least - 15));
    expect(gaps[2]).toBeGreaterThan((gaps[0] as number) * 2);
    expect(letters).toEqual([{ key: 'job.reason.error', params: {}, detail: 'the mail server is down', attempts: 4 }]);
    const { rows } = await db.query<{ stav: string; attempts: number; reasonKey: string }>(
      `SELECT stav, attempts, reason_key AS "reasonKey" FROM background_job WHERE kind = 'test.failing'`,
    );
    expect(rows).toEqual([{ stav: 'FAILED', attempts: 4, reasonKey: 'job.reason.error' }]);
  });

  it('lets another worker take over a job whose lease ran out; the first one then writes nothing', async () => {
    await enqueueJob(db, 'test.lease', 'b');
    let releaseFirst: () => void = () => undefined;
    const firstGate = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const outcomes: string[] = [];
    const kind = (name: string, hang: boolean): JobKind => ({
      kind: 'test.lease',
      leaseMs: 300,
      pollMs: 30,
      deadLetter: noDeadLetter,
      run: async (job, lease) => {
        if (hang) {
          firstStarted();
          // This worker stalls past its lease (a long GC pause, a slow disk).
          await firstGate;
        }
        try {
          await db.transaction(async (tx) => {
            await lease.hold(tx);
            await tx.query('INSERT INTO job_test_done (ref, by_runner) VALUES ($1, $2)', [job.ref, name]);
          });
          outcomes.push(`${name} wrote`);
        } catch (error) {
          outcomes.push(`${name} ${error instanceof Error ? error.constructor.name : 'failed'}`);
          throw error;
        }
      },
    });
    start(kind('first', true));
    await started;
    start(kind('second', false));
    await until(async () => outcomes.includes('second wrote'));
    releaseFirst();
    await until(async () => outcomes.length === 2);
    expect(outcomes).toEqual(['second wrote', 'first LeaseLost']);
    const done = await db.query<{ by: string }>(`SELECT by_runner AS by FROM job_test_done WHERE ref = 'b'`);
    expect(done.rows).toEqual([{ by: 'second' }]);
    const jobs = await db.query(`SELECT 1 FROM background_job WHERE kind = 'test.lease'`);
    expect(jobs.rows).toHaveLength(0);
  });

  it('runs each job once with three workers taking jobs at the same time', async () => {
    const JOBS = 40;
    for (let i = 0; i < JOBS; i++) await enqueueJob(db, 'test.many', `m${i}`);
    const calls = new Map<string, number>();
    const kind = (name: string): JobKind => ({
      kind: 'test.many',
      leaseMs: 2000,
      pollMs: 20,
      deadLetter: noDeadLetter,
      run: async (job, lease) => {
        calls.set(job.ref, (calls.get(job.ref) ?? 0) + 1);
        // Some work outside the database, so the workers' claims interleave.
        await new Promise((r) => setTimeout(r, 5));
        await db.transaction(async (tx) => {
          await lease.hold(tx);
          await tx.query('INSERT INTO job_test_done (ref, by_runner) VALUES ($1, $2)', [job.ref, name]);
        });
      },
    });
    const workers = ['w1', 'w2', 'w3'].map((name) => start(kind(name)));
    await until(async () => (await db.query(`SELECT 1 FROM background_job WHERE kind = 'test.many'`)).rows.length === 0);
    await Promise.all(workers.map((w) => w.idle()));
    expect(calls.size).toBe(JOBS);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    const { rows } = await db.query<{ n: number; runners: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT by_runner)::int AS runners FROM job_test_done WHERE ref LIKE 'm%'`,
    );
    expect(rows[0]?.n).toBe(JOBS);
    // The work was shared, not done by one worker while the others idled.
    expect(rows[0]?.runners).toBeGreaterThan(1);
  });

  it('wakes the runners of a job added in a transaction once it has committed, and not at all after a rollback', async () => {
    // A runner woken before the commit would look, find nothing and sleep a whole poll interval.
    let bodyDone = false;
    const wakes: string[] = [];
    const visible: Promise<number>[] = [];
    const unlisten = listenLocally('test.commit', {
      nudge: () => {
        wakes.push(bodyDone ? 'after the transaction' : 'inside the transaction');
        // What another session sees at the wake (on PostgreSQL only what is committed).
        visible.push(db.query(`SELECT 1 FROM background_job WHERE kind = 'test.commit' AND ref = 'c1'`).then((r) => r.rows.length));
      },
    });
    try {
      await db.transaction(async (tx) => {
        await enqueueJob(tx, 'test.commit', 'c1');
        // More work in the same transaction after the job was added.
        await tx.query('SELECT pg_sleep(0.01)');
        bodyDone = true;
      });
      expect(wakes).toEqual(['after the transaction']);
      expect(await Promise.all(visible)).toEqual([1]);
      bodyDone = false;
      await expect(
        db.transaction(async (tx) => {
          await enqueueJob(tx, 'test.commit', 'c2');
          throw new Error('the caller changed its mind');
        }),
      ).rejects.toThrow('the caller changed its mind');
      expect(wakes).toHaveLength(1);
      // Outside a transaction the statement has committed already: woken at once.
      await enqueueJob(db, 'test.commit', 'c3');
      expect(wakes).toHaveLength(2);
    } finally {
      unlisten();
      await db.query(`DELETE FROM background_job WHERE kind = 'test.commit'`);
    }
  });

  it('runs a job added in a transaction by the wake-up after its commit, with the poll an hour away', async () => {
    const ran: string[] = [];
    const runner = start({
      kind: 'test.woken',
      leaseMs: 5000,
      // Only the wake-up can run the job before the test's timeout.
      pollMs: 3_600_000,
      deadLetter: noDeadLetter,
      run: async (job) => {
        ran.push(job.ref);
      },
    });
    // The start's first look (due at once) finds nothing; the next poll is an hour away.
    await new Promise((r) => setTimeout(r, 0));
    await runner.idle();
    await db.transaction(async (tx) => {
      await enqueueJob(tx, 'test.woken', 'w1');
      // Longer than the old 50 ms wake-up, which then looked before the commit (on PostgreSQL).
      await tx.query('SELECT pg_sleep(0.1)');
    });
    await until(async () => ran.length === 1, 5000);
    expect(ran).toEqual(['w1']);
    // The runner removes the job once its run has returned: a moment after `ran` has it.
    const left = async () => (await db.query(`SELECT 1 FROM background_job WHERE kind = 'test.woken'`)).rows.length;
    await until(async () => (await left()) === 0, 5000);
    expect(await left()).toBe(0);
  });
});
