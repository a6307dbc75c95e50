import { and, formatIs, or, rankWith, schemaTypeIs } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { DateWidget } from './DateWidget';

/** Default for strings with `format: date` or `format: business-date`. */
export const dateWidget: WidgetEntry = {
  name: 'date',
  tester: rankWith(3, and(schemaTypeIs('string'), or(formatIs('date'), formatIs('business-date')))),
  component: DateWidget,
};
export { DateWidget };
