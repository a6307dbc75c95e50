import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { StartProcessResponse } from '../../engine/core/workflow';
import { appPathOf } from '../../engine/core/workflow';
import { errorLines } from '../../engine/react/errors/ErrorAlert';
import { START_PROCESS_PATHS } from '../../metadata/workflow/startProcess';
import { useAppServices } from '../app/AppServices';
import { startedActivity, targetOf } from './openActivity';

/**
 * `/start-process/:typ`: starts the process and replaces itself with the new activity's step,
 * `ref` holding where the user came from (spec 4.4). On failure the error is shown, and a start
 * that was the first page of the session goes to the root.
 */
export default function StartProcessPage() {
  const { t } = useTranslation();
  const { typ = '' } = useParams();
  const { http } = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string[] | undefined>();
  const started = useRef(false);
  const from = appPathOf((location.state as { from?: string } | null)?.from) ?? '/dashboard';
  // A start type may run several processes: `?scenario=` chooses one (e.g. VYROBA_11_KW of a contract).
  const scenario = new URLSearchParams(location.search).get('scenario')?.slice(0, 40) || undefined;
  // Nothing navigated yet: this is the first entry of the tab's history (react-router keeps idx there).
  const firstPage = location.key === 'default' || (window.history.state as { idx?: number } | null)?.idx === 0;

  useEffect(() => {
    // One start per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const path = START_PROCESS_PATHS[typ];
    const fail = (lines: string[]) => {
      if (firstPage) {
        notifications.show({ color: 'red', title: t('workflow.start.failed'), message: lines.join('\n') });
        navigate('/', { replace: true });
      } else setError(lines);
    };
    if (!path) {
      fail([t('workflow.start.unknown', { typ: typ.slice(0, 60) })]);
      return;
    }
    void (async () => {
      try {
        const answer = (await http.post<StartProcessResponse>(path, scenario ? { scenario } : undefined, { callerHandles: 'all', skipSchemaCheck: true })).data;
        const activity = await startedActivity(http, answer);
        const target = targetOf(activity, from);
        if (target.kind === 'error') fail([target.message]);
        else navigate(target.path, { replace: true });
      } catch (e) {
        const lines = errorLines(e);
        fail(lines.length > 0 ? lines : [t('workflow.start.failed')]);
      }
    })();
  }, [typ, scenario, http, navigate, from, firstPage, t]);

  if (error) {
    return (
      <Stack gap="md" maw={600}>
        <Alert color="red" role="alert" title={t('workflow.start.failed')}>
          {error.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Alert>
        <Button component={Link} to={from} variant="default" w="fit-content">
          {t('workflow.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" mt="xl">
      <Loader />
      <Text>{t('workflow.start.running')}</Text>
    </Stack>
  );
}
