import type { WidgetEntry } from '../../engine/react';
import { TextareaWidget } from './TextareaWidget';
import { widgetKind } from '../kinds';

/** Chosen for long strings (more than 255 characters allowed), or by name. */
export const textareaWidget: WidgetEntry = { ...widgetKind('textarea'), component: TextareaWidget };
export { TextareaWidget };
