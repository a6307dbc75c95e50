import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { metadata, createSchema } from '../../core/form/testFixtures';
import type { EntityMetadata } from '../../core/metadata';
import { formatRql } from '../../core/rql';
import type { RqlQuery } from '../../core/rql';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import type { FakeHttp } from '../testing/fakeHttp';
import { searchPageCache } from '../search/searchPageCache';
import { SearchPage } from '../search/SearchPage';

const i18n = createTestI18n('sk', {
  engine: { grid: { empty: 'Žiadne údaje na zobrazenie.' } },
  grid: { selection: { count: 'Označené: {{count}}' } },
});

const meta: EntityMetadata = {
  ...metadata,
  search: {
    filters: [
      { key: 'nazov', type: 'text' },
      { key: 'obnovitelna', type: 'true' },
      { key: 'kategoria', type: 'enumList', options: ['SOLAR', 'VIETOR'], enumDisplay: 'code' },
      { key: 'platnost', type: 'range', field: 'platnostOd', key2: 'platnostDo', formatter: 'date' },
    ],
    columns: [
      'kod',
      'nazov',
      { key: 'zodpovedny', format: 'person' },
      { key: 'firma', format: 'legalEntity' },
      { key: 'priloha', format: 'document' },
      { key: 'cena', format: 'eur' },
    ],
    sort: '+nazov',
    selectable: true,
  },
};

const ROWS = [
  {
    idTechnologia: 1,
    kod: 'A',
    nazov: 'Prvá',
    zodpovedny: { titul: 'Ing.', meno: 'Ján', priezvisko: 'Novák', titulZa: 'PhD.' },
    firma: { nazov: 'Slnko s.r.o.' },
    priloha: { fileName: 'zmluva.pdf', dmsUrl: 'dms/document/77', contentType: 'application/pdf' },
    cena: 1234.5,
    _modifications: { nazov: 'change' },
  },
  { idTechnologia: 2, kod: 'B', nazov: 'Druhá', cena: 0, _rowState: 'new' },
];

function http(): FakeHttp {
  return fakeHttp({
    list: async () => ({ rows: ROWS as never[], total: 2, hasMore: false }),
    get: async <T,>(path: string) => {
      if (path.includes('schema')) return okResult(createSchema as T);
      return okResult(new Blob(['%PDF']) as T);
    },
  });
}

function render(client = http()) {
  return renderEngine({
    http: client,
    i18n,
    initialEntry: '/technologia/vyhladanie',
    routes: [{ path: '/technologia/vyhladanie', element: <SearchPage entity={meta} /> }],
  });
}

function headers(): string[] {
  return screen.getAllByRole('columnheader').map((h) => h.getAttribute('data-column-id') ?? '').filter(Boolean);
}

function lastRql(client: FakeHttp): string {
  const call = client.list.mock.calls.at(-1) as unknown as [string, RqlQuery];
  return formatRql(call[1]);
}

beforeEach(() => {
  window.localStorage.clear();
  searchPageCache.clear();
});

