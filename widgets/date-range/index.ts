import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { DateRangeWidget } from './DateRangeWidget';

/** Chosen by `"widget": "date-range"` or for its schema format. */
export const dateRangeWidget: WidgetEntry = { name: 'date-range', tester: rankWith(5, formatIs('date-range')), component: DateRangeWidget };
export { DateRangeWidget };
