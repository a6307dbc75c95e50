import type { WidgetEntry } from '../../engine/react';
import { RegisterLookupWidget } from './RegisterLookupWidget';

/**
 * Chosen by `"widget": "register-lookup"` (options: api, fill). Only edit forms use it, so it is not
 * among the stock kinds the first download lists (./kinds.ts) but in the form screens' list (../forms.ts).
 */
export const registerLookupWidget: WidgetEntry = { name: 'register-lookup', component: RegisterLookupWidget };
export { RegisterLookupWidget };
