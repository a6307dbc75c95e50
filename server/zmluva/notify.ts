import { fillPlaceholders } from '../../engine/core/validation';
import type { Database, Queryable, Transaction } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import { JobRunner, type JobLease } from '../jobs/runner';

/** Variables a notification's subject and text may use, filled per contract. */
export const NOTIFY_VARIABLES = ['cisloZmluvy', 'typZmluvy', 'ucastnik', 'platnostOd', 'platnostDo'] as const;

/** Items of one job processed per transaction: counters move often, locks stay short. */
const BATCH = 25;
/** The job kind of notification jobs (server/jobs/): one job per spracovanie. */
/** The job kind of notification jobs (server/jobs/). */
export const NOTIFY_JOB_KIND = 'zmluva.notify';
const KIND = NOTIFY_JOB_KIND;
/** How long a claim lasts without a batch committed. */
const LEASE_MS = 60_000;

/** The text with its variables (`{name}`) filled. */
export function fillVariables(text: string, values: Readonly<Record<string, string>>): string {
  return fillPlaceholders(text, values, 'single');
}

export interface NotifyParams {
  sablona: string;
  kanal: string;
  predmet: string;
  text: string;
}

/** Creates a waiting job with one item per contract and its background job (inside the caller's transaction). */
export async function createNotifyJob(
  db: Transaction,
  login: string,
  contracts: readonly { idZmluva: number; cisloZmluvy: string }[],
  params: NotifyParams,
): Promise<{ code: string }> {
  const { rows } = await db.query<{ code: string }>(
    `INSERT INTO spracovanie (code, typ, celkom, parametre, vytvoril)
     VALUES ('NOT-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('spracovanie_code_seq')::text, 6, '0'), 'NOTIFIKACIA', $1, $2::jsonb, $3)
     RETURNING code`,
    [contracts.length, JSON.stringify(params), login],
  );
  const code = (rows[0] as { code: string }).code;
  await db.query(
    `INSERT INTO spracovanie_polozka (code, id_zmluva, cislo_zmluvy)
     SELECT $1, i, c FROM unnest($2::int[], $3::text[]) AS t(i, c)`,
    [code, contracts.map((c) => c.idZmluva), contracts.map((c) => c.cisloZmluvy)],
  );
  await enqueueJob(db, KIND, code);
  return { code };
}

interface Item {
  idPolozka: number;
  code: string;
  idZmluva: number | null;
  cisloZmluvy: string;
}

interface Target {
  cisloZmluvy: string;
  typZmluvy: string;
  platnostOd: string;
  platnostDo: string | null;
  idUcastnikTrhu: number;
  ucastnik: string;
}

/** D.M.YYYY for the texts. */
function skDate(iso: string | null): string {
  if (!iso) return 'neurčito';
  const [y, m, d] = iso.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
}

/** Processes one item: a notification and a mailbox message per user of the contract's participant. */
async function processItem(tx: Queryable, item: Item, params: NotifyParams): Promise<string | null> {
  if (item.idZmluva === null) return 'ZMLUVA_NEEXISTUJE';
  const { rows } = await tx.query<Target>(
    `SELECT z.cislo_zmluvy AS "cisloZmluvy", z.typ_zmluvy AS "typZmluvy", to_char(z.platnost_od, 'YYYY-MM-DD') AS "platnostOd",
       to_char(z.platnost_do, 'YYYY-MM-DD') AS "platnostDo", z.id_ucastnik_trhu AS "idUcastnikTrhu", u.nazov AS ucastnik
     FROM zmluva z JOIN ucastnik_trhu u ON u.id_ucastnik_trhu = z.id_ucastnik_trhu WHERE z.id_zmluva = $1`,
    [item.idZmluva],
  );
  const target = rows[0];
  if (!target) return 'ZMLUVA_NEEXISTUJE';
  const { rows: users } = await tx.query<{ login: string; email: string | null }>(
    `SELECT a.login, a.email FROM user_ucastnik m JOIN app_user a ON a.login = m.login WHERE m.id_ucastnik_trhu = $1 ORDER BY a.login`,
    [target.idUcastnikTrhu],
  );
  if (users.length === 0) return 'BEZ_PRIJEMCU';
  if (params.kanal === 'EMAIL' && users.every((u) => !u.email)) return 'BEZ_EMAILU';
  const values = {
    cisloZmluvy: target.cisloZmluvy,
    typZmluvy: target.typZmluvy,
    ucastnik: target.ucastnik,
    platnostOd: skDate(target.platnostOd),
    platnostDo: skDate(target.platnostDo),
  };
  const predmet = fillVariables(params.predmet, values).slice(0, 300);
  const text = fillVariables(params.text, values).slice(0, 5000);
  await tx.query(
    `INSERT INTO notifikacia (id_zmluva, cislo_zmluvy, id_ucastnik_trhu, prijemca, prijemca_email, kanal, sablona, predmet, text, stav, code_spracovanie)
     SELECT $1, $2, $3, l, e, $6, $7, $8, $9, 'ODOSLANA', $10 FROM unnest($4::text[], $5::text[]) AS t(l, e)`,
    [item.idZmluva, target.cisloZmluvy, target.idUcastnikTrhu, users.map((u) => u.login), users.map((u) => u.email), params.kanal, params.sablona, predmet, text, item.code],
  );
  // Every recipient also finds it in the application's mailbox (at most 4,000 characters there).
  await tx.query(
    `INSERT INTO schranka (login, predmet, text, odosielatel) SELECT l, $2, $3, $4 FROM unnest($1::text[]) AS t(l)`,
    [users.map((u) => u.login), predmet, text.slice(0, 4000), 'EDC – register zmlúv'],
  );
  return null;
}

