import type { WidgetEntry } from '../../engine/react';
import { PercentWidget } from './PercentWidget';

/** Chosen by name only (`"widget": "percent"`): a number alone does not say it is a share. */
export const percentWidget: WidgetEntry = { name: 'percent', component: PercentWidget };
export { PercentWidget };
