import { isCoreUser } from '../../../auth/roles';
import { notifyStarter } from '../../definitions/notices';
import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';

/** The role a new participant's applicant gets, by the participant's type (server/auth/roles.ts). */
export const ROLE_OF_TYPE: Readonly<Record<string, string>> = { VYROBCA: 'EDC.VYROBCA', DODAVATEL: 'EDC.DODAVATEL', AGREGATOR: 'EDC.AGREGATOR' };

interface Application {
  kod: string;
  login: string;
  nazov: string | null;
  typ: string | null;
  eic: string | null;
  ico: string | null;
  pravnaForma: string | null;
  adresa: Record<string, string> | null;
}

async function application(ctx: EffectContext): Promise<Application> {
  const { rows } = await ctx.tx.query<Application>(
    'SELECT kod, login, nazov, typ, eic, ico, pravna_forma AS "pravnaForma", adresa FROM ucastnik_registracia WHERE id_registracia = $1 FOR UPDATE',
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`registration ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string): Promise<Record<string, string>> {
  const a = await application(ctx);
  await ctx.tx.query('UPDATE ucastnik_registracia SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_registracia = $1', [
    ctx.entityId,
    stav,
    ctx.login,
  ]);
  return { kod: a.kod, nazov: a.nazov ?? '' };
}

/** An empty application of the starter (no participant yet). */
export const createUcastnikRegistracia: CreateEntity = async (tx, login) => {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ucastnik_registracia (kod, login, created_by, updated_by)
     VALUES ('REG-' || lpad(nextval('ucastnik_registracia_kod_seq')::text, 6, '0'), $1, $1, $1) RETURNING id_registracia AS id`,
    [login],
  );
  return (rows[0] as { id: number }).id;
};

export const UCASTNIK_REGISTRACIA_CHECKS: Record<string, Check> = {
  'ucastnikRegistracia.filled': async (ctx) => {
    const a = await application(ctx);
    const reasons: BpmReason[] = [];
    if (!a.nazov?.trim()) reasons.push({ key: 'reg.nazov' });
    if (!a.typ) reasons.push({ key: 'reg.typ' });
    if (!a.eic) reasons.push({ key: 'reg.eic' });
    // The seat is part of every participant (its model requires it); the parts are checked on save.
    if (!a.adresa?.Mesto) reasons.push({ key: 'reg.adresa' });
    return reasons;
  },
  // A participant's EIC is unique among participants.
  'ucastnikRegistracia.eicFree': async (ctx) => {
    const a = await application(ctx);
    if (!a.eic) return [];
    const { rows } = await ctx.tx.query<{ nazov: string }>('SELECT nazov FROM ucastnik_trhu WHERE eic = $1', [a.eic]);
    return rows[0] ? [{ key: 'reg.eicTaken', params: { eic: a.eic } }] : [];
  },
};

/** Makes the applicant a member of the new participant, acting for it, with the role of its type. */
async function linkApplicant(ctx: EffectContext, login: string, id: number, role: string): Promise<void> {
  await ctx.tx.query('INSERT INTO user_ucastnik (login, id_ucastnik_trhu) VALUES ($1, $2) ON CONFLICT DO NOTHING', [login, id]);
  await ctx.tx.query(
    `INSERT INTO user_tenant (login, id_ucastnik_trhu) VALUES ($1, $2) ON CONFLICT (login) DO UPDATE SET id_ucastnik_trhu = $2, changed_at = now()`,
    [login, id],
  );
  await ctx.tx.query('UPDATE app_user SET roles = array_append(roles, $2::text) WHERE login = $1 AND NOT ($2::text = ANY(roles))', [login, role]);
}

export const UCASTNIK_REGISTRACIA_EFFECTS: Record<string, Effect> = {
  'ucastnikRegistracia.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'ucastnikRegistracia.return': async (ctx) => {
    const params = await setState(ctx, 'VRATENA');
    await notifyStarter(ctx, 'reg.returnedSubject', 'reg.returnedText', params);
    return params;
  },
  'ucastnikRegistracia.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  /**
   * Creates the participant, makes a portal applicant its member acting for it (their tenant) with
   * the role of its type, and gives the process to the participant. One transaction with the completion.
   */
  'ucastnikRegistracia.approve': async (ctx) => {
    const a = await application(ctx);
    const role = ROLE_OF_TYPE[a.typ ?? ''];
    if (!a.nazov || !a.eic || !a.typ || !role) throw new Error(`registration ${a.kod} is incomplete`);
    // The seat and legal form as applied for (e.g. taken from the register of legal entities).
    const { rows } = await ctx.tx.query<{ id: number }>(
      `INSERT INTO ucastnik_trhu (nazov, eic, ico, typ, roly, pravna_forma, adresa, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $8::text[], $5, $6::jsonb, $7, $7) RETURNING id_ucastnik_trhu AS id`,
      [a.nazov, a.eic, a.ico, a.typ, a.pravnaForma, a.adresa === null ? null : JSON.stringify(a.adresa), ctx.login, [a.typ]],
    );
    const id = (rows[0] as { id: number }).id;
    const applicant = await ctx.tx.query<{ roles: string[] }>('SELECT roles FROM app_user WHERE login = $1', [a.login]);
    // Operator staff registering a participant from the core do not become its members.
    if (!isCoreUser(applicant.rows[0]?.roles ?? [])) await linkApplicant(ctx, a.login, id, role);
    await ctx.tx.query(
      `UPDATE ucastnik_registracia SET stav = 'SCHVALENA', id_ucastnik_trhu = $2, datum_schvalenia = current_date, verzia = verzia + 1, updated_at = now(), updated_by = $3
       WHERE id_registracia = $1`,
      [ctx.entityId, id, ctx.login],
    );
    await ctx.tx.query('UPDATE bpm_process SET id_ucastnik_trhu = $2 WHERE id_process = $1', [ctx.processId, id]);
    const params = { kod: a.kod, nazov: a.nazov, eic: a.eic };
    await notifyStarter(ctx, 'reg.approvedSubject', 'reg.approvedText', params);
    return params;
  },
};
