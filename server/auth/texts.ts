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
  accountLocked: string;
  /** `{wait}`: how long, e.g. `30 s` or `15 min`. */
  tooManyAttempts: string;
  resetTitle: string;
  resetIntro: string;
  resetSubmit: string;
  resetDoneTitle: string;
  resetDoneText: string;
  resetInvalidTitle: string;
  resetInvalidText: string;
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
  updatePasswordTitle: string;
  updatePasswordIntro: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  updatePasswordSubmit: string;
  updatePasswordCancel: string;
  passwordProblems: Record<'wrongCurrent' | 'tooShort' | 'mismatch' | 'sameAsCurrent' | 'missing', string>;
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
  accountLocked: 'Účet je zablokovaný. Obráťte sa na operátora.',
  tooManyAttempts: 'Príliš veľa neúspešných pokusov o prihlásenie. Skúste to znova o {wait}.',
  resetTitle: 'Nové heslo',
  resetIntro: 'Zadajte nové heslo k účtu {login} (aspoň {min} znakov).',
  resetSubmit: 'Nastaviť heslo',
  resetDoneTitle: 'Heslo bolo zmenené',
  resetDoneText: 'Teraz sa môžete prihlásiť novým heslom.',
  resetInvalidTitle: 'Odkaz neplatí',
  resetInvalidText: 'Odkaz na obnovenie hesla už bol použitý alebo mu uplynula platnosť. Požiadajte operátora o nový.',
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
  updatePasswordTitle: 'Zmena hesla',
  updatePasswordIntro: 'Zmena hesla používateľa {login}. Nové heslo musí mať aspoň {min} znakov.',
  currentPassword: 'Súčasné heslo',
  newPassword: 'Nové heslo',
  confirmPassword: 'Nové heslo znova',
  updatePasswordSubmit: 'Zmeniť heslo',
  updatePasswordCancel: 'Zrušiť',
  passwordProblems: {
    wrongCurrent: 'Súčasné heslo nie je správne.',
    tooShort: 'Nové heslo je príliš krátke.',
    mismatch: 'Nové heslá sa nezhodujú.',
    sameAsCurrent: 'Nové heslo sa musí líšiť od súčasného.',
    missing: 'Vyplňte všetky polia.',
  },
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
  accountLocked: 'The account is locked. Please contact the operator.',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again in {wait}.',
  resetTitle: 'New password',
  resetIntro: 'Enter a new password for the account {login} (at least {min} characters).',
  resetSubmit: 'Set password',
  resetDoneTitle: 'Password changed',
  resetDoneText: 'You can now log in with the new password.',
  resetInvalidTitle: 'Link not valid',
  resetInvalidText: 'The password reset link has already been used or has expired. Ask the operator for a new one.',
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
  updatePasswordTitle: 'Change password',
  updatePasswordIntro: 'Changing the password of {login}. The new password must have at least {min} characters.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'New password again',
  updatePasswordSubmit: 'Change password',
  updatePasswordCancel: 'Cancel',
  passwordProblems: {
    wrongCurrent: 'The current password is not correct.',
    tooShort: 'The new password is too short.',
    mismatch: 'The new passwords do not match.',
    sameAsCurrent: 'The new password must differ from the current one.',
    missing: 'Fill in every field.',
  },
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
  accountLocked: 'Účet je zablokován. Obraťte se na operátora.',
  tooManyAttempts: 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to znovu za {wait}.',
  resetTitle: 'Nové heslo',
  resetIntro: 'Zadejte nové heslo k účtu {login} (alespoň {min} znaků).',
  resetSubmit: 'Nastavit heslo',
  resetDoneTitle: 'Heslo bylo změněno',
  resetDoneText: 'Nyní se můžete přihlásit novým heslem.',
  resetInvalidTitle: 'Odkaz neplatí',
  resetInvalidText: 'Odkaz na obnovení hesla již byl použit nebo mu vypršela platnost. Požádejte operátora o nový.',
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
  updatePasswordTitle: 'Změna hesla',
  updatePasswordIntro: 'Změna hesla uživatele {login}. Nové heslo musí mít alespoň {min} znaků.',
  currentPassword: 'Současné heslo',
  newPassword: 'Nové heslo',
  confirmPassword: 'Nové heslo znovu',
  updatePasswordSubmit: 'Změnit heslo',
  updatePasswordCancel: 'Zrušit',
  passwordProblems: {
    wrongCurrent: 'Současné heslo není správné.',
    tooShort: 'Nové heslo je příliš krátké.',
    mismatch: 'Nová hesla se neshodují.',
    sameAsCurrent: 'Nové heslo se musí lišit od současného.',
    missing: 'Vyplňte všechna pole.',
  },
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
