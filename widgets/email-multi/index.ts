import type { WidgetEntry } from '../../engine/react';
import { EmailMultiWidget } from './EmailMultiWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "email-multi"` or for its schema format. */
export const emailMultiWidget: WidgetEntry = { ...widgetKind('email-multi'), component: EmailMultiWidget };
export { EmailMultiWidget };
