import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';

interface Application {
  kod: string;
  idUcastnikTrhu: number | null;
  eic: string | null;
  nazov: string | null;
  kapacita: string | null;
  vykon: string | null;
}

async function application(ctx: EffectContext): Promise<Application> {
  const { rows } = await ctx.tx.query<Application>(
    `SELECT kod, id_ucastnik_trhu AS "idUcastnikTrhu", eic, nazov, kapacita_kwh::text AS kapacita, instalovany_vykon_kw::text AS vykon
     FROM akumulacne_zariadenie_ziadost WHERE id_ziadost = $1 FOR UPDATE`,
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`storage device registration ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string): Promise<Record<string, string>> {
  const a = await application(ctx);
  await ctx.tx.query('UPDATE akumulacne_zariadenie_ziadost SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_ziadost = $1', [
    ctx.entityId,
    stav,
    ctx.login,
  ]);
  return { kod: a.kod, nazov: a.nazov ?? '', eic: a.eic ?? '' };
}

/** An empty request of the starter (operator staff; the participant is named in the form). */
export const createAkumulacneZariadenieRegistracia: CreateEntity = async (tx, login) => {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO akumulacne_zariadenie_ziadost (kod, login, created_by, updated_by)
     VALUES ('AZR-' || lpad(nextval('akumulacne_zariadenie_ziadost_kod_seq')::text, 6, '0'), $1, $1, $1) RETURNING id_ziadost AS id`,
    [login],
  );
  return (rows[0] as { id: number }).id;
};

export const AKUMULACNE_ZARIADENIE_REGISTRACIA_CHECKS: Record<string, Check> = {
  'akumulacneZariadenieRegistracia.filled': async (ctx) => {
    const a = await application(ctx);
    const reasons: BpmReason[] = [];
    if (a.idUcastnikTrhu === null) reasons.push({ key: 'azr.ucastnik' });
    if (!a.eic) reasons.push({ key: 'azr.eic' });
    if (!a.nazov?.trim()) reasons.push({ key: 'azr.nazov' });
    if (a.kapacita === null) reasons.push({ key: 'azr.kapacita' });
    if (a.vykon === null) reasons.push({ key: 'azr.vykon' });
    return reasons;
  },
  // A storage device's EIC is unique among storage devices.
  'akumulacneZariadenieRegistracia.eicFree': async (ctx) => {
    const a = await application(ctx);
    if (!a.eic) return [];
    const { rows } = await ctx.tx.query('SELECT 1 FROM akumulacne_zariadenie WHERE eic = $1', [a.eic]);
    return rows[0] ? [{ key: 'azr.eicTaken', params: { eic: a.eic } }] : [];
  },
};

export const AKUMULACNE_ZARIADENIE_REGISTRACIA_EFFECTS: Record<string, Effect> = {
  'akumulacneZariadenieRegistracia.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'akumulacneZariadenieRegistracia.return': (ctx) => setState(ctx, 'VRATENA'),
  'akumulacneZariadenieRegistracia.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  /** Inserts the storage device for its participant (active) and gives the process to the participant. */
  'akumulacneZariadenieRegistracia.approve': async (ctx) => {
    const a = await application(ctx);
    const { rows } = await ctx.tx.query<{ id: number; idUcastnikTrhu: number }>(
      `INSERT INTO akumulacne_zariadenie (eic, nazov, kapacita_kwh, instalovany_vykon_kw, poznamka, stav, id_ucastnik_trhu, created_by, updated_by)
       SELECT eic, nazov, kapacita_kwh, instalovany_vykon_kw, poznamka, 'AKTIVNE', id_ucastnik_trhu, $2, $2
       FROM akumulacne_zariadenie_ziadost WHERE id_ziadost = $1
       RETURNING id_zariad_akum AS id, id_ucastnik_trhu AS "idUcastnikTrhu"`,
      [ctx.entityId, ctx.login],
    );
    const device = rows[0];
    if (!device) throw new Error(`storage device registration ${a.kod} is missing`);
    await ctx.tx.query(
      `UPDATE akumulacne_zariadenie_ziadost SET stav = 'SCHVALENA', id_zariad_akum = $2, datum_schvalenia = current_date, verzia = verzia + 1,
         updated_at = now(), updated_by = $3 WHERE id_ziadost = $1`,
      [ctx.entityId, device.id, ctx.login],
    );
    await ctx.tx.query('UPDATE bpm_process SET id_ucastnik_trhu = $2 WHERE id_process = $1', [ctx.processId, device.idUcastnikTrhu]);
    return { kod: a.kod, nazov: a.nazov ?? '', eic: a.eic ?? '' };
  },
};
