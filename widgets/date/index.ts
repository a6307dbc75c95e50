import { and, formatIs, rankWith, schemaTypeIs } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { DateWidget } from './DateWidget';

/** Default for strings with `format: date`. */
export const dateWidget: WidgetEntry = { name: 'date', tester: rankWith(3, and(schemaTypeIs('string'), formatIs('date'))), component: DateWidget };
export { DateWidget };
