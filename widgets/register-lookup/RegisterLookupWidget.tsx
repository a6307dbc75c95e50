import { useState } from 'react';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from '../../engine/react';
import { useEngine } from '../../engine/react/EngineProvider';
// Straight from its module: the engine's index is part of the first download.
import { useFormFill } from '../../engine/react/detail/formFill';
import { createRuleContext, FORMATS } from '../../engine/core/validation';
import { commonInputProps, textOf } from '../shared/inputProps';

/** `ui:options` of the widget: where to ask and what the answer fills. */
export interface RegisterLookupOptions {
  /** Collection path asked as `GET {api}{value}` (e.g. the register of legal entities by IČO). */
  api: string;
  /**
   * Form field → key of the answer whose value it takes (e.g. `{ nazov: 'obchodneMeno' }`); a list:
   * the same names. Absent: every key of the answer (the form takes those of its own fields).
   */
  fill?: Readonly<Record<string, string>> | readonly string[];
}

type Outcome = { kind: 'filled'; name: string } | { kind: 'notFound'; value: string } | { kind: 'invalid'; message: string } | { kind: 'unavailable' };

/** The options with the mapping as form field → answer key. */
function optionsOf(options: Record<string, unknown>): { api: string; fill?: Readonly<Record<string, string>> } | undefined {
  const { api, fill } = options as Partial<RegisterLookupOptions>;
  if (typeof api !== 'string') return undefined;
  if (!fill || typeof fill !== 'object') return { api };
  return { api, fill: Array.isArray(fill) ? Object.fromEntries((fill as readonly string[]).map((name) => [name, name])) : (fill as Readonly<Record<string, string>>) };
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * A text field (e.g. IČO) with a look-up in an external register: the answer's values are handed
 * into the open form (useFormFill) as unsaved changes the user reviews and saves. The value is
 * checked by the field's catalogue format first; a value the register does not know, or a
 * register that cannot answer, leaves the form as typed and says so.
 */
export function RegisterLookupWidget(props: EngineWidgetProps) {
  const { value, onChange, schema, readonly, disabled } = props;
  const { t } = useTranslation();
  const { http } = useEngine();
  const fill = useFormFill();
  const options = optionsOf(props.options);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const text = textOf(value);
  const canLookUp = Boolean(fill && options && !readonly && !disabled);

  const lookUp = async () => {
    if (!fill || !options) return;
    const typed = text.replace(/\s+/g, '');
    const check = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
    const problem = typed === '' ? { key: 'engine.validation.required', params: {} } : check?.(typed, createRuleContext());
    if (problem) {
      setOutcome({ kind: 'invalid', message: t(problem.key, problem.params) });
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    try {
      const answer = (await http.get<Record<string, unknown>>(`${options.api}${encodeURIComponent(typed)}`, { callerHandles: 'all', retry: false })).data ?? {};
      const values: Record<string, unknown> = options.fill ? {} : { ...answer };
      for (const [field, key] of Object.entries(options.fill ?? {})) if (answer[key] !== undefined) values[field] = answer[key];
      values[props.name] = typed;
      fill(values);
      setOutcome({ kind: 'filled', name: String(answer.nazov ?? typed) });
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) setOutcome({ kind: 'notFound', value: typed });
      else if (status === 400) setOutcome({ kind: 'invalid', message: t('widgets.registerLookup.invalid') });
      else setOutcome({ kind: 'unavailable' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          {...commonInputProps(props)}
          style={{ flex: 1 }}
          value={text}
          maxLength={schema.maxLength ?? 20}
          inputMode="numeric"
          onChange={(event) => {
            setOutcome(undefined);
            onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value);
          }}
        />
        {canLookUp ? (
          // Aligned with the input below the label.
          <Button variant="default" mt={props.hideLabel ? 0 : 25} loading={busy} onClick={() => void lookUp()}>
            {t('widgets.registerLookup.search')}
          </Button>
        ) : null}
      </Group>
      {outcome?.kind === 'filled' ? (
        <Text size="sm" c="green.8" mt={4} role="status">
          {t('widgets.registerLookup.filled', { name: outcome.name })}
        </Text>
      ) : outcome ? (
        <Alert color="yellow" mt={6} p="xs" role="alert">
          {outcome.kind === 'notFound'
            ? t('widgets.registerLookup.notFound', { value: outcome.value })
            : outcome.kind === 'invalid'
              ? outcome.message
              : t('widgets.registerLookup.unavailable')}
        </Alert>
      ) : null}
    </div>
  );
}
