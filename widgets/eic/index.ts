import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { EicWidget } from './EicWidget';

/** Chosen by `"widget": "eic"` or for its schema format. */
export const eicWidget: WidgetEntry = { name: 'eic', tester: rankWith(5, formatIs('eic')), component: EicWidget };
export { EicWidget };
