import type { WidgetEntry } from '../../engine/react';
import { ObjectListWidget } from './ObjectListWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "object-list"` for an array of objects (e.g. bank accounts, business permits). */
export const objectListWidget: WidgetEntry = { ...widgetKind('object-list'), component: ObjectListWidget };
export { ObjectListWidget };
