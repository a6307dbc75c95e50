import type { Check, CreateEntity, EffectContext, Effect } from '../../definitions/types';

/** OOMs a sharing group needs before it can be submitted. */
export const MIN_OOM = 2;

interface Group {
  kod: string;
  nazov: string;
  maxPodiel: string | null;
}

async function group(ctx: EffectContext): Promise<Group> {
  const { rows } = await ctx.tx.query<Group>(
    'SELECT kod, nazov, max_podiel AS "maxPodiel" FROM skupina_zdielania WHERE id_zdielanie = $1 FOR UPDATE',
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`sharing group ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string, extra = ''): Promise<Record<string, string>> {
  const g = await group(ctx);
  await ctx.tx.query(
    `UPDATE skupina_zdielania SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3${extra} WHERE id_zdielanie = $1`,
    [ctx.entityId, stav, ctx.login],
  );
  return { kod: g.kod, nazov: g.nazov };
}

/** Creates an empty group administered by the starter's participant. */
export const createSkupinaZdielania: CreateEntity = async (tx, login, idUcastnikTrhu) => {
  if (idUcastnikTrhu === null) throw new Error('a sharing group needs a participant');
  const { rows } = await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('skupina_zdielania', 'id_zdielanie'))::int AS id");
  const id = (rows[0] as { id: number }).id;
  await tx.query(
    `INSERT INTO skupina_zdielania (id_zdielanie, kod, id_ucastnik_trhu, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)`,
    [id, `SZ-${String(id).padStart(6, '0')}`, idUcastnikTrhu, login],
  );
  return id;
};

export const SKUPINA_ZDIELANIA_CHECKS: Record<string, Check> = {
  'skupinaZdielania.filled': async (ctx) => {
    const g = await group(ctx);
    const reasons = [];
    if (g.nazov.trim() === '') reasons.push({ key: 'sz.nazov' });
    if (g.maxPodiel === null) reasons.push({ key: 'sz.maxPodiel' });
    return reasons;
  },
  'skupinaZdielania.enoughOom': async (ctx) => {
    const { rows } = await ctx.tx.query<{ n: number }>('SELECT count(*)::int AS n FROM skupina_zdielania_oom WHERE id_zdielanie = $1', [ctx.entityId]);
    const count = rows[0]?.n ?? 0;
    return count >= MIN_OOM ? [] : [{ key: 'sz.minOom', params: { min: MIN_OOM, count } }];
  },
  // A metering point shares in one approved group at a time.
  'skupinaZdielania.oomFree': async (ctx) => {
    const { rows } = await ctx.tx.query<{ eic: string; kod: string }>(
      `SELECT o.eic, g.kod FROM skupina_zdielania_oom o
       JOIN skupina_zdielania_oom other ON other.eic = o.eic AND other.id_zdielanie <> o.id_zdielanie
       JOIN skupina_zdielania g ON g.id_zdielanie = other.id_zdielanie AND g.stav = 'SCHVALENA'
       WHERE o.id_zdielanie = $1 ORDER BY o.eic`,
      [ctx.entityId],
    );
    return rows.map((r) => ({ key: 'sz.oomTaken', params: { eic: r.eic, kod: r.kod } }));
  },
};

export const SKUPINA_ZDIELANIA_EFFECTS: Record<string, Effect> = {
  'skupinaZdielania.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'skupinaZdielania.return': (ctx) => setState(ctx, 'VRATENA'),
  'skupinaZdielania.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  'skupinaZdielania.approve': (ctx) => setState(ctx, 'SCHVALENA', ', datum_schvalenia = current_date'),
};
