import type { Lang } from '../i18n/messages';
import { AUTH_TEXTS, LANGUAGE_NAMES } from './texts';

/** Escapes text for HTML element content and quoted attribute values. */
export function html(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1a1b1e;background:#eef2f6}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px}
main{width:100%;max-width:400px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12),0 8px 24px rgba(16,42,67,.08);padding:32px}
.brand{display:flex;align-items:center;gap:12px;margin-bottom:24px;color:#0b4f8a;font-weight:600;font-size:15px}
.brand svg{flex:none}
h1{font-size:22px;margin:0 0 8px}
p{margin:0 0 16px;line-height:1.5;color:#444}
label{display:block;font-weight:500;font-size:14px;margin:16px 0 6px}
input[type=text],input[type=password]{width:100%;height:40px;padding:0 12px;font:inherit;border:1px solid #adb5bd;border-radius:4px;background:#fff}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #74a9e0;outline-offset:1px}
input[aria-invalid=true]{border-color:#c92a2a}
button,.button{display:inline-block;width:100%;height:40px;margin-top:24px;font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:4px;cursor:pointer;text-align:center;line-height:40px;text-decoration:none}
button:hover,.button:hover{background:#094a8c}
.alert{padding:10px 12px;border-radius:4px;background:#fff5f5;border:1px solid #ffa8a8;color:#a51111;margin:0 0 8px}
.langs{margin-top:24px;font-size:13px;display:flex;gap:12px;justify-content:center}
.langs a{color:#0b5cad}
.langs [aria-current]{font-weight:700;color:#1a1b1e;text-decoration:none}
.dev{margin-top:24px;padding-top:16px;border-top:1px solid #e9ecef;font-size:13px;color:#666}
.dev code{background:#f1f3f5;padding:1px 4px;border-radius:3px}
`;

const LOGO = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="6" fill="#0b5cad"/><path d="M18 4 8 18h7l-2 10 10-14h-7z" fill="#ffd43b"/></svg>`;

/** The shared page frame of the identity provider's pages. */
export function page(lang: Lang, title: string, body: string, head = ''): string {
  const t = AUTH_TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(title)} – ${html(t.appName)}</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
<div class="brand">${LOGO}<span>${html(t.appName)}</span></div>
${body}
</main>
</body>
</html>`;
}

/** What the login form shows. */
export interface LoginPageModel {
  lang: Lang;
  /** Where the form posts to. */
  action: string;
  /** The page's own address without the language, for the language links. */
  selfUrl: string;
  username?: string;
  error?: 'badCredentials' | 'missingCredentials' | 'accountLocked' | 'tooManyAttempts';
  /** With `tooManyAttempts`: the seconds to wait. */
  waitSeconds?: number;
  /** Logins listed as a hint outside production. */
  devAccounts?: readonly string[];
}

/** The login form: keyboard first (autofocus, labels, Enter submits), errors announced. */
export function loginPage(model: LoginPageModel): string {
  const t = AUTH_TEXTS[model.lang];
  const wait = (model.waitSeconds ?? 0) >= 60 ? `${Math.ceil((model.waitSeconds ?? 0) / 60)} min` : `${model.waitSeconds ?? 0} s`;
  const error = model.error ? t[model.error].replace('{wait}', wait) : undefined;
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const focusPassword = Boolean(model.error === 'badCredentials' && model.username);
  const langs = (Object.keys(LANGUAGE_NAMES) as Lang[])
    .map((l) =>
      l === model.lang
        ? `<a aria-current="true" lang="${l}">${html(LANGUAGE_NAMES[l])}</a>`
        : `<a href="${html(`${model.selfUrl}?lang=${l}`)}" lang="${l}" hreflang="${l}">${html(LANGUAGE_NAMES[l])}</a>`,
    )
    .join('');
  const dev = model.devAccounts?.length
    ? `<div class="dev">${html(t.devAccounts)} ${model.devAccounts.map((a) => `<code>${html(a)}</code>`).join(', ')}</div>`
    : '';
  const body = `<h1>${html(t.loginTitle)}</h1>
<p>${html(t.loginIntro)}</p>
${error ? `<div class="alert" id="login-error" role="alert">${html(error)}</div>` : ''}
<form method="post" action="${html(model.action)}" autocomplete="on" novalidate>
<input type="hidden" name="lang" value="${model.lang}">
<label for="username">${html(t.username)}</label>
<input type="text" id="username" name="username" value="${html(model.username ?? '')}" autocomplete="username" autocapitalize="none" spellcheck="false" required${invalid}${focusPassword ? '' : ' autofocus'}>
<label for="password">${html(t.password)}</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${invalid}${focusPassword ? ' autofocus' : ''}>
<button type="submit">${html(t.submit)}</button>
</form>
<nav class="langs" aria-label="${html(t.languageLabel)}">${langs}</nav>
${dev}`;
  return page(model.lang, t.loginTitle, body);
}

/** A page with a title, a text and a link back to the application. */
export function messagePage(lang: Lang, title: string, text: string, backUrl: string): string {
  const t = AUTH_TEXTS[lang];
  return page(lang, title, `<h1>${html(title)}</h1><p>${html(text)}</p><a class="button" href="${html(backUrl)}">${html(t.backToApp)}</a>`);
}

/** The logout step: submits the provider's form at once, so no extra click is needed. */
export function logoutPage(lang: Lang, form: string): string {
  const t = AUTH_TEXTS[lang];
  // The provider's form ends the whole session only with logout=yes.
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const body = `<h1>${html(t.loggingOut)}</h1>
${withLogout}
<noscript><button type="submit" form="op.logoutForm">${html(t.logoutContinue)}</button></noscript>
<script>document.getElementById('op.logoutForm').submit();</script>`;
  return page(lang, t.loggingOut, body);
}
