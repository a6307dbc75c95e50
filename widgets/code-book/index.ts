import type { WidgetEntry } from '../../engine/react';
import { CodeBookWidget } from './CodeBookWidget';
import { CodeBookMultiWidget } from './CodeBookMultiWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "code-book"` with `options.codeBook` (and `enumType`, `enumKind`, `labelPrefix`, `firstCodes`). */
export const codeBookWidget: WidgetEntry = { ...widgetKind('code-book'), component: CodeBookWidget };
/** Chosen by `"widget": "code-book-multi"` for an array of codes of one code book (same options). */
export const codeBookMultiWidget: WidgetEntry = { ...widgetKind('code-book-multi'), component: CodeBookMultiWidget };
