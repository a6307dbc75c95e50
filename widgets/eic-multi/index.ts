import type { WidgetEntry } from '../../engine/react';
import { EicMultiWidget } from './EicMultiWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "eic-multi"` or for its schema format. */
export const eicMultiWidget: WidgetEntry = { ...widgetKind('eic-multi'), component: EicMultiWidget };
export { EicMultiWidget };
