import { TextInput } from '@mantine/core';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps, textOf } from '../shared/inputProps';

/** One-line text; an emptied input clears the value. */
export function TextWidget(props: EngineWidgetProps) {
  const { value, onChange, schema } = props;
  return (
    <TextInput
      {...commonInputProps(props)}
      value={textOf(value)}
      maxLength={schema.maxLength}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
    />
  );
}
