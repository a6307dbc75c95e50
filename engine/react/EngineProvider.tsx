import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { DataProvider } from '../core/http';
import type { EntityMetadata } from '../core/metadata';
import { createWidgetRegistry, isWidgetRegistry } from './registry/createWidgetRegistry';
import type { WidgetEntry, WidgetRegistry } from './registry/types';
import { createFilterRegistry, isFilterRegistry } from './search/filterRegistry';
import type { FilterKind, FilterRegistry } from './search/filterRegistry';

/** What every engine screen needs from the application. */
export interface EngineContextValue {
  /** The data-provider port: the engine's only way to the server (engine/core/http DataProvider). */
  http: DataProvider;
  /** The user's permission tokens. */
  tokens: ReadonlySet<string>;
  /** Public holidays and days of rest (ISO dates), for business-date widgets. */
  holidays: readonly string[];
  /** Widgets forms and filters render with. */
  widgets: WidgetRegistry;
  /** Domain filter kinds beyond the engine's generic ones (search filter bar). */
  filters: FilterRegistry;
  /** The application's variant; actions bound to the other one are hidden. Undefined: every action shows. */
  variant: 'portal' | 'core' | undefined;
  /** The metadata of another entity by its name (related lists); the engine never imports metadata itself. */
  entityByName: (name: string) => EntityMetadata | undefined;
  /** Whose drafts forms keep (the login's `sub`); undefined: forms keep no drafts. */
  draftOwner: string | undefined;
  /** Opens an application dialog page (`search.rowDialog`); undefined: rows open their route. */
  openDialog: ((page: string, args: Readonly<Record<string, string>>) => void) | undefined;
}

const EngineContext = createContext<EngineContextValue | undefined>(undefined);

const NO_HOLIDAYS: readonly string[] = [];
const EMPTY_REGISTRY = createWidgetRegistry([]);
const NO_FILTER_KINDS = createFilterRegistry([]);

export interface EngineProviderProps {
  /** The data-provider port the application implements (normally createHttpClient's client). */
  http: DataProvider;
  tokens: ReadonlySet<string>;
  /** @default [] */
  holidays?: readonly string[];
  /** Widget entries (e.g. `widgets` from the widgets package) or a registry. @default none: every field shows the fallback */
  widgets?: readonly WidgetEntry[] | WidgetRegistry;
  /** Domain filter kinds (e.g. from the application's filter package) or a registry. @default none: only the generic kinds */
  filters?: readonly FilterKind[] | FilterRegistry;
  /** The application's variant (record and bulk actions may be bound to one). */
  variant?: 'portal' | 'core';
  /** Finds an entity's metadata by name (related lists). @default none: related lists of unknown entities say so */
  entityByName?: (name: string) => EntityMetadata | undefined;
  /** The logged-in user's `sub`: unsaved form data is kept per user in the browser. @default none: no drafts */
  draftOwner?: string;
  /** Opens an application dialog page (`search.rowDialog`). @default none: rows open their route */
  openDialog?: (page: string, args: Readonly<Record<string, string>>) => void;
  children: ReactNode;
}

const NO_ENTITY = () => undefined;

/** Gives engine screens the HTTP client, the user's tokens, holidays, the widget and filter registries, the variant and other entities' metadata. */
export function EngineProvider({ http, tokens, holidays, widgets, filters, variant, entityByName, draftOwner, openDialog, children }: EngineProviderProps) {
  const registry = useMemo(
    () => (widgets === undefined ? EMPTY_REGISTRY : isWidgetRegistry(widgets) ? widgets : createWidgetRegistry(widgets)),
    [widgets],
  );
  const filterRegistry = useMemo(
    () => (filters === undefined ? NO_FILTER_KINDS : isFilterRegistry(filters) ? filters : createFilterRegistry(filters)),
    [filters],
  );
  const value = useMemo<EngineContextValue>(
    () => ({ http, tokens, holidays: holidays ?? NO_HOLIDAYS, widgets: registry, filters: filterRegistry, variant, entityByName: entityByName ?? NO_ENTITY, draftOwner, openDialog }),
    [http, tokens, holidays, registry, filterRegistry, variant, entityByName, draftOwner, openDialog],
  );
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

/** The engine context; throws when no EngineProvider is above. */
export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error('useEngine: no <EngineProvider> above this component');
  return value;
}
