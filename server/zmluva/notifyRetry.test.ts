// Issue 26 item 4: a notification job whose batches keep failing (here the database refuses every
// notification) ends after its attempts as an error, its unsent items carrying the reason code the
// processing-results screen translates; before, the same batch was retried every 2 s forever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Database } from '../db/types';
import type { JobRunner } from '../jobs/runner';
import { openTestDatabase } from '../testing/testDatabase';
import { createNotifyJob, startNotifyRunner } from './notify';

let db: Database;
let runner: JobRunner | undefined;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec(`
    CREATE SEQUENCE notify_attempts_test;
    CREATE FUNCTION notify_fails_test() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval('notify_attempts_test');
      RAISE EXCEPTION 'mail queue unavailable';
    END $$;
    CREATE TRIGGER notify_fails_test BEFORE INSERT ON notifikacia FOR EACH STATEMENT EXECUTE FUNCTION notify_fails_test();`);
});

afterAll(async () => {
  await runner?.stop();
  await db.close();
});

describe('a notification job that keeps failing', () => {
  it('ends as an error after its attempts, its items failed with a translated reason', async () => {
    // Contracts whose participant has users: each of them would be notified.
    const contracts = (await db.query<{ idZmluva: number; cisloZmluvy: string }>(
      `SELECT z.id_zmluva AS "idZmluva", z.cislo_zmluvy AS "cisloZmluvy" FROM zmluva z
       WHERE EXISTS (SELECT 1 FROM user_ucastnik m WHERE m.id_ucastnik_trhu = z.id_ucastnik_trhu) ORDER BY z.id_zmluva LIMIT 3`)).rows;
    expect(contracts).toHaveLength(3);
    const { code } = await db.transaction((tx) => createNotifyJob(tx, 'operator', contracts, { sablona: 'VSEOBECNA', kanal: 'SCHRANKA', predmet: 'Oznam', text: 'Text {cisloZmluvy}' }));
    runner = startNotifyRunner(db, () => undefined, { maxAttempts: 3, firstMs: 50 });
    let stav = 'V_SPRACOVANI';
    for (let i = 0; i < 100 && stav === 'V_SPRACOVANI'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      stav = (await db.query<{ stav: string }>('SELECT stav FROM spracovanie WHERE code = $1', [code])).rows[0]?.stav as string;
    }
    expect(stav).toBe('CHYBA');
    const job = (await db.query<{ chybne: number; spracovane: number }>('SELECT chybne, spracovane FROM spracovanie WHERE code = $1', [code])).rows[0];
    expect(job).toEqual({ chybne: 3, spracovane: 3 });
    const items = await db.query<{ stav: string; chyba: string }>('SELECT stav, chyba_kod AS chyba FROM spracovanie_polozka WHERE code = $1', [code]);
    expect(items.rows).toEqual(Array.from({ length: 3 }, () => ({ stav: 'CHYBA', chyba: 'SPRACOVANIE_ZLYHALO' })));
    const attempts = async () => (await db.query<{ n: number }>('SELECT last_value::int AS n FROM notify_attempts_test')).rows[0]?.n;
    expect(await attempts()).toBe(3);
    await new Promise((r) => setTimeout(r, 500));
    expect(await attempts()).toBe(3);
    // The screen shows the code as text in every language.
    for (const lang of ['sk', 'en', 'cs']) {
      const texts = JSON.parse(readFileSync(new URL(`../../metadata/i18n/${lang}/spracovanie-chyba.json`, import.meta.url), 'utf8')) as { 'spracovanie-chyba': { enum: { chybaKod: Record<string, string> } } };
      expect(texts['spracovanie-chyba'].enum.chybaKod.SPRACOVANIE_ZLYHALO).toMatch(/\p{L}{5}/u);
    }
  });
});
