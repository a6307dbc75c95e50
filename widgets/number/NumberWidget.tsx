import { useLayoutEffect, useRef, useState } from 'react';
import { NumberInput } from '@mantine/core';
import { decimalsOf } from '../../engine/core/form';
import type { EngineWidgetProps } from '../../engine/react';
import { useFormTexts } from '../../engine/react';
import { commonInputProps, decimalSeparatorFor } from '../shared/inputProps';
import { LightInput, lightInputProps } from '../shared/LightInput';
import { cleanNumberText, formatNumberText, numberFromText } from '../shared/numberText';

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

/**
 * A number with the schema's limits; decimals per decimalsFor; integers allow none. Typing keeps
 * digits, a minus and the language's separator; out-of-range input stays as typed so validation
 * can say what is wrong. Variants (money: grouping, suffix) use Mantine's NumberInput.
 */
export function NumberWidget(props: EngineWidgetProps & { variant?: NumberVariant }) {
  return props.variant ? <FormattedNumberWidget {...props} variant={props.variant} /> : <LightNumberWidget {...props} />;
}

/** The frequent number: a light input with our own parsing. */
function LightNumberWidget(props: EngineWidgetProps) {
  const { language } = useFormTexts();
  const { id, value, onChange, onBlur, onFocus, readonly } = props;
  const scale = decimalsFor(props);
  const options = { separator: decimalSeparatorFor(language), scale };
  // While focused the input shows exactly what is typed (kept); otherwise the stored number.
  const [typing, setTyping] = useState<string | undefined>(undefined);
  // Where the caret goes after a typed character was dropped or replaced (else React puts it at the end).
  const caret = useRef<{ input: HTMLInputElement; at: number } | undefined>(undefined);
  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = undefined;
    if (pending && document.activeElement === pending.input) pending.input.setSelectionRange(pending.at, pending.at);
  });
  return (
    <LightInput
      {...lightInputProps(props)}
      kind="NumberInput"
      type="text"
      inputMode={scale === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={typing ?? formatNumberText(value, options)}
      onFocus={() => {
        if (!readonly) setTyping(formatNumberText(value, options));
        onFocus?.(id, value);
      }}
      onBlur={() => {
        setTyping(undefined);
        onBlur?.(id, value);
      }}
      onChange={(event) => {
        const input = event.currentTarget;
        const text = cleanNumberText(input.value, options);
        if (text !== input.value && input.selectionStart !== null) {
          caret.current = { input, at: Math.max(0, input.selectionStart - (input.value.length - text.length)) };
        }
        setTyping(text);
        onChange(numberFromText(text));
      }}
    />
  );
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
