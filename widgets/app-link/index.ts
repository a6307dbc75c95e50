import type { WidgetEntry } from '../../engine/react';
import { AppLinkWidget } from './AppLinkWidget';

/** Chosen by `"widget": "app-link"`: a read-only link to an in-application path. */
export const appLinkWidget: WidgetEntry = { name: 'app-link', component: AppLinkWidget };
export { AppLinkWidget, isAppPath } from './AppLinkWidget';
