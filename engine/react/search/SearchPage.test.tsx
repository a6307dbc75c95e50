import { describe, expect, it, beforeEach } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { HttpError } from '../../core/errors';
import { metadata, createSchema } from '../../core/form/testFixtures';
import { formatRql } from '../../core/rql';
import type { RqlQuery } from '../../core/rql';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import type { FakeHttp } from '../testing/fakeHttp';
import { searchPageCache } from './searchPageCache';
import { SearchPage } from './SearchPage';

const i18n = createTestI18n('sk', {
  engine: {
    pager: { rangeOfTotal: '{{from}} - {{to}} z {{total}}', rangeOfMore: '{{from}} - {{to}} z viac ako {{total}}' },
    grid: { empty: 'Žiadne údaje na zobrazenie.', skipToResults: 'Preskočiť na výsledky vyhľadávania' },
  },
  technologia: { enum: { stav: { AKTIVNA: 'Aktívna', NEAKTIVNA: 'Neaktívna' } } },
});

function rows(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    idTechnologia: from + i,
    kod: `K${from + i}`,
    nazov: `Technológia ${from + i}`,
    ucinnost: 0.1234,
    stav: 'AKTIVNA',
  }));
}

/** A client over 25 rows that answers pages as the server would. */
function pagedHttp(total = 25) {
  return fakeHttp({
    list: async (_path: string, query: RqlQuery) => {
      const offset = query.limit?.offset ?? 0;
      const count = Math.max(0, Math.min(query.limit?.count ?? 10, total - offset));
      return { rows: rows(offset + 1, count) as never[], total, hasMore: offset + count < total };
    },
    get: async <T,>() => okResult(createSchema as T),
  });
}

function DetailStub() {
  const { idTechnologia } = useParams();
  return <div>detail {idTechnologia}</div>;
}

function renderSearch(http = pagedHttp(), tokens: string[] = [], initialEntry = '/technologia/vyhladanie') {
  return renderEngine({
    http,
    tokens,
    i18n,
    initialEntry,
    routes: [
      { path: '/technologia/vyhladanie', element: <SearchPage entity={metadata} /> },
      { path: '/technologia/detail/:idTechnologia', element: <DetailStub /> },
    ],
  });
}

function lastRql(http: FakeHttp): string {
  const call = http.list.mock.calls.at(-1) as unknown as [string, RqlQuery] | undefined;
  if (!call) throw new Error('list was not called');
  expect(call[0]).toBe('/portal/zmluvy/technologia/');
  return formatRql(call[1]);
}

beforeEach(() => {
  window.localStorage.clear();
  searchPageCache.clear();
});

