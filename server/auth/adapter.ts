import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/types';

/**
 * Stores the provider's artefacts (sessions, interactions, codes, tokens, grants) in the
 * `oidc_payload` table, so logins and refresh tokens survive a restart.
 */
export function databaseAdapter(db: Queryable): new (model: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await db.query(
        `INSERT INTO oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? null],
      );
    }

    private async findBy(column: 'id' | 'user_code' | 'uid', value: string): Promise<AdapterPayload | undefined> {
      const { rows } = await db.query<{ payload: AdapterPayload; consumed: number | null }>(
        `SELECT payload, extract(epoch FROM consumed_at)::float8 AS consumed FROM oidc_payload
         WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed === null ? row.payload : { ...row.payload, consumed: Math.floor(row.consumed) };
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db.query('UPDATE oidc_payload SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_payload WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_payload WHERE grant_id = $1', [grantId]);
    }
  };
}

/** Deletes expired artefacts; run at start and now and then. */
export async function purgeExpired(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM oidc_payload WHERE expires_at < now()');
  return rowCount;
}
