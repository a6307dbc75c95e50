import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { decimalsOf } from '../../engine/core/form';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps, decimalSeparatorFor } from '../shared/inputProps';

/** Reads NumberInput's answer: a number, or text while incomplete ('' clears). */
export function numberFrom(input: number | string): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  const n = Number(input.replace(',', '.'));
  return input.trim() === '' || !Number.isFinite(n) ? undefined : n;
}

/** A number with the schema's limits; decimals follow `multipleOf` and integers allow none. */
export function NumberWidget(props: EngineWidgetProps) {
  const { i18n } = useTranslation();
  const { value, onChange, schema } = props;
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  const scale = integer ? 0 : schema.multipleOf !== undefined ? decimalsOf(schema.multipleOf) : undefined;
  return (
    <NumberInput
      {...commonInputProps(props)}
      value={typeof value === 'number' ? value : ''}
      onChange={(input) => onChange(numberFrom(input))}
      decimalSeparator={decimalSeparatorFor(i18n.resolvedLanguage ?? i18n.language)}
      allowDecimal={!integer}
      decimalScale={scale}
      min={schema.minimum}
      max={schema.maximum}
      hideControls
      // Out-of-range input stays as typed so validation can say what is wrong.
      clampBehavior="none"
    />
  );
}
