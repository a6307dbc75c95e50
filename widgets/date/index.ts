import type { WidgetEntry } from '../../engine/react';
import { DateWidget } from './DateWidget';
import { widgetKind } from '../kinds';

/** Default for strings with `format: date` or `format: business-date`. */
export const dateWidget: WidgetEntry = { ...widgetKind('date'), component: DateWidget };
export { DateWidget };
