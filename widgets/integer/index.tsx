import type { EngineWidgetProps, WidgetEntry } from '../../engine/react';
import { NumberWidget } from '../number/NumberWidget';
import { widgetKind } from '../kinds';

/** A whole number: no decimal separator can be typed. */
export function IntegerWidget(props: EngineWidgetProps) {
  return <NumberWidget {...props} options={{ ...props.options, decimals: 0 }} />;
}

/** Default for integers. */
export const integerWidget: WidgetEntry = { ...widgetKind('integer'), component: IntegerWidget };
