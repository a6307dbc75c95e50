import type { WidgetEntry } from '../../engine/react';
import { PscWidget } from './PscWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "psc"` or for its schema format. */
export const pscWidget: WidgetEntry = { ...widgetKind('psc'), component: PscWidget };
export { PscWidget };
