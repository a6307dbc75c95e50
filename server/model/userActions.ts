// Record actions of user accounts (user management): roles, memberships, lock, password reset.
// Each runs in one transaction and stamps `updated_by`, so the history trigger (migration 066)
// records who changed what; memberships reach the history through app_user.ucastnici.
import { createHash, randomBytes } from 'node:crypto';
import type { JsonSchema } from '../../engine/core/form/jsonSchema';
import { ApiError } from '../api/errors';
import { ADMIN_ROLE, ROLE_TOKENS } from '../auth/roles';
import type { Queryable } from '../db/types';
import type { ActionContext, EntityAction } from './entity';

/**
 * Role codes of the API: the role names of server/auth/roles.ts with `_` for `.` (EDC.VYROBCA →
 * EDC_VYROBCA), so each is one translatable key (`user-management.enum.roly.EDC_VYROBCA`).
 */
export const ROLE_CODES: readonly string[] = [...Object.keys(ROLE_TOKENS), ADMIN_ROLE].map((r) => r.replaceAll('.', '_'));
/** The role name of a role code. */
export const roleOfCode = (code: string): string => code.replaceAll('_', '.');

/** How long a password-reset link works. */
export const RESET_LINK_HOURS = 24;
/** Where a reset link points (served by server/auth/resetPassword.ts under the realm). */
export const RESET_PATH = '/auth/realms/edc/reset-password/';

/** SHA-256 of a reset token: only the hash is stored. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const object = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});

const PARTICIPANT_BODY = object({ idUcastnikTrhu: { type: 'integer', minimum: 1, maximum: 2147483647 } }, ['idUcastnikTrhu']);

function refuse(key: string, params: Record<string, string | number> = {}, status = 409): ApiError {
  return new ApiError(status, status === 409 ? 'error.conflict' : 'error.badRequest', [{ key, params }], { userError: true });
}

/** Stamps the author first: the history trigger takes it from updated_by; the version moves on. */
async function touch(db: Queryable, id: unknown, login: string): Promise<void> {
  await db.query('UPDATE app_user SET updated_by = $2, updated_at = now(), verzia = verzia + 1 WHERE id_pouzivatel = $1', [id, login]);
}

/** The user's login from the record the router read (already limited to the caller's scope). */
const loginOf = (context: ActionContext): string => String(context.record?.login);

/**
 * The actions, given how to read a record back in API shape (the entity is declared after them).
 */
export function userActions(reread: (db: Queryable, id: number) => Promise<Record<string, unknown> | undefined>): EntityAction[] {
  const answer = async (context: ActionContext) => reread(context.db, Number(context.record?.idPouzivatel));
  return [
    {
      code: 'change-roles',
      schema: object({ roly: { type: 'array', uniqueItems: true, minItems: 1, maxItems: ROLE_CODES.length, items: { type: 'string', enum: [...ROLE_CODES] } } }, ['roly']),
      check: (context) =>
        // Nobody takes the administrator role away from themselves (they would lock themselves out).
        loginOf(context) === context.login && (context.record?.roly as string[] | undefined)?.includes('EDC_ADMIN') && !(context.body.roly as string[]).includes('EDC_ADMIN')
          ? [{ field: 'roly', key: 'reason.ownAdminRole' }]
          : [],
      run: async (context) => {
        const roles = (context.body.roly as string[]).map(roleOfCode);
        await context.db.query('UPDATE app_user SET roles = $2::text[], updated_by = $3, updated_at = now(), verzia = verzia + 1 WHERE login = $1', [loginOf(context), roles, context.login]);
        return answer(context);
      },
    },
    {
      code: 'add-membership',
      schema: PARTICIPANT_BODY,
      run: async (context) => {
        await touch(context.db, context.record?.idPouzivatel, context.login);
        // A missing participant is a 400 naming the field, a second membership a 409 (mapped by the router).
        await context.db.query('INSERT INTO user_ucastnik (login, id_ucastnik_trhu) VALUES ($1, $2)', [loginOf(context), context.body.idUcastnikTrhu]);
        return answer(context);
      },
    },
    {
      code: 'remove-membership',
      schema: PARTICIPANT_BODY,
      run: async (context) => {
        await touch(context.db, context.record?.idPouzivatel, context.login);
        // Takes effect at once: the guard reads the memberships on every call with X-Tenant.
        const { rowCount } = await context.db.query('DELETE FROM user_ucastnik WHERE login = $1 AND id_ucastnik_trhu = $2', [loginOf(context), context.body.idUcastnikTrhu]);
        if (rowCount === 0) throw refuse('reason.membershipMissing', { idUcastnikTrhu: Number(context.body.idUcastnikTrhu) }, 400);
        return answer(context);
      },
    },
    {
      code: 'lock',
      check: (context) => (loginOf(context) === context.login ? [{ field: 'stav', key: 'reason.ownAccountLock' }] : []),
      run: async (context) => {
        if (context.record?.stav === 'ZABLOKOVANY') throw refuse('reason.alreadyLocked');
        await context.db.query("UPDATE app_user SET stav = 'ZABLOKOVANY', updated_by = $2, updated_at = now(), verzia = verzia + 1 WHERE login = $1", [loginOf(context), context.login]);
        // Open reset links of a locked account stop working.
        await context.db.query('UPDATE pouzivatel_reset_hesla SET pouzite = now() WHERE login = $1 AND pouzite IS NULL', [loginOf(context)]);
        return answer(context);
      },
    },
    {
      code: 'unlock',
      run: async (context) => {
        if (context.record?.stav !== 'ZABLOKOVANY') throw refuse('reason.notLocked');
        await context.db.query("UPDATE app_user SET stav = 'AKTIVNY', updated_by = $2, updated_at = now(), verzia = verzia + 1 WHERE login = $1", [loginOf(context), context.login]);
        return answer(context);
      },
    },
    {
      code: 'reset-password',
      run: async (context) => {
        if (context.record?.stav === 'ZABLOKOVANY') throw refuse('reason.alreadyLocked');
        const login = loginOf(context);
        const token = randomBytes(32).toString('base64url');
        // One link at a time: earlier ones stop working.
        await context.db.query('UPDATE pouzivatel_reset_hesla SET pouzite = now() WHERE login = $1 AND pouzite IS NULL', [login]);
        const { rows } = await context.db.query<{ platnyDo: string }>(
          `INSERT INTO pouzivatel_reset_hesla (token_hash, login, vytvoril, platny_do) VALUES ($1, $2, $3, now() + make_interval(hours => $4))
           RETURNING to_char(platny_do AT TIME ZONE 'Europe/Bratislava', 'DD.MM.YYYY HH24:MI') AS "platnyDo"`,
          [resetTokenHash(token), login, context.login, RESET_LINK_HOURS],
        );
        await context.db.query(
          "INSERT INTO schranka (login, predmet, text, odosielatel) VALUES ($1, 'Obnovenie hesla', $2, 'Správa používateľov EDC')",
          [
            login,
            `Na obnovenie hesla k účtu ${login} otvorte tento odkaz a zadajte nové heslo: ${RESET_PATH}${token}\n` +
              `Odkaz platí do ${rows[0]?.platnyDo ?? ''} a dá sa použiť len raz. Ak ste o obnovenie nežiadali, kontaktujte operátora.`,
          ],
        );
        await context.db.query('UPDATE app_user SET reset_hesla_odoslany = now(), updated_by = $2, updated_at = now(), verzia = verzia + 1 WHERE login = $1', [login, context.login]);
        return answer(context);
      },
    },
  ];
}
