import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
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
  /** Called once the dialog has gone (its closing transition ended). */
  onClosed?: () => void;
}

/**
 * `html` sanitized, or undefined until the sanitizer has loaded: DOMPurify (~16 kB) loads only
 * when a dialog really shows HTML, not with every screen that can ask a question.
 */
function useSanitized(html: string | undefined): string | undefined {
  const [safe, setSafe] = useState<{ html: string; safe: string } | undefined>(undefined);
  useEffect(() => {
    if (!html) return;
    let live = true;
    void import('./sanitizeHtml').then(({ sanitizeHtml }) => {
      if (live) setSafe({ html, safe: sanitizeHtml(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return html && safe?.html === html ? safe.safe : undefined;
}

/** The generic confirm dialog: title, text or sanitized HTML, confirm (primary) and discard, or OK only. */
export function ConfirmDialog({ opened, onClose, onClosed, title, message, html, confirmLabel, discardLabel, okOnly = false, danger = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const safe = useSanitized(html);
  return (
    <Modal opened={opened} onClose={() => onClose(false)} title={title ?? t('dialogs.confirm.title')} centered zIndex={5000} closeOnClickOutside={false} onExitTransitionEnd={onClosed}>
      {html ? (
        // Empty for the moment the sanitizer loads; never the raw HTML.
        <div data-testid="confirm-html" dangerouslySetInnerHTML={{ __html: safe ?? '' }} />
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
