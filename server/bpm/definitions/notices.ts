import { translate } from '../../i18n/messages';
import { processRejectionCode } from '../../../engine/core/workflow/rejectionCode';
import { processEntityLink } from '../../zmluva/processLink';
import type { EffectContext } from './types';

/** Who sends the workflow's mailbox messages. */
const SENDER = 'bpm.sender';

interface ProcessFacts {
  startedBy: string;
  dovodZamietnutia: string | null;
  dovodVratenia: string | null;
}

async function processFacts(ctx: EffectContext): Promise<ProcessFacts> {
  const { rows } = await ctx.tx.query<ProcessFacts>(
    `SELECT started_by AS "startedBy", dovod_zamietnutia AS "dovodZamietnutia", dovod_vratenia AS "dovodVratenia" FROM bpm_process WHERE id_process = $1`,
    [ctx.processId],
  );
  const row = rows[0];
  if (!row) throw new Error(`process ${ctx.processId} is missing`);
  return row;
}

/**
 * A message in the starter's mailbox (schranka), in Slovak, the mailbox's one language. Part of the
 * completion's transaction: a failing completion sends nothing.
 */
export async function notifyStarter(ctx: EffectContext, subjectKey: string, textKey: string, params: Record<string, string | number>): Promise<void> {
  const facts = await processFacts(ctx);
  const all = { ...params, dovod: facts.dovodZamietnutia ?? facts.dovodVratenia ?? '' };
  // The message links the page of what it is about, where there is one (a contract process's contract).
  await ctx.tx.query('INSERT INTO schranka (login, predmet, text, odosielatel, odkaz) VALUES ($1, $2, $3, $4, $5)', [
    facts.startedBy,
    translate('sk', subjectKey, all).slice(0, 300),
    translate('sk', textKey, all).slice(0, 4000),
    translate('sk', SENDER),
    await processEntityLink(ctx.tx, ctx.processId),
  ]);
}

/**
 * A declined request: the participant's rejected requests (unread until opened, spec 7's counter)
 * get the decline reason, and the starter a mailbox message. `code` names the request.
 */
export async function recordDecline(ctx: EffectContext, typZiadosti: string, subjectKey: string, textKey: string, params: Record<string, string | number>): Promise<void> {
  const facts = await processFacts(ctx);
  if (ctx.idUcastnikTrhu !== null) {
    await ctx.tx.query(
      `INSERT INTO zamietnutie_ziadosti (code, id_ucastnik_trhu, typ_ziadosti, dovod) VALUES ($1, $2, $3, $4)`,
      [processRejectionCode(ctx.processId), ctx.idUcastnikTrhu, typZiadosti, (facts.dovodZamietnutia ?? '').slice(0, 1000) || '-'],
    );
  }
  await notifyStarter(ctx, subjectKey, textKey, params);
}
