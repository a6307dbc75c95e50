import type { WidgetEntry } from '../../engine/react';
import { AddressWidget } from './AddressWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "address"` for an object field holding an address. */
export const addressWidget: WidgetEntry = { ...widgetKind('address'), component: AddressWidget };
export { ADDRESS_PARTS, AddressWidget, COUNTRIES_FIRST, shownParts } from './AddressWidget';
export type { Address, AddressPart } from './AddressWidget';
