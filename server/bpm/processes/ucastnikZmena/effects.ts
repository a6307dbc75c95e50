import { notifyStarter } from '../../definitions/notices';
import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';

interface Proposal {
  kod: string;
  idUcastnikTrhu: number;
  nazov: string | null;
  pravnaForma: string | null;
  adresa: Record<string, unknown> | null;
  acerKod: string | null;
}

async function proposal(ctx: EffectContext): Promise<Proposal> {
  const { rows } = await ctx.tx.query<Proposal>(
    'SELECT kod, id_ucastnik_trhu AS "idUcastnikTrhu", nazov, pravna_forma AS "pravnaForma", adresa, acer_kod AS "acerKod" FROM ucastnik_zmena WHERE id_zmena = $1 FOR UPDATE',
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`participant change ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string): Promise<Record<string, string>> {
  const p = await proposal(ctx);
  await ctx.tx.query('UPDATE ucastnik_zmena SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_zmena = $1', [ctx.entityId, stav, ctx.login]);
  return { kod: p.kod };
}

/** A proposal of the participant the starter acts for, prefilled with its current values. */
export const createUcastnikZmena: CreateEntity = async (tx, login, idUcastnikTrhu) => {
  if (idUcastnikTrhu === null) throw new Error('a participant change needs the participant');
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ucastnik_zmena (kod, id_ucastnik_trhu, login, nazov, pravna_forma, adresa, acer_kod, created_by, updated_by)
     SELECT 'UTZ-' || lpad(nextval('ucastnik_zmena_kod_seq')::text, 6, '0'), u.id_ucastnik_trhu, $1, u.nazov, u.pravna_forma, u.adresa, u.acer_kod, $1, $1
       FROM ucastnik_trhu u WHERE u.id_ucastnik_trhu = $2
     RETURNING id_zmena AS id`,
    [login, idUcastnikTrhu],
  );
  return (rows[0] as { id: number }).id;
};

export const UCASTNIK_ZMENA_CHECKS: Record<string, Check> = {
  'ucastnikZmena.filled': async (ctx) => {
    const p = await proposal(ctx);
    const reasons: BpmReason[] = [];
    if (!p.nazov?.trim()) reasons.push({ key: 'utz.nazov' });
    if (!p.adresa || !p.adresa.Mesto) reasons.push({ key: 'utz.adresa' });
    return reasons;
  },
};

export const UCASTNIK_ZMENA_EFFECTS: Record<string, Effect> = {
  'ucastnikZmena.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'ucastnikZmena.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  'ucastnikZmena.return': async (ctx) => {
    const params = await setState(ctx, 'VRATENA');
    await notifyStarter(ctx, 'utz.returnedSubject', 'utz.returnedText', params);
    return params;
  },
  'ucastnikZmena.decline': async (ctx) => {
    const params = await setState(ctx, 'ZAMIETNUTA');
    await notifyStarter(ctx, 'utz.declinedSubject', 'utz.declinedText', params);
    return params;
  },
  /** Writes the proposal to the participant, stamped with the approver (its history names them). */
  'ucastnikZmena.approve': async (ctx) => {
    const p = await proposal(ctx);
    await ctx.tx.query(
      `UPDATE ucastnik_trhu SET nazov = $2, adresa = $3, acer_kod = $4, pravna_forma = $6, updated_by = $5, updated_at = now(), verzia = verzia + 1
        WHERE id_ucastnik_trhu = $1`,
      [p.idUcastnikTrhu, p.nazov, p.adresa, p.acerKod, ctx.login, p.pravnaForma],
    );
    await ctx.tx.query(
      "UPDATE ucastnik_zmena SET stav = 'SCHVALENA', datum_schvalenia = current_date, verzia = verzia + 1, updated_at = now(), updated_by = $2 WHERE id_zmena = $1",
      [ctx.entityId, ctx.login],
    );
    const params = { kod: p.kod, nazov: p.nazov ?? '' };
    await notifyStarter(ctx, 'utz.approvedSubject', 'utz.approvedText', params);
    return params;
  },
};
