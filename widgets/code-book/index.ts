import type { WidgetEntry } from '../../engine/react';
import { CodeBookWidget } from './CodeBookWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "code-book"` with `options.codeBook` (and `enumType`, `enumKind`). */
export const codeBookWidget: WidgetEntry = { ...widgetKind('code-book'), component: CodeBookWidget };
export { CodeBookWidget, CODE_BOOK_QUERY, ENUM_OPEN_DEBOUNCE_MS, codeBookPath } from './CodeBookWidget';
