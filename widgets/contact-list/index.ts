import type { WidgetEntry } from '../../engine/react';
import { ContactListWidget } from './ContactListWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "contact-list"` for a list of contact persons (titul, meno, priezvisko, …, datDo). */
export const contactListWidget: WidgetEntry = { ...widgetKind('contact-list'), component: ContactListWidget };
