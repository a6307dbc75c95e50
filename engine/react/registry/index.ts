export type { EngineWidgetProps, WidgetEntry, WidgetRegistry } from './types';
export { createWidgetRegistry, isWidgetRegistry } from './createWidgetRegistry';
export { UnknownWidget } from './UnknownWidget';
