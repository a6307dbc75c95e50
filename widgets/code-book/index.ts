import type { WidgetEntry } from '../../engine/react';
import { CodeBookWidget } from './CodeBookWidget';

/** Chosen by `"widget": "code-book"` with `options.codeBook` (and `enumType`, `enumKind`). */
export const codeBookWidget: WidgetEntry = { name: 'code-book', component: CodeBookWidget };
export { CodeBookWidget, CODE_BOOK_QUERY, ENUM_OPEN_DEBOUNCE_MS, codeBookPath } from './CodeBookWidget';
