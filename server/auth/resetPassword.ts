// The page a password-reset link opens (user management's reset-password action): the link's
// token, valid 24 h and usable once, lets its user set a new password without the old one.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/types';
import { resetTokenHash } from '../model/userActions';
import { html, messagePage, page } from './pages';
import { hashPassword } from './password';
import { AUTH_TEXTS, pickLang } from './texts';
import { MIN_PASSWORD_LENGTH, type PasswordProblem } from './updatePassword';

interface TokenParams {
  token: string;
}

/** The login of a link that still works, else undefined. */
async function validLink(db: Database, token: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const { rows } = await db.query<{ login: string }>(
    `SELECT r.login FROM pouzivatel_reset_hesla r JOIN app_user u ON u.login = r.login
     WHERE r.token_hash = $1 AND r.pouzite IS NULL AND r.platny_do > now() AND u.stav = 'AKTIVNY'`,
    [resetTokenHash(token)],
  );
  return rows[0]?.login;
}

function send(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(body);
}

function formPage(lang: ReturnType<typeof pickLang>, action: string, login: string, problem?: PasswordProblem): string {
  const t = AUTH_TEXTS[lang];
  const error = problem ? t.passwordProblems[problem] : undefined;
  const invalid = error ? ' aria-invalid="true" aria-describedby="password-error"' : '';
  const body = `<h1>${html(t.resetTitle)}</h1>
<p>${html(t.resetIntro.replace('{login}', login).replace('{min}', String(MIN_PASSWORD_LENGTH)))}</p>
${error ? `<div class="alert" id="password-error" role="alert">${html(error)}</div>` : ''}
<form method="post" action="${html(action)}" novalidate>
<input type="hidden" name="lang" value="${lang}">
<input type="hidden" name="username" value="${html(login)}" autocomplete="username">
<label for="next">${html(t.newPassword)}</label>
<input type="password" id="next" name="next" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required autofocus${invalid}>
<label for="confirm">${html(t.confirmPassword)}</label>
<input type="password" id="confirm" name="confirm" autocomplete="new-password" required>
<button type="submit">${html(t.resetSubmit)}</button>
</form>`;
  return page(lang, t.resetTitle, body);
}

/** GET shows the form for a working link; POST sets the password and uses the link up. */
export function registerResetPassword(app: FastifyInstance, db: Database, prefix: string): void {
  const base = `${prefix}/reset-password`;
  const invalidLink = (reply: FastifyReply, lang: ReturnType<typeof pickLang>) => {
    const t = AUTH_TEXTS[lang];
    return send(reply, 410, messagePage(lang, t.resetInvalidTitle, t.resetInvalidText, '/portal/ui/'));
  };

  app.get<{ Params: TokenParams; Querystring: { lang?: string } }>(`${base}/:token`, async (request, reply) => {
    const lang = pickLang(request.query.lang);
    const login = await validLink(db, request.params.token);
    if (!login) return invalidLink(reply, lang);
    return send(reply, 200, formPage(lang, `${base}/${request.params.token}`, login));
  });

  app.post<{ Params: TokenParams; Body: Record<string, unknown> | undefined }>(`${base}/:token`, async (request, reply) => {
    const form = request.body && typeof request.body === 'object' ? request.body : {};
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const lang = pickLang(text('lang'));
    const login = await validLink(db, request.params.token);
    if (!login) return invalidLink(reply, lang);
    const next = text('next');
    const problem: PasswordProblem | undefined = !next || !text('confirm') ? 'missing' : [...next].length < MIN_PASSWORD_LENGTH ? 'tooShort' : next !== text('confirm') ? 'mismatch' : undefined;
    if (problem) return send(reply, 400, formPage(lang, `${base}/${request.params.token}`, login, problem));
    const hash = await hashPassword(next);
    // Used once: the update only counts when this request is the one that marks the link used.
    const used = await db.transaction(async (tx) => {
      const marked = await tx.query('UPDATE pouzivatel_reset_hesla SET pouzite = now() WHERE token_hash = $1 AND pouzite IS NULL', [resetTokenHash(request.params.token)]);
      if (marked.rowCount === 0) return false;
      await tx.query('UPDATE app_user SET password_hash = $2 WHERE login = $1', [login, hash]);
      return true;
    });
    if (!used) return invalidLink(reply, lang);
    request.log.info({ login }, 'password set with a reset link');
    const t = AUTH_TEXTS[lang];
    return send(reply, 200, messagePage(lang, t.resetDoneTitle, t.resetDoneText, '/portal/ui/'));
  });
}
