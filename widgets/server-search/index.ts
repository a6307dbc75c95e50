import type { WidgetEntry } from '../../engine/react';
import { ServerSearchWidget } from './ServerSearchWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "server-search"` with `options.path` (and valueField, labelField, searchField, minChars). */
export const serverSearchWidget: WidgetEntry = { ...widgetKind('server-search'), component: ServerSearchWidget };
