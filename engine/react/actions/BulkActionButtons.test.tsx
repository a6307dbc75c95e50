import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityMetadata } from '../../core/metadata';
import type { HttpResult } from '../../core/http';
import { HttpError } from '../../core/errors';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { renderEngine } from '../testing/renderWithProviders';
import { testWidgets } from '../testing/testWidgets';
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
      { code: 'oznamit', form: true, tokens: 'davka#read' },
    ],
  },
  detail: { layout: [] },
} as unknown as EntityMetadata;

// A bulk action's body as the server serves it (server/api/entityActions.ts): the selected ids and the form's fields.
const served = {
  type: 'object',
  additionalProperties: false,
  properties: { ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1 }, text: { type: 'string', minLength: 1 } },
  required: ['ids', 'text'],
};

function show(selected: ReadonlySet<string>, post?: () => Promise<HttpResult<never>>) {
  const get = async <T,>(): Promise<HttpResult<T>> => okResult(served as T);
  const http = fakeHttp({ get, ...(post ? { post } : {}) });
  renderEngine({
    http,
    widgets: testWidgets,
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

  it("asks a bulk action's form without the selected ids, then sends them with what was typed", { timeout: 20_000 }, async () => {
    const http = show(new Set(['7']));
    fireEvent.click(screen.getByRole('button', { name: 'davka.action.oznamit' }));
    await screen.findByRole('button', { name: 'engine.action.cancel' }, { timeout: 10_000 });
    const text = await screen.findByLabelText(/davka\.field\.text/, {}, { timeout: 10_000 });
    // The ids are the selection's, not a field of the form.
    expect(screen.queryByText(/davka\.field\.ids/)).toBeNull();
    fireEvent.change(text, { target: { value: 'Zmena podmienok' } });
    // The dialog's send button (the page's button of the same name comes first).
    fireEvent.click(screen.getAllByRole('button', { name: 'davka.action.oznamit' }).at(-1) as HTMLElement);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]?.slice(0, 2)).toEqual(['/x/davka/oznamit', { text: 'Zmena podmienok', ids: [7] }]);
  });

  it('shows a refusal of the selection (no field named) above the form, with what was typed kept', { timeout: 20_000 }, async () => {
    // As the server refuses contracts of several types (server/zmluva/actions.ts notify): a reason, no field.
    const refusal = 'Vybrané zmluvy musia byť rovnakého typu, vybrali ste: Zmluva o krátkodobom trhu (1), Zmluva o dátovom účte (1).';
    show(new Set(['7']), async () => {
      throw new HttpError({ method: 'POST', url: '/x/davka/oznamit', status: 400, responseBody: { message: 'Neplatná požiadavka', hints: { reasons: [refusal] } } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'davka.action.oznamit' }));
    const text = await screen.findByLabelText(/davka\.field\.text/, {}, { timeout: 10_000 });
    fireEvent.change(text, { target: { value: 'Zmena podmienok' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'davka.action.oznamit' }).at(-1) as HTMLElement);
    const dialog = await screen.findByTestId('action-dialog-oznamit');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    // Not under a field, and no field called ids anywhere.
    expect(within(dialog).getAllByText(refusal)).toHaveLength(1);
    expect(within(dialog).queryByText(/\bids\b/)).toBeNull();
    expect(text).toHaveValue('Zmena podmienok');
  });
});