describe('grid capabilities on a search page', () => {
  it('formats person, legal entity, EUR and document cells; marks row states and changed cells', async () => {
    render();
    expect(await screen.findByText('Ing. Ján Novák, PhD.')).toBeInTheDocument();
    expect(screen.getByText('Slnko s.r.o.')).toBeInTheDocument();
    expect(screen.getByText(/1\s234,500\s€/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'zmluva.pdf' })).toBeInTheDocument();
    const first = screen.getByText('Prvá').closest('td');
    expect(first).toHaveAttribute('data-mark', 'change');
    expect(first?.closest('tr')).toHaveAttribute('data-row-state', 'modified');
    expect(screen.getByText('Druhá').closest('tr')).toHaveAttribute('data-row-state', 'new');
  });

  it('downloads a document cell by its dmsUrl', async () => {
    const client = http();
    const created: string[] = [];
    URL.createObjectURL = (() => {
      created.push('blob');
      return 'blob:x';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = () => undefined;
    render(client);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'zmluva.pdf' }));
    await waitFor(() => expect(client.get).toHaveBeenCalledWith('/dms/document/77/content/download', { responseType: 'blob' }));
    expect(created).toHaveLength(1);
  });

  it('hides and reorders columns with the chooser and keeps them per route and grid (version 2)', async () => {
    const first = render();
    await screen.findByText('Prvá');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'grid.columns.button' }));
    const chooser = await screen.findByRole('dialog');
    await user.click(within(chooser).getByRole('checkbox', { name: 'technologia.field.kod' }));
    // The sixth column (cena) one place up.
    await user.click(within(chooser).getAllByRole('button', { name: 'grid.columns.moveUp' })[5] as HTMLElement);
    expect(headers()).toEqual(['nazov', 'zodpovedny', 'firma', 'cena', 'priloha']);
    const stored = JSON.parse(window.localStorage.getItem('edc.grid.settings:/technologia/vyhladanie:technologia') ?? '{}') as { version: number; hidden: string[] };
    expect(stored.version).toBe(2);
    expect(stored.hidden).toEqual(['kod']);
    first.unmount();

    render();
    await screen.findByText('Prvá');
    expect(headers()).toEqual(['nazov', 'zodpovedny', 'firma', 'cena', 'priloha']);
  });

  it('moves a column down by keyboard and resets to the defaults', async () => {
    render();
    await screen.findByText('Prvá');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'grid.columns.button' }));
    const chooser = await screen.findByRole('dialog');
    const down = within(chooser).getAllByRole('button', { name: 'grid.columns.moveDown' })[0] as HTMLElement;
    down.focus();
    await user.keyboard('{Enter}');
    expect(headers().slice(0, 2)).toEqual(['nazov', 'kod']);
    await user.click(within(chooser).getByRole('button', { name: 'grid.columns.reset' }));
    expect(headers().slice(0, 2)).toEqual(['kod', 'nazov']);
    expect(window.localStorage.getItem('edc.grid.settings:/technologia/vyhladanie:technologia')).toBeNull();
  });

  it('resizes a column by keyboard and stores the width', async () => {
    render();
    await screen.findByText('Prvá');
    const handle = screen.getAllByRole('separator', { name: 'grid.column.resize' })[0] as HTMLElement;
    // The column starts at least as wide as its header (here the key), beyond its declared 150 px.
    const start = Number(handle.getAttribute('aria-valuenow'));
    expect(start).toBeGreaterThan(150);
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    const stored = JSON.parse(window.localStorage.getItem('edc.grid.settings:/technologia/vyhladanie:technologia') ?? '{}') as { widths: Record<string, number> };
    expect(stored.widths.kod).toBe(start + 10);
    // The width the user set is kept as it is.
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', String(start + 10)));
  });

  it('selects rows (one, all on the page) and shows the count; a new query clears it', async () => {
    const client = http();
    render(client);
    await screen.findByText('Prvá');
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('checkbox', { name: 'grid.selection.row' })[0] as HTMLElement);
    expect(screen.getByTestId('pager-selected')).toHaveTextContent('Označené: 1');
    await user.click(screen.getByRole('checkbox', { name: 'grid.selection.all' }));
    expect(screen.getByTestId('pager-selected')).toHaveTextContent('Označené: 2');
    await user.type(screen.getByRole('textbox', { name: 'technologia.field.nazov' }), 'x{Enter}');
    await waitFor(() => expect(screen.getByTestId('pager-selected')).toHaveTextContent('Označené: 0'));
  });

  it('turns the true, enumList and range filters into RQL and shows them as applied', async () => {
    const client = http();
    const { router } = render(client);
    await screen.findByText('Prvá');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'technologia.field.obnovitelna' }));
    await user.click(screen.getByRole('combobox', { name: 'technologia.field.kategoria' }));
    await user.click(await screen.findByRole('option', { name: 'SOLAR' }));
    await user.click(await screen.findByRole('option', { name: 'VIETOR' }));
    await user.click(screen.getByRole('button', { name: 'engine.action.search' }));
    await waitFor(() => expect(lastRql(client)).toBe('eq(obnovitelna,true)&in(kategoria,(SOLAR,VIETOR))&sort(+nazov)&limit(10,0)&count()'));
    expect(router.state.location.search).toBe('?obnovitelna=true&kategoria=SOLAR%2CVIETOR');
    expect(screen.getByRole('list', { name: 'grid.filter.active' })).toHaveTextContent('SOLAR, VIETOR');
  });
});
