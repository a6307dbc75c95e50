import { useEffect, useRef } from 'react';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../core/errors';
import { describeReason } from '../../core/form/reasons';
import { useReasonLabels } from './reasonLabels';

/** The lines to show for an error: the server's reasons when it gave some, else its message. */
export function errorLines(error: unknown): string[] {
  if (isHttpError(error) && error.reasons.length > 0) return error.reasons;
  // An unavailable server has one meaning whatever its body says (spec 8: msg503), translated by the caller.
  if (isHttpError(error) && error.status === 503) return [];
  if (error instanceof Error && error.message) return error.message.split('\n');
  return [];
}

export interface ErrorAlertProps {
  error: unknown;
  /** i18n key of the title. */
  titleKey: string;
  /** Scroll the alert into view when the error changes (e.g. a failed save at the end of a long form). @default false */
  scrollIntoView?: boolean;
}

/**
 * A failed call: translated title and the server's reasons. A reason about a field of a form in
 * the enclosing ReasonLabelsScope names it as the form does (label, row number, column), not by
 * its path.
 */
export function ErrorAlert({ error, titleKey, scrollIntoView = false }: ErrorAlertProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error, scrollIntoView]);
  const labels = useReasonLabels();
  const raw = isHttpError(error) && error.status === 503 && error.reasons.length === 0 ? [t('errors.msg503')] : errorLines(error);
  const lines = raw.map((line) => {
    const described = describeReason(line, labels);
    // Without the text (a screen whose texts failed to load) the reason shows as it came.
    return described ? t(described.key, { ...described.params, defaultValue: line }) : line;
  });
  // A 400 the server marks as the user's mistake is a warning, as in the error dialog.
  const color = isHttpError(error) && error.userError ? 'yellow' : 'red';
  return (
    <Alert ref={ref} color={color} variant="light" title={t(titleKey)} role="alert" data-severity={color === 'red' ? 'error' : 'warning'}>
      {lines.length === 1 ? lines[0] : (
        <List size="sm">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
