import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { YearWidget } from './YearWidget';

/** Chosen by `"widget": "year"` or for its schema format. */
export const yearWidget: WidgetEntry = { name: 'year', tester: rankWith(5, formatIs('year')), component: YearWidget };
export { YearWidget };
