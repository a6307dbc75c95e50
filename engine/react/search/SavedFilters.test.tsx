import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { metadata, createSchema } from '../../core/form/testFixtures';
import { formatRql } from '../../core/rql';
import type { RqlQuery } from '../../core/rql';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import type { FakeHttp } from '../testing/fakeHttp';
import { searchPageCache } from './searchPageCache';
import { SearchPage } from './SearchPage';
import type { SavedFilter } from './savedFilters';

const i18n = createTestI18n('sk', {});

function serverWith(filters: SavedFilter[]): FakeHttp {
  let next = 100;
  return fakeHttp({
    list: async () => ({ rows: [{ idTechnologia: 1, kod: 'A', nazov: 'Prvá' }] as never[], total: 1, hasMore: false }),
    get: async <T,>(path: string) => okResult((path.includes('saved-filter') ? filters : createSchema) as T),
    post: async <T,>(path: string, body: unknown) => {
      const b = body as Partial<SavedFilter>;
      if (path.endsWith('saved-filter/')) {
        const created = { idSavedFilter: next++, gridKey: 'g', code: 'c', predvoleny: false, ...b } as SavedFilter;
        filters.push(created);
        return okResult(created as T);
      }
      const id = Number(path.split('/').filter(Boolean).at(-1));
      const f = filters.find((x) => x.idSavedFilter === id) as SavedFilter;
      Object.assign(f, b);
      return okResult(f as T);
    },
    delete: async <T,>(path: string) => {
      const id = Number(path.split('/').filter(Boolean).at(-1));
      filters.splice(filters.findIndex((x) => x.idSavedFilter === id), 1);
      return okResult(undefined as T);
    },
  });
}

function render(http: FakeHttp, entry = '/technologia/vyhladanie') {
  return renderEngine({ http, i18n, initialEntry: entry, routes: [{ path: '/technologia/vyhladanie', element: <SearchPage entity={metadata} /> }] });
}

const lastRql = (http: FakeHttp) => formatRql((http.list.mock.calls.at(-1) as unknown as [string, RqlQuery])[1]);

beforeEach(() => {
  window.localStorage.clear();
  searchPageCache.clear();
});

describe('saved filters', () => {
  it('applies the default filter on entry, but not over a filter in the URL', async () => {
    const filters: SavedFilter[] = [{ idSavedFilter: 1, gridKey: 'g', code: 'a', nazov: 'Aktívne', predvoleny: true, settings: { filter: { stav: 'AKTIVNA' }, sort: '-kod' } }];
    const http = serverWith(filters);
    const first = render(http);
    await waitFor(() => expect(lastRql(http)).toBe('eq(stav,AKTIVNA)&sort(-kod)&limit(10,0)&count()'), { timeout: 5000 });
    expect(http.get).toHaveBeenCalledWith('/portal/common/saved-filter/', expect.objectContaining({ query: 'gridKey=%2Ftechnologia%2Fvyhladanie%3Atechnologia' }));
    first.unmount();

    const own = serverWith(filters);
    render(own, '/technologia/vyhladanie?nazov=x');
    await screen.findByText('Prvá');
    await waitFor(() => expect(own.get).toHaveBeenCalledWith('/portal/common/saved-filter/', expect.anything()));
    expect(lastRql(own)).toBe('like(nazov,*x*)&sort(+nazov)&limit(10,0)&count()');
  });

  it('saves the current filter under a name, renames, overwrites, deletes after confirmation', async () => {
    const filters: SavedFilter[] = [];
    const http = serverWith(filters);
    render(http, '/technologia/vyhladanie?nazov=slnko');
    await screen.findByText('Prvá');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'grid.savedFilter.save' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'engine.action.save' }));
    expect(within(dialog).getByText('grid.savedFilter.nameRequired')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /grid.savedFilter.name/ }), 'Slnko');
    await user.click(within(dialog).getByRole('button', { name: 'engine.action.save' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/portal/common/saved-filter/', { gridKey: '/technologia/vyhladanie:technologia', nazov: 'Slnko', predvoleny: false, settings: { filter: { nazov: 'slnko' }, sort: '+nazov' } }, expect.anything()));

    await user.click(screen.getByRole('button', { name: 'grid.savedFilter.actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'grid.savedFilter.overwrite' }));
    await waitFor(() => expect(http.post).toHaveBeenLastCalledWith('/portal/common/saved-filter/100', { settings: { filter: { nazov: 'slnko' }, sort: '+nazov' } }, expect.anything()));

    await user.click(screen.getByRole('button', { name: 'grid.savedFilter.actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'grid.savedFilter.rename' }));
    const rename = await screen.findByRole('dialog');
    const name = within(rename).getByRole('textbox', { name: /grid.savedFilter.name/ });
    await user.clear(name);
    await user.type(name, 'Slnko 2');
    await user.click(within(rename).getByRole('button', { name: 'engine.action.save' }));
    await waitFor(() => expect(http.post).toHaveBeenLastCalledWith('/portal/common/saved-filter/100', { nazov: 'Slnko 2' }, expect.anything()));

    await user.click(screen.getByRole('button', { name: 'grid.savedFilter.actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'grid.savedFilter.delete' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'dialogs.yes' }));
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith('/portal/common/saved-filter/100'));
  });
});
