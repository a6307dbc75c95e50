import { PATTERNS } from '../../../engine/core/validation/patterns';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../../../engine/core/form/jsonSchema';
import { hashPassword } from '../../auth/password';
import { ADDRESS_REGISTRATION, recordFailure, waitSeconds } from '../../auth/throttle';
import { ApiError, badRequest } from '../errors';
import type { ApiDeps } from '../types';
import { compileSchema, errorDetails, errorReason } from '../validation';

/** The role of a self-registered account: it may only create a contract (spec 1). */
export const VISITOR_ROLE = 'EDC.NAVSTEVNIK.IDENTITA';
/** How long a verification link is valid. */
export const VERIFICATION_TTL_HOURS = 24;

const REGISTRATION = '/public/pouzivatel/registracia';
const VERIFICATION = '/public/pouzivatel/verifikacia';

/** Body of a self-registration; served for the client's check and used for the server's. */
export const REGISTRATION_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['login', 'meno', 'priezvisko', 'email', 'heslo'],
  additionalProperties: false,
  properties: {
    login: { type: 'string', minLength: 3, maxLength: 50, pattern: PATTERNS.login },
    meno: { type: 'string', minLength: 1, maxLength: 100 },
    priezvisko: { type: 'string', minLength: 1, maxLength: 100 },
    email: { type: 'string', maxLength: 200, format: 'email' },
    heslo: { type: 'string', minLength: 8, maxLength: 200 },
  },
};

const VERIFICATION_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
};

interface Registration {
  login: string;
  meno: string;
  priezvisko: string;
  email: string;
  heslo: string;
}

/**
 * Self-registration without login (the public create-account and email-verification pages):
 * the account is created only when the link sent to the e-mail address is opened.
 */
export function registerRegistrationRoutes(api: FastifyInstance, { db, appConfig }: ApiDeps): void {
  const validateRegistration = compileSchema(REGISTRATION_SCHEMA);
  const validateVerification = compileSchema(VERIFICATION_SCHEMA);
  const invalid = (errors: Parameters<typeof errorDetails>[0]) => badRequest('error.invalidPayload', errors.map(errorReason), { userError: true, errors: errorDetails(errors) });

  api.get(`${REGISTRATION}/schema/post/request`, { config: { public: true } }, async () => REGISTRATION_SCHEMA);

  api.post<{ Body: unknown }>(REGISTRATION, { config: { public: true } }, async (request, reply) => {
    // Counted per client address in the database, so every server instance holds the same limit.
    const addressKey = `register-ip:${request.ip}`;
    const wait = await waitSeconds(db, addressKey, ADDRESS_REGISTRATION);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'error.tooManyAttempts', [{ key: 'reason.tryAgainIn', params: { minutes: Math.ceil(wait / 60) } }], { userError: true });
    }
    if (!validateRegistration(request.body)) throw invalid(validateRegistration.errors ?? []);
    await recordFailure(db, addressKey, ADDRESS_REGISTRATION);
    const body = request.body as Registration;
    const login = body.login.toLowerCase();
    // A taken login is answered exactly like a free one, so the answer tells nobody which logins
    // exist: its link will only say so to whoever reads the mail, and the account's owner hears of
    // the attempt in their mailbox. Pending registrations of the same login do not replace each
    // other: the first link opened wins.
    const owner = await db.query<{ login: string }>('SELECT login FROM app_user WHERE login = $1', [login]);
    if (owner.rows[0]) {
      await db.query('INSERT INTO schranka (login, predmet, text, odosielatel) VALUES ($1, $2, $3, $4)', [
        login,
        'Pokus o registráciu s vaším prihlasovacím menom',
        `Niekto sa pokúsil zaregistrovať nový účet s prihlasovacím menom ${login} a e-mailom ${body.email.trim()}. Ak ste to neboli vy, nemusíte nič robiť: účet nevznikne.`,
        'EDC',
      ]);
    }
    const token = randomBytes(32).toString('hex');
    const { rows } = await db.query<{ expiresAt: string }>(
      `INSERT INTO registracia (token, login, meno, priezvisko, email, password_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7::int)) RETURNING expires_at AS "expiresAt"`,
      [token, login, body.meno.trim(), body.priezvisko.trim(), body.email.trim(), await hashPassword(body.heslo), VERIFICATION_TTL_HOURS],
    );
    // There is no mail server here: the link goes to the log, and outside production also to the
    // answer, so the flow can be completed on a developer's machine and in tests.
    const link = `email-verification?token=${token}`;
    request.log.info({ login, email: body.email }, `verification link: public/${link}`);
    reply.code(202);
    return { login, email: body.email, expiresAt: rows[0]?.expiresAt, ...(appConfig.environment === 'production' ? {} : { devVerificationLink: link }) };
  });

  api.post<{ Body: unknown }>(VERIFICATION, { config: { public: true } }, async (request) => {
    if (!validateVerification(request.body)) throw new ApiError(400, 'error.verificationLink');
    const { token } = request.body as { token: string };
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ login: string; meno: string; priezvisko: string; email: string; passwordHash: string; expired: boolean }>(
        `SELECT login, meno, priezvisko, email, password_hash AS "passwordHash", expires_at <= now() AS expired
         FROM registracia WHERE token = $1 AND verified_at IS NULL FOR UPDATE`,
        [token],
      );
      const registration = rows[0];
      if (!registration) throw new ApiError(400, 'error.verificationLink');
      if (registration.expired) throw new ApiError(410, 'error.verificationExpired');
      const exists = await tx.query('SELECT 1 FROM app_user WHERE login = $1', [registration.login]);
      if (exists.rows.length > 0) throw new ApiError(409, 'error.duplicate', [{ key: 'reason.duplicate', params: { field: 'login' } }], { field: 'login' });
      await tx.query('INSERT INTO app_user (login, meno, priezvisko, email, roles, password_hash) VALUES ($1, $2, $3, $4, $5, $6)', [
        registration.login,
        registration.meno,
        registration.priezvisko,
        registration.email,
        [VISITOR_ROLE],
        registration.passwordHash,
      ]);
      await tx.query('UPDATE registracia SET verified_at = now() WHERE token = $1', [token]);
      return { login: registration.login, email: registration.email };
    });
  });
}
