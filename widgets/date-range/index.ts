import type { WidgetEntry } from '../../engine/react';
import { DateRangeWidget } from './DateRangeWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "date-range"` or for its schema format. */
export const dateRangeWidget: WidgetEntry = { ...widgetKind('date-range'), component: DateRangeWidget };
export { DateRangeWidget };
