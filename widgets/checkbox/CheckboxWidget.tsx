import { Checkbox } from '@mantine/core';
import type { EngineWidgetProps } from '../../engine/react';

/** A yes/no value; required only marks the label (the box always yields true or false). */
export function CheckboxWidget(props: EngineWidgetProps) {
  const { id, name, label, hideLabel, value, onChange, onBlur, onFocus, required, disabled, readonly, autofocus, rawErrors } = props;
  const error = rawErrors && rawErrors.length > 0 ? rawErrors[0] : undefined;
  return (
    <Checkbox
      id={id}
      name={name}
      label={
        hideLabel ? undefined : (
          <>
            {label}
            {required && (
              <span aria-hidden="true" data-required-marker style={{ color: 'var(--mantine-color-error)' }}>
                {' *'}
              </span>
            )}
          </>
        )
      }
      aria-label={hideLabel ? label : undefined}
      checked={value === true}
      // A native checkbox cannot be read-only, so view mode disables it.
      disabled={disabled || readonly}
      aria-required={required}
      autoFocus={autofocus}
      error={error}
      mt="xl"
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={() => onBlur?.(id, value)}
      onFocus={() => onFocus?.(id, value)}
    />
  );
}
