import type { WidgetEntry } from '../../engine/react';
import { PersonalIdWidget } from './PersonalIdWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "personal-id"` or for its schema format. */
export const personalIdWidget: WidgetEntry = { ...widgetKind('personal-id'), component: PersonalIdWidget };
export { PersonalIdWidget };
