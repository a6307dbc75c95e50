import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { EmailMultiWidget } from './EmailMultiWidget';

/** Chosen by `"widget": "email-multi"` or for its schema format. */
export const emailMultiWidget: WidgetEntry = { name: 'email-multi', tester: rankWith(5, formatIs('email-multi')), component: EmailMultiWidget };
export { EmailMultiWidget };
