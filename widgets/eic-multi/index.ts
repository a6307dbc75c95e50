import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { EicMultiWidget } from './EicMultiWidget';

/** Chosen by `"widget": "eic-multi"` or for its schema format. */
export const eicMultiWidget: WidgetEntry = { name: 'eic-multi', tester: rankWith(5, formatIs('eic-multi')), component: EicMultiWidget };
export { EicMultiWidget };
