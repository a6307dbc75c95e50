import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Database } from '../db/types';
import { findUser, isActive, recordLogin } from './accounts';
import { loginPage, messagePage, type LoginPageModel } from './pages';
import { hashPassword, verifyPassword } from './password';
import { registerResetPassword } from './resetPassword';
import { ACCOUNT_LOGIN, ADDRESS_LOGIN, clearFailures, loginKeys, recordFailure, waitSeconds } from './throttle';
import { AUTH_TEXTS, pickLang } from './texts';
import { checkNewPassword, UPDATE_PASSWORD_PROMPT, updatePasswordPage, type PasswordProblem } from './updatePassword';

/** What the login pages need. */
export interface InteractionOptions {
  provider: Provider;
  db: Database;
  /** Where the provider is mounted (REALM_PATH). */
  prefix: string;
  /** Logins listed under the form as a hint; empty in production. */
  devAccounts: readonly string[];
}

interface UidParams {
  uid: string;
}

// A password check against this hash costs the same as a real one, so unknown logins take as long.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function sendHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(body);
}

/** Our own interaction routes: the login page and its form post; consent is implied. */
export function registerInteractions(app: FastifyInstance, options: InteractionOptions): void {
  const { provider, db, prefix, devAccounts } = options;
  const base = `${prefix}/login-actions`;
  registerResetPassword(app, db, prefix);

  async function details(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply) {
    try {
      const found = await provider.interactionDetails(request.raw, reply.raw);
      return found.uid === request.params.uid ? found : undefined;
    } catch {
      // No or expired interaction cookie: the user came back too late or from elsewhere.
      return undefined;
    }
  }

  function expired(reply: FastifyReply, lang: ReturnType<typeof pickLang>) {
    const t = AUTH_TEXTS[lang];
    return sendHtml(reply, 400, messagePage(lang, t.expiredTitle, t.expiredText, '/portal/ui/'));
  }

  function render(reply: FastifyReply, uid: string, lang: ReturnType<typeof pickLang>, extra: Pick<LoginPageModel, 'username' | 'error' | 'waitSeconds'> = {}, status = 200) {
    return sendHtml(
      reply,
      status,
      loginPage({ lang, action: `${base}/${uid}/login`, selfUrl: `${base}/${uid}`, devAccounts, ...extra }),
    );
  }

  function renderPassword(reply: FastifyReply, uid: string, lang: ReturnType<typeof pickLang>, login: string, problem?: PasswordProblem) {
    return sendHtml(reply, problem ? 400 : 200, updatePasswordPage({ lang, action: `${base}/${uid}/password`, login, problem }));
  }

  app.get<{ Params: UidParams; Querystring: { lang?: string } }>(`${base}/:uid`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return expired(reply, pickLang(request.query.lang));
    const lang = pickLang(request.query.lang, interaction.params.ui_locales);
    if (interaction.prompt.name === 'login') return render(reply, interaction.uid, lang);
    if (interaction.prompt.name === UPDATE_PASSWORD_PROMPT && interaction.session?.accountId) {
      return renderPassword(reply, interaction.uid, lang, interaction.session.accountId);
    }
    // Any other prompt (consent): first-party clients, so grant what was asked for and go on.
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: {} }, { mergeWithLastSubmission: true });
    return reply.redirect(returnTo, 303);
  });

  app.post<{ Params: UidParams; Body: Record<string, unknown> | undefined }>(`${base}/:uid/login`, async (request, reply) => {
    const form = request.body && typeof request.body === 'object' ? request.body : {};
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const interaction = await details(request, reply);
    const lang = pickLang(text('lang'), interaction?.params.ui_locales);
    if (!interaction || interaction.prompt.name !== 'login') return expired(reply, lang);
    const username = text('username').trim();
    const password = text('password');
    if (!username || !password) return render(reply, interaction.uid, lang, { username, error: 'missingCredentials' });
    // Guessing slows down per account and per client address, then locks for a while; the counts
    // live in the database, so every server instance holds the same line.
    const keys = loginKeys(username, request.ip);
    const wait = Math.max(await waitSeconds(db, keys.account, ACCOUNT_LOGIN), await waitSeconds(db, keys.address, ADDRESS_LOGIN));
    if (wait > 0) {
      request.log.info({ username, wait }, 'login throttled');
      return render(reply, interaction.uid, lang, { username, error: 'tooManyAttempts', waitSeconds: wait }, 429);
    }
    const user = await findUser(db, username);
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) {
      request.log.info({ username }, 'login failed');
      await recordFailure(db, keys.account, ACCOUNT_LOGIN);
      await recordFailure(db, keys.address, ADDRESS_LOGIN);
      return render(reply, interaction.uid, lang, { username, error: 'badCredentials' });
    }
    await clearFailures(db, keys.account);
    if (!isActive(user)) {
      request.log.info({ username }, 'login of a locked account refused');
      return render(reply, interaction.uid, lang, { username, error: 'accountLocked' });
    }
    await recordLogin(db, user.login);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: user.login, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  // The change-password form (kc_action=UPDATE_PASSWORD): the current password proves it is the
  // user; cancel finishes the interaction without a change, like Keycloak's cancelled action.
  app.post<{ Params: UidParams; Body: Record<string, unknown> | undefined }>(`${base}/:uid/password`, async (request, reply) => {
    const form = request.body && typeof request.body === 'object' ? request.body : {};
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const interaction = await details(request, reply);
    const lang = pickLang(text('lang'), interaction?.params.ui_locales);
    const login = interaction?.session?.accountId;
    if (!interaction || interaction.prompt.name !== UPDATE_PASSWORD_PROMPT || !login) return expired(reply, lang);
    let outcome: 'changed' | 'cancelled' = 'cancelled';
    if (text('submit') !== 'cancel') {
      const current = text('current');
      const problem = checkNewPassword(current, text('next'), text('confirm'));
      if (problem) return renderPassword(reply, interaction.uid, lang, login, problem);
      const user = await findUser(db, login);
      if (!user || !(await verifyPassword(current, user.passwordHash))) return renderPassword(reply, interaction.uid, lang, login, 'wrongCurrent');
      await db.query('UPDATE app_user SET password_hash = $2 WHERE login = $1', [user.login, await hashPassword(text('next'))]);
      request.log.info({ login }, 'password changed');
      outcome = 'changed';
    }
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { [UPDATE_PASSWORD_PROMPT]: { outcome } }, { mergeWithLastSubmission: true });
    return reply.redirect(returnTo, 303);
  });
}
