import type { WidgetEntry } from '../../engine/react';
import { MonthYearWidget } from './MonthYearWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "month-year"` or for its schema format. */
export const monthYearWidget: WidgetEntry = { ...widgetKind('month-year'), component: MonthYearWidget };
export { MonthYearWidget };
