import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import type { EntityMetadata } from '../../core/metadata';
import { metadata, createSchema } from '../../core/form/testFixtures';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { SearchPage } from './SearchPage';

// search.rowDialog: a row opens the application's dialog page with the row's id, not its route;
// without an opener (an application serving no dialogs) the row opens its route as before.

const withDialog: EntityMetadata = { ...metadata, search: { ...metadata.search, rowDialog: { page: 'technologia-detail', arg: 'idTech' } } };

const http = () =>
  fakeHttp({
    list: async () => ({ rows: [{ idTechnologia: 7, kod: 'K7', nazov: 'Technológia 7', stav: 'AKTIVNA' }] as never[], total: 1, hasMore: false }),
    get: async <T,>() => okResult(createSchema as T),
  });

function DetailStub() {
  const { idTechnologia } = useParams();
  return <div>detail {idTechnologia}</div>;
}

function render(openDialog?: (page: string, args: Readonly<Record<string, string>>) => void) {
  return renderEngine({
    http: http(),
    i18n: createTestI18n('sk', {}),
    initialEntry: '/technologia/vyhladanie',
    openDialog,
    routes: [
      { path: '/technologia/vyhladanie', element: <SearchPage entity={withDialog} /> },
      { path: '/technologia/detail/:idTechnologia', element: <DetailStub /> },
    ],
  });
}

describe('search.rowDialog', () => {
  it('opens the dialog page with the row id and stays on the search', async () => {
    const openDialog = vi.fn();
    const { router } = render(openDialog);
    await userEvent.setup().click(await screen.findByText('Technológia 7'));
    expect(openDialog).toHaveBeenCalledWith('technologia-detail', { idTech: '7' });
    expect(router.state.location.pathname).toBe('/technologia/vyhladanie');
  });

  it('opens the route when the application gives no dialog opener', async () => {
    const { router } = render();
    await userEvent.setup().click(await screen.findByText('Technológia 7'));
    await screen.findByText('detail 7');
    expect(router.state.location.pathname).toBe('/technologia/detail/7');
  });
});
