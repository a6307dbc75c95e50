import { ApiError } from '../../../api/errors';
import { isCoreUser } from '../../../auth/roles';
import { notifyStarter } from '../../definitions/notices';
import type { BpmReason, Check, CreateEntity, Effect, EffectContext, ParticipantOf } from '../../definitions/types';
import { ROLE_OF_TYPE } from '../ucastnikRegistracia/effects';

/** Portal roles: a requester holding none gets the role of the participant's type at the approval. */
const PORTAL_ROLES = ['EDC.VYROBCA', 'EDC.DODAVATEL', 'EDC.AGREGATOR'];

interface Request {
  kod: string;
  login: string;
  eic: string | null;
  ico: string | null;
  idUcastnikTrhu: number | null;
}

interface Participant {
  id: number;
  nazov: string;
  eic: string;
  typ: string;
}

async function request(ctx: EffectContext): Promise<Request> {
  const { rows } = await ctx.tx.query<Request>(
    'SELECT kod, login, eic, ico, id_ucastnik_trhu AS "idUcastnikTrhu" FROM ucastnik_prepojenie WHERE id_prepojenie = $1 FOR UPDATE',
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`assignment request ${ctx.entityId} is missing`);
  return row;
}

/** The participant the request names: by EIC when given, else by IČO (an active or suspended one). */
async function participantOf(ctx: EffectContext, r: Request): Promise<Participant | undefined> {
  const { rows } = await ctx.tx.query<Participant>(
    `SELECT id_ucastnik_trhu AS id, nazov, eic, typ FROM ucastnik_trhu
      WHERE stav <> 'ZRUSENY' AND ($1::text IS NOT NULL AND eic = $1 OR $1::text IS NULL AND ico = $2)
      ORDER BY id_ucastnik_trhu LIMIT 1`,
    [r.eic, r.ico],
  );
  return rows[0];
}

async function setState(ctx: EffectContext, stav: string): Promise<Record<string, string>> {
  const r = await request(ctx);
  await ctx.tx.query('UPDATE ucastnik_prepojenie SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_prepojenie = $1', [
    ctx.entityId,
    stav,
    ctx.login,
  ]);
  return { kod: r.kod };
}

function conflict(key: string, params: Record<string, string | number>): ApiError {
  return new ApiError(409, 'error.conflict', [{ key, params }], { userError: true });
}

