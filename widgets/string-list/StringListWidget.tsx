import { TagsInput } from '@mantine/core';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';

/** The strings of a stored value (an array; anything else is none). */
function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * A short list of words (e.g. allowed file extensions), typed and confirmed with Enter, comma or
 * space; stored as an array of strings, an empty list clears the value. The schema's `maxItems`
 * limits the count.
 */
export function StringListWidget(props: EngineWidgetProps) {
  const { value, onChange, schema, readonly } = props;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  return (
    <TagsInput
      {...commonInputProps(props)}
      value={listOf(value)}
      maxTags={max}
      splitChars={[',', ' ', ';']}
      clearable={!readonly}
      onChange={(next) => onChange(next.length === 0 ? undefined : next.map((s) => s.trim()).filter((s) => s !== ''))}
    />
  );
}
