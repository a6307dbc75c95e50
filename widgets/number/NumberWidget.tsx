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

/** Decimal places a field allows: `options.decimals`, the catalogue's `maxDecimals`, else `multipleOf`'s; 0 for integers. */
export function decimalsFor(props: Pick<EngineWidgetProps, 'schema' | 'options'>): number | undefined {
  const { schema, options } = props;
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  if (integer) return 0;
  if (typeof options.decimals === 'number') return options.decimals;
  const max = schema.maxDecimals as number | { places: number } | undefined;
  if (typeof max === 'number') return max;
  if (max && typeof max === 'object') return max.places;
  const step = schema.decimalMultipleOf ?? schema.multipleOf;
  return typeof step === 'number' ? decimalsOf(step) : undefined;
}

/** Extra NumberInput settings a variant (money) adds. */
export interface NumberVariant {
  suffix?: string;
  fixedDecimals?: number;
  thousandSeparator?: boolean;
}

/** A number with the schema's limits; decimals per decimalsFor; integers allow none. */
export function NumberWidget(props: EngineWidgetProps & { variant?: NumberVariant }) {
  const { i18n } = useTranslation();
  const { value, onChange, schema, variant } = props;
  const scale = variant?.fixedDecimals ?? decimalsFor(props);
  const integer = scale === 0;
  const separator = decimalSeparatorFor(i18n.resolvedLanguage ?? i18n.language);
  return (
    <NumberInput
      {...commonInputProps(props)}
      suffix={variant?.suffix}
      thousandSeparator={variant?.thousandSeparator ? (separator === ',' ? ' ' : ',') : undefined}
      value={typeof value === 'number' ? value : ''}
      onChange={(input) => onChange(numberFrom(input))}
      decimalSeparator={separator}
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
