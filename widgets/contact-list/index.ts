import type { WidgetEntry } from '../../engine/react';
import { ContactListWidget } from './ContactListWidget';

/** Chosen by `"widget": "contact-list"` for a list of contact persons (titul, meno, priezvisko, …, datDo). */
export const contactListWidget: WidgetEntry = { name: 'contact-list', component: ContactListWidget };
export { ContactListWidget };
export type { Contact } from './ContactListWidget';
