import type { WidgetEntry } from '../../engine/react';
import { TimeWidget } from './TimeWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "time"` or for its schema format. */
export const timeWidget: WidgetEntry = { ...widgetKind('time'), component: TimeWidget };
export { TimeWidget };
