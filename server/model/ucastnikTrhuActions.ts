// Record actions of a market participant (dialogs of its detail, spec 2.5): a new contact
// (add-kontakt-ucastnik-trhu) and a change of the ACER code (change-acer-sportrebna). Each runs in
// one transaction and stamps `updated_by`, so the history trigger (migration 065) records who
// changed what; the version moves on, so an open edit form of the same record gets a 409.
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { ACER_CODE_CHANGED, CONTACTS_WITHIN_LIMIT, type ListLimitFact, type StoredRule } from '../../engine/core/validation/storedRules';
import type { Queryable } from '../db/types';
import type { ActionContext, EntityAction } from './entity';

const object = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});

/** At most this many contacts per participant (as the record's schema says). */
export const MAX_KONTAKTY = 20;

/** The ACER code change: the new code (the catalogue's `acer` format, as the record's own field). */
export const ACER_CHANGE_SCHEMA = object({ acerKod: { type: 'string', format: 'acer', maxLength: 12 } }, ['acerKod']);

/** The facts of contactsWithinLimit: the participant's stored contacts counted, and the limit. */
function contactCount(record: Readonly<Record<string, unknown>>): ListLimitFact {
  return { count: Array.isArray(record.kontakty) ? record.kontakty.length : 0, max: MAX_KONTAKTY };
}

const idOf = (context: ActionContext): number => Number(context.record?.idUcastnikTrhu);

/** A contact's schema whose end date (`datDo`) is today or later. */
function withEndFromToday(kontakt: JsonSchema): JsonSchema {
  const properties = (kontakt.properties ?? {}) as Record<string, JsonSchema>;
  return { ...kontakt, properties: { ...properties, datDo: { ...properties.datDo, minDate: 'today' } as JsonSchema } };
}

/**
 * The actions, given the contact schema of the record (one source for both) and how to read a record
 * back in API shape (the entity is declared after them).
 */
export function ucastnikTrhuActions(kontakt: JsonSchema, reread: (db: Queryable, id: number) => Promise<Record<string, unknown> | undefined>): EntityAction[] {
  return [
    {
      code: 'add-kontakt-ucastnik-trhu',
      // spec 5 (msgInvalidContacts): a contact that has already ended is no contact, so a new one
      // ends today at the earliest (the catalogue's date bound, which the dialog checks too).
      schema: { $schema: 'http://json-schema.org/draft-07/schema#', ...withEndFromToday(kontakt) },
      // At most MAX_KONTAKTY contacts: the shared rule the dialog runs too, counted on the record
      // the action read in its transaction (the record's own schema bounds its list the same).
      storedRules: [{ rule: CONTACTS_WITHIN_LIMIT as StoredRule<never>, facts: contactCount }],
      run: async (context) => {
        const contact = Object.fromEntries(Object.entries(context.body).filter(([, v]) => v !== '' && v !== undefined));
        await context.db.query(
          `UPDATE ucastnik_trhu SET kontakty = coalesce(kontakty, '[]'::jsonb) || jsonb_build_array($2::jsonb),
             updated_by = $3, updated_at = now(), verzia = verzia + 1 WHERE id_ucastnik_trhu = $1`,
          [idOf(context), JSON.stringify(contact), context.login],
        );
        return reread(context.db, idOf(context));
      },
    },
    {
      code: 'change-acer-sportrebna',
      schema: ACER_CHANGE_SCHEMA,
      // The same code again changes nothing: the shared rule the dialog runs too, with the stored code.
      storedRules: [{ rule: ACER_CODE_CHANGED as StoredRule<never>, facts: (record) => ({ current: typeof record.acerKod === 'string' ? record.acerKod : null }) }],
      run: async (context) => {
        await context.db.query('UPDATE ucastnik_trhu SET acer_kod = $2, updated_by = $3, updated_at = now(), verzia = verzia + 1 WHERE id_ucastnik_trhu = $1', [
          idOf(context),
          context.body.acerKod,
          context.login,
        ]);
        return reread(context.db, idOf(context));
      },
    },
  ];
}
