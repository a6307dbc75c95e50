import { MultiSelect, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';

/** The strings of a stored value (an array; anything else is none). */
function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The allowed values of the items, when the schema lists them (`items.enum`). */
function choicesOf(items: unknown): string[] | undefined {
  const values = (items as { enum?: unknown } | undefined)?.enum;
  return Array.isArray(values) ? values.map(String) : undefined;
}

/**
 * A short list of strings stored as an array; an empty list clears the value. Free words (e.g.
 * allowed file extensions) are typed and confirmed with Enter, comma or space; when the schema's
 * items list their values, they are chosen from them, each named by `options.labelPrefix` + value.
 */
export function StringListWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { value, onChange, schema, readonly, options } = props;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  const report = (next: string[]) => onChange(next.length === 0 ? undefined : next.map((s) => s.trim()).filter((s) => s !== ''));
  const choices = choicesOf(schema.items);
  if (choices) {
    const prefix = typeof options.labelPrefix === 'string' ? options.labelPrefix : undefined;
    return (
      <MultiSelect
        {...commonInputProps(props)}
        data={choices.map((c) => ({ value: c, label: prefix ? t(`${prefix}${c}`) : c }))}
        value={listOf(value)}
        maxValues={max}
        clearable={!readonly}
        clearButtonProps={{ 'aria-label': t('widgets.stringList.clear') }}
        onChange={report}
      />
    );
  }
  return (
    <TagsInput
      {...commonInputProps(props)}
      value={listOf(value)}
      maxTags={max}
      splitChars={[',', ' ', ';']}
      clearable={!readonly}
      clearButtonProps={{ 'aria-label': t('widgets.stringList.clear') }}
      onChange={report}
    />
  );
}
