import type { WidgetEntry } from '../../engine/react';
import { AddressWidget } from './AddressWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "address"` for an object field holding an address. */
export const addressWidget: WidgetEntry = { ...widgetKind('address'), component: AddressWidget };
export { shownParts } from './AddressWidget';
