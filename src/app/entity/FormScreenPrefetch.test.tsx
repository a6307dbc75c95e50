import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense, lazy } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { ListResult } from '../../../engine/core/http';
import { metadata } from '../../../engine/core/form/testFixtures';
import { SearchPage } from '../../../engine/react/search/SearchPage';
import { searchPageCache } from '../../../engine/react/search/searchPageCache';
import { fakeHttp } from '../../../engine/react/testing/fakeHttp';
import { createTestI18n, renderEngine } from '../../../engine/react/testing/renderWithProviders';
import { FormScreenPrefetch } from './FormScreenPrefetch';
import { loadFormScreenCode } from './formScreenCode';

// The form screens' code loads while a search is idle (issue 27): not before its rows are in, not
// before the browser is idle, and once per page load. The real load would pull in RJSF and every
// widget; what is checked is when it is asked for.
vi.mock('./formScreenCode', () => ({ loadFormScreenCode: vi.fn(() => Promise.resolve({})) }));

const row = { idTechnologia: 1, kod: 'K1', nazov: 'Technológia 1', ucinnost: 0.5, stav: 'AKTIVNA' };

/** Idle callbacks asked for, run when the test says the browser is idle. */
let idle: (() => void)[] = [];

/**
 * The search as EntityScreen shows it: the prefetch beside it, outside the boundary the search
 * may suspend in (its lazy parts) before its list query starts.
 */
function renderSearch(list: () => Promise<ListResult<never>>, searchCode: Promise<unknown> = Promise.resolve()) {
  const LazySearch = lazy(() => searchCode.then(() => ({ default: SearchPage })));
  return renderEngine({
    http: fakeHttp({ list }),
    i18n: createTestI18n(),
    initialEntry: '/technologia/vyhladanie',
    routes: [
      {
        path: '/technologia/vyhladanie',
        element: (
          <>
            <Suspense fallback={null}>
              <LazySearch entity={metadata} />
            </Suspense>
            <FormScreenPrefetch entity={metadata} />
          </>
        ),
      },
    ],
  });
}

beforeEach(() => {
  idle = [];
  searchPageCache.clear();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FormScreenPrefetch', () => {
  it('loads the form code once the rows are in and the page is idle, once per page load', async () => {
    let answer!: (rows: ListResult<never>) => void;
    let showSearch!: () => void;
    const list = vi.fn(() => new Promise<ListResult<never>>((resolve) => (answer = resolve)));
    const first = renderSearch(list, new Promise<void>((resolve) => (showSearch = resolve)));
    // Before the search asks for its rows (no query is fetching yet), nothing is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toHaveLength(0);
    showSearch();
    await waitFor(() => expect(list).toHaveBeenCalled());
    // While the rows are on their way nothing is asked for either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toHaveLength(0);
    expect(loadFormScreenCode).not.toHaveBeenCalled();

    answer({ rows: [row] as never[], total: 1, hasMore: false });
    expect(await screen.findByText('Technológia 1')).toBeInTheDocument();
    // The rows are in: the load waits for the browser's idle time.
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(loadFormScreenCode).not.toHaveBeenCalled();
    for (const callback of idle) callback();
    expect(loadFormScreenCode).toHaveBeenCalledTimes(1);
    first.unmount();

    // Another search later in the same page load asks for nothing more.
    idle = [];
    renderSearch(async () => ({ rows: [row] as never[], total: 1, hasMore: false }));
    expect(await screen.findByText('Technológia 1')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const callback of idle) callback();
    expect(loadFormScreenCode).toHaveBeenCalledTimes(1);
  });
});
