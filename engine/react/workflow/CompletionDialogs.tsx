import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const noop = () => undefined;

/** The progress of an asynchronous completion: no buttons, cannot be closed (spec 4.4). */
export function CompletionProgressDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={noop}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size={400}
      aria-label={t('workflow.completion.title')}
    >
      <Group gap="md" wrap="nowrap" role="status" aria-live="polite" data-testid="completion-progress">
        <Loader size="md" />
        <Stack gap={2}>
          <Text fw={600}>{t('workflow.completion.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('workflow.completion.running')}
          </Text>
        </Stack>
      </Group>
    </Modal>
  );
}

/** The completed activity's actionMessage; OK leaves the step. */
export function CompletionMessageDialog({ message, onClose }: { message: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={message !== undefined} onClose={onClose} title={t('workflow.completion.done')} centered size={550}>
      <Stack gap="md">
        <Text data-testid="completion-message">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('workflow.completion.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
