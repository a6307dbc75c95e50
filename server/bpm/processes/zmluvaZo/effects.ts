import { recordDecline } from '../../definitions/notices';
import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';
import { syncRegisterContract } from '../../../zmluva/register';

/** Minimum financial security of an imbalance settlement contract, in EUR (spec 9). */
export const MIN_FINANCNE_ZABEZPECENIE = 10_000;

/** The DMS document type a signed contract is uploaded as. */
export const SIGNED_DOCUMENT_TYPE = 'zmluva.podpisana';

interface Contract {
  cisloZmluvy: string;
  datumOd: string | null;
  kontaktMeno: string | null;
  kontaktEmail: string | null;
  vyskaZabezpecenia: number | null;
  formaZabezpecenia: string | null;
  iban: string | null;
}

async function contract(ctx: EffectContext): Promise<Contract> {
  const { rows } = await ctx.tx.query<Contract>(
    `SELECT cislo_zmluvy AS "cisloZmluvy", to_char(datum_od, 'YYYY-MM-DD') AS "datumOd", kontakt_meno AS "kontaktMeno",
       kontakt_email AS "kontaktEmail", vyska_zabezpecenia::float AS "vyskaZabezpecenia", forma_zabezpecenia AS "formaZabezpecenia", iban
     FROM zmluva_zo WHERE id_zmluva = $1 FOR UPDATE`,
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`contract ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string, extra = ''): Promise<Record<string, string>> {
  const c = await contract(ctx);
  await ctx.tx.query(`UPDATE zmluva_zo SET stav = $2, verzia = verzia + 1, updated_at = now(), updated_by = $3${extra} WHERE id_zmluva = $1`, [
    ctx.entityId,
    stav,
    ctx.login,
  ]);
  // The register row follows the process's contract (zmluva/vyhladanie: in process, then final).
  await syncRegisterContract(ctx.tx, 'ZMLUVA_ZO', ctx.entityId, ctx.login);
  return { cislo: c.cisloZmluvy };
}

/** Creates a draft contract of the starter's participant, valid from the first day of next month. */
export const createZmluvaZo: CreateEntity = async (tx, login, idUcastnikTrhu) => {
  if (idUcastnikTrhu === null) throw new Error('a contract needs a participant');
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO zmluva_zo (cislo_zmluvy, id_ucastnik_trhu, datum_od, created_by, updated_by)
     VALUES ('ZO-' || to_char(current_date, 'YYYY') || '-' || lpad(nextval('zmluva_zo_cislo_seq')::text, 5, '0'), $1,
       (date_trunc('month', current_date) + interval '1 month')::date, $2, $2)
     RETURNING id_zmluva AS id`,
    [idUcastnikTrhu, login],
  );
  const id = (rows[0] as { id: number }).id;
  // In the contract register from now on, in process (spec 2.2 zmluva/vyhladanie).
  await syncRegisterContract(tx, 'ZMLUVA_ZO', id, login);
  return id;
};

async function financeReasons(ctx: EffectContext): Promise<BpmReason[]> {
  const c = await contract(ctx);
  const reasons: BpmReason[] = [];
  if (c.vyskaZabezpecenia === null || c.vyskaZabezpecenia < MIN_FINANCNE_ZABEZPECENIE) {
    reasons.push({ key: 'zo.minZabezpecenie', params: { min: MIN_FINANCNE_ZABEZPECENIE } });
  }
  if (!c.formaZabezpecenia) reasons.push({ key: 'zo.formaZabezpecenia' });
  if (!c.iban) reasons.push({ key: 'zo.iban' });
  return reasons;
}

export const ZMLUVA_ZO_CHECKS: Record<string, Check> = {
  'zmluvaZo.filled': async (ctx) => {
    const c = await contract(ctx);
    const reasons: BpmReason[] = [];
    if (!c.datumOd) reasons.push({ key: 'zo.datumOd' });
    if (!c.kontaktMeno?.trim()) reasons.push({ key: 'zo.kontaktMeno' });
    if (!c.kontaktEmail?.trim()) reasons.push({ key: 'zo.kontaktEmail' });
    return reasons;
  },
  'zmluvaZo.finance': financeReasons,
  'zmluvaZo.signed': async (ctx) => {
    const { rows } = await ctx.tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM zmluva_zo_dokument z JOIN dms_document d ON d.dms_id = z.dms_id
       WHERE z.id_zmluva = $1 AND d.document_type = $2`,
      [ctx.entityId, SIGNED_DOCUMENT_TYPE],
    );
    return (rows[0]?.n ?? 0) > 0 ? [] : [{ key: 'zo.podpisanaChyba' }];
  },
};

export const ZMLUVA_ZO_EFFECTS: Record<string, Effect> = {
  'zmluvaZo.submit': (ctx) => setState(ctx, 'NA_SCHVALENI'),
  'zmluvaZo.return': (ctx) => setState(ctx, 'VRATENA'),
  'zmluvaZo.decline': async (ctx) => {
    const params = await setState(ctx, 'ZAMIETNUTA');
    await recordDecline(ctx, 'ZMLUVA_ZO', 'zo.declinedSubject', 'zo.declinedText', params);
    return params;
  },
  'zmluvaZo.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  // The register row becomes active, signed today (setState).
  'zmluvaZo.approve': (ctx) => setState(ctx, 'PLATNA', ', datum_schvalenia = current_date'),
};
