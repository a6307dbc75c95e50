import type { WidgetEntry } from '../../engine/react';
import { PhoneWidget } from './PhoneWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "phone"` or for its schema format. */
export const phoneWidget: WidgetEntry = { ...widgetKind('phone'), component: PhoneWidget };
export { PhoneWidget };
