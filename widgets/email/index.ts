import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { EmailWidget } from './EmailWidget';

/** Chosen by `"widget": "email"` or for its schema format. */
export const emailWidget: WidgetEntry = { name: 'email', tester: rankWith(5, formatIs('email')), component: EmailWidget };
export { EmailWidget };
