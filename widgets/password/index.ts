import type { WidgetEntry } from '../../engine/react';
import { PasswordWidget } from './PasswordWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "password"` or for the schema format `password`. */
export const passwordWidget: WidgetEntry = { ...widgetKind('password'), component: PasswordWidget };
export { PasswordWidget };
