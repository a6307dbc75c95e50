import { useMemo } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';

/** What a confirm dialog asks. */
export interface ConfirmOptions {
  /** Title text. @default t('dialogs.confirm.title') */
  title?: string;
  /** Message as plain text. */
  message?: string;
  /** Message as HTML; sanitized (scripts, handlers and unsafe URLs removed) before it is shown. */
  html?: string;
  /** Confirm button text. @default t('dialogs.yes') (t('dialogs.ok') for okOnly) */
  confirmLabel?: string;
  /** Discard button text. @default t('dialogs.no') */
  discardLabel?: string;
  /** Only an OK button (an information). @default false */
  okOnly?: boolean;
  /** The confirm button is red (deleting). @default false */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean;
  /** Called with true on confirm, false on discard, Escape or close. */
  onClose: (confirmed: boolean) => void;
}

/** Removes everything unsafe from HTML (scripts, event handlers, javascript: links). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** The generic confirm dialog: title, text or sanitized HTML, confirm (primary) and discard, or OK only. */
export function ConfirmDialog({ opened, onClose, title, message, html, confirmLabel, discardLabel, okOnly = false, danger = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const safe = useMemo(() => (html ? sanitizeHtml(html) : undefined), [html]);
  return (
    <Modal opened={opened} onClose={() => onClose(false)} title={title ?? t('dialogs.confirm.title')} centered zIndex={5000} closeOnClickOutside={false}>
      {safe !== undefined ? (
        <div data-testid="confirm-html" dangerouslySetInnerHTML={{ __html: safe }} />
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {message}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        {!okOnly && (
          <Button variant="default" onClick={() => onClose(false)}>
            {discardLabel ?? t('dialogs.no')}
          </Button>
        )}
        <Button color={danger ? 'red' : undefined} onClick={() => onClose(true)} data-autofocus>
          {confirmLabel ?? (okOnly ? t('dialogs.ok') : t('dialogs.yes'))}
        </Button>
      </Group>
    </Modal>
  );
}
