// Background processing of consumer imports, as jobs of the shared runner (server/jobs/): a batch
// is one job, so several server instances share the work, a batch left by a stopped one is taken
// over where it stopped (from `pocet_spracovanych`), and a batch that keeps failing is given up
// with its reason after the runner's attempt cap. The file is read and checked apart
// (importCheck.ts; a worker thread for large files); this writes the outcomes in slices, one
// transaction each, paced so that other API calls are served first while a 100,000-row file is
// imported (importPacing.ts).
import { touchTable } from '../api/countCache';
import type { Database, Queryable, Transaction } from '../db/types';
import { translate, type Lang } from '../i18n/messages';
import { JobRunner, type JobKind, type JobLease } from '../jobs/runner';
import { enqueueJob } from '../jobs/queue';
import { readDocumentContent } from '../dms/content';
import { extensionOf } from '../dms/files';
import { FileUnreadable, type RowOutcome } from './importCheck';
import { checkRowsOf } from './importCheckThread';
import type { FileKind } from './importFile';
import { rowErrorText, type RowError } from './importRows';
import { createPacing, type Pacing } from './importPacing';

/** The job kind of imports (server/jobs/). */
export const IMPORT_JOB_KIND = 'odberatel.import';
const KIND = IMPORT_JOB_KIND;
/** How long a claim lasts without progress before another worker may take the batch. */
const LEASE_MS = 120_000;

interface Claimed {
  idBatch: number;
  dmsId: string;
  jazyk: Lang;
  done: number;
  tenant: number;
  login: string | null;
}

const INSERT_SQL = `
  INSERT INTO odberatel (typ, titul_pred, meno, priezvisko, titul_za, rodne_cislo, narodeny_pred_1954, nazov, ico, adresa, telefon, email,
    odberne_miesta, poznamka, id_ucastnik_trhu, id_batch, created_by, updated_by)
  SELECT r.typ, r.titul_pred, r.meno, r.priezvisko, r.titul_za, r.rodne_cislo, r.narodeny_pred_1954::boolean, r.nazov, r.ico, r.adresa::jsonb, r.telefon, r.email,
    r.odberne_miesta::jsonb, r.poznamka, $15::int, $16::int, $17::text, $17::text
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
    $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
    AS r(typ, titul_pred, meno, priezvisko, titul_za, rodne_cislo, narodeny_pred_1954, nazov, ico, adresa, telefon, email, odberne_miesta, poznamka)
  -- The natural key (supplier + rodné číslo or IČO): a consumer already there is left as it is.
  ON CONFLICT DO NOTHING`;

const COLUMNS = ['typ', 'titulPred', 'meno', 'priezvisko', 'titulZa', 'rodneCislo', 'narodenyPred1954', 'nazov', 'ico', 'adresa', 'telefon', 'email', 'odberneMiesta', 'poznamka'];

function insertParams(bodies: readonly Record<string, unknown>[], batch: Claimed): unknown[] {
  const columns = COLUMNS.map((field) =>
    bodies.map((b) => {
      const v = b[field];
      if (v === undefined || v === null) return null;
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
    }),
  );
  return [...columns, batch.tenant, batch.idBatch, batch.login ?? 'import'];
}

/** Inserts valid rows; answers how many were new. A database refusal is pinned on its row. */
async function insertRows(tx: Transaction, rows: { row: number; body: Record<string, unknown> }[], batch: Claimed, errors: RowError[]): Promise<number> {
  if (rows.length === 0) return 0;
  await tx.query('SAVEPOINT chunk');
  try {
    const result = await tx.query(INSERT_SQL, insertParams(rows.map((r) => r.body), batch));
    await tx.query('RELEASE SAVEPOINT chunk');
    return result.rowCount;
  } catch {
    await tx.query('ROLLBACK TO SAVEPOINT chunk');
  }
  // Something the schema let through was refused: row by row, each in its own savepoint.
  let inserted = 0;
  for (const r of rows) {
    await tx.query('SAVEPOINT one');
    try {
      inserted += (await tx.query(INSERT_SQL, insertParams([r.body], batch))).rowCount;
      await tx.query('RELEASE SAVEPOINT one');
    } catch {
      await tx.query('ROLLBACK TO SAVEPOINT one');
      errors.push({ row: r.row, column: undefined, key: 'reason.importRowRefused', params: { row: r.row }, value: undefined });
    }
  }
  return inserted;
}

