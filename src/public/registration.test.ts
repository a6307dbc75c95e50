import { describe, expect, it } from 'vitest';
import { validateRegistration, type RegistrationForm } from './registration';

const valid: RegistrationForm = { login: 'jan.novak', meno: 'Ján', priezvisko: 'Novák', email: 'jan@example.sk', heslo: 'Heslo1234', hesloZnova: 'Heslo1234' };

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('names every empty field', () => {
    expect(Object.keys(validateRegistration({ ...valid, meno: ' ', email: '' }))).toEqual(['meno', 'email']);
  });

  it('checks the login, the e-mail and the password', () => {
    expect(validateRegistration({ ...valid, login: 'Ján' }).login).toBe('shell.register.error.login');
    expect(validateRegistration({ ...valid, email: 'jan@' }).email).toBe('shell.register.error.email');
    expect(validateRegistration({ ...valid, heslo: 'kratke', hesloZnova: 'kratke' }).heslo).toBe('shell.register.error.passwordShort');
    expect(validateRegistration({ ...valid, hesloZnova: 'Heslo12345' }).hesloZnova).toBe('shell.register.error.passwordMismatch');
  });
});
