import type { WidgetEntry } from '../../engine/react';
import { PercentWidget } from './PercentWidget';
import { widgetKind } from '../kinds';

/** Chosen by name only (`"widget": "percent"`): a number alone does not say it is a share. */
export const percentWidget: WidgetEntry = { ...widgetKind('percent'), component: PercentWidget };
export { PercentWidget };
