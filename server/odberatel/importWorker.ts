// Background processing of consumer imports. A batch is claimed in the database (FOR UPDATE SKIP
// LOCKED, with a lease), so several server instances share the work and a batch left by a stopped
// one is taken over where it stopped. The file is read and checked apart (importCheck.ts; a worker
// thread for large files); this writes the outcomes in slices, one transaction each, paced so that
// other API calls are served first while a 100,000-row file is imported (importPacing.ts).
import { randomUUID } from 'node:crypto';
import { touchTable } from '../api/countCache';
import type { Database, Transaction } from '../db/types';
import type { Lang } from '../i18n/messages';
import { readDocumentContent } from '../dms/content';
import { extensionOf } from '../dms/files';
import { FileUnreadable, type RowOutcome } from './importCheck';
import { checkRowsOf } from './importCheckThread';
import type { FileKind } from './importFile';
import { rowErrorText, type RowError } from './importRows';
import { createPacing, type Pacing } from './importPacing';

/** How long a claim lasts without progress before another worker may take the batch. */
const LEASE = '2 minutes';
/** How often idle workers look for batches other instances started. */
const POLL_MS = 1000;

interface Claimed {
  idBatch: number;
  dmsId: string;
  jazyk: Lang;
  done: number;
  tenant: number;
  login: string | null;
}

/** Thrown when the lease was lost (another worker took the batch over): stop without writing. */
class LeaseLost extends Error {}

const INSERT_SQL = `
  INSERT INTO odberatel (typ, titul_pred, meno, priezvisko, titul_za, rodne_cislo, nazov, ico, adresa, telefon, email,
    odberne_miesta, poznamka, id_ucastnik_trhu, id_batch, created_by, updated_by)
  SELECT r.typ, r.titul_pred, r.meno, r.priezvisko, r.titul_za, r.rodne_cislo, r.nazov, r.ico, r.adresa::jsonb, r.telefon, r.email,
    r.odberne_miesta::jsonb, r.poznamka, $14::int, $15::int, $16::text, $16::text
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
    $10::text[], $11::text[], $12::text[], $13::text[])
    AS r(typ, titul_pred, meno, priezvisko, titul_za, rodne_cislo, nazov, ico, adresa, telefon, email, odberne_miesta, poznamka)
  -- The natural key (supplier + rodné číslo or IČO): a consumer already there is left as it is.
  ON CONFLICT DO NOTHING`;

const COLUMNS = ['typ', 'titulPred', 'meno', 'priezvisko', 'titulZa', 'rodneCislo', 'nazov', 'ico', 'adresa', 'telefon', 'email', 'odberneMiesta', 'poznamka'];

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

/** Writes a slice of row outcomes and the batch's figures in one transaction. */
async function writeSlice(db: Database, batch: Claimed, worker: string, slice: readonly RowOutcome[]) {
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
    const refusedBefore = errors.length;
    const inserted = await insertRows(tx, valid, batch, errors);
    for (const e of errors.slice(refusedBefore)) badRows.add(e.row);
    await insertErrors(tx, errors, batch);
    const failed = badRows.size;
    const existing = slice.length - failed - inserted;
    const { rowCount } = await tx.query(
      `UPDATE odberatel_import SET pocet_spracovanych = pocet_spracovanych + $3, pocet_uspesnych = pocet_uspesnych + $4,
         pocet_existujucich = pocet_existujucich + $5, pocet_chybnych = pocet_chybnych + $6, lease_do = now() + interval '${LEASE}'
       WHERE id_batch = $1 AND worker = $2 AND stav = 'V_SPRACOVANI'`,
      [batch.idBatch, worker, slice.length, inserted, existing, failed],
    );
    if (rowCount !== 1) throw new LeaseLost();
  });
  touchTable('odberatel');
  touchTable('odberatel_import');
}