async function insertErrors(tx: Transaction, errors: readonly RowError[], batch: Claimed): Promise<void> {
  if (errors.length === 0) return;
  await tx.query(
    `INSERT INTO odberatel_import_chyba (id_batch, riadok, stlpec, kluc, parametre, sprava, hodnota, id_ucastnik_trhu)
     SELECT $1::int, e.riadok, e.stlpec, e.kluc, e.parametre::jsonb, e.sprava, e.hodnota, $2::int
     FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS e(riadok, stlpec, kluc, parametre, sprava, hodnota)`,
    [
      batch.idBatch,
      batch.tenant,
      errors.map((e) => e.row),
      errors.map((e) => e.column ?? null),
      errors.map((e) => e.key),
      errors.map((e) => JSON.stringify(e.params)),
      errors.map((e) => rowErrorText(e, batch.jazyk)),
      errors.map((e) => e.value ?? null),
    ],
  );
}

/** Writes a slice of row outcomes and the batch's figures in one transaction, under the job's lease. */
async function writeSlice(db: Database, batch: Claimed, lease: JobLease, slice: readonly RowOutcome[]) {
  const valid: { row: number; body: Record<string, unknown> }[] = [];
  const errors: RowError[] = [];
  const badRows = new Set<number>();
  for (const outcome of slice) {
    if ('body' in outcome) valid.push(outcome);
    else {
      errors.push(...outcome.errors);
      badRows.add(outcome.row);
    }
  }
  await db.transaction(async (tx) => {
    // First: a worker whose lease was taken over writes nothing.
    await lease.hold(tx);
    const refusedBefore = errors.length;
    const inserted = await insertRows(tx, valid, batch, errors);
    for (const e of errors.slice(refusedBefore)) badRows.add(e.row);
    await insertErrors(tx, errors, batch);
    const failed = badRows.size;
    const existing = slice.length - failed - inserted;
    await tx.query(
      `UPDATE odberatel_import SET pocet_spracovanych = pocet_spracovanych + $2, pocet_uspesnych = pocet_uspesnych + $3,
         pocet_existujucich = pocet_existujucich + $4, pocet_chybnych = pocet_chybnych + $5
       WHERE id_batch = $1 AND stav = 'V_SPRACOVANI'`,
      [batch.idBatch, slice.length, inserted, existing, failed],
    );
  });
  touchTable('odberatel');
  touchTable('odberatel_import');
}

/** Ends the batch: an error when a row or the file failed. */
async function finish(tx: Queryable, batch: Claimed, failed: boolean): Promise<void> {
  await tx.query(
    `UPDATE odberatel_import SET stav = CASE WHEN pocet_chybnych > 0 OR $2 THEN 'CHYBA' ELSE 'USPECH' END, koniec = now(), verzia = verzia + 1
     WHERE id_batch = $1 AND stav = 'V_SPRACOVANI'`,
    [batch.idBatch, failed],
  );
}

async function finishUnder(db: Database, batch: Claimed, lease: JobLease, fileError?: RowError): Promise<void> {
  await db.transaction(async (tx) => {
    await lease.hold(tx);
    if (fileError) await insertErrors(tx, [fileError], batch);
    await finish(tx, batch, fileError !== undefined);
  });
  touchTable('odberatel_import');
}

