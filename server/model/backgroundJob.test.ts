// The administrator's screen of failed background jobs (issue 26): the list with kind, subject,
// attempts and the last reason, the retry that runs a dead-lettered job again, and the token that
// guards both on the server.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSession } from '../testing/apiSession';

const session = apiSession(['admin', 'operator'], { user: 'admin' });
const { call } = session;
const PATH = '/edc/background-job/';

interface JobRow {
  idJob: number;
  druh: string;
  predmet: string;
  stav: string;
  pokusy: number;
  dovod: string | null;
  detail: string | null;
  zlyhane: string | null;
}

/** A notification job as its dead letter leaves it: its one item failed, the job FAILED after 5 attempts. */
async function deadNotification(): Promise<{ code: string; idJob: number }> {
  const code = `NOT-T-${randomUUID().slice(0, 8)}`;
  const { db } = session.server;
  await db.query(
    `INSERT INTO spracovanie (code, typ, stav, celkom, spracovane, chybne, parametre, koniec, vytvoril)
     VALUES ($1, 'NOTIFIKACIA', 'CHYBA', 1, 1, 1, $2::jsonb, now(), 'operator')`,
    [code, JSON.stringify({ sablona: 'VSEOBECNA', kanal: 'SCHRANKA', predmet: 'Oznam', text: 'Text' })],
  );
  // A contract that does not exist: once run again, the item ends with its own reason.
  await db.query(`INSERT INTO spracovanie_polozka (code, id_zmluva, cislo_zmluvy, stav, chyba_kod, spracovane) VALUES ($1, NULL, 'X-1', 'CHYBA', 'SPRACOVANIE_ZLYHALO', now())`, [code]);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO background_job (kind, ref, stav, attempts, reason_key, reason_detail, failed_at)
     VALUES ('zmluva.notify', $1, 'FAILED', 5, 'job.reason.error', 'the mail server is down', now()) RETURNING id`,
    [code],
  );
  return { code, idJob: (rows[0] as { id: number }).id };
}

async function until(what: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await what()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
}

describe('failed background jobs', () => {
  it('lists a dead-lettered job with its kind, subject, attempts and reason code, filtered by kind', async () => {
    const { code, idJob } = await deadNotification();
    const list = await call('GET', `${PATH}?eq(druh,zmluva_notify)&eq(predmet,${code})`);
    expect(list.statusCode).toBe(200);
    const rows = list.json<JobRow[]>();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idJob, druh: 'zmluva_notify', predmet: code, stav: 'FAILED', pokusy: 5, dovod: 'error', detail: 'the mail server is down' });
    expect(rows[0]?.zlyhane).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // A job that never failed is not there.
    await session.server.db.query(`INSERT INTO background_job (kind, ref, run_after) VALUES ('test.fine', $1, now() + interval '1 hour')`, [code]);
    const fine = await call('GET', `${PATH}?eq(predmet,${code})`);
    expect(fine.json<JobRow[]>().map((r) => r.druh)).toEqual(['zmluva_notify']);
    await session.server.db.query(`DELETE FROM background_job WHERE kind = 'test.fine'`);
  });

  it('retries a dead-lettered notification: its work reopens, the job runs again and leaves the list', async () => {
    const { code, idJob } = await deadNotification();
    const retried = await call('POST', `${PATH}${idJob}/retry`);
    expect(retried.statusCode).toBe(200);
    const { db } = session.server;
    // Run by the server's notification runner, woken by the retry's commit: the job is deleted.
    await until(async () => (await db.query('SELECT 1 FROM background_job WHERE id = $1', [idJob])).rows.length === 0);
    expect((await call('GET', `${PATH}${idJob}`)).statusCode).toBe(404);
    const item = await db.query<{ stav: string; chybaKod: string }>('SELECT stav, chyba_kod AS "chybaKod" FROM spracovanie_polozka WHERE code = $1', [code]);
    expect(item.rows).toEqual([{ stav: 'CHYBA', chybaKod: 'ZMLUVA_NEEXISTUJE' }]);
    const job = await db.query<{ stav: string; spracovane: number; chybne: number }>('SELECT stav, spracovane, chybne FROM spracovanie WHERE code = $1', [code]);
    expect(job.rows).toEqual([{ stav: 'CHYBA', spracovane: 1, chybne: 1 }]);
  });

  it('refuses, translated, a retry its kind cannot undo (a process completion) and one whose work has gone', async () => {
    const { db } = session.server;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO background_job (kind, ref, stav, attempts, reason_key, failed_at) VALUES ('bpm.finish', $1, 'FAILED', 5, 'job.reason.workerLost', now()) RETURNING id`,
      [String(900_000 + Math.floor(Math.random() * 90_000))],
    );
    const bpm = await call('POST', `${PATH}${rows[0]?.id}/retry`, 'admin', undefined, 'sk');
    expect(bpm.statusCode).toBe(409);
    expect(bpm.json<{ hints: { reasons: string[] } }>().hints.reasons[0]).toContain('Túto úlohu odtiaľto zopakovať nemožno');
    const { code, idJob } = await deadNotification();
    await db.query(`UPDATE spracovanie_polozka SET chyba_kod = 'BEZ_PRIJEMCU' WHERE code = $1`, [code]);
    const gone = await call('POST', `${PATH}${idJob}/retry`, 'admin', undefined, 'cs');
    expect(gone.statusCode).toBe(409);
    expect(gone.json<{ hints: { reasons: string[] } }>().hints.reasons[0]).toBe('Práce této úlohy mezitím skončila jinak, není co zopakovat');
    // Refused: the job stays in the dead letter as it was.
    const still = await db.query<{ stav: string; attempts: number }>('SELECT stav, attempts FROM background_job WHERE id = $1', [idJob]);
    expect(still.rows).toEqual([{ stav: 'FAILED', attempts: 5 }]);
  });

  it('refuses the list and the retry to a user without the tokens (403), and the job stays failed', async () => {
    const { idJob } = await deadNotification();
    expect((await call('GET', PATH, 'operator')).statusCode).toBe(403);
    const retry = await call('POST', `${PATH}${idJob}/retry`, 'operator');
    expect(retry.statusCode).toBe(403);
    const { rows } = await session.server.db.query<{ stav: string }>('SELECT stav FROM background_job WHERE id = $1', [idJob]);
    expect(rows).toEqual([{ stav: 'FAILED' }]);
  });
});
