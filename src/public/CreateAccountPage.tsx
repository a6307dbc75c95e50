import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppServices } from '../app/AppServices';
import { PublicPage } from './PublicPage';
import { register, validateRegistration, type RegistrationField, type RegistrationForm, type RegistrationResult } from './registration';

const EMPTY: RegistrationForm = { login: '', meno: '', priezvisko: '', email: '', heslo: '', hesloZnova: '' };

/** `/public/create-account`: self-registration; the account exists once the e-mail address is verified. */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [failure, setFailure] = useState<{ message: string; reasons: string[] }>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<RegistrationResult>();

  const field = (name: RegistrationField) => ({
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget; // read now: React clears currentTarget after the handler
      setForm((f) => ({ ...f, [name]: value }));
    },
    error: errors[name] ? t(errors[name] as string) : undefined,
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(form);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      setDone(await register(http, form));
    } catch (error) {
      const reasons = (error as { reasons?: unknown }).reasons;
      setFailure({ message: error instanceof Error ? error.message : String(error), reasons: Array.isArray(reasons) ? reasons.map(String) : [] });
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <PublicPage title={t('shell.register.title')} subtitle={t('shell.register.sentSubtitle')}>
        <Alert color="teal" role="status">
          {t('shell.register.sent', { email: done.email })}
        </Alert>
        {done.devVerificationLink && (
          <Text size="sm">
            {t('shell.register.devLink')}{' '}
            <Anchor component={Link} to={`/public/${done.devVerificationLink}`} data-testid="dev-verification-link">
              {t('shell.register.verifyNow')}
            </Anchor>
          </Text>
        )}
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t('shell.register.title')} subtitle={t('shell.register.subtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert" title={failure.message}>
              {failure.reasons.map((r) => (
                <div key={r}>{r}</div>
              ))}
            </Alert>
          )}
          <TextInput label={t('shell.register.meno')} autoComplete="given-name" {...field('meno')} />
          <TextInput label={t('shell.register.priezvisko')} autoComplete="family-name" {...field('priezvisko')} />
          <TextInput label={t('shell.register.email')} type="email" autoComplete="email" {...field('email')} />
          <TextInput label={t('shell.register.login')} description={t('shell.register.loginHint')} autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('login')} />
          <PasswordInput label={t('shell.register.heslo')} description={t('shell.register.passwordHint')} autoComplete="new-password" {...field('heslo')} />
          <PasswordInput label={t('shell.register.hesloZnova')} autoComplete="new-password" {...field('hesloZnova')} />
          <Button type="submit" loading={pending}>
            {t('shell.register.submit')}
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
