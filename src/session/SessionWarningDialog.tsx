import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The heartbeat dialog: the session is about to end; OK keeps the user logged in. */
export default function SessionWarningDialog({ minutes, onStay }: { minutes: number; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onStay} title={t('shell.session.warningTitle')} centered size="md" zIndex={400}>
      <Stack gap="md">
        <Text>{t('shell.session.warningText', { count: minutes })}</Text>
        <Group justify="flex-end">
          <Button onClick={onStay} data-autofocus>
            {t('shell.session.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
