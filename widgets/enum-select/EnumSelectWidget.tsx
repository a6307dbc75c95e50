import { useMemo } from 'react';
import type { EngineWidgetProps } from '../../engine/react';
import { useFormTexts } from '../../engine/react/detail/formTexts';
import { LazySelect } from '../../engine/react/lazy/LazySelect';
import { commonInputProps, fieldInputProps } from '../shared/inputProps';
import { LightSelect } from '../shared/LightSelect';

/**
 * Above this many values the choice is Mantine's searchable Select (loaded on first open), where
 * typing filters the list; below, the light select, whose letters jump to an option.
 */
export const LIGHT_SELECT_MAX_OPTIONS = 30;

interface EnumOption {
  value: string;
  label: string;
  /** The schema's value (a number stays a number). */
  original: unknown;
}

/** Options of a schema enum, labelled `${enumLabelKeyPrefix}.${value}` (falling back to the value). */
function useEnumOptions(props: Pick<EngineWidgetProps, 'schema' | 'options'>): EnumOption[] {
  const { t } = useFormTexts();
  const prefix = typeof props.options.enumLabelKeyPrefix === 'string' ? props.options.enumLabelKeyPrefix : undefined;
  const values = props.schema.enum;
  return useMemo(
    () =>
      (values ?? [])
        .filter((v) => v !== null && v !== undefined)
        .map((v) => {
          const value = String(v);
          return { value, label: prefix ? t(`${prefix}.${value}`, { defaultValue: value }) : value, original: v };
        }),
    [values, prefix, t],
  );
}

/**
 * A choice among the schema's enum values; clearable unless required. A few values (the usual
 * case) show in the light select; many, or `options.searchable`, in Mantine's searchable Select.
 */
export function EnumSelectWidget(props: EngineWidgetProps) {
  const { t } = useFormTexts();
  const { id, value, onChange, onBlur, onFocus, required, readonly } = props;
  const options = useEnumOptions(props);
  const selected = value === undefined || value === null ? null : String(value);
  const change = (chosen: string | null) => onChange(chosen === null ? undefined : options.find((o) => o.value === chosen)?.original);
  const placeholder = readonly ? undefined : (props.placeholder ?? t('engine.select.placeholder'));
  if (options.length > LIGHT_SELECT_MAX_OPTIONS || props.options.searchable === true) {
    return (
      <LazySelect
        {...commonInputProps(props)}
        data={options.map(({ value: v, label }) => ({ value: v, label }))}
        value={selected}
        onChange={change}
        searchable
        clearable={!required && !readonly}
        allowDeselect={!required}
        placeholder={placeholder}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  const { readOnly, ...field } = fieldInputProps(props);
  return (
    <LightSelect
      {...field}
      readOnly={readOnly}
      options={options}
      value={selected}
      onChange={change}
      clearable={!required && !readonly}
      placeholder={placeholder}
      onFocus={() => onFocus?.(id, value)}
      onBlur={() => onBlur?.(id, value)}
    />
  );
}
