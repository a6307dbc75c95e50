import { useState } from 'react';
import { Alert, Button, Code, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ERROR_DIALOG_SIZES, errorDialogButtons } from '../../core/errors';
import type { ErrorDialogKind, IncidentState } from '../../core/errors';

export interface ErrorDialogProps {
  opened: boolean;
  kind: ErrorDialogKind;
  /** The text to show; several lines are kept as lines. */
  message: string;
  /** i18n key of the heading. @default errors.dialog.title.{kind} */
  titleKey?: string;
  /** An extra line under the message (e.g. 'reload the page'), already translated. */
  hint?: string;
  /** Where the incident report stands. @default off */
  incident?: IncidentState;
  /** Error report and download report are offered (local environment or allowed by configuration). @default false */
  reportAllowed?: boolean;
  /** The report text shown by 'error report' (JSON). */
  reportText?: () => string;
  onDownloadReport?: () => void;
  /** Adds the reload button (the application may not work on). @default false */
  fatal?: boolean;
  onReload?: () => void;
  onClose: () => void;
}

const COLORS: Record<ErrorDialogKind, string> = { error: 'red', warning: 'yellow', message: 'blue' };

function IncidentLine({ incident }: { incident: IncidentState }) {
  const { t } = useTranslation();
  switch (incident.status) {
    case 'inProgress':
      return (
        <Group gap="xs" data-testid="incident-state" data-status="inProgress">
          <Loader size="xs" />
          <Text size="sm">{t('errors.incident.inProgress')}</Text>
        </Group>
      );
    case 'reported':
      return (
        <Text size="sm" c="dimmed" data-testid="incident-state" data-status="reported">
          {t('errors.incident.reported', { incidentId: incident.incidentId })}
        </Text>
      );
    case 'failed':
      return (
        <Text size="sm" c="red" data-testid="incident-state" data-status="failed">
          {t('errors.incident.failed')}
        </Text>
      );
    default:
      return null;
  }
}

/**
 * The error dialog of the error catalogue: heading error, warning or message; not closable by the
 * backdrop (a click beside it must not hide an error); close, error report and download report
 * (errors only, when allowed or when reporting failed), reload page for fatal errors.
 */
export function ErrorDialog(props: ErrorDialogProps) {
  const { opened, kind, message, titleKey, hint, incident = { status: 'off' }, reportAllowed = false, reportText, onDownloadReport, fatal = false, onReload, onClose } = props;
  const { t } = useTranslation();
  const [showReport, setShowReport] = useState(false);
  const size = ERROR_DIALOG_SIZES[kind];
  const buttons = errorDialogButtons({ kind, reportAllowed, incident, fatal });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(titleKey ?? `errors.dialog.title.${kind}`)}
      size={size.width}
      centered
      closeOnClickOutside={false}
      data-kind={kind}
      styles={{ content: { minHeight: size.height, display: 'flex', flexDirection: 'column' }, body: { flex: 1, display: 'flex', flexDirection: 'column' } }}
    >
      <Stack gap="sm" style={{ flex: 1 }}>
        <Alert color={COLORS[kind]} variant="light" data-testid="error-dialog-message">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {message}
          </Text>
        </Alert>
        {hint ? <Text size="sm">{hint}</Text> : null}
        {kind === 'error' ? <IncidentLine incident={incident} /> : null}
        {showReport && reportText ? (
          <ScrollArea.Autosize mah={220} aria-label={t('errors.dialog.reportLabel')}>
            <Code block data-testid="error-report">{reportText()}</Code>
          </ScrollArea.Autosize>
        ) : null}
      </Stack>
      <Group justify="flex-end" mt="md" gap="xs">
        {buttons.includes('errorReport') && reportText ? (
          <Button variant="default" onClick={() => setShowReport((v) => !v)} aria-expanded={showReport}>
            {t(showReport ? 'errors.dialog.hideReport' : 'errors.dialog.errorReport')}
          </Button>
        ) : null}
        {buttons.includes('downloadReport') && onDownloadReport ? (
          <Button variant="default" onClick={onDownloadReport}>
            {t('errors.dialog.downloadReport')}
          </Button>
        ) : null}
        {buttons.includes('reload') ? (
          <Button variant="default" onClick={onReload ?? (() => window.location.reload())}>
            {t('errors.dialog.reload')}
          </Button>
        ) : null}
        <Button onClick={onClose} data-autofocus>
          {t('errors.dialog.close')}
        </Button>
      </Group>
    </Modal>
  );
}
