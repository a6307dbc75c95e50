import type { EngineWidgetProps, WidgetEntry } from '../../engine/react';
import { LightNumberWidget } from '../number/LightNumberWidget';
import { widgetKind } from '../kinds';

/** A number with a fixed count of decimals (`options.decimals`: 0, 2, 3 or 6), else the schema's `maxDecimals`. */
export function DecimalWidget(props: EngineWidgetProps) {
  // The light input itself (NumberWidget without a variant draws it): one component less per field.
  return <LightNumberWidget {...props} />;
}

/** Chosen by `"widget": "decimal"`. */
export const decimalWidget: WidgetEntry = { ...widgetKind('decimal'), component: DecimalWidget };
