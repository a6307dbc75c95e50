import { formatIs, or, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { IbanWidget } from './IbanWidget';

/** Chosen by `"widget": "iban"` or for its schema format. */
export const ibanWidget: WidgetEntry = { name: 'iban', tester: rankWith(5, or(formatIs('iban'), formatIs('iban-sk'))), component: IbanWidget };
export { IbanWidget };
