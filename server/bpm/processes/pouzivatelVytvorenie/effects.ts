import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';

interface Application {
  kod: string;
  idUcastnikTrhu: number | null;
  novyLogin: string | null;
  meno: string | null;
  priezvisko: string | null;
  email: string | null;
  rola: string | null;
  hasPassword: boolean;
}

async function application(ctx: EffectContext): Promise<Application> {
  const { rows } = await ctx.tx.query<Application>(
    `SELECT kod, id_ucastnik_trhu AS "idUcastnikTrhu", novy_login AS "novyLogin", meno, priezvisko, email, rola,
       password_hash IS NOT NULL AS "hasPassword"
     FROM pouzivatel_ziadost WHERE id_ziadost = $1 FOR UPDATE`,
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`user account request ${ctx.entityId} is missing`);
  return row;
}

const params = (a: Application) => ({ kod: a.kod, novyLogin: a.novyLogin ?? '', meno: a.meno ?? '', priezvisko: a.priezvisko ?? '' });

async function setState(ctx: EffectContext, stav: string): Promise<Record<string, string>> {
  const a = await application(ctx);
  await ctx.tx.query('UPDATE pouzivatel_ziadost SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_ziadost = $1', [
    ctx.entityId,
    stav,
    ctx.login,
  ]);
  return params(a);
}

/** An empty request of the starter (operator staff; the participant is named in the form). */
export const createPouzivatelVytvorenie: CreateEntity = async (tx, login) => {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO pouzivatel_ziadost (kod, login, created_by, updated_by)
     VALUES ('PUV-' || lpad(nextval('pouzivatel_ziadost_kod_seq')::text, 6, '0'), $1, $1, $1) RETURNING id_ziadost AS id`,
    [login],
  );
  return (rows[0] as { id: number }).id;
};

export const POUZIVATEL_VYTVORENIE_CHECKS: Record<string, Check> = {
  'pouzivatelVytvorenie.filled': async (ctx) => {
    const a = await application(ctx);
    const reasons: BpmReason[] = [];
    if (a.idUcastnikTrhu === null) reasons.push({ key: 'puv.ucastnik' });
    if (!a.novyLogin) reasons.push({ key: 'puv.login' });
    if (!a.meno?.trim() || !a.priezvisko?.trim()) reasons.push({ key: 'puv.meno' });
    if (!a.email) reasons.push({ key: 'puv.email' });
    if (!a.rola) reasons.push({ key: 'puv.rola' });
    if (!a.hasPassword) reasons.push({ key: 'puv.heslo' });
    return reasons;
  },
  // As in self-registration: a login is taken by an account or by a registration still waiting for its link.
  'pouzivatelVytvorenie.loginFree': async (ctx) => {
    const a = await application(ctx);
    if (!a.novyLogin) return [];
    const { rows } = await ctx.tx.query(
      'SELECT 1 FROM app_user WHERE login = $1 UNION ALL SELECT 1 FROM registracia WHERE login = $1 AND verified_at IS NULL AND expires_at > now()',
      [a.novyLogin],
    );
    return rows[0] ? [{ key: 'puv.loginTaken', params: { login: a.novyLogin } }] : [];
  },
};

export const POUZIVATEL_VYTVORENIE_EFFECTS: Record<string, Effect> = {
  'pouzivatelVytvorenie.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'pouzivatelVytvorenie.return': (ctx) => setState(ctx, 'VRATENA'),
  'pouzivatelVytvorenie.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  /** Creates the account with the requested role and password hash and links it to the participant. */
  'pouzivatelVytvorenie.approve': async (ctx) => {
    const a = await application(ctx);
    await ctx.tx.query(
      `INSERT INTO app_user (login, meno, priezvisko, email, roles, password_hash)
       SELECT novy_login, meno, priezvisko, email, ARRAY[rola], password_hash FROM pouzivatel_ziadost WHERE id_ziadost = $1`,
      [ctx.entityId],
    );
    await ctx.tx.query('INSERT INTO user_ucastnik (login, id_ucastnik_trhu) VALUES ($1, $2)', [a.novyLogin, a.idUcastnikTrhu]);
    await ctx.tx.query(
      `UPDATE pouzivatel_ziadost SET stav = 'SCHVALENA', datum_schvalenia = current_date, verzia = verzia + 1, updated_at = now(), updated_by = $2
       WHERE id_ziadost = $1`,
      [ctx.entityId, ctx.login],
    );
    await ctx.tx.query('UPDATE bpm_process SET id_ucastnik_trhu = $2 WHERE id_process = $1', [ctx.processId, a.idUcastnikTrhu]);
    return params(a);
  },
};
