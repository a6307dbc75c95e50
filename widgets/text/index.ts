import type { WidgetEntry } from '../../engine/react';
import { TextWidget } from './TextWidget';
import { widgetKind } from '../kinds';

/** Default for strings. */
export const textWidget: WidgetEntry = { ...widgetKind('text'), component: TextWidget };
export { TextWidget };
