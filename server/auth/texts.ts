import type { Lang } from '../i18n/messages';

/** Texts of the identity provider's own pages (login, logout, errors). */
export interface AuthTexts {
  appName: string;
  loginTitle: string;
  loginIntro: string;
  username: string;
  password: string;
  submit: string;
  badCredentials: string;
  missingCredentials: string;
  devAccounts: string;
  expiredTitle: string;
  expiredText: string;
  backToApp: string;
  loggingOut: string;
  logoutContinue: string;
  loggedOutTitle: string;
  loggedOutText: string;
  errorTitle: string;
  languageLabel: string;
}

const sk: AuthTexts = {
  appName: 'Elektroenergetické dátové centrum',
  loginTitle: 'Prihlásenie',
  loginIntro: 'Prihláste sa svojím používateľským menom a heslom.',
  username: 'Používateľské meno',
  password: 'Heslo',
  submit: 'Prihlásiť sa',
  badCredentials: 'Nesprávne používateľské meno alebo heslo.',
  missingCredentials: 'Zadajte používateľské meno aj heslo.',
  devAccounts: 'Vývojové účty (heslo = meno):',
  expiredTitle: 'Prihlásenie vypršalo',
  expiredText: 'Táto prihlasovacia stránka už nie je platná. Vráťte sa do aplikácie a prihláste sa znova.',
  backToApp: 'Späť do aplikácie',
  loggingOut: 'Prebieha odhlásenie…',
  logoutContinue: 'Pokračovať v odhlásení',
  loggedOutTitle: 'Boli ste odhlásený',
  loggedOutText: 'Vaše prihlásenie bolo ukončené.',
  errorTitle: 'Chyba prihlásenia',
  languageLabel: 'Jazyk',
};

const en: AuthTexts = {
  appName: 'Electricity Data Centre',
  loginTitle: 'Sign in',
  loginIntro: 'Sign in with your user name and password.',
  username: 'User name',
  password: 'Password',
  submit: 'Sign in',
  badCredentials: 'Wrong user name or password.',
  missingCredentials: 'Enter both the user name and the password.',
  devAccounts: 'Development accounts (password = user name):',
  expiredTitle: 'Sign-in expired',
  expiredText: 'This sign-in page is no longer valid. Go back to the application and sign in again.',
  backToApp: 'Back to the application',
  loggingOut: 'Signing out…',
  logoutContinue: 'Continue signing out',
  loggedOutTitle: 'You have been signed out',
  loggedOutText: 'Your session has ended.',
  errorTitle: 'Sign-in error',
  languageLabel: 'Language',
};

const cs: AuthTexts = {
  appName: 'Elektroenergetické datové centrum',
  loginTitle: 'Přihlášení',
  loginIntro: 'Přihlaste se svým uživatelským jménem a heslem.',
  username: 'Uživatelské jméno',
  password: 'Heslo',
  submit: 'Přihlásit se',
  badCredentials: 'Nesprávné uživatelské jméno nebo heslo.',
  missingCredentials: 'Zadejte uživatelské jméno i heslo.',
  devAccounts: 'Vývojové účty (heslo = jméno):',
  expiredTitle: 'Přihlášení vypršelo',
  expiredText: 'Tato přihlašovací stránka už není platná. Vraťte se do aplikace a přihlaste se znovu.',
  backToApp: 'Zpět do aplikace',
  loggingOut: 'Probíhá odhlášení…',
  logoutContinue: 'Pokračovat v odhlášení',
  loggedOutTitle: 'Byli jste odhlášeni',
  loggedOutText: 'Vaše přihlášení bylo ukončeno.',
  errorTitle: 'Chyba přihlášení',
  languageLabel: 'Jazyk',
};

export const AUTH_TEXTS: Record<Lang, AuthTexts> = { sk, en, cs };

/** Language names shown in the switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Lang, string> = { sk: 'Slovensky', en: 'English', cs: 'Česky' };

/** The first supported language of a `ui_locales`-style list ("en sk"), else Slovak. */
export function pickLang(...candidates: unknown[]): Lang {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    for (const tag of candidate.split(/[\s,]+/)) {
      const code = tag.slice(0, 2).toLowerCase();
      if (code === 'sk' || code === 'en' || code === 'cs') return code;
    }
  }
  return 'sk';
}
