import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuEntryLabel } from '../../metadata/menu';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { useMenuEntries } from '../shell/menu/useMenuEntries';
import { ParticipantRegistrationCard } from '../workflow/ParticipantRegistrationCard';
import { contractStartAboutKey, contractStarts } from './contractStarts';

/**
 * `/zmluva/zalozenie-zmluvy`: contract creation. Offers every contract kind a process supports and
 * the user may start (one card each, opening the process's first step); a visitor, who acts for no
 * participant yet, first registers one; operator staff are told where contract requests reach them.
 */
export default function ContractCreationPage() {
  const { t, i18n } = useTranslation();
  const { variant } = useAppServices();
  const { visitorOnly } = useEnvironment();
  const starts = contractStarts(useMenuEntries());
  return (
    <Stack gap="md" maw={880}>
      <Title order={1} size="h2">
        {t('shell.contract.create.title')}
      </Title>
      <Text>{t('shell.contract.create.intro')}</Text>
      {starts.length > 0 ? (
        <section aria-labelledby="contract-starts-title">
          <Title order={2} size="h4" mb="sm" id="contract-starts-title">
            {t('shell.contract.create.kinds')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="contract-starts">
            {starts.map((entry) => {
              const label = menuEntryLabel(t, entry);
              const aboutKey = contractStartAboutKey(entry);
              return (
                <Card key={entry.path} withBorder padding="md">
                  <Stack gap="xs" h="100%" justify="space-between">
                    <Stack gap={4}>
                      <Title order={3} size="h5">
                        {label}
                      </Title>
                      {i18n.exists(aboutKey) && (
                        <Text size="sm" c="dimmed">
                          {t(aboutKey)}
                        </Text>
                      )}
                    </Stack>
                    <Button component={Link} to={entry.path} variant="light" aria-label={t('shell.contract.create.startNamed', { label })} style={{ alignSelf: 'flex-start' }}>
                      {t('shell.contract.create.start')}
                    </Button>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </section>
      ) : visitorOnly ? (
        <Alert color="blue" variant="light">
          {t('shell.contract.create.registerFirst')}
        </Alert>
      ) : variant === 'core' ? (
        <Alert color="blue" variant="light">
          {t('shell.contract.create.coreNote')}{' '}
          <Anchor component={Link} to="/dashboard">
            {t('shell.contract.create.toDashboard')}
          </Anchor>
        </Alert>
      ) : (
        <Alert color="yellow" variant="light">
          {t('shell.contract.create.noneAllowed')}
        </Alert>
      )}
      <ParticipantRegistrationCard />
    </Stack>
  );
}
