import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';

interface Application {
  kod: string;
  idUcastnikTrhu: number | null;
  eic: string | null;
  nazov: string | null;
  typ: string | null;
  napatovaUroven: string | null;
  platnostOd: string | null;
}

async function application(ctx: EffectContext): Promise<Application> {
  const { rows } = await ctx.tx.query<Application>(
    `SELECT kod, id_ucastnik_trhu AS "idUcastnikTrhu", eic, nazov, typ, napatova_uroven AS "napatovaUroven", platnost_od::text AS "platnostOd"
     FROM odberne_miesto_ziadost WHERE id_ziadost = $1 FOR UPDATE`,
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`metering point registration ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string): Promise<Record<string, string>> {
  const a = await application(ctx);
  await ctx.tx.query('UPDATE odberne_miesto_ziadost SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_ziadost = $1', [
    ctx.entityId,
    stav,
    ctx.login,
  ]);
  return { kod: a.kod, nazov: a.nazov ?? '', eic: a.eic ?? '' };
}

/** An empty request of the starter (the participant is named in the form). */
export const createOdberneMiestoRegistracia: CreateEntity = async (tx, login) => {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO odberne_miesto_ziadost (kod, login, created_by, updated_by)
     VALUES ('OMR-' || lpad(nextval('odberne_miesto_ziadost_kod_seq')::text, 6, '0'), $1, $1, $1) RETURNING id_ziadost AS id`,
    [login],
  );
  return (rows[0] as { id: number }).id;
};

export const ODBERNE_MIESTO_REGISTRACIA_CHECKS: Record<string, Check> = {
  'odberneMiestoRegistracia.filled': async (ctx) => {
    const a = await application(ctx);
    const reasons: BpmReason[] = [];
    if (a.idUcastnikTrhu === null) reasons.push({ key: 'omr.ucastnik' });
    if (!a.eic) reasons.push({ key: 'omr.eic' });
    if (!a.nazov?.trim()) reasons.push({ key: 'omr.nazov' });
    if (!a.typ) reasons.push({ key: 'omr.typ' });
    if (!a.napatovaUroven) reasons.push({ key: 'omr.napatovaUroven' });
    if (!a.platnostOd) reasons.push({ key: 'omr.platnostOd' });
    return reasons;
  },
  // A metering point's EIC is unique.
  'odberneMiestoRegistracia.eicFree': async (ctx) => {
    const a = await application(ctx);
    if (!a.eic) return [];
    const { rows } = await ctx.tx.query('SELECT 1 FROM odberne_miesto WHERE eic = $1', [a.eic]);
    return rows[0] ? [{ key: 'omr.eicTaken', params: { eic: a.eic } }] : [];
  },
};

export const ODBERNE_MIESTO_REGISTRACIA_EFFECTS: Record<string, Effect> = {
  'odberneMiestoRegistracia.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'odberneMiestoRegistracia.return': (ctx) => setState(ctx, 'VRATENA'),
  'odberneMiestoRegistracia.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  /** Inserts the metering point for its participant and gives the process to the participant. */
  'odberneMiestoRegistracia.approve': async (ctx) => {
    const a = await application(ctx);
    const { rows } = await ctx.tx.query<{ id: number; idUcastnikTrhu: number }>(
      `INSERT INTO odberne_miesto (eic, nazov, typ, napatova_uroven, mesto, psc, platnost_od, id_ucastnik_trhu, created_by)
       SELECT eic, nazov, typ, napatova_uroven, mesto, psc, platnost_od, id_ucastnik_trhu, $2
       FROM odberne_miesto_ziadost WHERE id_ziadost = $1
       RETURNING id_odberne_miesto AS id, id_ucastnik_trhu AS "idUcastnikTrhu"`,
      [ctx.entityId, ctx.login],
    );
    const point = rows[0];
    if (!point) throw new Error(`metering point registration ${a.kod} is missing`);
    await ctx.tx.query(
      `UPDATE odberne_miesto_ziadost SET stav = 'SCHVALENA', id_odberne_miesto = $2, datum_schvalenia = current_date, verzia = verzia + 1,
         updated_at = now(), updated_by = $3 WHERE id_ziadost = $1`,
      [ctx.entityId, point.id, ctx.login],
    );
    await ctx.tx.query('UPDATE bpm_process SET id_ucastnik_trhu = $2 WHERE id_process = $1', [ctx.processId, point.idUcastnikTrhu]);
    return { kod: a.kod, nazov: a.nazov ?? '', eic: a.eic ?? '' };
  },
};
