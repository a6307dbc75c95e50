import type { WidgetEntry } from '../../engine/react';
import { DateTimeWidget } from './DateTimeWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "date-time"` or for its schema format. */
export const dateTimeWidget: WidgetEntry = { ...widgetKind('date-time'), component: DateTimeWidget };
export { DateTimeWidget };
