import type { WidgetEntry } from '../../engine/react';
import { AppLinkWidget } from './AppLinkWidget';
import { widgetKind } from '../kinds';

/** Chosen by `"widget": "app-link"`: a read-only link to an in-application path. */
export const appLinkWidget: WidgetEntry = { ...widgetKind('app-link'), component: AppLinkWidget };
