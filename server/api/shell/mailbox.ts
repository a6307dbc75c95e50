import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/verify';
import { MAILBOX_READ } from '../../model/schranka';
import { notFound } from '../errors';
import { parsePositiveId } from '../ids';
import type { ApiDeps } from '../types';

/**
 * `POST /edc/schranky/schranka-readed/{id}`: marks one of the caller's messages read (the generic
 * entity router lists and reads the mailbox, server/model/schranka.ts).
 */
export function registerMailboxRoutes(api: FastifyInstance, { db }: ApiDeps): void {
  // Idempotent. Someone else's message is 'not found', not 'forbidden'.
  api.post<{ Params: { id: string } }>('/edc/schranky/schranka-readed/:id', async (request) => {
    const user = request.user as AuthUser;
    const id = parsePositiveId(request.params.id, 'idSchranka');
    const { rows } = await db.query<{ idSchranka: number; stavKod: number }>(
      `UPDATE schranka SET stav_kod = $3, datum_precitania = coalesce(datum_precitania, now())
       WHERE id_schranka = $1 AND login = $2 RETURNING id_schranka AS "idSchranka", stav_kod AS "stavKod"`,
      [id, user.login, MAILBOX_READ],
    );
    if (!rows[0]) throw notFound([{ key: 'reason.recordNotFound', params: { entity: 'schranka', id } }]);
    return rows[0];
  });
}
