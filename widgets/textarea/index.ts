import { and, maxLengthAbove, rankWith, schemaTypeIs } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { TextareaWidget } from './TextareaWidget';

/** Chosen for long strings (more than 255 characters allowed), or by name. */
export const textareaWidget: WidgetEntry = {
  name: 'textarea',
  tester: rankWith(2, and(schemaTypeIs('string'), maxLengthAbove(255))),
  component: TextareaWidget,
};
export { TextareaWidget };
