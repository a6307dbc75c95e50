import { Textarea } from '@mantine/core';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps, textOf } from '../shared/inputProps';

/** Multi-line text that grows with its content. */
export function TextareaWidget(props: EngineWidgetProps) {
  const { value, onChange, schema, options } = props;
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <Textarea
      {...commonInputProps(props)}
      value={textOf(value)}
      maxLength={schema.maxLength}
      autosize
      minRows={rows}
      maxRows={12}
      onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
    />
  );
}
