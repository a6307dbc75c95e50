import { formatIs, or, rankWith } from '../../engine/core/form';
import type { WidgetEntry } from '../../engine/react';
import { PersonalIdWidget } from './PersonalIdWidget';

/** Chosen by `"widget": "personal-id"` or for its schema format. */
export const personalIdWidget: WidgetEntry = { name: 'personal-id', tester: rankWith(5, or(formatIs('rodne-cislo'), formatIs('rodne-cislo-9'))), component: PersonalIdWidget };
export { PersonalIdWidget };
