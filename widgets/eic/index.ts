import type { WidgetEntry } from '../../engine/react';
import { EicWidget } from './EicWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "eic"` or for its schema format. */
export const eicWidget: WidgetEntry = { ...widgetKind('eic'), component: EicWidget };
export { EicWidget };
