import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/verify';
import { MAILBOX_READ, schranka } from '../../model/schranka';
import { badRequest, notFound } from '../errors';
import type { ApiDeps } from '../types';

export { MAILBOX_READ, MAILBOX_UNREAD } from '../../model/schranka';

/** The mailbox: listed and read by the generic entity router (server/model/schranka.ts); marked read here. */
export const MAILBOX = schranka;

function parseId(text: string): number {
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(id > 0)) throw badRequest('error.badRequest', [{ key: 'reason.idNotNumber', params: { field: 'idSchranka', value: text.slice(0, 40) } }]);
  return id;
}

/** `POST /edc/schranky/schranka-readed/{id}`: marks one of the caller's messages read. */
export function registerMailboxRoutes(api: FastifyInstance, { db }: ApiDeps): void {
  // Idempotent. Someone else's message is 'not found', not 'forbidden'.
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
