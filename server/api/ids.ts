// The one reading of a record id from a path parameter, for every route of the server: a positive
// integer that fits the tables' integer identity columns, else 400 naming the field (never a 500
// from the database for "abc", "-1", "1.5" or eleven digits).
import type { EntityDef } from '../model/entity';
import { badRequest } from './errors';

/** The largest value of a PostgreSQL integer column (every table's id is one). */
export const MAX_ID = 2_147_483_647;

/** A positive integer id from a path parameter, else 400 `reason.idNotNumber` naming `field`. */
export function parsePositiveId(text: string, field: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(id > 0 && id <= MAX_ID)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field, value: text.slice(0, 40) } }]);
  return id;
}

/** An entity's id: text keys (a user's login) as sent, up to 200 characters; numeric ones as above. */
export function parseRecordId(entity: EntityDef, text: string): number | string {
  if (entity.fields[entity.idField]?.type === 'string' && text.length > 0 && text.length <= 200) return text;
  return parsePositiveId(text, entity.idField);
}
