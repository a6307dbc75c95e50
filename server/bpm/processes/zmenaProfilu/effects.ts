import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';

interface Change {
  login: string;
  meno: string | null;
  priezvisko: string | null;
  email: string | null;
}

async function change(ctx: EffectContext): Promise<Change> {
  const { rows } = await ctx.tx.query<Change>('SELECT login, meno, priezvisko, email FROM pouzivatel_zmena WHERE id_zmena = $1 FOR UPDATE', [ctx.entityId]);
  const row = rows[0];
  if (!row) throw new Error(`profile change ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string): Promise<void> {
  await ctx.tx.query('UPDATE pouzivatel_zmena SET stav = $2, verzia = verzia + 1, updated_at = now() WHERE id_zmena = $1', [ctx.entityId, stav]);
}

/** The change starts from the user's current data. */
export const createZmenaProfilu: CreateEntity = async (tx, login) => {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO pouzivatel_zmena (login, meno, priezvisko, email)
     SELECT login, meno, priezvisko, email FROM app_user WHERE login = $1 RETURNING id_zmena AS id`,
    [login],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`user ${login} is missing`);
  return id;
};

export const ZMENA_PROFILU_CHECKS: Record<string, Check> = {
  'zmenaProfilu.filled': async (ctx) => {
    const c = await change(ctx);
    const reasons: BpmReason[] = [];
    if (!c.meno?.trim()) reasons.push({ key: 'profil.meno' });
    if (!c.priezvisko?.trim()) reasons.push({ key: 'profil.priezvisko' });
    if (!c.email?.trim()) reasons.push({ key: 'profil.email' });
    return reasons;
  },
};

export const ZMENA_PROFILU_EFFECTS: Record<string, Effect> = {
  // The account takes the new data in the same transaction as the completion.
  'zmenaProfilu.apply': async (ctx) => {
    const c = await change(ctx);
    await ctx.tx.query('UPDATE app_user SET meno = $2, priezvisko = $3, email = $4 WHERE login = $1', [c.login, c.meno, c.priezvisko, c.email]);
    await setState(ctx, 'ULOZENA');
    return { meno: c.meno ?? '', priezvisko: c.priezvisko ?? '' };
  },
  'zmenaProfilu.cancel': async (ctx) => {
    await setState(ctx, 'ZRUSENA');
    return {};
  },
};