/** Reads the batch's file and writes the rows not yet done, in slices paced by the server's load. */
async function processBatch(db: Database, batch: Claimed, lease: JobLease, pacing: Pacing): Promise<void | 'stopped'> {
  const { rows } = await db.query<{ fileName: string }>('SELECT file_name AS "fileName" FROM dms_document WHERE dms_id = $1::uuid', [batch.dmsId]);
  const content = rows[0] ? await readDocumentContent(db, batch.dmsId) : undefined;
  const fileError = (key: string): RowError => ({ row: 1, column: undefined, key, params: {}, value: undefined });
  if (!rows[0] || !content) return finishUnder(db, batch, lease, fileError('reason.importFileUnreadable'));
  const kind = extensionOf(rows[0].fileName) as FileKind;
  try {
    for await (const chunk of checkRowsOf(content, kind, batch.done)) {
      for (let at = 0; at < chunk.length; ) {
        if (lease.stopping) return 'stopped';
        await pacing.turn();
        const slice = chunk.slice(at, at + pacing.rows);
        const started = performance.now();
        await writeSlice(db, batch, lease, slice);
        pacing.wrote(slice.length, performance.now() - started);
        at += slice.length;
      }
    }
  } catch (error) {
    // A file that breaks half-way (a damaged sheet): what was read stays, the batch fails.
    if (error instanceof FileUnreadable) return finishUnder(db, batch, lease, fileError('reason.importFileUnreadable'));
    throw error;
  }
  await finishUnder(db, batch, lease);
}

/** Adds the job of a new batch (in the transaction that creates the batch). */
export function enqueueImport(tx: Transaction, idBatch: number): Promise<void> {
  return enqueueJob(tx, KIND, idBatch);
}

/**
 * Reopens a batch its dead letter ended, for the operator's retry (server/jobs/retry.ts): the
 * "stopped after N attempts" error goes and the batch goes on from the rows already done. False
 * when the batch did not end that way.
 */
export async function reopenImport(tx: Transaction, ref: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `DELETE FROM odberatel_import_chyba WHERE id_batch = $1::int AND kluc = 'job.gaveUp'
       AND EXISTS (SELECT 1 FROM odberatel_import WHERE id_batch = $1::int AND stav = 'CHYBA')`,
    [ref],
  );
  if (rowCount === 0) return false;
  await tx.query(`UPDATE odberatel_import SET stav = 'V_SPRACOVANI', koniec = NULL, verzia = verzia + 1 WHERE id_batch = $1::int`, [ref]);
  tx.afterCommit(() => touchTable('odberatel_import'));
  return true;
}

/** The import worker of one server instance (the shared job runner with the imports' kind). */
export function startImportWorker(db: Database, options: { busy?: () => number; maxAttempts?: number; retryFirstMs?: number } = {}): JobRunner {
  const kind: JobKind = {
    kind: KIND,
    leaseMs: LEASE_MS,
    pollMs: 1000,
    maxAttempts: options.maxAttempts ?? 5,
    backoff: { firstMs: options.retryFirstMs ?? 5000, maxMs: 300_000 },
    async run(job, lease) {
      const { rows } = await db.query<Claimed>(
        `SELECT id_batch AS "idBatch", dms_id::text AS "dmsId", jazyk, pocet_spracovanych AS done, id_ucastnik_trhu AS tenant, created_by AS login
         FROM odberatel_import WHERE id_batch = $1::int AND stav = 'V_SPRACOVANI'`,
        [job.ref],
      );
      // A batch already ended (or gone) has nothing left to do.
      const batch = rows[0];
      if (!batch) return;
      return processBatch(db, batch, lease, createPacing(options.busy ?? (() => 0)));
    },
    async deadLetter(tx, job, reason) {
      const { rows } = await tx.query<Claimed>(
        `SELECT id_batch AS "idBatch", jazyk, id_ucastnik_trhu AS tenant FROM odberatel_import WHERE id_batch = $1::int AND stav = 'V_SPRACOVANI'`,
        [job.ref],
      );
      const batch = rows[0];
      if (!batch) return;
      // The batch's error list says why it stopped, in the uploader's language.
      const params = { count: reason.attempts, reason: translate(batch.jazyk, reason.key, reason.params) };
      await insertErrors(tx, [{ row: 1, column: undefined, key: 'job.gaveUp', params, value: undefined }], batch);
      await finish(tx, batch, true);
      touchTable('odberatel_import');
    },
  };
  const runner = new JobRunner(db, kind, (error) => console.error('odberatel import:', error));
  runner.start();
  return runner;
}
