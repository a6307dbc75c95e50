import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { DateTimeWidget } from './DateTimeWidget';

/** Chosen by `"widget": "date-time"` or for its schema format. */
export const dateTimeWidget: WidgetEntry = { name: 'date-time', tester: rankWith(5, formatIs('date-time')), component: DateTimeWidget };
export { DateTimeWidget };
