import { rankWith, schemaTypeIs } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { CheckboxWidget } from './CheckboxWidget';

/** Default for booleans. */
export const checkboxWidget: WidgetEntry = { name: 'checkbox', tester: rankWith(2, schemaTypeIs('boolean')), component: CheckboxWidget };
export { CheckboxWidget };
