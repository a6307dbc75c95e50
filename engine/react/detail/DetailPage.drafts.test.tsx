import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftKey } from '../../core/form';
import { createSchema, metadata, updateSchema } from '../../core/form/testFixtures';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { testWidgets } from '../testing/testWidgets';
import { DetailPage } from './DetailPage';

const API = '/portal/zmluvy/technologia/';
const WRITE = ['vyrobne-zariadenia#read', 'vyrobne-zariadenia#write'];
const KEY = draftKey('producer', 'entity/technologia/7');
const i18n = createTestI18n('sk', { technologia: { field: { nazov: 'Názov' } } });

const record = {
  idTechnologia: 7,
  kod: 'FV',
  nazov: 'Fotovoltika',
  popis: null,
  kategoria: 'SOLAR',
  stav: 'AKTIVNA',
  obnovitelna: true,
  ucinnost: 0.2,
  platnostOd: '2024-01-01',
  platnostDo: null,
  verzia: 3,
};

function recordHttp(current: Record<string, unknown> = record) {
  return fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}7/schema/post/request`) return okResult(updateSchema as T);
      if (path === `${API}schema/post/request`) return okResult(createSchema as T);
      if (path === `${API}7`) return okResult(current as T);
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T,>(_path: string, body?: unknown) => okResult({ ...(body as object), verzia: 4 } as T),
  });
}

function open(http = recordHttp(), owner = 'producer', path = '/technologia/detail/7') {
  return renderEngine({
    http,
    tokens: WRITE,
    i18n,
    widgets: testWidgets,
    draftOwner: owner,
    initialEntry: path,
    routes: [
      { path: '/technologia/vyhladanie', element: <div>search page</div> },
      { path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={metadata} /> },
    ],
  });
}

/** Types into Názov and waits until the draft is stored (then "reloads": unmounts). */
async function typeAndLeave(text: string) {
  const view = open();
  const user = userEvent.setup();
  await screen.findByLabelText('Názov');
  await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
  await user.clear(screen.getByLabelText('Názov'));
  await user.type(screen.getByLabelText('Názov'), text);
  await waitFor(() => expect(window.localStorage.getItem(KEY)).toContain(text));
  view.unmount();
}

beforeEach(() => window.localStorage.clear());

describe('DetailPage drafts', () => {
  it('offers the unsaved edit after a reload, restores it into the form and saves it; saving clears it', async () => {
    await typeAndLeave('Fotovoltika zo zálohy');
    const http = recordHttp();
    open(http);
    const user = userEvent.setup();
    const offer = await screen.findByTestId('draft-offer');
    expect(offer).toHaveTextContent('engine.draft.message');
    expect(screen.queryByTestId('draft-offer-stale')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'engine.draft.restore' }));
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Názov')).toHaveValue('Fotovoltika zo zálohy');
    expect(screen.getByLabelText('Názov')).not.toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]?.[1]).toEqual({ ...record, nazov: 'Fotovoltika zo zálohy' });
    await screen.findByRole('button', { name: 'engine.action.edit' });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('discard forgets the draft; the record stays as saved', async () => {
    await typeAndLeave('Zahodiť');
    open();
    const user = userEvent.setup();
    await screen.findByTestId('draft-offer');
    await user.click(screen.getByRole('button', { name: 'engine.draft.discard' }));
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Názov')).toHaveValue('Fotovoltika');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('says when the record changed since the draft and restores onto its current version', async () => {
    await typeAndLeave('Moja zmena');
    const http = recordHttp({ ...record, popis: 'Doplnil operátor', verzia: 5 });
    open(http);
    const user = userEvent.setup();
    expect(await screen.findByTestId('draft-offer-stale')).toHaveTextContent('engine.draft.stale');
    await user.click(screen.getByRole('button', { name: 'engine.draft.restore' }));
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post.mock.calls[0]?.[1]).toMatchObject({ nazov: 'Moja zmena', popis: 'Doplnil operátor', verzia: 5 });
  });

  it('is not offered to another user, nor after cancelling the edit', async () => {
    await typeAndLeave('Len moje');
    const other = open(recordHttp(), 'operator');
    await screen.findByLabelText('Názov');
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument();
    other.unmount();

    open();
    const user = userEvent.setup();
    await screen.findByTestId('draft-offer');
    await user.click(screen.getByRole('button', { name: 'engine.draft.restore' }));
    await user.click(screen.getByRole('button', { name: 'engine.action.cancel' }));
    expect(screen.getByLabelText('Názov')).toHaveValue('Fotovoltika');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a new record\'s draft under "new" and offers it in the create form', async () => {
    const first = open(recordHttp(), 'producer', '/technologia/detail/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Názov'), 'Nová technológia');
    const newKey = draftKey('producer', 'entity/technologia/new');
    await waitFor(() => expect(window.localStorage.getItem(newKey)).toContain('Nová technológia'));
    first.unmount();
    open(recordHttp(), 'producer', '/technologia/detail/new');
    await user.click(await screen.findByRole('button', { name: 'engine.draft.restore' }));
    expect(screen.getByLabelText('Názov')).toHaveValue('Nová technológia');
  });
});
