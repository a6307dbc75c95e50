import type { WidgetEntry } from '../../engine/react';
import { YearWidget } from './YearWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "year"` or for its schema format. */
export const yearWidget: WidgetEntry = { ...widgetKind('year'), component: YearWidget };
export { YearWidget };
