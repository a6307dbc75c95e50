// `demo`'s contract waiting for its signature: an imbalance settlement contract (ZMLUVA_ZO) taken
// through the real process engine up to its signature step, so the register lists it in process,
// its detail offers "Podpísať" and the dashboard holds the step (a hand-made row would not be a
// process the signing page can open).
import { tokensForRoles } from '../auth/roles';
import { ProcessEngine } from '../bpm/engine';
import type { Caller } from '../bpm/caller';
import { ZMLUVA_ZO } from '../bpm/processes/zmluvaZo/definition';
import type { Database } from '../db/types';
import { DEMO_EIC } from './participants';
import { DEV_USERS } from './users';

/** Contracts this seed adds to the register (in process). */
export const DEMO_PROCESS_CONTRACTS = 1;

const CONTACT = { meno: 'Daniela Šimková', email: 'daniela.simkova@energetikapohronie.sk' };
const FINANCE = { vyska: 25_000, forma: 'BANKOVA_ZARUKA', iban: 'SK3112000000198742637541' };

/** Starts demo's contract and brings it to the signature step, once (none of its ZO processes yet); returns whether it did. */
export async function seedDemoSigningIfEmpty(db: Database): Promise<boolean> {
  const demo = DEV_USERS.find((u) => u.login === 'demo');
  const { rows } = await db.query<{ id: number; started: boolean }>(
    `SELECT u.id_ucastnik_trhu AS id, EXISTS (SELECT 1 FROM bpm_process p WHERE p.process_type = $2 AND p.id_ucastnik_trhu = u.id_ucastnik_trhu) AS started
     FROM ucastnik_trhu u WHERE u.eic = $1`,
    [DEMO_EIC, ZMLUVA_ZO.code],
  );
  const participant = rows[0];
  if (!demo || !participant || participant.started) return false;
  const roles = [...demo.roles];
  const tokens = tokensForRoles(roles);
  const caller: Caller = { login: demo.login, roles, tokens, core: false, admin: false, tenantId: participant.id, lang: 'sk', user: { login: demo.login, roles, tokens, claims: {} } };
  // No background completion runs here: both steps' actions are synchronous.
  const engine = new ProcessEngine(db);
  try {
    const { activityId } = await engine.start(ZMLUVA_ZO, caller);
    const entityOf = async (activity: number) =>
      (await db.query<{ entity: number; process: number }>('SELECT entity_id AS entity, process_id AS process FROM activity WHERE id_activity = $1', [activity])).rows[0] as { entity: number; process: number };
    const { entity, process } = await entityOf(activityId);
    await db.query('UPDATE zmluva_zo SET kontakt_meno = $2, kontakt_email = $3 WHERE id_zmluva = $1', [entity, CONTACT.meno, CONTACT.email]);
    await engine.complete(activityId, 'DALEJ', caller);
    const finance = await openActivity(db, process);
    await db.query('UPDATE zmluva_zo SET vyska_zabezpecenia = $2, forma_zabezpecenia = $3, iban = $4 WHERE id_zmluva = $1', [entity, FINANCE.vyska, FINANCE.forma, FINANCE.iban]);
    await engine.complete(finance, 'DALEJ', caller);
  } finally {
    await engine.close();
  }
  return true;
}

async function openActivity(db: Database, process: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`SELECT id_activity AS id FROM activity WHERE process_id = $1 AND status_code = 'ACTIVE' ORDER BY id_activity DESC LIMIT 1`, [process]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`process ${process} has no open activity`);
  return id;
}
