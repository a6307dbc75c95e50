import { notifyStarter } from '../../definitions/notices';
import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';

interface Group {
  kod: string;
  nazov: string | null;
  datumOd: string | null;
}

async function group(ctx: EffectContext): Promise<Group> {
  const { rows } = await ctx.tx.query<Group>(`SELECT kod, nazov, to_char(datum_od, 'YYYY-MM-DD') AS "datumOd" FROM ponizenie WHERE id_ponizenie = $1 FOR UPDATE`, [
    ctx.entityId,
  ]);
  const row = rows[0];
  if (!row) throw new Error(`tariff reduction group ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string, extra = ''): Promise<Record<string, string>> {
  const g = await group(ctx);
  await ctx.tx.query(`UPDATE ponizenie SET stav = $2${extra}, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_ponizenie = $1`, [
    ctx.entityId,
    stav,
    ctx.login,
  ]);
  return { kod: g.kod, nazov: g.nazov ?? '' };
}

/** An empty request of the starter's participant. */
export const createPonizenie: CreateEntity = async (tx, login, idUcastnikTrhu) => {
  if (idUcastnikTrhu === null) throw new Error('a tariff reduction group needs a participant');
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ponizenie (kod, id_ucastnik_trhu, created_by, updated_by)
     VALUES ('PON-' || lpad(nextval('ponizenie_kod_seq')::text, 6, '0'), $2, $1, $1) RETURNING id_ponizenie AS id`,
    [login, idUcastnikTrhu],
  );
  return (rows[0] as { id: number }).id;
};

/** Metering points a tariff reduction group needs before it is submitted. */
export const MIN_PONIZENIE_OOM = 1;

export const PONIZENIE_CHECKS: Record<string, Check> = {
  'ponizenie.enoughOom': async (ctx) => {
    const { rows } = await ctx.tx.query<{ n: number }>('SELECT count(*)::int AS n FROM ponizenie_oom WHERE id_ponizenie = $1', [ctx.entityId]);
    const count = rows[0]?.n ?? 0;
    return count >= MIN_PONIZENIE_OOM ? [] : [{ key: 'pon.minOom', params: { min: MIN_PONIZENIE_OOM, count } }];
  },
  'ponizenie.filled': async (ctx) => {
    const g = await group(ctx);
    const reasons: BpmReason[] = [];
    if (!g.nazov?.trim()) reasons.push({ key: 'pon.nazov' });
    if (!g.datumOd) reasons.push({ key: 'pon.datumOd' });
    return reasons;
  },
};

export const PONIZENIE_EFFECTS: Record<string, Effect> = {
  'ponizenie.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'ponizenie.return': async (ctx) => {
    const params = await setState(ctx, 'VRATENA');
    await notifyStarter(ctx, 'pon.returnedSubject', 'pon.returnedText', params);
    return params;
  },
  'ponizenie.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  'ponizenie.approve': async (ctx) => {
    const params = await setState(ctx, 'SCHVALENA', ', datum_schvalenia = current_date');
    await notifyStarter(ctx, 'pon.approvedSubject', 'pon.approvedText', params);
    return params;
  },
};
