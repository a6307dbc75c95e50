import type { Queryable } from '../db/types';

/** A user as the identity provider and the API see it. */
export interface UserRecord {
  login: string;
  meno: string;
  priezvisko: string;
  email: string;
  roles: string[];
  passwordHash: string;
  /** AKTIVNY or ZABLOKOVANY (a locked user cannot log in nor use its tokens). */
  stav: string;
}

/** Loads a user by login (case-insensitive: logins are stored in lower case). */
export async function findUser(db: Queryable, login: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    'SELECT login, meno, priezvisko, email, roles, password_hash AS "passwordHash", stav FROM app_user WHERE login = $1',
    [login.trim().toLowerCase()],
  );
  return rows[0];
}

/** The claims of a user in ID tokens, userinfo and access tokens (Keycloak-shaped). */
export function userClaims(user: UserRecord): { sub: string; [claim: string]: unknown } {
  return {
    sub: user.login,
    preferred_username: user.login,
    name: `${user.meno} ${user.priezvisko}`,
    given_name: user.meno,
    family_name: user.priezvisko,
    email: user.email,
    email_verified: true,
    realm_access: { roles: [...user.roles] },
  };
}

/** Whether the account may be used (log in, refresh its tokens). */
export function isActive(user: UserRecord): boolean {
  return user.stav !== 'ZABLOKOVANY';
}

/** Records a successful login (user management shows it; no history entry). */
export async function recordLogin(db: Queryable, login: string): Promise<void> {
  await db.query('UPDATE app_user SET posledne_prihlasenie = now() WHERE login = $1', [login]);
}
