import type { WidgetEntry } from '../../engine/react';
import { StringListWidget } from './StringListWidget';

/** A list of short strings (chosen by name: `"widget": "string-list"`). */
export const stringListWidget: WidgetEntry = { name: 'string-list', component: StringListWidget };
export { StringListWidget };
