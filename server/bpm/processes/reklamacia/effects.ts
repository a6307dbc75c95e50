import { complaintDueDate } from '../../../model/reklamacia';
import { notifyStarter } from '../../definitions/notices';
import type { BpmReason, Check, CreateEntity, Effect, EffectContext } from '../../definitions/types';

interface Complaint {
  kod: string;
  predmet: string | null;
  text: string | null;
  obdobieOd: string | null;
  obdobieDo: string | null;
  odpoved: string | null;
}

async function complaint(ctx: EffectContext): Promise<Complaint> {
  const { rows } = await ctx.tx.query<Complaint>(
    `SELECT kod, predmet, text, to_char(obdobie_od, 'YYYY-MM-DD') AS "obdobieOd", to_char(obdobie_do, 'YYYY-MM-DD') AS "obdobieDo", odpoved
     FROM reklamacia WHERE id_reklamacia = $1 FOR UPDATE`,
    [ctx.entityId],
  );
  const row = rows[0];
  if (!row) throw new Error(`complaint ${ctx.entityId} is missing`);
  return row;
}

async function setState(ctx: EffectContext, stav: string, extra = ''): Promise<Record<string, string>> {
  const c = await complaint(ctx);
  await ctx.tx.query(`UPDATE reklamacia SET stav = $2${extra}, verzia = verzia + 1, updated_at = now(), updated_by = $3 WHERE id_reklamacia = $1`, [
    ctx.entityId,
    stav,
    ctx.login,
  ]);
  return { kod: c.kod, predmet: c.predmet ?? '' };
}

/** An empty complaint of the starter's participant. */
export const createReklamacia: CreateEntity = async (tx, login, idUcastnikTrhu) => {
  if (idUcastnikTrhu === null) throw new Error('a complaint needs a participant');
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO reklamacia (kod, id_ucastnik_trhu, created_by, updated_by)
     VALUES ('REK-' || lpad(nextval('reklamacia_kod_seq')::text, 6, '0'), $2, $1, $1) RETURNING id_reklamacia AS id`,
    [login, idUcastnikTrhu],
  );
  return (rows[0] as { id: number }).id;
};

export const REKLAMACIA_CHECKS: Record<string, Check> = {
  'reklamacia.filled': async (ctx) => {
    const c = await complaint(ctx);
    const reasons: BpmReason[] = [];
    if (!c.predmet?.trim()) reasons.push({ key: 'rek.predmet' });
    if (!c.obdobieOd || !c.obdobieDo) reasons.push({ key: 'rek.obdobie' });
    else if (c.obdobieDo < c.obdobieOd) reasons.push({ key: 'rek.obdobieOrder' });
    if (!c.text?.trim()) reasons.push({ key: 'rek.text' });
    return reasons;
  },
  'reklamacia.answered': async (ctx) => {
    const c = await complaint(ctx);
    return c.odpoved?.trim() ? [] : [{ key: 'rek.odpoved' }];
  },
};

export const REKLAMACIA_EFFECTS: Record<string, Effect> = {
  // Submitted: its answer is due ODPOVED_NA_REKLAMACIU working days later (weekends and holidays skipped).
  'reklamacia.submit': async (ctx) => {
    const params = await setState(ctx, 'V_RIESENI', ', datum_podania = current_date');
    const { rows } = await ctx.tx.query<{ d: string }>("SELECT to_char(current_date, 'YYYY-MM-DD') AS d");
    const termin = await complaintDueDate(ctx.tx, (rows[0] as { d: string }).d);
    await ctx.tx.query('UPDATE reklamacia SET termin = $2::date WHERE id_reklamacia = $1', [ctx.entityId, termin]);
    return params;
  },
  'reklamacia.return': async (ctx) => {
    const params = await setState(ctx, 'VRATENA');
    await notifyStarter(ctx, 'rek.returnedSubject', 'rek.returnedText', params);
    return params;
  },
  'reklamacia.cancel': (ctx) => setState(ctx, 'ZRUSENA'),
  // The participant gets the answer in their mailbox too.
  'reklamacia.resolve': async (ctx) => {
    const { odpoved } = await complaint(ctx);
    const params = await setState(ctx, 'VYBAVENA', ', datum_vybavenia = current_date');
    // Publishing the answer hands its attachments to the participant (the DMS lets a participant read its own).
    await ctx.tx.query(
      `UPDATE dms_document d SET id_ucastnik_trhu = r.id_ucastnik_trhu FROM reklamacia r
       WHERE r.id_reklamacia = $1 AND d.id_ucastnik_trhu IS NULL
         AND d.dms_id::text IN (SELECT x->>'dmsId' FROM jsonb_array_elements(coalesce(r.dokumenty_odpoved, '[]'::jsonb)) x)`,
      [ctx.entityId],
    );
    await notifyStarter(ctx, 'rek.resolvedSubject', 'rek.resolvedText', { ...params, odpoved: odpoved ?? '' });
    return params;
  },
};
