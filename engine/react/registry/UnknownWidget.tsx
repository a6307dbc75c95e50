import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from './types';

/** Shown for a field no registered widget fits, so the gap is visible rather than silent. */
export function UnknownWidget({ id, label, value, options, schema, rawErrors }: EngineWidgetProps) {
  const { t } = useTranslation();
  const requested = typeof options.requestedWidget === 'string' ? options.requestedWidget : undefined;
  return (
    <Alert id={id} color="orange" variant="light" title={label} role="note" data-testid="unknown-widget">
      {requested
        ? t('engine.widget.unknownNamed', { name: requested })
        : t('engine.widget.unknownType', { type: JSON.stringify(schema.type ?? null) })}
      {value !== undefined && value !== null && <div>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</div>}
      {rawErrors?.[0] && <Text c="red" size="sm">{rawErrors[0]}</Text>}
    </Alert>
  );
}
