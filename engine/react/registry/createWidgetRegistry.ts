import { UNKNOWN_WIDGET } from '../../core/form/testers';
import type { ComponentType } from 'react';
import type { EngineWidgetProps, WidgetEntry, WidgetRegistry } from './types';
import { UnknownWidget } from './UnknownWidget';

/**
 * Builds the registry from entries. A later entry with the same name replaces the earlier one
 * (an application can override a stock widget); the visible fallback is always present.
 */
export function createWidgetRegistry(entries: readonly WidgetEntry[]): WidgetRegistry {
  const byName = new Map<string, WidgetEntry>();
  for (const entry of entries) byName.set(entry.name, entry);
  const unique = [...byName.values()];
  const components: Record<string, ComponentType<EngineWidgetProps>> = { [UNKNOWN_WIDGET]: UnknownWidget };
  for (const entry of unique) components[entry.name] = entry.component;
  return {
    entries: unique,
    get: (name) => byName.get(name),
    components,
  };
}

/** Whether a value is already a registry (rather than a list of entries). */
export function isWidgetRegistry(value: readonly WidgetEntry[] | WidgetRegistry): value is WidgetRegistry {
  return !Array.isArray(value);
}
