import type { WidgetEntry } from '../../engine/react';
import { EnumSelectWidget } from './EnumSelectWidget';
import { widgetKind } from '../kinds';

/** Default for any field with an enum (ranks above type-based widgets). */
export const enumSelectWidget: WidgetEntry = { ...widgetKind('enum-select'), component: EnumSelectWidget };
