import type { WidgetEntry } from '../engine/react';
import { widgets } from './index';
import { registerLookupWidget } from './register-lookup';

/** The widgets of edit forms and workflow steps: the stock ones and those only forms use. */
export const formWidgets: readonly WidgetEntry[] = [...widgets, registerLookupWidget];
