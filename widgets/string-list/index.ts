import type { WidgetEntry } from '../../engine/react';
import { StringListWidget } from './StringListWidget';
import { widgetKind } from '../kinds';

/** A list of short strings (chosen by name: `"widget": "string-list"`). */
export const stringListWidget: WidgetEntry = { ...widgetKind('string-list'), component: StringListWidget };
export { StringListWidget };
