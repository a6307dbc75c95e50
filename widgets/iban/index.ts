import type { WidgetEntry } from '../../engine/react';
import { IbanWidget } from './IbanWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "iban"` or for its schema format. */
export const ibanWidget: WidgetEntry = { ...widgetKind('iban'), component: IbanWidget };
export { IbanWidget };
