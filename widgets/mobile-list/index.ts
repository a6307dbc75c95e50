import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { MobileListWidget } from './MobileListWidget';

/** Chosen by `"widget": "mobile-list"` or for its schema format. */
export const mobileListWidget: WidgetEntry = { name: 'mobile-list', tester: rankWith(5, formatIs('mobile-list')), component: MobileListWidget };
export { MobileListWidget };
