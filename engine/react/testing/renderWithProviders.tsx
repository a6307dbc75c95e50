import './jsdomStubs';
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { DataProvider } from '../../core/http';
import type { EntityMetadata } from '../../core/metadata';
import { EngineProvider } from '../EngineProvider';
import type { WidgetEntry } from '../registry/types';
import type { FilterKind } from '../search/filterRegistry';

/** An i18next instance for tests; without resources every text is its key. */
export function createTestI18n(language = 'sk', translation: Record<string, unknown> = {}): I18n {
  const instance = i18next.createInstance();
  const resources: Resource = { [language]: { translation } };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Wraps a node in Mantine and i18n (what every widget needs). */
export function renderWithI18n(ui: ReactElement, i18n: I18n = createTestI18n()): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

export interface EngineTestOptions {
  /** The data-provider port (a fake). */
  http: DataProvider;
  tokens?: string[];
  widgets?: readonly WidgetEntry[];
  /** Domain filter kinds the application registers. */
  filters?: readonly FilterKind[];
  routes: RouteObject[];
  initialEntry: string;
  i18n?: I18n;
  variant?: 'portal' | 'core';
  /** Other entities' metadata (related lists). */
  entities?: readonly EntityMetadata[];
  /** Whose drafts forms keep (none by default). */
  draftOwner?: string;
  /** The application's dialog opener (search.rowDialog); none by default. */
  openDialog?: (page: string, args: Readonly<Record<string, string>>) => void;
}

/** Renders routes inside every provider the shell gives engine screens; returns the router to inspect navigation. */
export function renderEngine(options: EngineTestOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(options.routes, { initialEntries: [options.initialEntry] });
  const tokens = new Set(options.tokens ?? []);
  const entityByName = (name: string) => options.entities?.find((e) => e.entity === name);
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={options.i18n ?? createTestI18n()}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <EngineProvider http={options.http} tokens={tokens} widgets={options.widgets} filters={options.filters} variant={options.variant} entityByName={entityByName} draftOwner={options.draftOwner} openDialog={options.openDialog}>
            {node}
          </EngineProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return { ...result, router, queryClient };
}
