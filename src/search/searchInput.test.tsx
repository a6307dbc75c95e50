import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../../engine/react/testing/jsdomStubs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useParams } from 'react-router';
import type { EntityMetadata } from '../../engine/core/metadata';
import { formatRql, type RqlQuery } from '../../engine/core/rql';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { renderEngine } from '../../engine/react/testing/renderWithProviders';
import { searchPageCache } from '../../engine/react/search/searchPageCache';
import { SearchPage } from '../../engine/react/search/SearchPage';
import technologia from '../../metadata/entities/technologia.json';
import vyrobneZariadenie from '../../metadata/entities/vyrobne-zariadenie.json';
import zamietnuteZiadosti from '../../metadata/entities/zamietnute-ziadosti.json';
import zmluva from '../../metadata/entities/zmluva.json';
import { widgets } from '../../widgets';
import { setupTexts } from '../testing/renderWithShell';
import { filterKinds } from './filters';

// What a user types into a search's filters, on the real entity metadata with the real widgets
// and Slovak texts (these were end-to-end tests, tests/e2e/walk-user-input.spec.ts).

function DetailStub() {
  const params = useParams();
  return <div>detail {Object.values(params).join()}</div>;
}

function renderSearch(entity: EntityMetadata, initialEntry: string, rows: Record<string, unknown>[] = []) {
  const http = fakeHttp({
    list: async () => ({ rows: rows as never[], total: rows.length, hasMore: false }),
    get: async <T,>() => okResult({ type: 'object', properties: {} } as T),
  });
  const search = entity.routes.search;
  const detail = entity.routes.detail;
  const result = renderEngine({
    http,
    i18n: i18next,
    widgets,
    filters: filterKinds,
    initialEntry,
    routes: [
      { path: search, element: <SearchPage entity={entity} /> },
      ...(detail ? [{ path: detail, element: <DetailStub /> }] : []),
    ],
  });
  return { ...result, http };
}

/** Types a date into a filter input and leaves it with Tab, as a user does. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, input: () => HTMLElement, text: string) {
  await user.clear(input());
  await user.type(input(), text);
  await user.tab();
}

beforeAll(async () => {
  await setupTexts('sk');
});

beforeEach(() => {
  window.localStorage.clear();
  searchPageCache.clear();
});

describe('what a user types into a search', () => {
  it('a reversed date range says so and does not search until it is put right', async () => {
    const { router } = renderSearch(zmluva as EntityMetadata, '/zmluva/vyhladanie');
    const user = userEvent.setup();
    const search = await screen.findByRole('search');
    const from = () => within(search).getByRole('textbox', { name: 'Platnosť od' });
    const to = () => within(search).getByRole('textbox', { name: 'Platnosť do' });
    await typeDate(user, from, '31.12.2026');
    await typeDate(user, to, '1.1.2020');
    expect(within(search).getByRole('alert')).toHaveTextContent('Začiatok rozsahu je neskôr ako jeho koniec.');
    await user.click(within(search).getByRole('button', { name: 'Hľadať' }));
    expect(within(search).getByRole('alert')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('platnost')).toBeNull();

    await typeDate(user, to, '31.12.2027');
    await waitFor(() => expect(within(search).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(within(search).getByRole('button', { name: 'Hľadať' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('platnost')).toBe('2026-12-31~2027-12-31'));
  });

  it('a "to" date before its "from" filter says so and does not search until it is put right', async () => {
    const { router } = renderSearch(zamietnuteZiadosti as EntityMetadata, '/zamietnute-ziadosti');
    const user = userEvent.setup();
    const search = await screen.findByRole('search');
    const from = () => within(search).getByRole('textbox', { name: 'Zamietnuté od' });
    const to = () => within(search).getByRole('textbox', { name: 'Zamietnuté do' });
    await typeDate(user, from, '31.12.2026');
    await typeDate(user, to, '1.1.2020');
    expect(within(search).getByRole('alert')).toHaveTextContent('Koniec je skôr ako začiatok (Zamietnuté od): takto by sa nič nenašlo.');
    await user.click(within(search).getByRole('button', { name: 'Hľadať' }));
    expect(within(search).getByRole('alert')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('zamietnuteDo')).toBeNull();

    await typeDate(user, to, '31.12.2027');
    await waitFor(() => expect(within(search).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(within(search).getByRole('button', { name: 'Hľadať' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('zamietnuteDo')).toBe('2027-12-31'));
  });

  it('a number filter takes no letters', async () => {
    renderSearch(vyrobneZariadenie as EntityMetadata, '/vyrobne-zariadenie/vyhladanie');
    const search = await screen.findByRole('search');
    const power = within(search).getAllByRole('textbox', { name: /Inštalovaný výkon/ })[0] as HTMLInputElement;
    await userEvent.setup().type(power, 'abc');
    expect(power).toHaveValue('');
  });

  it('a search that finds nothing says so and shows the filter it used', async () => {
    const { http } = renderSearch(zmluva as EntityMetadata, '/zmluva/vyhladanie?cisloZmluvy=NIC-TAKE-NIE-JE');
    const grid = await screen.findByRole('table');
    await waitFor(() => expect(grid.querySelector('tbody')).toHaveTextContent('Žiadne údaje na zobrazenie.'));
    expect(screen.getByRole('list', { name: 'Použitý filter' })).toHaveTextContent('NIC-TAKE-NIE-JE');
    expect(formatRql(http.list.mock.calls.at(-1)?.[1] as RqlQuery)).toContain('NIC-TAKE-NIE-JE');
  });

  it('the keyboard alone reaches the first row from the filter and Enter opens it', async () => {
    const rows = [1, 2, 3].map((id) => ({ idTechnologia: id, kod: `K${id}`, nazov: `Technológia ${id}`, kategoria: 'SLNKO', stav: 'AKTIVNA' }));
    const { router } = renderSearch(technologia as EntityMetadata, '/technologia/vyhladanie', rows);
    const firstRow = (await screen.findByText('Technológia 1')).closest('tr') as HTMLElement;
    const user = userEvent.setup();
    within(screen.getByRole('search')).getByRole('button', { name: 'Zrušiť filter' }).focus();
    // Past the grid's tools and the column heads (each with its width handle) to the first row.
    for (let i = 0; i < 40 && document.activeElement !== firstRow; i++) await user.tab();
    expect(firstRow).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/technologia/detail/1'));
  });
});
