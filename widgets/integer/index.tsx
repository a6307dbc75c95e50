import type { EngineWidgetProps, WidgetEntry } from '../../engine/react';
import { LightNumberWidget } from '../number/LightNumberWidget';
import { widgetKind } from '../kinds';

/** A whole number: no decimal separator can be typed. */
export function IntegerWidget(props: EngineWidgetProps) {
  // The light input itself (NumberWidget without a variant draws it), called, not rendered: its
  // hooks are this component's (always the same ones), one component less per integer field.
  return LightNumberWidget({ ...props, options: { ...props.options, decimals: 0 } });
}

/** Default for integers. */
export const integerWidget: WidgetEntry = { ...widgetKind('integer'), component: IntegerWidget };
