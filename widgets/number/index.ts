import type { WidgetEntry } from '../../engine/react';
import { LightNumberWidget } from './LightNumberWidget';
import { widgetKind } from '../kinds';

/** Default for numbers and integers: the light input (a registry entry never carries a NumberWidget variant). */
export const numberWidget: WidgetEntry = { ...widgetKind('number'), component: LightNumberWidget };
export { numberFrom } from './NumberWidget';
