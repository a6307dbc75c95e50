import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api/errors';
import type { ApiDeps } from '../api/types';
import { callerOf } from '../bpm/caller';
import { ZMLUVA_ZPU_PATHS } from '../bpm/processEntities';
import { ZMLUVA_ZO_PATH } from '../bpm/processes/zmluvaZo/routes';
import { rejectedProcessId } from '../../engine/core/workflow/rejectionCode';
import { podpisText } from './podpisanieTexts';
import { isoUtcSql } from '../db/sessionZone';

/**
 * zmluva/detail-portal/:entityType/:code (spec 2.2): a contract process's entity opened by its code
 * from the mailbox, an activity or a rejection. The code is the contract's number (ZO-2026-00012,
 * the activity's label) or a rejection's code (ZAM-P{process}). The answer says where the entity
 * is read (its process API, tenant-scoped), the process's state and its open activities.
 */
export const DETAIL_PORTAL_PATH = '/portal/zmluvy/detail-portal/';

/** The contract processes' entities by entity type: table and read path. */
const ENTITIES: Readonly<Record<string, { table: string; readPath: string }>> = {
  ZMLUVA_ZO: { table: 'zmluva_zo', readPath: ZMLUVA_ZO_PATH },
  ZMLUVA_ZPU: { table: 'zmluva_zpu', readPath: ZMLUVA_ZPU_PATHS.record },
};
/** The contract register's rows (zmluva/detail/:idZmluva), by their number. */
const REGISTER = 'ZMLUVA';
export const DETAIL_PORTAL_ENTITY_TYPES = [...Object.keys(ENTITIES), REGISTER];

const CODE = /^[A-Z0-9][A-Z0-9_/-]{2,39}$/;

interface Found {
  entityId: number;
  cisloZmluvy: string;
  stav: string;
  idUcastnikTrhu: number;
}

export function registerDetailPortalRoutes(api: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  api.get<{ Params: { entityType: string; code: string } }>(
    `${DETAIL_PORTAL_PATH}:entityType/:code`,
    { config: { token: 'zmluvy#read', tenantScoped: true } },
    async (request) => {
      const caller = callerOf(request);
      const entityType = request.params.entityType.slice(0, 60);
      const code = request.params.code.slice(0, 60).toUpperCase();
      const notFound = () => new ApiError(404, 'error.notFound', [podpisText(caller.lang, 'detail.notFound', { type: entityType, code })]);
      if (!DETAIL_PORTAL_ENTITY_TYPES.includes(entityType)) {
        throw new ApiError(404, 'error.notFound', [podpisText(caller.lang, 'detail.unknownType', { type: entityType })], { field: 'entityType' });
      }
      if (!CODE.test(code)) throw notFound();
      const visible = '($3::boolean OR e.id_ucastnik_trhu = $2::int)';

      if (entityType === REGISTER) {
        const { rows } = await db.query<Found>(
          `SELECT e.id_zmluva AS "entityId", e.cislo_zmluvy AS "cisloZmluvy", e.stav, e.id_ucastnik_trhu AS "idUcastnikTrhu"
           FROM zmluva e WHERE e.cislo_zmluvy = $1 AND ${visible}`,
          [code, caller.tenantId, caller.core],
        );
        const row = rows[0];
        if (!row) throw notFound();
        return { entityType, code, ...row, readPath: '/portal/zmluvy/zmluva/', proces: null, aktivity: [], idZmluvaRegister: row.entityId };
      }

      const entity = ENTITIES[entityType] as { table: string; readPath: string };
      // A rejection names its process; the process names its entity.
      const rejected = rejectedProcessId(code);
      const where = rejected !== undefined ? `e.id_zmluva = (SELECT entity_id FROM bpm_process WHERE id_process = $1::int AND entity_type = $4)` : 'e.cislo_zmluvy = $1';
      const { rows } = await db.query<Found>(
        `SELECT e.id_zmluva AS "entityId", e.cislo_zmluvy AS "cisloZmluvy", e.stav, e.id_ucastnik_trhu AS "idUcastnikTrhu"
         FROM ${entity.table} e WHERE ${where} AND ${visible}`,
        [rejected ?? code, caller.tenantId, caller.core, ...(rejected !== undefined ? [entityType] : [])],
      );
      const row = rows[0];
      if (!row) throw notFound();
      const { rows: processes } = await db.query<Record<string, unknown>>(
        `SELECT id_process AS "idProcess", state AS "uzol", outcome AS vysledok, dovod_vratenia AS "dovodVratenia", dovod_zamietnutia AS "dovodZamietnutia",
           ${isoUtcSql('created_at')} AS zaciatok, ${isoUtcSql('ended_at')} AS koniec
         FROM bpm_process WHERE entity_type = $1 AND entity_id = $2 ORDER BY id_process DESC LIMIT 1`,
        [entityType, row.entityId],
      );
      const proces = processes[0] ?? null;
      const { rows: activities } = proces
        ? await db.query(
            `SELECT id_activity AS "activityId", activity_type AS "activityType", read_only AS "readOnly" FROM activity
             WHERE process_id = $1 AND status_code IN ('ACTIVE', 'FINISHING') ORDER BY id_activity`,
            [proces.idProcess],
          )
        : { rows: [] };
      const { rows: register } = await db.query<{ id: number }>(`SELECT id_zmluva AS id FROM zmluva e WHERE cislo_zmluvy = $1 AND ${visible}`, [
        row.cisloZmluvy,
        caller.tenantId,
        caller.core,
      ]);
      return { entityType, code, ...row, readPath: entity.readPath, proces, aktivity: activities, idZmluvaRegister: register[0]?.id ?? null };
    },
  );
}
