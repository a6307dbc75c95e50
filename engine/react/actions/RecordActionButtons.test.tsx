import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../../core/http';
import type { EntityMetadata } from '../../core/metadata';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { renderEngine } from '../testing/renderWithProviders';
import { RecordActionButtons } from './ActionButtons';

const meta = {
  entity: 'zmluva',
  api: '/x/zmluva/',
  id: 'idZmluva',
  title: 'zmluva.title',
  tokens: { read: 'zmluva#read' },
  routes: { search: '/zmluva', detail: '/zmluva/:idZmluva' },
  search: { columns: ['idZmluva'] },
  detail: {
    layout: [],
    actions: [
      { code: 'renew', form: true, tokens: 'zmluva#read' },
      { code: 'retitle', form: true, prefill: true, tokens: 'zmluva#read' },
    ],
  },
} as unknown as EntityMetadata;

const schema = { type: 'object', properties: { dovod: { type: 'string', title: 'Dôvod' } } };

function show() {
  const get = async <T,>(): Promise<HttpResult<T>> => okResult(schema as T);
  renderEngine({
    http: fakeHttp({ get }),
    tokens: ['zmluva#read'],
    routes: [{ path: '/', element: <RecordActionButtons meta={meta} id="7" record={{ idZmluva: 7, dovod: 'Pôvodný' }} /> }],
    initialEntry: '/',
  });
}

describe('RecordActionButtons', () => {
  it('gives the focus back to the action\'s button when its form dialog is cancelled', async () => {
    show();
    const button = screen.getByRole('button', { name: 'zmluva.action.renew' });
    button.focus();
    fireEvent.click(button);
    const cancel = await screen.findByRole('button', { name: 'engine.action.cancel' }, { timeout: 10_000 });
    cancel.focus();
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'engine.action.cancel' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('starts a prefill action\'s form from the record\'s values, another one empty', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'zmluva.action.retitle' }));
    await screen.findByRole('button', { name: 'engine.action.cancel' }, { timeout: 10_000 });
    // No widgets are registered here: the fallback widget shows the field's value as text.
    expect(screen.getByText('Pôvodný')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'engine.action.cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'engine.action.cancel' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'zmluva.action.renew' }));
    await screen.findByRole('button', { name: 'engine.action.cancel' }, { timeout: 10_000 });
    expect(screen.queryByText('Pôvodný')).toBeNull();
  });
});
