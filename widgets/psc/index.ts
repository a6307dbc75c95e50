import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { PscWidget } from './PscWidget';

/** Chosen by `"widget": "psc"` or for its schema format. */
export const pscWidget: WidgetEntry = { name: 'psc', tester: rankWith(5, formatIs('psc')), component: PscWidget };
export { PscWidget };
