import { and, rankWith, schemaTypeIs } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { TriStateWidget } from './TriStateWidget';

/** Default for nullable booleans; also `"widget": "tri-state"`. */
export const triStateWidget: WidgetEntry = {
  name: 'tri-state',
  tester: rankWith(4, and(schemaTypeIs('boolean'), (field) => field.nullable)),
  component: TriStateWidget,
};
export { TriStateWidget, nextTriState } from './TriStateWidget';
