import type { FastifyInstance } from 'fastify';
import { formatContentRange } from '../../../engine/core/rql/contentRange';
import type { Queryable } from '../../db/types';
import type { EntityDef } from '../../model/entity';
import { badRequest, notFound } from '../errors';
import { scopeOf } from '../scope';

/** One changed field: its API name and the value before and after (null when absent). */
export interface HistoryChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One entry of a record's change history (dialogs/history), newest first. */
export interface HistoryEntry {
  idHistoria: number;
  akcia: 'CREATE' | 'UPDATE' | 'DELETE';
  /** Login of the author; null when unknown (a delete). */
  zmenil: string | null;
  /** ISO date-time in UTC. */
  zmenene: string;
  zmeny: HistoryChange[];
}

/** Entities whose changes the database records (a trigger of migration 022 per table). */
export const HISTORY_ENTITIES: ReadonlySet<string> = new Set(['technologia', 'ucastnik-trhu', 'user-management']);

/** Most entries one answer carries: the newest ones. */
export const HISTORY_LIMIT = 200;

interface HistoryRow {
  idHistoria: string | number;
  akcia: HistoryEntry['akcia'];
  zmenil: string | null;
  zmenene: string;
  povodne: Record<string, unknown> | null;
  nove: Record<string, unknown> | null;
}

/**
 * The fields that differ between the stored rows, by API name. Only fields the entity declares
 * are shown (never other columns of the table); the row version is left out, it changes on every save.
 */
export function changesOf(entity: EntityDef, before: Record<string, unknown> | null, after: Record<string, unknown> | null): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const [field, def] of Object.entries(entity.fields)) {
    if (field === entity.versionField || field === entity.idField || def.expression) continue;
    const from = before?.[def.column] ?? null;
    const to = after?.[def.column] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}

function parseId(entity: EntityDef, text: string): number {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(id > 0)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: entity.idField, value: text.slice(0, 40) } }]);
  return id;
}

/** Reads the newest entries of one record's history. */
export async function readHistory(db: Queryable, entity: EntityDef, id: number): Promise<HistoryEntry[]> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT id_historia AS "idHistoria", akcia, zmenil,
            to_char(zmenene AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS zmenene, povodne, nove
       FROM zaznam_historia WHERE entita = $1 AND id_zaznamu = $2::bigint
      ORDER BY id_historia DESC LIMIT ${HISTORY_LIMIT}`,
    [entity.name, id],
  );
  return rows.map((row) => ({
    idHistoria: Number(row.idHistoria),
    akcia: row.akcia,
    zmenil: row.zmenil,
    zmenene: row.zmenene,
    zmeny: changesOf(entity, row.povodne, row.nove),
  }));
}

/**
 * `GET {entity path}{id}/history`: the change history of one record, guarded by the entity's read
 * token, for the entities of HISTORY_ENTITIES. A deleted record's history stays readable. Only entities without a tenant owner: the
 * history table keeps no owner, so it could not be scoped to a participant.
 */
export function registerHistoryRoutes(api: FastifyInstance, db: Queryable, entities: readonly EntityDef[]): void {
  for (const entity of entities) {
    // A read-only lookup of the same name (the participants' light list) is not the record's owner.
    if (!HISTORY_ENTITIES.has(entity.name) || entity.readOnly) continue;
    // A record owned by itself (the participant) is scoped by its id; other owned entities cannot be.
    const selfOwned = entity.tenantField !== undefined && entity.tenantField === entity.idField;
    if (entity.tenantField && !selfOwned) throw new Error(`history: ${entity.name} is owned by a participant; its history cannot be scoped`);
    api.get<{ Params: { id: string } }>(`${entity.path}:id/history`, { config: { token: entity.tokens.read, tenantScoped: selfOwned } }, async (request, reply) => {
      const id = parseId(entity, request.params.id);
      const scope = selfOwned ? scopeOf(request) : undefined;
      if (scope?.kind === 'tenant' && scope.idUcastnikTrhu !== id) throw notFound([{ key: 'reason.recordNotFound', params: { entity: entity.name, id } }]);
      const entries = await readHistory(db, entity, id);
      reply.header('content-range', formatContentRange(0, entries.length - 1, entries.length));
      return entries;
    });
  }
}
