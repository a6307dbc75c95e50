import { or, rankWith, schemaTypeIs } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { NumberWidget } from './NumberWidget';

/** Default for numbers and integers. */
export const numberWidget: WidgetEntry = {
  name: 'number',
  tester: rankWith(2, or(schemaTypeIs('number'), schemaTypeIs('integer'))),
  component: NumberWidget,
};
export { NumberWidget, numberFrom } from './NumberWidget';
