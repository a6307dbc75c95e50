import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppServices } from '../app/AppServices';
import { PublicPage } from './PublicPage';

/** `/public`: the public entry, pointing to the login. */
export function PublicHomePage() {
  const { t } = useTranslation();
  const { base } = useAppServices();
  return (
    <PublicPage title={t('shell.public.home.title')} subtitle={t('shell.public.home.subtitle')}>
      <Group gap="lg">
        <Anchor href={base} fw={600}>
          {t('shell.public.login')}
        </Anchor>
        <Anchor component={Link} to="/public/create-account">
          {t('shell.public.createAccount')}
        </Anchor>
      </Group>
    </PublicPage>
  );
}

/** `/public/login-error`: the login at the identity provider failed. */
export function LoginErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = params.get('error');
  const certcheck = params.get('certcheck');
  return (
    <PublicPage title={t('shell.public.loginError.title')} subtitle={t('shell.public.loginError.subtitle')}>
      <Text>{t('shell.public.loginError.message')}</Text>
      {(certcheck === 'token' || certcheck === 'certificate') && (
        <Alert color="red" role="alert">
          {t(`shell.public.loginError.certcheck.${certcheck}`)}
        </Alert>
      )}
      {detail && (
        <Alert color="red" role="alert">
          {detail}
        </Alert>
      )}
    </PublicPage>
  );
}

/** `/public/logout`: the user has logged out. */
export function LogoutPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('shell.public.logout.title')} subtitle={t('shell.public.logout.subtitle')}>
      <Text>{t('shell.public.logout.message')}</Text>
    </PublicPage>
  );
}

/** `/public/env-load-error`: the environment info could not be loaded (`?status=503`: server unavailable). */
export function EnvLoadErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const unavailable = params.get('status') === '503';
  return (
    <PublicPage title={t('shell.public.envLoadError.title')} subtitle={t(unavailable ? 'shell.public.envLoadError.subtitle503' : 'shell.public.envLoadError.subtitle')}>
      <Alert color={unavailable ? 'yellow' : 'red'} role="alert">
        {t(unavailable ? 'shell.public.envLoadError.message503' : 'shell.public.envLoadError.message')}
      </Alert>
    </PublicPage>
  );
}

/** `/public/gdpr-expired`: the user's personal data consent has expired. */
export function GdprExpiredPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('shell.public.gdprExpired.title')} subtitle={t('shell.public.gdprExpired.subtitle')}>
      <Text>{t('shell.public.gdprExpired.message')}</Text>
    </PublicPage>
  );
}

/** Unknown path under /public. */
export function PublicNotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('shell.notFound.title')}>
      <Text>{t('shell.notFound.message')}</Text>
    </PublicPage>
  );
}
