import type { HttpClient } from '../../engine/core/http';

/** What the create-account form sends. */
export interface RegistrationForm {
  login: string;
  meno: string;
  priezvisko: string;
  email: string;
  heslo: string;
  hesloZnova: string;
}

export type RegistrationField = keyof RegistrationForm;

/** The least password length (same as the server's schema). */
export const MIN_PASSWORD = 8;
const LOGIN = /^[a-z0-9][a-z0-9._-]{2,49}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field → i18n key of what is wrong, for the fields that are wrong. */
export function validateRegistration(form: RegistrationForm): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const field of ['login', 'meno', 'priezvisko', 'email', 'heslo', 'hesloZnova'] as const) {
    if (form[field].trim() === '') errors[field] = 'shell.register.error.required';
  }
  if (!errors.login && !LOGIN.test(form.login)) errors.login = 'shell.register.error.login';
  if (!errors.email && !EMAIL.test(form.email.trim())) errors.email = 'shell.register.error.email';
  if (!errors.heslo && [...form.heslo].length < MIN_PASSWORD) errors.heslo = 'shell.register.error.passwordShort';
  if (!errors.hesloZnova && form.heslo !== form.hesloZnova) errors.hesloZnova = 'shell.register.error.passwordMismatch';
  return errors;
}

/** Answer of the registration: where the link went (and outside production the link itself). */
export interface RegistrationResult {
  login: string;
  email: string;
  devVerificationLink?: string;
}

/** `POST /public/pouzivatel/registracia`. */
export async function register(http: HttpClient, form: RegistrationForm): Promise<RegistrationResult> {
  const { data } = await http.post<RegistrationResult>(
    '/public/pouzivatel/registracia',
    { login: form.login.trim(), meno: form.meno.trim(), priezvisko: form.priezvisko.trim(), email: form.email.trim(), heslo: form.heslo },
    { background: true },
  );
  return data;
}

/** `POST /public/pouzivatel/verifikacia`: creates the account; resolves its login. */
export async function verifyEmail(http: HttpClient, token: string): Promise<{ login: string }> {
  const { data } = await http.post<{ login: string }>('/public/pouzivatel/verifikacia', { token }, { background: true });
  return data;
}
