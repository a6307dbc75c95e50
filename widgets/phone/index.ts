import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { PhoneWidget } from './PhoneWidget';

/** Chosen by `"widget": "phone"` or for its schema format. */
export const phoneWidget: WidgetEntry = { name: 'phone', tester: rankWith(5, formatIs('phone-sk')), component: PhoneWidget };
export { PhoneWidget };
