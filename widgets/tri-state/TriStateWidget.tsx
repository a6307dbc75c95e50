import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isNullable } from '../../engine/core/form';
import type { EngineWidgetProps } from '../../engine/react';

/** The next value of the cycle unset → true → false → unset. */
export function nextTriState(value: unknown): boolean | null {
  if (value === true) return false;
  if (value === false) return null;
  return true;
}

/** A nullable yes/no: a click cycles unset, yes, no (spec section 4); unset shows as indeterminate. */
export function TriStateWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { id, name, label, hideLabel, value, onChange, onBlur, onFocus, required, disabled, readonly, autofocus, rawErrors, schema } = props;
  const unset = value !== true && value !== false;
  const state = unset ? t('widgets.triState.unset') : value ? t('engine.boolean.true') : t('engine.boolean.false');
  return (
    <Checkbox
      id={id}
      name={name}
      label={
        hideLabel ? undefined : (
          <>
            {label}
            {required && (
              <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
                {' *'}
              </span>
            )}
          </>
        )
      }
      description={state}
      aria-label={hideLabel ? label : undefined}
      checked={value === true}
      indeterminate={unset}
      data-state={unset ? 'unset' : String(value)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={rawErrors?.[0]}
      mt="xl"
      onChange={() => {
        const next = nextTriState(value);
        onChange(next === null ? (isNullable(schema) ? null : undefined) : next);
      }}
      onBlur={() => onBlur?.(id, value)}
      onFocus={() => onFocus?.(id, value)}
    />
  );
}
