import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnvironment } from '../environment/EnvironmentContext';
import { useMenuEntries } from '../shell/menu/useMenuEntries';
import { useCurrentTenant } from '../tenant/TenantGate';
import { useAppServices } from '../app/AppServices';
import { ActivityInbox } from './ActivityInbox';

/** `/dashboard`: welcome and a card for every page of the menu the user may open. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { displayName } = useEnvironment();
  const tenant = useCurrentTenant();
  const { variant } = useAppServices();
  const entries = useMenuEntries().filter((entry) => entry.path !== '/dashboard');

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('shell.dashboard.welcome', { name: displayName })}
        </Title>
        {tenant && <Text c="dimmed">{t('shell.dashboard.tenant', { name: tenant.nazov })}</Text>}
      </div>
      {/* Workflow activities need a participant in the portal (the visitor has none). */}
      {(variant === 'core' || tenant) && <ActivityInbox />}
      {entries.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {entries.map((entry) => (
            <Card key={entry.path} component={Link} to={entry.path} withBorder shadow="xs" padding="lg" radius="md">
              <Text fw={600}>{t(entry.labelKey)}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('shell.dashboard.open')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Text>{t('shell.dashboard.nothing')}</Text>
      )}
    </Stack>
  );
}