/** An empty request of the starter. */
export const createUcastnikPrepojenie: CreateEntity = async (tx, login) => {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ucastnik_prepojenie (kod, login, created_by, updated_by)
     VALUES ('PRP-' || lpad(nextval('ucastnik_prepojenie_kod_seq')::text, 6, '0'), $1, $1, $1) RETURNING id_prepojenie AS id`,
    [login],
  );
  return (rows[0] as { id: number }).id;
};

export const UCASTNIK_PREPOJENIE_CHECKS: Record<string, Check> = {
  'ucastnikPrepojenie.filled': async (ctx) => {
    const r = await request(ctx);
    return r.eic || r.ico ? [] : [{ key: 'prep.identifier' }];
  },
  'ucastnikPrepojenie.found': async (ctx) => {
    const r = await request(ctx);
    if (!r.eic && !r.ico) return [];
    const reasons: BpmReason[] = [];
    if (!(await participantOf(ctx, r))) reasons.push({ key: 'prep.notFound', params: { id: r.eic ?? r.ico ?? '' } });
    return reasons;
  },
};

export const UCASTNIK_PREPOJENIE_EFFECTS: Record<string, Effect> = {
  /**
   * Names the participant found and waits for the approval. A member of it already, or a second
   * waiting request for it (the unique index), is a 409.
   */
  'ucastnikPrepojenie.submit': async (ctx) => {
    const r = await request(ctx);
    const p = await participantOf(ctx, r);
    if (!p) throw new Error(`assignment request ${r.kod}: the participant vanished after the check`);
    const member = await ctx.tx.query('SELECT 1 FROM user_ucastnik WHERE login = $1 AND id_ucastnik_trhu = $2', [r.login, p.id]);
    if (member.rows.length > 0) throw conflict('reason.prepAlreadyMember', { nazov: p.nazov });
    const waiting = await ctx.tx.query(
      "SELECT kod FROM ucastnik_prepojenie WHERE login = $1 AND id_ucastnik_trhu = $2 AND stav = 'NA_SCHVALENI' AND id_prepojenie <> $3",
      [r.login, p.id, ctx.entityId],
    );
    if (waiting.rows.length > 0) throw conflict('reason.prepAlreadyWaiting', { nazov: p.nazov });
    await ctx.tx.query(
      "UPDATE ucastnik_prepojenie SET stav = 'NA_SCHVALENI', id_ucastnik_trhu = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_prepojenie = $1",
      [ctx.entityId, p.id, ctx.login],
    );
    return { kod: r.kod, nazov: p.nazov };
  },
  'ucastnikPrepojenie.return': async (ctx) => {
    const params = await setState(ctx, 'VRATENA');
    await notifyStarter(ctx, 'prep.returnedSubject', 'prep.returnedText', params);
    return params;
  },
  'ucastnikPrepojenie.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  'ucastnikPrepojenie.decline': async (ctx) => {
    const r = await request(ctx);
    await ctx.tx.query(
      "UPDATE ucastnik_prepojenie SET stav = 'ZAMIETNUTA', datum_rozhodnutia = current_date, verzia = verzia + 1, updated_at = now(), updated_by = $2 WHERE id_prepojenie = $1",
      [ctx.entityId, ctx.login],
    );
    const params = { kod: r.kod };
    await notifyStarter(ctx, 'prep.declinedSubject', 'prep.declinedText', params);
    return params;
  },
  /**
   * Creates the membership (the guard reads memberships on every call, so the user may select the
   * participant at once), gives a requester without a portal role the role of the participant's
   * type, and the process to the participant. One transaction with the completion.
   */
  'ucastnikPrepojenie.approve': async (ctx) => {
    const r = await request(ctx);
    const p = await participantOf(ctx, r);
    if (!p) throw new Error(`assignment request ${r.kod}: no participant`);
    await ctx.tx.query('INSERT INTO user_ucastnik (login, id_ucastnik_trhu) VALUES ($1, $2) ON CONFLICT DO NOTHING', [r.login, p.id]);
    const { rows } = await ctx.tx.query<{ roles: string[] }>('SELECT roles FROM app_user WHERE login = $1', [r.login]);
    const roles = rows[0]?.roles ?? [];
    const role = ROLE_OF_TYPE[p.typ];
    if (role && !isCoreUser(roles) && !roles.some((x) => PORTAL_ROLES.includes(x))) {
      await ctx.tx.query('UPDATE app_user SET roles = array_append(roles, $2::text), updated_by = $3, updated_at = now() WHERE login = $1', [r.login, role, ctx.login]);
    }
    await ctx.tx.query(
      "UPDATE ucastnik_prepojenie SET stav = 'SCHVALENA', id_ucastnik_trhu = $2, datum_rozhodnutia = current_date, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_prepojenie = $1",
      [ctx.entityId, p.id, ctx.login],
    );
    await ctx.tx.query('UPDATE bpm_process SET id_ucastnik_trhu = $2 WHERE id_process = $1', [ctx.processId, p.id]);
    const params = { kod: r.kod, nazov: p.nazov, eic: p.eic };
    await notifyStarter(ctx, 'prep.approvedSubject', 'prep.approvedText', params);
    return params;
  },
};

/** The participant the submitted request names (its user administrators approve it). */
export const UCASTNIK_PREPOJENIE_PARTICIPANT: Record<string, ParticipantOf> = {
  'ucastnikPrepojenie.participant': async (ctx) => {
    const { rows } = await ctx.tx.query<{ id: number | null }>('SELECT id_ucastnik_trhu AS id FROM ucastnik_prepojenie WHERE id_prepojenie = $1', [ctx.entityId]);
    return rows[0]?.id ?? null;
  },
};
