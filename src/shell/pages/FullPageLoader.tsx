import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBusy } from '../progress/TopProgress';

/** A centred spinner with a message while the shell gets ready (login, environment, tenant). */
export function FullPageLoader({ messageKey = 'shell.loading' }: { messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t(messageKey)}</Text>
      </Stack>
    </Center>
  );
}

/** A spinner inside the main area while a lazily loaded page arrives (global.msg_LoadingForm); runs the progress bar. */
export function PageLoader() {
  const { t } = useTranslation();
  useBusy();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">{t('global.msg_LoadingForm')}</Text>
      </Stack>
    </Center>
  );
}
