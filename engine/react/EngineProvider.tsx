import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { HttpClient } from '../core/http';
import { createWidgetRegistry, isWidgetRegistry } from './registry/createWidgetRegistry';
import type { WidgetEntry, WidgetRegistry } from './registry/types';

/** What every engine screen needs from the application. */
export interface EngineContextValue {
  /** The API client (engine/core/http). */
  http: HttpClient;
  /** The user's permission tokens. */
  tokens: ReadonlySet<string>;
  /** Public holidays and days of rest (ISO dates), for business-date widgets. */
  holidays: readonly string[];
  /** Widgets forms and filters render with. */
  widgets: WidgetRegistry;
}

const EngineContext = createContext<EngineContextValue | undefined>(undefined);

const NO_HOLIDAYS: readonly string[] = [];
const EMPTY_REGISTRY = createWidgetRegistry([]);

export interface EngineProviderProps {
  http: HttpClient;
  tokens: ReadonlySet<string>;
  /** @default [] */
  holidays?: readonly string[];
  /** Widget entries (e.g. `widgets` from the widgets package) or a registry. @default none: every field shows the fallback */
  widgets?: readonly WidgetEntry[] | WidgetRegistry;
  children: ReactNode;
}

/** Gives engine screens the HTTP client, the user's tokens, holidays and the widget registry. */
export function EngineProvider({ http, tokens, holidays, widgets, children }: EngineProviderProps) {
  const registry = useMemo(
    () => (widgets === undefined ? EMPTY_REGISTRY : isWidgetRegistry(widgets) ? widgets : createWidgetRegistry(widgets)),
    [widgets],
  );
  const value = useMemo<EngineContextValue>(
    () => ({ http, tokens, holidays: holidays ?? NO_HOLIDAYS, widgets: registry }),
    [http, tokens, holidays, registry],
  );
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

/** The engine context; throws when no EngineProvider is above. */
export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error('useEngine: no <EngineProvider> above this component');
  return value;
}
