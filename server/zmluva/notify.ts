import type { Database, Queryable } from '../db/types';

/** Notification templates (the operator's kinds of messages about contracts). */
export const NOTIFY_TEMPLATES = ['ZMENA_PODMIENOK', 'KONIEC_PLATNOSTI', 'DOPLNENIE_UDAJOV', 'VSEOBECNA'] as const;
/** Where a notification goes: the users' e-mail, or only their mailbox in the application. */
export const NOTIFY_CHANNELS = ['EMAIL', 'SCHRANKA'] as const;
/** Variables a notification's subject and text may use, filled per contract. */
export const NOTIFY_VARIABLES = ['cisloZmluvy', 'typZmluvy', 'ucastnik', 'platnostOd', 'platnostDo'] as const;

/** Items of one job processed per transaction: counters move often, locks stay short. */
const BATCH = 25;
/** How often a runner looks for waiting work it was not woken for (another process, a restart). */
const POLL_MS = 2000;

/** The `{names}` a text uses that are not notification variables (forms-data.md 5: unknown variables are rejected). */
export function unknownVariables(text: string): string[] {
  const names = [...text.matchAll(/\{(\w*)\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((n) => !(NOTIFY_VARIABLES as readonly string[]).includes(n)))];
}

/** The text with its variables filled. */
export function fillVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface NotifyParams {
  sablona: string;
  kanal: string;
  predmet: string;
  text: string;
}

/** Creates a waiting job with one item per contract (inside the caller's transaction) and wakes the runners. */
export async function createNotifyJob(
  db: Queryable,
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
  // The job is visible once the action's transaction commits; a short delay, then the poll, find it.
  for (const runner of runners) runner.wake(50);
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

/**
 * One batch of waiting items, claimed with FOR UPDATE SKIP LOCKED (two runners never take the
 * same item) and processed in one short transaction that also moves the job's counters.
 * Finishes jobs with nothing left. Returns whether it found work.
 */
export async function processBatch(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows: items } = await tx.query<Item>(
      `SELECT id_polozka AS "idPolozka", code, id_zmluva AS "idZmluva", cislo_zmluvy AS "cisloZmluvy"
       FROM spracovanie_polozka WHERE stav = 'CAKA' ORDER BY id_polozka LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    const params = new Map<string, NotifyParams>();
    const counts = new Map<string, { ok: number; failed: number }>();
    for (const item of items) {
      if (!params.has(item.code)) {
        const { rows } = await tx.query<{ parametre: NotifyParams }>('SELECT parametre FROM spracovanie WHERE code = $1', [item.code]);
        params.set(item.code, (rows[0] as { parametre: NotifyParams }).parametre);
      }
      const error = await processItem(tx, item, params.get(item.code) as NotifyParams);
      await tx.query(`UPDATE spracovanie_polozka SET stav = $2, chyba_kod = $3, spracovane = now() WHERE id_polozka = $1`, [item.idPolozka, error ? 'CHYBA' : 'OK', error]);
      const count = counts.get(item.code) ?? { ok: 0, failed: 0 };
      if (error) count.failed += 1;
      else count.ok += 1;
      counts.set(item.code, count);
    }
    for (const [code, c] of counts) {
      await tx.query('UPDATE spracovanie SET spracovane = spracovane + $2, uspesne = uspesne + $3, chybne = chybne + $4 WHERE code = $1', [code, c.ok + c.failed, c.ok, c.failed]);
    }
    // A job with no waiting item is done: an error when any item failed.
    await tx.query(
      `UPDATE spracovanie s SET stav = CASE WHEN s.chybne > 0 THEN 'CHYBA' ELSE 'USPECH' END, koniec = now()
       WHERE s.stav = 'V_SPRACOVANI' AND NOT EXISTS (SELECT 1 FROM spracovanie_polozka p WHERE p.code = s.code AND p.stav = 'CAKA')`,
    );
    return items.length > 0;
  });
}

/** Runs the waiting notification jobs in the background of one server. */
export class NotifyRunner {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly logError: (error: unknown) => void = () => undefined,
  ) {}

  start(): void {
    runners.add(this);
    this.wake(POLL_MS);
  }

  /** Looks for work after `delayMs` (earlier wakes win). */
  wake(delayMs: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running ??= this.drain().finally(() => {
        this.running = undefined;
        this.wake(POLL_MS);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      while (!this.closed && (await processBatch(this.db)));
    } catch (error) {
      if (!this.closed) this.logError(error);
    }
  }

  /** Stops waking and waits for the batch under way. */
  async stop(): Promise<void> {
    this.closed = true;
    runners.delete(this);
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

const runners = new Set<NotifyRunner>();
