import type { EngineWidgetProps } from '../../engine/react';
import { textOf } from '../shared/inputProps';
import { LightInput, lightInputProps } from '../shared/LightInput';

/** One-line text; an emptied input clears the value. */
export function TextWidget(props: EngineWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, schema } = props;
  // Called, not rendered: LightInput has no hooks, and a large form saves a component per field.
  return LightInput({
    ...lightInputProps(props),
    value: textOf(value),
    maxLength: schema.maxLength,
    onChange: (event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value),
    onBlur: (event) => onBlur?.(id, event.currentTarget.value),
    onFocus: (event) => onFocus?.(id, event.currentTarget.value),
  });
}
