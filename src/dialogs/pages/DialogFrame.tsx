import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../engine/react/errors/ErrorAlert';

/** What a dialog page shows when it was opened with arguments it cannot use (e.g. a hand-made URL). */
export function BadDialogArguments({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('dialogs.badArguments')}>
      {t('dialogs.badArgumentsText', { page: `dialogs/${page}` })}
    </Alert>
  );
}

/**
 * The frame of a dialog page that sends one small form: its fields, the server's refusal, and
 * Cancel (through requestClose, so typed text is guarded) and Submit, both held while sending.
 * Texts come from `{texts}.cancel`, `{texts}.{submit}` and `failedKey`.
 */
export function DialogFormFrame({
  onSubmit,
  pending,
  error,
  failedKey,
  texts,
  submit = 'save',
  onCancel,
  children,
}: {
  onSubmit: () => void;
  pending: boolean;
  error: unknown;
  failedKey: string;
  texts: string;
  submit?: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        {children}
        {error ? <ErrorAlert error={error} titleKey={failedKey} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t(`${texts}.cancel`)}
          </Button>
          <Button type="submit" loading={pending}>
            {t(`${texts}.${submit}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
