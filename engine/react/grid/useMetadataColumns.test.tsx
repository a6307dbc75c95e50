import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityMetadata } from '../../core/metadata';
import { fakeHttp } from '../testing/fakeHttp';
import { renderEngine } from '../testing/renderWithProviders';
import { useMetadataColumns } from './useMetadataColumns';

const meta: EntityMetadata = {
  entity: 'addendum-template',
  api: '/edc/addendum-template/',
  id: 'idAddendumTemplate',
  title: 'addendum-template.title',
  tokens: { read: 'doc-template#write' },
  routes: { search: '/x', detail: '/x/:idAddendumTemplate' },
  search: { filters: [], columns: ['nazov', { key: 'typyZmluvy', format: 'enumList', codeBook: '/portal/enum/zmluva-typ/vsetky/' }] },
  detail: { layout: [] },
};

const row = { idAddendumTemplate: 1, nazov: 'Dodatok', typyZmluvy: ['ZO', 'ZPU', 'STARA'] };

function Columns() {
  const { columns } = useMetadataColumns(meta);
  return (
    <ul>
      {columns.map((col) => (
        <li key={col.id} data-testid={col.id} data-sortable={String(col.sortable)}>
          {col.render(row)}
        </li>
      ))}
    </ul>
  );
}

describe('useMetadataColumns: a column of code lists', () => {
  it('names the codes from the code book, joined, with the whole list as tooltip, and does not sort', async () => {
    const list = vi.fn(async () => ({
      rows: [
        { kod: 'ZO', nazov: 'Zmluva o zúčtovaní odchýlky' },
        { kod: 'ZPU', nazov: 'Zmluva o prístupe a užívaní' },
        { kod: 'STARA', nazov: 'Stará zmluva' },
      ],
      total: 3,
      hasMore: false,
    }));
    renderEngine({ http: fakeHttp({ list: list as never }), routes: [{ path: '/', element: <Columns /> }], initialEntry: '/' });
    const text = 'Zmluva o zúčtovaní odchýlky, Zmluva o prístupe a užívaní, Stará zmluva';
    const cell = await screen.findByTitle(text);
    expect(cell).toHaveTextContent(text);
    expect(list).toHaveBeenCalledWith('/portal/enum/zmluva-typ/vsetky/', expect.anything(), expect.anything());
    expect(screen.getByTestId('typyZmluvy')).toHaveAttribute('data-sortable', 'false');
    expect(screen.getByTestId('nazov')).toHaveAttribute('data-sortable', 'true');
  });
});
