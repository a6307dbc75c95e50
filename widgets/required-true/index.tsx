import type { EngineWidgetProps, WidgetEntry } from '../../engine/react';
import { CheckboxWidget } from '../checkbox/CheckboxWidget';
import { widgetKind } from '../kinds';

/** A box that must be checked (`const: true`, e.g. consent): always marked required. */
export function RequiredTrueWidget(props: EngineWidgetProps) {
  return <CheckboxWidget {...props} required={props.required ?? true} />;
}

/** Default for booleans whose schema says `const: true`. */
export const requiredTrueWidget: WidgetEntry = { ...widgetKind('required-true'), component: RequiredTrueWidget };
