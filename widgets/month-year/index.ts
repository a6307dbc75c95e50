import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { MonthYearWidget } from './MonthYearWidget';

/** Chosen by `"widget": "month-year"` or for its schema format. */
export const monthYearWidget: WidgetEntry = { name: 'month-year', tester: rankWith(5, formatIs('month-year')), component: MonthYearWidget };
export { MonthYearWidget };
