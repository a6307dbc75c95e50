import { validCodes } from '../../../codeBooks/verifyCodes';
import { TYP_PODPORY_BOOK } from '../../../model/vyrobneZariadenie';
import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';

interface Application {
  kod: string;
  idUcastnikTrhu: number | null;
  eic: string | null;
  nazov: string | null;
  idTechnologia: number | null;
  vykon: string | null;
  /** Generator rows of the request. */
  generatory: number;
  typPodpory: string | null;
}

async function application(ctx: EffectContext): Promise<Application> {
  const { rows } = await ctx.tx.query<Application>(
    `SELECT kod, id_ucastnik_trhu AS "idUcastnikTrhu", eic, nazov, id_technologia AS "idTechnologia", instalovany_vykon_kw::text AS vykon,
       jsonb_array_length(generatory) AS generatory, typ_podpory AS "typPodpory"
     FROM vyrobne_zariadenie_ziadost WHERE id_ziadost = $1 FOR UPDATE`,
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`device registration ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string): Promise<Record<string, string>> {
  const a = await application(ctx);
  await ctx.tx.query('UPDATE vyrobne_zariadenie_ziadost SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_ziadost = $1', [
    ctx.entityId,
    stav,
    ctx.login,
  ]);
  return { kod: a.kod, nazov: a.nazov ?? '', eic: a.eic ?? '' };
}

/** An empty request of the starter (operator staff; the participant is named in the form). */
export const createVyrobneZariadenieRegistracia: CreateEntity = async (tx, login) => {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO vyrobne_zariadenie_ziadost (kod, login, created_by, updated_by)
     VALUES ('VZR-' || lpad(nextval('vyrobne_zariadenie_ziadost_kod_seq')::text, 6, '0'), $1, $1, $1) RETURNING id_ziadost AS id`,
    [login],
  );
  return (rows[0] as { id: number }).id;
};

export const VYROBNE_ZARIADENIE_REGISTRACIA_CHECKS: Record<string, Check> = {
  'vyrobneZariadenieRegistracia.filled': async (ctx) => {
    const a = await application(ctx);
    const reasons: BpmReason[] = [];
    if (a.idUcastnikTrhu === null) reasons.push({ key: 'vzr.ucastnik' });
    if (!a.eic) reasons.push({ key: 'vzr.eic' });
    if (!a.nazov?.trim()) reasons.push({ key: 'vzr.nazov' });
    if (a.idTechnologia === null) reasons.push({ key: 'vzr.technologia' });
    if (a.vykon === null) reasons.push({ key: 'vzr.vykon' });
    if (a.generatory === 0) reasons.push({ key: 'vzr.generatory' });
    // The support type must still be offered by the code book (the device's own rule).
    if (!a.typPodpory || !(await validCodes(ctx.tx, TYP_PODPORY_BOOK, [a.typPodpory])).has(a.typPodpory)) reasons.push({ key: 'vzr.typPodpory' });
    return reasons;
  },
  // A device's EIC is unique among devices.
  'vyrobneZariadenieRegistracia.eicFree': async (ctx) => {
    const a = await application(ctx);
    if (!a.eic) return [];
    const { rows } = await ctx.tx.query('SELECT 1 FROM vyrobne_zariadenie WHERE eic = $1', [a.eic]);
    return rows[0] ? [{ key: 'vzr.eicTaken', params: { eic: a.eic } }] : [];
  },
};

export const VYROBNE_ZARIADENIE_REGISTRACIA_EFFECTS: Record<string, Effect> = {
  'vyrobneZariadenieRegistracia.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'vyrobneZariadenieRegistracia.return': (ctx) => setState(ctx, 'VRATENA'),
  'vyrobneZariadenieRegistracia.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  /**
   * Inserts the device for its participant (active) with the request's generator rows, in this one
   * transaction (an active device has at least one generator), and gives the process to the participant.
   */
  'vyrobneZariadenieRegistracia.approve': async (ctx) => {
    const a = await application(ctx);
    const { rows } = await ctx.tx.query<{ id: number; idUcastnikTrhu: number }>(
      `INSERT INTO vyrobne_zariadenie (eic, nazov, id_technologia, instalovany_vykon_kw, pocet_generatorov, typ_podpory,
         datum_uvedenia_do_prevadzky, poznamka, stav, id_ucastnik_trhu, created_by, updated_by)
       SELECT eic, nazov, id_technologia, instalovany_vykon_kw, jsonb_array_length(generatory), typ_podpory, datum_uvedenia_do_prevadzky, poznamka,
         'AKTIVNE', id_ucastnik_trhu, $2, $2
       FROM vyrobne_zariadenie_ziadost WHERE id_ziadost = $1
       RETURNING id_zariad_vyr AS id, id_ucastnik_trhu AS "idUcastnikTrhu"`,
      [ctx.entityId, ctx.login],
    );
    const device = rows[0];
    if (!device) throw new Error(`device registration ${a.kod} is missing`);
    await ctx.tx.query(
      `INSERT INTO vyrobne_zariadenie_generator (id_zariad_vyr, id_ucastnik_trhu, nazov, typ, primarny_zdroj, instalovany_vykon_kw, menovite_napatie_v,
         vyrobca, model, vyrobne_cislo, rok_vyroby, datum_uvedenia_do_prevadzky, stav, poznamka, created_by, updated_by)
       SELECT $2, $3, g.nazov, g.typ, g."primarnyZdroj", g."instalovanyVykonKw", g."menoviteNapatieV", g.vyrobca, g.model, g."vyrobneCislo",
         g."rokVyroby", g."datumUvedeniaDoPrevadzky", g.stav, g.poznamka, $4, $4
       FROM vyrobne_zariadenie_ziadost z CROSS JOIN LATERAL jsonb_to_recordset(z.generatory) AS g(nazov text, typ text, "primarnyZdroj" text,
         "instalovanyVykonKw" numeric, "menoviteNapatieV" integer, vyrobca text, model text, "vyrobneCislo" text, "rokVyroby" integer,
         "datumUvedeniaDoPrevadzky" date, stav text, poznamka text)
       WHERE z.id_ziadost = $1`,
      [ctx.entityId, device.id, device.idUcastnikTrhu, ctx.login],
    );
    await ctx.tx.query(
      `UPDATE vyrobne_zariadenie_ziadost SET stav = 'SCHVALENA', id_zariad_vyr = $2, datum_schvalenia = current_date, verzia = verzia + 1,
         updated_at = now(), updated_by = $3 WHERE id_ziadost = $1`,
      [ctx.entityId, device.id, ctx.login],
    );
    await ctx.tx.query('UPDATE bpm_process SET id_ucastnik_trhu = $2 WHERE id_process = $1', [ctx.processId, device.idUcastnikTrhu]);
    return { kod: a.kod, nazov: a.nazov ?? '', eic: a.eic ?? '' };
  },
};
