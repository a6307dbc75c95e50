import type { FastifyInstance } from 'fastify';
import { formatContentRange } from '../../../engine/core/rql/contentRange';
import { parseRql, RqlError } from '../../../engine/core/rql/parse';
import type { AuthUser } from '../../auth/verify';
import type { EntityDef } from '../../model/entity';
import { listSql, RqlSqlError } from '../../rql/sql';
import { rawQueryOf } from '../entities';
import { badRequest, notFound } from '../errors';
import type { ApiDeps } from '../types';

/** Mailbox status codes (stavKod): 1 unread, 2 read (spec 7: `ne(stavKod,2)` counts the unread). */
export const MAILBOX_UNREAD = 1;
export const MAILBOX_READ = 2;

/** The mailbox as a read-only list over RQL; every query is limited to the caller's own messages. */
export const MAILBOX: EntityDef = {
  name: 'schranka',
  path: '/edc/schranky/schranka/',
  table: 'schranka',
  idField: 'idSchranka',
  fields: {
    idSchranka: { column: 'id_schranka', type: 'integer' },
    predmet: { column: 'predmet', type: 'string' },
    text: { column: 'text', type: 'string', queryable: false },
    odosielatel: { column: 'odosielatel', type: 'string' },
    stavKod: { column: 'stav_kod', type: 'integer' },
    datumPrijatia: { column: 'datum_prijatia', type: 'string', queryable: false },
    datumPrecitania: { column: 'datum_precitania', type: 'string', queryable: false },
    login: { column: 'login', type: 'string', queryable: false },
  },
  tokens: { read: '', write: '', create: '' },
  createSchema: { type: 'object' },
  updateSchema: { type: 'object' },
  defaultSort: [{ field: 'idSchranka', dir: 'desc' }],
  readOnly: true,
};

function parseId(text: string): number {
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(id > 0)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: 'idSchranka', value: text.slice(0, 40) } }]);
  return id;
}

/** `GET /edc/schranky/schranka/` (RQL, Content-Range with the total), one message, and mark-read. */
export function registerMailboxRoutes(api: FastifyInstance, { db }: ApiDeps): void {
  api.get(MAILBOX.path, async (request, reply) => {
    const user = request.user as AuthUser;
    let sql;
    try {
      // The counter reads the total from Content-Range, so it is always counted here.
      sql = listSql(MAILBOX, { ...parseRql(rawQueryOf(request.url)), count: true }, [{ field: 'login', value: user.login }]);
    } catch (error) {
      if (error instanceof RqlError) throw badRequest('error.invalidQuery', [error.message], { userError: false });
      if (error instanceof RqlSqlError) throw badRequest('error.invalidQuery', [{ key: error.key, params: error.params }]);
      throw error;
    }
    const { rows } = await db.query(sql.sql, sql.params);
    const counted = await db.query<{ total: number }>(sql.countSql as string, sql.countParams ?? []);
    const total = counted.rows[0]?.total ?? 0;
    reply.header('content-range', formatContentRange(sql.offset, sql.offset + rows.length - 1, total));
    return rows;
  });

  api.get<{ Params: { id: string } }>(`${MAILBOX.path}:id`, async (request) => {
    const user = request.user as AuthUser;
    const id = parseId(request.params.id);
    const sql = listSql(MAILBOX, parseRql(`eq(idSchranka,${id})`), [{ field: 'login', value: user.login }]);
    const { rows } = await db.query(sql.sql, sql.params);
    if (!rows[0]) throw notFound([{ key: 'reason.recordNotFound', params: { entity: 'schranka', id } }]);
    return rows[0];
  });

  // Marks a message read; idempotent. Someone else's message is 'not found', not 'forbidden'.
  api.post<{ Params: { id: string } }>('/edc/schranky/schranka-readed/:id', async (request) => {
    const user = request.user as AuthUser;
    const id = parseId(request.params.id);
    const { rows } = await db.query<{ idSchranka: number; stavKod: number }>(
      `UPDATE schranka SET stav_kod = $3, datum_precitania = coalesce(datum_precitania, now())
       WHERE id_schranka = $1 AND login = $2 RETURNING id_schranka AS "idSchranka", stav_kod AS "stavKod"`,
      [id, user.login, MAILBOX_READ],
    );
    if (!rows[0]) throw notFound([{ key: 'reason.recordNotFound', params: { entity: 'schranka', id } }]);
    return rows[0];
  });
}
