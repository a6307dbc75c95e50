import type { WidgetEntry } from '../engine/react';
import { checkboxWidget } from './checkbox';
import { dateWidget } from './date';
import { enumSelectWidget } from './enum-select';
import { numberWidget } from './number';
import { percentWidget } from './percent';
import { textWidget } from './text';
import { textareaWidget } from './textarea';

/** The stock widgets, for `<EngineProvider widgets={widgets}>` or `createWidgetRegistry(widgets)`. */
export const widgets: readonly WidgetEntry[] = [
  textWidget,
  textareaWidget,
  enumSelectWidget,
  checkboxWidget,
  dateWidget,
  numberWidget,
  percentWidget,
];

export { checkboxWidget, dateWidget, enumSelectWidget, numberWidget, percentWidget, textWidget, textareaWidget };
