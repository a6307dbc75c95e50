import type { WidgetEntry } from '../../engine/react';
import { MobileListWidget } from './MobileListWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "mobile-list"` or for its schema format. */
export const mobileListWidget: WidgetEntry = { ...widgetKind('mobile-list'), component: MobileListWidget };
export { MobileListWidget };
