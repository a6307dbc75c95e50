import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { UrlWidget } from './UrlWidget';

/** Chosen by `"widget": "url"` or for its schema format. */
export const urlWidget: WidgetEntry = { name: 'url', tester: rankWith(5, formatIs('url')), component: UrlWidget };
export { UrlWidget };
