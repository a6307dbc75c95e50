import type { WidgetEntry } from '../../engine/react';
import { CheckboxWidget } from './CheckboxWidget';
import { widgetKind } from '../kinds';

/** Default for booleans. */
export const checkboxWidget: WidgetEntry = { ...widgetKind('checkbox'), component: CheckboxWidget };
export { CheckboxWidget };