describe('SearchPage', () => {
  it('offers keyboard users a jump past the filters to the first result row', async () => {
    renderSearch();
    const firstRow = (await screen.findByText('Technológia 1')).closest('tr');
    const skip = screen.getByRole('link', { name: 'Preskočiť na výsledky vyhľadávania' });
    // The first element after the heading reached by Tab, before any filter.
    const filterBar = screen.getByRole('search');
    expect(skip.compareDocumentPosition(filterBar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    skip.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(firstRow);
    expect(window.location.hash).toBe('');
  });

  it('renders the rows the client returns, formatted, with the pager range', async () => {
    const http = pagedHttp();
    renderSearch(http);
    expect(await screen.findByText('Technológia 1')).toBeInTheDocument();
    expect(screen.getAllByText('12,34 %')).toHaveLength(10);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1 - 10 z 25');
    expect(lastRql(http)).toBe('sort(+nazov)&limit(10,0)&count()');
    // The enum filter offers translated values; its dropdown's code loads when it is first opened.
    const stav = screen.getByRole('combobox', { name: 'technologia.field.stav' });
    expect(stav).toHaveAttribute('data-lazy-select');
    expect(screen.queryByRole('option', { name: 'Aktívna' })).toBeNull();
    await userEvent.click(stav);
    expect(await screen.findByRole('option', { name: 'Aktívna' })).toBeInTheDocument();
  });

  it('shows "more than N" honestly when the server stopped counting: next open, no last page', async () => {
    const http = fakeHttp({
      list: async (_path: string, query: RqlQuery) => {
        const offset = query.limit?.offset ?? 0;
        return { rows: rows(offset + 1, 10) as never[], totalMoreThan: 10000, hasMore: true };
      },
      get: async <T,>() => okResult(createSchema as T),
    });
    renderSearch(http);
    expect(await screen.findByText('Technológia 1')).toBeInTheDocument();
    // The bound in the user's number format (Slovak groups thousands with a space).
    expect(screen.getByTestId('pager-range')).toHaveTextContent('1 - 10 z viac ako 10 000');
    expect(screen.getByRole('button', { name: 'engine.pager.last' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'engine.pager.next' }));
    await screen.findByText('Technológia 11');
    expect(screen.getByTestId('pager-range')).toHaveTextContent('11 - 20 z viac ako 10 000');
  });

  it('pages with next, last, previous and first, and keeps the page in the URL', async () => {
    const http = pagedHttp();
    const { router } = renderSearch(http);
    await screen.findByText('Technológia 1');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'engine.pager.first' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'engine.pager.next' }));
    await screen.findByText('Technológia 11');
    expect(lastRql(http)).toBe('sort(+nazov)&limit(10,10)&count()');
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'engine.pager.last' }));
    await screen.findByText('Technológia 21');
    expect(lastRql(http)).toBe('sort(+nazov)&limit(10,20)&count()');
    expect(screen.getByTestId('pager-range')).toHaveTextContent('21 - 25 z 25');
    expect(screen.getByRole('button', { name: 'engine.pager.next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'engine.pager.previous' }));
    await waitFor(() => expect(lastRql(http)).toBe('sort(+nazov)&limit(10,10)&count()'));
    await user.click(screen.getByRole('button', { name: 'engine.pager.first' }));
    await waitFor(() => expect(lastRql(http)).toBe('sort(+nazov)&limit(10,0)&count()'));
  });

  it('opens a bookmarked search with its filters, page, size and sort', async () => {
    const http = pagedHttp();
    renderSearch(http, [], '/technologia/vyhladanie?nazov=sol&page=2&size=25&sort=-kod');
    await waitFor(() => expect(lastRql(http)).toBe('like(nazov,*sol*)&sort(-kod)&limit(25,25)&count()'));
    expect(screen.getByRole('textbox', { name: 'technologia.field.nazov' })).toHaveValue('sol');
  });

  it('turns filters into RQL on Search and on Enter, back to the first page; Reset clears them', async () => {
    const http = pagedHttp();
    const { router } = renderSearch(http, [], '/technologia/vyhladanie?page=3');
    await screen.findByText('Technológia 21');
    const user = userEvent.setup();

    const nazov = screen.getByRole('textbox', { name: 'technologia.field.nazov' });
    await user.type(nazov, 'slnko{Enter}');
    await waitFor(() => expect(lastRql(http)).toBe('like(nazov,*slnko*)&sort(+nazov)&limit(10,0)&count()'));
    expect(router.state.location.search).toBe('?nazov=slnko');

    // The stav options come from the schema's enum, labelled by their translations.
    await user.click(screen.getByRole('combobox', { name: 'technologia.field.stav' }));
    await user.click(await screen.findByRole('option', { name: 'Neaktívna' }));
    await user.click(screen.getByRole('button', { name: 'engine.action.search' }));
    await waitFor(() => expect(lastRql(http)).toBe('like(nazov,*slnko*)&eq(stav,NEAKTIVNA)&sort(+nazov)&limit(10,0)&count()'));

    await user.click(screen.getByRole('button', { name: 'engine.action.resetFilter' }));
    await waitFor(() => expect(lastRql(http)).toBe('sort(+nazov)&limit(10,0)&count()'));
    expect(nazov).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('sorts on the server by header click: ascending, then descending, with an indicator', async () => {
    const http = pagedHttp();
    renderSearch(http);
    await screen.findByText('Technológia 1');
    const user = userEvent.setup();
    const kodHeader = screen.getByRole('columnheader', { name: /technologia\.field\.kod/ });
    expect(kodHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /technologia\.field\.nazov/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(kodHeader).getByRole('button'));
    await waitFor(() => expect(lastRql(http)).toBe('sort(+kod)&limit(10,0)&count()'));
    expect(kodHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(kodHeader).getByRole('button'));
    await waitFor(() => expect(lastRql(http)).toBe('sort(-kod)&limit(10,0)&count()'));
    expect(kodHeader).toHaveAttribute('aria-sort', 'descending');
    expect(kodHeader).toHaveTextContent('▼');
  });

  it('a second header click before the page has re-rendered builds on the first: descending', async () => {
    const http = pagedHttp();
    renderSearch(http);
    await screen.findByText('Technológia 1');
    const button = within(screen.getByRole('columnheader', { name: /technologia\.field\.kod/ })).getByRole('button');
    // Both clicks in one batch, as a quick double click on a busy machine lands them.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(lastRql(http)).toBe('sort(-kod)&limit(10,0)&count()'));
    expect(screen.getByRole('columnheader', { name: /technologia\.field\.kod/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('changes the page size, goes to the first page and remembers the size per route and grid', async () => {
    const http = pagedHttp();
    const first = renderSearch(http, [], '/technologia/vyhladanie?page=2');
    await screen.findByText('Technológia 11');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'engine.pager.pageSize' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(lastRql(http)).toBe('sort(+nazov)&limit(25,0)&count()'));
    expect(window.localStorage.getItem('edc.grid.pageSize:/technologia/vyhladanie:technologia')).toBe('25');
    first.unmount();

    const again = pagedHttp();
    renderSearch(again);
    await waitFor(() => expect(lastRql(again)).toBe('sort(+nazov)&limit(25,0)&count()'));
  });

  it('opens the detail route on row click and on Enter; rows are focusable', async () => {
    const { router } = renderSearch();
    const user = userEvent.setup();
    const cell = await screen.findByText('Technológia 3');
    await user.click(cell);
    await screen.findByText('detail 3');
    expect(router.state.location.pathname).toBe('/technologia/detail/3');
    // The detail can return to the same search.
    expect(router.state.location.state).toEqual({ searchUrl: '/technologia/vyhladanie' });

    await act(() => router.navigate('/technologia/vyhladanie'));
    const row = (await screen.findByText('Technológia 2')).closest('tr');
    expect(row).toHaveAttribute('tabindex', '0');
    row?.focus();
    fireEvent.keyDown(row as HTMLElement, { key: 'Enter' });
    await screen.findByText('detail 2');
  });

  it('comes back from the cache with its query when reopened without one', async () => {
    const http = pagedHttp();
    const { router } = renderSearch(http, [], '/technologia/vyhladanie?page=2&sort=-kod');
    await screen.findByText('Technológia 11');
    await act(() => router.navigate('/technologia/detail/3'));
    await screen.findByText('detail 3');
    await act(() => router.navigate('/technologia/vyhladanie'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&sort=-kod'));
    await waitFor(() => expect(lastRql(http)).toBe('sort(-kod)&limit(10,10)&count()'));
  });

  it('shows the empty state', async () => {
    renderSearch(pagedHttp(0));
    expect(await screen.findByText('Žiadne údaje na zobrazenie.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'engine.pager.next' })).toBeDisabled();
  });

  it('shows the server reasons of a failed search', async () => {
    const http = fakeHttp({
      list: async () => {
        throw new HttpError({
          method: 'GET',
          url: '/portal/zmluvy/technologia/',
          status: 400,
          responseBody: { message: 'Bad query', hints: { reasons: ['Neznámy stĺpec: xyz'] } },
        });
      },
    });
    renderSearch(http);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('engine.error.load');
    expect(alert).toHaveTextContent('Neznámy stĺpec: xyz');
    // The screen shows a refused search itself: the general handling opens no dialog for it.
    expect(http.list).toHaveBeenCalledWith('/portal/zmluvy/technologia/', expect.anything(), expect.objectContaining({ callerHandles: 'explained' }));
  });

  it('offers New only with the create token and opens the create route', async () => {
    const without = renderSearch(pagedHttp(), ['vyrobne-zariadenia#read']);
    await screen.findByText('Technológia 1');
    expect(screen.queryByRole('button', { name: 'engine.action.new' })).not.toBeInTheDocument();
    without.unmount();

    const { router } = renderSearch(pagedHttp(), ['vyrobne-zariadenia#read', 'vyrobne-zariadenia#create']);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'engine.action.new' }));
    expect(router.state.location.pathname).toBe('/technologia/detail/new');
  });

  it('lists metadata problems instead of rendering a broken screen', () => {
    renderEngine({
      http: fakeHttp(),
      i18n,
      initialEntry: '/x',
      routes: [{ path: '/x', element: <SearchPage entity={{ ...metadata, api: 'no-slashes' }} /> }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('/api');
  });
});
