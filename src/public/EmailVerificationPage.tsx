import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isHttpError } from '../../engine/core/errors';
import { useAppServices } from '../app/AppServices';
import { PublicPage } from './PublicPage';
import { verifyEmail } from './registration';

type State = { kind: 'pending' } | { kind: 'done'; login: string } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

/**
 * `/public/email-verification?token=…`: opening the link from the e-mail creates the account.
 * A bad or used link says so; a failure of the server offers a retry.
 */
export default function EmailVerificationPage() {
  const { t } = useTranslation();
  const { http, base } = useAppServices();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'pending' });
  const started = useRef<string | null>(null);

  const run = useCallback(() => {
    setState({ kind: 'pending' });
    verifyEmail(http, token)
      .then(({ login }) => setState({ kind: 'done', login }))
      .catch((error: unknown) => {
        const clientSide = isHttpError(error) && error.status >= 400 && error.status < 500;
        const message = error instanceof Error ? error.message : String(error);
        setState(clientSide ? { kind: 'invalid', message } : { kind: 'failed', message });
      });
  }, [http, token]);

  useEffect(() => {
    if (!/^[0-9a-f]{64}$/.test(token)) {
      setState({ kind: 'invalid', message: t('shell.verify.invalidLink') });
      return;
    }
    // Strict mode runs effects twice; the link works once.
    if (started.current === token) return;
    started.current = token;
    run();
  }, [token, run, t]);

  return (
    <PublicPage title={t('shell.verify.title')} subtitle={t('shell.verify.subtitle')}>
      {state.kind === 'pending' && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('shell.verify.pending')}</Text>
        </Group>
      )}
      {state.kind === 'done' && (
        <>
          <Alert color="teal" role="status">
            {t('shell.verify.done', { login: state.login })}
          </Alert>
          <Anchor href={base} fw={600}>
            {t('shell.public.login')}
          </Anchor>
        </>
      )}
      {state.kind === 'invalid' && (
        <>
          <Alert color="red" role="alert" title={t('shell.verify.invalidLink')}>
            {state.message}
          </Alert>
          <Anchor component={Link} to="/public/create-account">
            {t('shell.verify.registerAgain')}
          </Anchor>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <Alert color="red" role="alert" title={t('shell.verify.failed')}>
            {state.message}
          </Alert>
          <div>
            <Button onClick={run}>{t('shell.verify.retry')}</Button>
          </div>
        </>
      )}
    </PublicPage>
  );
}
