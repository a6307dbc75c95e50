import type { WidgetEntry } from '../../engine/react';
import { PersonNameWidget } from './PersonNameWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "person-name"` for an object with titul, meno, priezvisko, titulZa or nazov. */
export const personNameWidget: WidgetEntry = { ...widgetKind('person-name'), component: PersonNameWidget };
export { personNameText } from './PersonNameWidget';
