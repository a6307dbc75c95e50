import { rankWith } from '../../engine/core/form';
import type { EngineWidgetProps, WidgetEntry } from '../../engine/react';
import { CheckboxWidget } from '../checkbox/CheckboxWidget';

/** A box that must be checked (`const: true`, e.g. consent): always marked required. */
export function RequiredTrueWidget(props: EngineWidgetProps) {
  return <CheckboxWidget {...props} required={props.required ?? true} />;
}

/** Default for booleans whose schema says `const: true`. */
export const requiredTrueWidget: WidgetEntry = {
  name: 'required-true',
  tester: rankWith(5, (field) => field.type === 'boolean' && field.schema.const === true),
  component: RequiredTrueWidget,
};
