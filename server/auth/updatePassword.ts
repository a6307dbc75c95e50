import type { KoaContextWithOIDC } from 'oidc-provider';
import type * as OidcProviderModule from 'oidc-provider';
import type { Lang } from '../i18n/messages';
import { html, page } from './pages';
import { AUTH_TEXTS } from './texts';

/** Keycloak's application-initiated action asking for a new password (`kc_action=UPDATE_PASSWORD`). */
export const UPDATE_PASSWORD_ACTION = 'UPDATE_PASSWORD';
/** The prompt our interaction handles for that action. */
export const UPDATE_PASSWORD_PROMPT = 'update_password';
/** The shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The default prompts plus ours: when the authorization request carries kc_action=UPDATE_PASSWORD,
 * the user (logged in first if needed) gets the change-password form before the code is issued.
 */
export function interactionPolicyWithUpdatePassword(policyModule: (typeof OidcProviderModule)['interactionPolicy']) {
  const { Prompt, Check, base } = policyModule;
  const policy = base();
  const prompt = new Prompt(
    { name: UPDATE_PASSWORD_PROMPT, requestable: false },
    new Check('update_password_requested', 'the user asked to change the password', (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      if (oidc.params?.kc_action !== UPDATE_PASSWORD_ACTION) return Check.NO_NEED_TO_PROMPT;
      const result = oidc.result as Record<string, unknown> | undefined;
      return result?.[UPDATE_PASSWORD_PROMPT] ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
    }),
  );
  // After login (the user must be known), before consent.
  policy.add(prompt, 1);
  // A session whose account was locked since (findAccount no longer knows it) logs in again: the
  // consent check would otherwise read the grant the unknown account never got, and crash (500).
  policy.get('login')?.checks.push(
    new Check('account_unusable', 'the session account is locked or gone', 'login_required', (ctx: KoaContextWithOIDC) =>
      ctx.oidc.session?.accountId && !ctx.oidc.account ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
    ),
  );
  return policy;
}

/** Why a new password was refused. */
export type PasswordProblem = 'wrongCurrent' | 'tooShort' | 'mismatch' | 'sameAsCurrent' | 'missing';

/** Checks the form (except the current password, which needs the stored hash). */
export function checkNewPassword(current: string, next: string, confirm: string): PasswordProblem | undefined {
  if (!current || !next || !confirm) return 'missing';
  if ([...next].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (next !== confirm) return 'mismatch';
  if (next === current) return 'sameAsCurrent';
  return undefined;
}

/** What the change-password form shows. */
export interface UpdatePasswordModel {
  lang: Lang;
  action: string;
  login: string;
  problem?: PasswordProblem;
}

/** The change-password form: current password, new one twice; cancel returns without a change. */
export function updatePasswordPage(model: UpdatePasswordModel): string {
  const t = AUTH_TEXTS[model.lang];
  const error = model.problem ? t.passwordProblems[model.problem] : undefined;
  const invalid = error ? ' aria-invalid="true" aria-describedby="password-error"' : '';
  const body = `<h1>${html(t.updatePasswordTitle)}</h1>
<p>${html(t.updatePasswordIntro.replace('{login}', model.login).replace('{min}', String(MIN_PASSWORD_LENGTH)))}</p>
${error ? `<div class="alert" id="password-error" role="alert">${html(error)}</div>` : ''}
<form method="post" action="${html(model.action)}" novalidate>
<input type="hidden" name="lang" value="${model.lang}">
<input type="hidden" name="username" value="${html(model.login)}" autocomplete="username">
<label for="current">${html(t.currentPassword)}</label>
<input type="password" id="current" name="current" autocomplete="current-password" required autofocus${model.problem === 'wrongCurrent' ? invalid : ''}>
<label for="next">${html(t.newPassword)}</label>
<input type="password" id="next" name="next" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required${model.problem && model.problem !== 'wrongCurrent' ? invalid : ''}>
<label for="confirm">${html(t.confirmPassword)}</label>
<input type="password" id="confirm" name="confirm" autocomplete="new-password" required>
<button type="submit" name="submit" value="save">${html(t.updatePasswordSubmit)}</button>
<button type="submit" name="submit" value="cancel" formnovalidate style="background:#fff;color:#0b5cad;border:1px solid #0b5cad;margin-top:12px">${html(t.updatePasswordCancel)}</button>
</form>`;
  return page(model.lang, t.updatePasswordTitle, body);
}
