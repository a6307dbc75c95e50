import { formatIs, or, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { TimeWidget } from './TimeWidget';

/** Chosen by `"widget": "time"` or for its schema format. */
export const timeWidget: WidgetEntry = { name: 'time', tester: rankWith(5, or(formatIs('time'), formatIs('time-negative'))), component: TimeWidget };
export { TimeWidget };