/** Moves the job's counters, and ends the job once no item waits: an error when any item failed. */
async function count(tx: Queryable, code: string, ok: number, failed: number): Promise<void> {
  await tx.query('UPDATE spracovanie SET spracovane = spracovane + $2, uspesne = uspesne + $3, chybne = chybne + $4 WHERE code = $1', [code, ok + failed, ok, failed]);
  await tx.query(
    `UPDATE spracovanie s SET stav = CASE WHEN s.chybne > 0 THEN 'CHYBA' ELSE 'USPECH' END, koniec = now()
     WHERE s.code = $1 AND s.stav = 'V_SPRACOVANI' AND NOT EXISTS (SELECT 1 FROM spracovanie_polozka p WHERE p.code = s.code AND p.stav = 'CAKA')`,
    [code],
  );
}

/**
 * One batch of the job's waiting items, processed in one short transaction under the job's lease
 * that also moves the job's counters. Returns whether it found work.
 */
async function processBatch(db: Database, code: string, lease: JobLease): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lease.hold(tx);
    const { rows: items } = await tx.query<Item>(
      `SELECT id_polozka AS "idPolozka", code, id_zmluva AS "idZmluva", cislo_zmluvy AS "cisloZmluvy"
       FROM spracovanie_polozka WHERE code = $1 AND stav = 'CAKA' ORDER BY id_polozka LIMIT ${BATCH}`,
      [code],
    );
    const { rows } = await tx.query<{ parametre: NotifyParams }>('SELECT parametre FROM spracovanie WHERE code = $1', [code]);
    const params = rows[0]?.parametre;
    let ok = 0;
    let failed = 0;
    for (const item of items) {
      const error = await processItem(tx, item, params as NotifyParams);
      await tx.query(`UPDATE spracovanie_polozka SET stav = $2, chyba_kod = $3, spracovane = now() WHERE id_polozka = $1`, [item.idPolozka, error ? 'CHYBA' : 'OK', error]);
      if (error) failed += 1;
      else ok += 1;
    }
    await count(tx, code, ok, failed);
    return items.length > 0;
  });
}

/**
 * Reopens a notification job its dead letter closed, for the operator's retry (server/jobs/retry.ts):
 * the items it marked failed wait again and the job's figures drop them. False when it failed none.
 */
export async function reopenNotifyJob(tx: Transaction, code: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE spracovanie_polozka SET stav = 'CAKA', chyba_kod = NULL, spracovane = NULL WHERE code = $1 AND stav = 'CHYBA' AND chyba_kod = 'SPRACOVANIE_ZLYHALO'`,
    [code],
  );
  if (rowCount === 0) return false;
  await tx.query(
    `UPDATE spracovanie SET stav = 'V_SPRACOVANI', koniec = NULL, spracovane = spracovane - $2, chybne = chybne - $2 WHERE code = $1`,
    [code, rowCount],
  );
  return true;
}

/** Starts the runner of notification jobs in the background of one server. */
export function startNotifyRunner(db: Database, logError: (error: unknown) => void, retry = { maxAttempts: 5, firstMs: 2000 }): JobRunner {
  const runner = new JobRunner(
    db,
    {
      kind: KIND,
      leaseMs: LEASE_MS,
      maxAttempts: retry.maxAttempts,
      backoff: { firstMs: retry.firstMs, maxMs: 120_000 },
      async run(job, lease) {
        while (await processBatch(db, job.ref, lease)) if (lease.stopping) return 'stopped';
      },
      async deadLetter(tx, job) {
        // The items not sent fail with the reason the results screen translates; the job ends as an error.
        const { rowCount } = await tx.query(
          `UPDATE spracovanie_polozka SET stav = 'CHYBA', chyba_kod = 'SPRACOVANIE_ZLYHALO', spracovane = now() WHERE code = $1 AND stav = 'CAKA'`,
          [job.ref],
        );
        await count(tx, job.ref, 0, rowCount);
      },
    },
    logError,
  );
  runner.start();
  return runner;
}
