import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { decimalsOf } from '../../engine/core/form';
import type { EngineWidgetProps } from '../../engine/react';
import { numberFrom } from '../number/NumberWidget';
import { commonInputProps, decimalSeparatorFor } from '../shared/inputProps';

// Rounding hides binary noise such as 0.1234 * 100 = 12.340000000000002.
function round(n: number, places: number): number {
  const f = 10 ** places;
  return Math.round(n * f) / f;
}

/** A share stored as 0..1 and shown as percent: shows value × 100, stores input ÷ 100. */
export function PercentWidget(props: EngineWidgetProps) {
  const { i18n } = useTranslation();
  const { value, onChange, schema } = props;
  const stepPlaces = schema.multipleOf !== undefined ? decimalsOf(schema.multipleOf) : undefined;
  const scale = stepPlaces !== undefined ? Math.max(stepPlaces - 2, 0) : undefined;
  return (
    <NumberInput
      {...commonInputProps(props)}
      value={typeof value === 'number' ? round(value * 100, 8) : ''}
      onChange={(input) => {
        const shownValue = numberFrom(input);
        onChange(shownValue === undefined ? undefined : round(shownValue / 100, 10));
      }}
      suffix=" %"
      decimalSeparator={decimalSeparatorFor(i18n.resolvedLanguage ?? i18n.language)}
      decimalScale={scale}
      min={schema.minimum !== undefined ? schema.minimum * 100 : undefined}
      max={schema.maximum !== undefined ? schema.maximum * 100 : undefined}
      hideControls
      // Out-of-range input stays as typed so validation can say what is wrong.
      clampBehavior="none"
    />
  );
}
