import { rankWith, schemaTypeIs } from '../../engine/core/form';
import type { EngineWidgetProps, WidgetEntry } from '../../engine/react';
import { NumberWidget } from '../number/NumberWidget';

/** A whole number: no decimal separator can be typed. */
export function IntegerWidget(props: EngineWidgetProps) {
  return <NumberWidget {...props} options={{ ...props.options, decimals: 0 }} />;
}

/** Default for integers. */
export const integerWidget: WidgetEntry = { name: 'integer', tester: rankWith(3, schemaTypeIs('integer')), component: IntegerWidget };
