import type { WidgetEntry } from '../../engine/react';
import { RegisterLookupWidget } from './RegisterLookupWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "register-lookup"` (options: api, fill). */
export const registerLookupWidget: WidgetEntry = { ...widgetKind('register-lookup'), component: RegisterLookupWidget };
export { RegisterLookupWidget };
