import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityMetadata } from '../../core/metadata';
import { fakeHttp } from '../testing/fakeHttp';
import { renderEngine } from '../testing/renderWithProviders';
import { BulkActionButtons } from './BulkActionButtons';

const meta = {
  entity: 'davka',
  api: '/x/davka/',
  id: 'idDavka',
  title: 'davka.title',
  tokens: { read: 'davka#read' },
  routes: { search: '/davka', detail: '/davka/:idDavka' },
  search: {
    columns: ['idDavka'],
    actions: [
      { code: 'sablona', download: true, withoutSelection: true, tokens: 'davka#read' },
      { code: 'zrusit', tokens: 'davka#read' },
    ],
  },
  detail: { layout: [] },
} as unknown as EntityMetadata;

function show(selected: ReadonlySet<string>) {
  const http = fakeHttp();
  renderEngine({
    http,
    tokens: ['davka#read'],
    routes: [{ path: '/', element: <BulkActionButtons meta={meta} selected={selected} rows={[{ idDavka: 7 }]} /> }],
    initialEntry: '/',
  });
  return http;
}

afterEach(() => vi.restoreAllMocks());

describe('BulkActionButtons', () => {
  it('enables an action of the whole list with nothing selected and sends it without ids', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const http = show(new Set());
    expect(screen.getByRole('button', { name: 'davka.action.zrusit' })).toBeDisabled();
    const template = screen.getByRole('button', { name: 'davka.action.sablona' });
    expect(template).toBeEnabled();
    fireEvent.click(template);
    await waitFor(() => expect(http.download).toHaveBeenCalledTimes(1));
    expect(http.download.mock.calls[0]).toEqual(['/x/davka/sablona', expect.objectContaining({ method: 'POST', body: {} })]);
  });

  it('sends the selected rows\' ids, as the rows hold them, for a row action', async () => {
    const http = show(new Set(['7']));
    fireEvent.click(screen.getByRole('button', { name: 'davka.action.zrusit' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]?.slice(0, 2)).toEqual(['/x/davka/zrusit', { ids: [7] }]);
  });
});
