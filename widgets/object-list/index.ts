import type { WidgetEntry } from '../../engine/react';
import { ObjectListWidget } from './ObjectListWidget';

/** Chosen by `"widget": "object-list"` for an array of objects (e.g. bank accounts, business permits). */
export const objectListWidget: WidgetEntry = { name: 'object-list', component: ObjectListWidget };
export { ObjectListWidget };
