import type { WidgetEntry } from '../../engine/react';
import { NumberWidget } from './NumberWidget';
import { widgetKind } from '../kinds';

/** Default for numbers and integers. */
export const numberWidget: WidgetEntry = { ...widgetKind('number'), component: NumberWidget };
export { numberFrom } from './NumberWidget';