async function finish(db: Database, batch: Claimed, worker: string, fileError?: RowError): Promise<void> {
  await db.transaction(async (tx) => {
    if (fileError) await insertErrors(tx, [fileError], batch);
    await tx.query(
      `UPDATE odberatel_import SET stav = CASE WHEN pocet_chybnych > 0 OR $3 THEN 'CHYBA' ELSE 'USPECH' END,
         koniec = now(), lease_do = NULL, verzia = verzia + 1
       WHERE id_batch = $1 AND worker = $2 AND stav = 'V_SPRACOVANI'`,
      [batch.idBatch, worker, fileError !== undefined],
    );
  });
  touchTable('odberatel_import');
}

/** Reads the batch's file and writes the rows not yet done, in slices paced by the server's load. */
async function processBatch(db: Database, batch: Claimed, worker: string, pacing: Pacing, isStopping: () => boolean): Promise<void> {
  const { rows } = await db.query<{ fileName: string }>('SELECT file_name AS "fileName" FROM dms_document WHERE dms_id = $1::uuid', [batch.dmsId]);
  const content = rows[0] ? await readDocumentContent(db, batch.dmsId) : undefined;
  const fileError = (key: string): RowError => ({ row: 1, column: undefined, key, params: {}, value: undefined });
  if (!rows[0] || !content) return finish(db, batch, worker, fileError('reason.importFileUnreadable'));
  const kind = extensionOf(rows[0].fileName) as FileKind;
  try {
    for await (const chunk of checkRowsOf(content, kind, batch.done)) {
      for (let at = 0; at < chunk.length; ) {
        if (isStopping()) return;
        await pacing.turn();
        const slice = chunk.slice(at, at + pacing.rows);
        const started = performance.now();
        await writeSlice(db, batch, worker, slice);
        pacing.wrote(slice.length, performance.now() - started);
        at += slice.length;
      }
    }
  } catch (error) {
    if (error instanceof LeaseLost) return;
    // A file that breaks half-way (a damaged sheet): what was read stays, the batch fails.
    if (error instanceof FileUnreadable) return finish(db, batch, worker, fileError('reason.importFileUnreadable'));
    throw error;
  }
  await finish(db, batch, worker);
}

/** The import worker of one server instance. */
export interface ImportWorker {
  /** Looks for work now (after a batch was started). */
  nudge(): void;
  /** Resolves when no batch is running (tests). */
  idle(): Promise<void>;
  /** Stops taking batches and waits for the current chunk. */
  stop(): Promise<void>;
}

export function startImportWorker(db: Database, options: { pollMs?: number; busy?: () => number } = {}): ImportWorker {
  const worker = randomUUID();
  let stopping = false;
  let running: Promise<void> | undefined;
  let again = false;
  const waiters: (() => void)[] = [];

  async function claim(): Promise<Claimed | undefined> {
    const { rows } = await db.query<Claimed>(
      `UPDATE odberatel_import SET lease_do = now() + interval '${LEASE}', worker = $1
       WHERE id_batch = (
         SELECT id_batch FROM odberatel_import
         WHERE stav = 'V_SPRACOVANI' AND (lease_do IS NULL OR lease_do < now())
         ORDER BY id_batch FOR UPDATE SKIP LOCKED LIMIT 1)
       RETURNING id_batch AS "idBatch", dms_id::text AS "dmsId", jazyk, pocet_spracovanych AS done,
         id_ucastnik_trhu AS tenant, created_by AS login`,
      [worker],
    );
    return rows[0];
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let batch = await claim(); batch && !stopping; batch = await claim()) {
        try {
          await processBatch(db, batch, worker, createPacing(options.busy ?? (() => 0)), () => stopping);
        } catch (error) {
          // The lease runs out and another attempt follows; the server keeps serving.
          console.error(`odberatel import ${batch.idBatch} failed:`, error);
        }
      }
    } while (again && !stopping);
  }

  function kick(): void {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => console.error('odberatel import worker:', error))
      .finally(() => {
        running = undefined;
        for (const w of waiters.splice(0)) w();
      });
  }

  const timer = setInterval(kick, options.pollMs ?? POLL_MS);
  timer.unref();
  kick();

  return {
    nudge: kick,
    idle: () => (running ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
