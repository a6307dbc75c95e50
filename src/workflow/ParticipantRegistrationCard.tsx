import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Activity } from '../../engine/core/workflow';
import { ErrorAlert } from '../../engine/react/errors/ErrorAlert';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { targetOf } from './openActivity';

/** The start type of a participant's registration (spec 7: `ucastnik-trhu`, under zmluvy/ucastnik). */
export const REGISTRATION_START = '/start-process/ucastnik-trhu';

/** The start of a request to be linked to a participant already registered (spec 2.2). */
export const LINK_REQUEST_START = '/start-process/ucastnik-trhu-prepojenie';

/** The token of a user who may register a participant without acting for one (the visitor). */
const VISITOR_TOKEN = 'zmluvy#navstevnik#create';

/**
 * For a user who acts for no participant yet (a visitor): starts the registration of one, or a
 * request to be linked to one already registered (the visitor's company), and lists
 * the user's open activities (e.g. a registration returned for correction), each opening its step.
 * Renders nothing for other users.
 */
export function ParticipantRegistrationCard() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { tokens, visitorOnly } = useEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const allowed = visitorOnly && tokens.has(VISITOR_TOKEN);
  const open = useQuery({
    queryKey: ['workflow', 'inbox', 'list=mine'],
    queryFn: async ({ signal }) => (await http.get<Activity[]>('/bpm/dashboard/activities?list=mine', { signal, callerHandles: 'all' })).data ?? [],
    enabled: allowed,
  });
  if (!allowed) return null;
  const rows = open.data ?? [];
  return (
    <Card withBorder data-testid="participant-registration">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('workflow.registracia.start.title')}
        </Title>
        <Text>{t('workflow.registracia.start.intro')}</Text>
        {open.isLoading && <Loader size="sm" aria-label={t('workflow.loading')} />}
        {open.error ? <ErrorAlert error={open.error} titleKey="workflow.loadFailed" /> : null}
        {rows.length > 0 && (
          <Stack gap="xs">
            <Text fw={500}>{t('workflow.registracia.start.open')}</Text>
            {rows.map((activity) => {
              const target = targetOf(activity, here);
              return (
                <Group key={activity.activityId} justify="space-between" wrap="nowrap">
                  <Text size="sm">{activity.entityLabel ?? activity.code}</Text>
                  {target.kind === 'step' ? (
                    <Button size="xs" variant="light" onClick={() => navigate(target.path)}>
                      {t('workflow.registracia.start.continue')}
                    </Button>
                  ) : (
                    <Alert color="red" p={4}>
                      {target.message}
                    </Alert>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
        {rows.length === 0 && !open.isLoading && (
          <>
            <Button component={Link} to={REGISTRATION_START} state={{ from: here }} w="fit-content">
              {t('workflow.registracia.start.button')}
            </Button>
            <Text>{t('workflow.registracia.start.linkIntro')}</Text>
            <Button component={Link} to={LINK_REQUEST_START} state={{ from: here }} variant="light" w="fit-content">
              {t('workflow.registracia.start.linkButton')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
