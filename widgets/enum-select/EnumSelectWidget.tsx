import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';

/** Options of a schema enum, labelled `${enumLabelKeyPrefix}.${value}` (falling back to the value). */
export function useEnumOptions(props: Pick<EngineWidgetProps, 'schema' | 'options'>) {
  const { t } = useTranslation();
  const prefix = typeof props.options.enumLabelKeyPrefix === 'string' ? props.options.enumLabelKeyPrefix : undefined;
  const values = (props.schema.enum ?? []).filter((v) => v !== null && v !== undefined);
  return values.map((v) => {
    const value = String(v);
    return { value, label: prefix ? t(`${prefix}.${value}`, { defaultValue: value }) : value, original: v };
  });
}

/** A choice among the schema's enum values; clearable unless required. */
export function EnumSelectWidget(props: EngineWidgetProps) {
  const { t } = useTranslation();
  const { value, onChange, required, readonly } = props;
  const options = useEnumOptions(props);
  return (
    <Select
      {...commonInputProps(props)}
      data={options.map(({ value: v, label }) => ({ value: v, label }))}
      value={value === undefined || value === null ? null : String(value)}
      onChange={(selected) => onChange(selected === null ? undefined : options.find((o) => o.value === selected)?.original)}
      clearable={!required && !readonly}
      allowDeselect={!required}
      placeholder={readonly ? undefined : (props.placeholder ?? t('engine.select.placeholder'))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
