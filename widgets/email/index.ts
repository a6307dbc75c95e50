import type { WidgetEntry } from '../../engine/react';
import { EmailWidget } from './EmailWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "email"` or for its schema format. */
export const emailWidget: WidgetEntry = { ...widgetKind('email'), component: EmailWidget };
export { EmailWidget };
