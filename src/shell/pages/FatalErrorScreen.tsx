import { Alert, Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * An error the application cannot continue after (e.g. 'No tenants availible'): the technical
 * text as raised, the surrounding explanation translated, reload and optional logout.
 */
export function FatalErrorScreen({ error, onLogout }: { error: string; onLogout?: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={550} maw="100%">
        <Stack gap="md">
          <Title order={2}>{t('shell.fatal.title')}</Title>
          <Alert color="red" role="alert" title={t('shell.fatal.detail')}>
            <Code block>{error}</Code>
          </Alert>
          <Text size="sm">{t('shell.fatal.hint')}</Text>
          <Group justify="flex-end">
            {onLogout && (
              <Button variant="default" onClick={onLogout}>
                {t('shell.user.logout')}
              </Button>
            )}
            <Button onClick={() => window.location.reload()}>{t('shell.fatal.reload')}</Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
