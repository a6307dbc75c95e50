import { rankWith, schemaTypeIs } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { TextWidget } from './TextWidget';

/** Default for strings. */
export const textWidget: WidgetEntry = { name: 'text', tester: rankWith(1, schemaTypeIs('string')), component: TextWidget };
export { TextWidget };
