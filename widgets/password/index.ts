import { formatIs, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { PasswordWidget } from './PasswordWidget';

/** Chosen by `"widget": "password"` or for the schema format `password`. */
export const passwordWidget: WidgetEntry = { name: 'password', tester: rankWith(5, formatIs('password')), component: PasswordWidget };
export { PasswordWidget };
