import { NumberInput } from '@mantine/core';
import type { EngineWidgetProps } from '../../engine/react';
import { useFormTexts } from '../../engine/react/detail/formTexts';
import { commonInputProps, decimalSeparatorFor } from '../shared/inputProps';
import { decimalsFor, LightNumberWidget } from './LightNumberWidget';

/** Reads NumberInput's answer: a number, or text while incomplete ('' clears). */
export function numberFrom(input: number | string): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  const n = Number(input.replace(',', '.'));
  return input.trim() === '' || !Number.isFinite(n) ? undefined : n;
}

/** Extra NumberInput settings a variant (money) adds. */
export interface NumberVariant {
  suffix?: string;
  fixedDecimals?: number;
  thousandSeparator?: boolean;
}

/**
 * A number with the schema's limits; decimals per decimalsFor; integers allow none. Typing keeps
 * digits, a minus and the language's separator; out-of-range input stays as typed so validation
 * can say what is wrong. Variants (money: grouping, suffix) use Mantine's NumberInput.
 */
export function NumberWidget(props: EngineWidgetProps & { variant?: NumberVariant }) {
  return props.variant ? <FormattedNumberWidget {...props} variant={props.variant} /> : <LightNumberWidget {...props} />;
}

/** Money and other variants: Mantine's NumberInput (thousands grouped while typing, a suffix). */
function FormattedNumberWidget(props: EngineWidgetProps & { variant: NumberVariant }) {
  const { language } = useFormTexts();
  const { value, onChange, schema, variant } = props;
  const scale = variant.fixedDecimals ?? decimalsFor(props);
  const integer = scale === 0;
  const separator = decimalSeparatorFor(language);
  return (
    <NumberInput
      {...commonInputProps(props)}
      suffix={variant.suffix}
      thousandSeparator={variant.thousandSeparator ? (separator === ',' ? ' ' : ',') : undefined}
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
