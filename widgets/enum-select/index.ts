import { hasEnum, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { EnumSelectWidget } from './EnumSelectWidget';

/** Default for any field with an enum (ranks above type-based widgets). */
export const enumSelectWidget: WidgetEntry = { name: 'enum-select', tester: rankWith(5, hasEnum), component: EnumSelectWidget };
export { EnumSelectWidget, useEnumOptions } from './EnumSelectWidget';
