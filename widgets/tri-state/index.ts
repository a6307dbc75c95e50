import type { WidgetEntry } from '../../engine/react';
import { TriStateWidget } from './TriStateWidget';
import { widgetKind } from '../kinds';

/** Default for nullable booleans; also `"widget": "tri-state"`. */
export const triStateWidget: WidgetEntry = { ...widgetKind('tri-state'), component: TriStateWidget };
