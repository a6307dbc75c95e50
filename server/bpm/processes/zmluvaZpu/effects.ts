import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';
import { syncRegisterContract } from '../../../zmluva/register';

/** The largest installed power of the scenario, in kW (spec 9: producer wizard up to 11 kW). */
export const MAX_VYKON_KW = 11;

interface Contract {
  cisloZmluvy: string;
  kontaktMeno: string | null;
  kontaktEmail: string | null;
  eicOdberneMiesto: string | null;
  instalovanyVykonKw: number | null;
  datumOd: string | null;
  sposobVysporiadania: string | null;
  iban: string | null;
}

async function contract(ctx: EffectContext): Promise<Contract> {
  const { rows } = await ctx.tx.query<Contract>(
    `SELECT cislo_zmluvy AS "cisloZmluvy", kontakt_meno AS "kontaktMeno", kontakt_email AS "kontaktEmail",
       eic_odberne_miesto AS "eicOdberneMiesto", instalovany_vykon_kw::float AS "instalovanyVykonKw",
       to_char(datum_od, 'YYYY-MM-DD') AS "datumOd", sposob_vysporiadania AS "sposobVysporiadania", iban
     FROM zmluva_zpu WHERE id_zmluva = $1 FOR UPDATE`,
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`contract ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string, extra = ''): Promise<Record<string, string>> {
  const c = await contract(ctx);
  await ctx.tx.query(`UPDATE zmluva_zpu SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3${extra} WHERE id_zmluva = $1`, [ctx.entityId, stav, ctx.login]);
  // The register row follows the process's contract (zmluva/vyhladanie: in process, then final).
  await syncRegisterContract(ctx.tx, 'ZMLUVA_ZPU', ctx.entityId, ctx.login);
  return { cislo: c.cisloZmluvy };
}

/** A draft contract of the starter's participant, the contact prefilled from the starter's account. */
export const createZmluvaZpu: CreateEntity = async (tx, login, idUcastnikTrhu) => {
  if (idUcastnikTrhu === null) throw new Error('a contract needs a participant');
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO zmluva_zpu (cislo_zmluvy, id_ucastnik_trhu, kontakt_meno, kontakt_email, datum_od, created_by, updated_by)
     SELECT 'ZPU-' || to_char(current_date, 'YYYY') || '-' || lpad(nextval('zmluva_zpu_cislo_seq')::text, 5, '0'), $1,
       (SELECT meno || ' ' || priezvisko FROM app_user WHERE login = $2), (SELECT email FROM app_user WHERE login = $2),
       (date_trunc('month', current_date) + interval '1 month')::date, $2, $2
     RETURNING id_zmluva AS id`,
    [idUcastnikTrhu, login],
  );
  const id = (rows[0] as { id: number }).id;
  // In the contract register from now on, in process (spec 2.2 zmluva/vyhladanie).
  await syncRegisterContract(tx, 'ZMLUVA_ZPU', id, login);
  return id;
};

export const ZMLUVA_ZPU_CHECKS: Record<string, Check> = {
  'zmluvaZpu.participant': async (ctx) => {
    const c = await contract(ctx);
    const reasons: BpmReason[] = [];
    if (!c.kontaktMeno?.trim()) reasons.push({ key: 'zpu.kontaktMeno' });
    if (!c.kontaktEmail?.trim()) reasons.push({ key: 'zpu.kontaktEmail' });
    if (!c.eicOdberneMiesto) reasons.push({ key: 'zpu.eic' });
    if (c.instalovanyVykonKw === null || c.instalovanyVykonKw > MAX_VYKON_KW) reasons.push({ key: 'zpu.vykon', params: { max: MAX_VYKON_KW } });
    return reasons;
  },
  'zmluvaZpu.settlement': async (ctx) => {
    const c = await contract(ctx);
    const reasons: BpmReason[] = [];
    if (!c.datumOd) reasons.push({ key: 'zpu.datumOd' });
    if (!c.sposobVysporiadania) reasons.push({ key: 'zpu.sposobVysporiadania' });
    return reasons;
  },
  'zmluvaZpu.finance': async (ctx) => ((await contract(ctx)).iban ? [] : [{ key: 'zpu.iban' }]),
};

export const ZMLUVA_ZPU_EFFECTS: Record<string, Effect> = {
  'zmluvaZpu.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'zmluvaZpu.return': (ctx) => setState(ctx, 'VRATENA'),
  'zmluvaZpu.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  // The register row becomes active, signed today (setState).
  'zmluvaZpu.approve': (ctx) => setState(ctx, 'PLATNA', ', datum_schvalenia = current_date'),
};
