import { lazyWidget } from '../engine/react/registry/lazyWidget';
import type { WidgetEntry } from '../engine/react';
import { widgetKinds } from './kinds';

/**
 * The stock widgets with each component loaded on first use: for screens that show few widgets
 * (a search screen's filters and its bulk action forms). Form screens use the eager `widgets`.
 * The loaders' table itself (./loaders.ts) comes with the first widget shown.
 */
export const lazyWidgets: readonly WidgetEntry[] = widgetKinds.map(({ name, tester }) => ({
  name,
  ...(tester ? { tester } : {}),
  component: lazyWidget(() => import('./loaders').then((m) => m.loadWidget(name))),
}));
