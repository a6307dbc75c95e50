import type { FastifyInstance } from 'fastify';
import { formatContentRange } from '../../../engine/core/rql/contentRange';
import type { Queryable } from '../../db/types';
import type { EntityDef } from '../../model/entity';
import { EntityStore } from '../entityStore';
import { notFound } from '../errors';
import { parsePositiveId } from '../ids';
import { scopeOf } from '../scope';
import { isoUtcSql } from '../../db/sessionZone';

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
export const HISTORY_ENTITIES: ReadonlySet<string> = new Set(['technologia', 'zmluva', 'app-config', 'ucastnik-trhu', 'user-management', 'retazenie-odchylok']);

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

/** Reads the newest entries of one record's history. */
export async function readHistory(db: Queryable, entity: EntityDef, id: number): Promise<HistoryEntry[]> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT id_historia AS "idHistoria", akcia, zmenil,
            ${isoUtcSql('zmenene')} AS zmenene, povodne, nove
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
 * token, for the entities of HISTORY_ENTITIES. A deleted record's history stays readable. The
 * history table keeps no owner: for a participant-owned entity the record itself must be in the
 * caller's tenant scope (else 404, as reading it would be), so a deleted one's history is core staff's only.
 */
export function registerHistoryRoutes(api: FastifyInstance, db: Queryable, entities: readonly EntityDef[]): void {
  for (const entity of entities) {
    // A read-only lookup of the same name (the participants' light list) has no history of its own.
    if (!HISTORY_ENTITIES.has(entity.name) || entity.readOnly) continue;
    const tenantScoped = entity.tenantField !== undefined;
    api.get<{ Params: { id: string } }>(`${entity.path}:id/history`, { config: { token: entity.tokens.read, tenantScoped } }, async (request, reply) => {
      const id = parsePositiveId(request.params.id, entity.idField);
      if (tenantScoped) {
        const scope = scopeOf(request);
        if (scope.kind === 'tenant' && !(await new EntityStore(db, entity).read(id, scope))) {
          throw notFound([{ key: 'reason.recordNotFound', params: { entity: entity.name, id } }]);
        }
      }
      const entries = await readHistory(db, entity, id);
      reply.header('content-range', formatContentRange(0, entries.length - 1, entries.length));
      return entries;
    });
  }
}
