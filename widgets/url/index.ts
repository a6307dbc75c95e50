import type { WidgetEntry } from '../../engine/react';
import { UrlWidget } from './UrlWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "url"` or for its schema format. */
export const urlWidget: WidgetEntry = { ...widgetKind('url'), component: UrlWidget };
export { UrlWidget };
