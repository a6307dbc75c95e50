import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../core/errors';
import { createSchema, metadata, updateSchema } from '../../core/form/testFixtures';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import type { FakeHttp } from '../testing/fakeHttp';
import { testWidgets } from '../testing/testWidgets';
import { DetailPage } from './DetailPage';

const API = '/portal/zmluvy/technologia/';
const WRITE = ['vyrobne-zariadenia#read', 'vyrobne-zariadenia#write'];

const i18n = createTestI18n('sk', {
  engine: {
    validation: { required: 'Pole musí byť vyplnené', maxLength: 'Maximálna dĺžka je {{limit}}' },
    widget: { unknownNamed: 'Prvok „{{name}}“ nie je zaregistrovaný.' },
    error: { reason: { field: '{{field}}: {{text}}' } },
  },
  technologia: { field: { nazov: 'Názov' }, validation: { kodPattern: 'Zlý kód' } },
  validation: { dateOrder: 'Koniec nesmie byť skôr ako začiatok ({{date}})' },
});

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
  vytvoril: 'server-only field',
};

function recordHttp(post?: (path: string, body?: unknown) => Promise<never>) {
  return fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}7/schema/post/request`) return okResult(updateSchema as T);
      if (path === `${API}schema/post/request`) return okResult(createSchema as T);
      if (path === `${API}7`) return okResult(record as T);
      throw new Error(`unexpected GET ${path}`);
    },
    post: post ?? (async <T,>(_path: string, body?: unknown) => okResult({ ...(body as object), verzia: 4 } as T)),
  });
}

function renderDetail(http: FakeHttp, tokens: string[] = WRITE, path = '/technologia/detail/7') {
  return renderEngine({
    http,
    tokens,
    i18n,
    widgets: testWidgets,
    initialEntry: path,
    routes: [
      { path: '/technologia/vyhladanie', element: <div>search page</div> },
      { path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={metadata} /> },
    ],
  });
}

describe('DetailPage', () => {
  it('shows the record read-only in its groups, with the visible fallback for an unregistered widget', async () => {
    renderDetail(recordHttp());
    const nazov = await screen.findByLabelText('Názov');
    expect(nazov).toHaveValue('Fotovoltika');
    expect(nazov).toHaveAttribute('readonly');
    expect(screen.getByText('technologia.group.basic')).toBeInTheDocument();
    expect(screen.getByText('engine.form.group.other')).toBeInTheDocument();
    // ucinnost asks for the 'percent' widget, which these tests do not register.
    expect(screen.getByTestId('unknown-widget')).toHaveTextContent('Prvok „percent“ nie je zaregistrovaný.');
    expect(screen.queryByRole('button', { name: 'engine.action.save' })).not.toBeInTheDocument();
  });

  it('goes view → edit → save: posts the edited body, then shows the saved record read-only', async () => {
    const http = recordHttp();
    const { queryClient } = renderDetail(http);
    const user = userEvent.setup();
    await screen.findByLabelText('Názov');
    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));

    const nazov = screen.getByLabelText('Názov');
    expect(nazov).not.toHaveAttribute('readonly');
    // Server-managed fields stay read-only while editing.
    expect(screen.getByLabelText('technologia.field.verzia')).toHaveAttribute('readonly');
    await user.clear(nazov);
    await user.type(nazov, 'Fotovoltika 2');
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));

    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const [path, body] = http.post.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(path).toBe(`${API}7`);
    // Only what the update schema knows, emptied nullable fields as null.
    expect(body).toEqual({
      idTechnologia: 7,
      kod: 'FV',
      nazov: 'Fotovoltika 2',
      popis: null,
      kategoria: 'SOLAR',
      stav: 'AKTIVNA',
      obnovitelna: true,
      ucinnost: 0.2,
      platnostOd: '2024-01-01',
      platnostDo: null,
      verzia: 3,
    });

    expect(await screen.findByRole('button', { name: 'engine.action.edit' })).toBeInTheDocument();
    expect(screen.getByLabelText('Názov')).toHaveValue('Fotovoltika 2');
    expect(screen.getByLabelText('Názov')).toHaveAttribute('readonly');
    expect(queryClient.getQueryData(['engine', 'technologia', API, 'record', '7'])).toMatchObject({ nazov: 'Fotovoltika 2', verzia: 4 });
  });

  it('keeps everything typed on a 400 and shows the server reasons, also at the field they name', async () => {
    const post = vi.fn(async () => {
      throw new HttpError({
        method: 'POST',
        url: `${API}7`,
        status: 400,
        responseBody: {
          message: 'Invalid',
          hints: {
            reasons: ['nazov: Technológia s týmto názvom už existuje', 'Skúste to znova'],
            // The field a reason is about comes from the hints, not from the text.
            fields: { nazov: ['nazov: Technológia s týmto názvom už existuje'] },
          },
        },
      });
    });
    const http = recordHttp(post as never);
    renderDetail(http);
    const user = userEvent.setup();
    await screen.findByLabelText('Názov');
    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
    await user.clear(screen.getByLabelText('Názov'));
    await user.type(screen.getByLabelText('Názov'), 'Duplicitná');
    await user.clear(screen.getByLabelText('technologia.field.kod'));
    await user.type(screen.getByLabelText('technologia.field.kod'), 'DUP');
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('engine.error.save');
    // The alert names the field by its label, not by its name in the body.
    expect(alert).toHaveTextContent('Názov: Technológia s týmto názvom už existuje');
    expect(alert).not.toHaveTextContent('nazov:');
    expect(alert).toHaveTextContent('Skúste to znova');
    // The form shows a refused save itself: the general handling opens no dialog for it.
    expect(post).toHaveBeenCalledWith(`${API}7`, expect.anything(), expect.objectContaining({ callerHandles: 'explained' }));
    expect(screen.getByLabelText('Názov')).toHaveValue('Duplicitná');
    expect(screen.getByLabelText('technologia.field.kod')).toHaveValue('DUP');
    expect(screen.getByRole('button', { name: 'engine.action.save' })).toBeInTheDocument();
    // The test widgets show their first error as role=status: under the field, without its code.
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Technológia s týmto názvom už existuje']);

    // Once the refused value is changed, its field stops showing the reason; the alert keeps it.
    await user.type(screen.getByLabelText('Názov'), ' 2');
    expect(screen.queryAllByRole('status')).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('Technológia s týmto názvom už existuje');
  });

  it('validates on the client with translated messages and does not post invalid data', async () => {
    const http = recordHttp();
    renderDetail(http);
    const user = userEvent.setup();
    await screen.findByLabelText('Názov');
    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
    await user.clear(screen.getByLabelText('Názov'));
    await user.clear(screen.getByLabelText('technologia.field.kod'));
    await user.type(screen.getByLabelText('technologia.field.kod'), 'zlý');
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));

    await waitFor(() => expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Zlý kód', 'Pole musí byť vyplnené']));
    expect(http.post).not.toHaveBeenCalled();
  });

  it('runs the served schema’s dateOrder before sending: the end date before the start shows its reason under the end, nothing is posted', async () => {
    const ordered = { ...updateSchema, dateOrder: { from: 'platnostOd', to: 'platnostDo' } };
    const http = fakeHttp({
      get: async <T,>(path: string) => {
        if (path === `${API}7/schema/post/request`) return okResult(ordered as T);
        if (path === `${API}7`) return okResult({ ...record, platnostDo: '2023-06-30' } as T);
        throw new Error(`unexpected GET ${path}`);
      },
      post: async <T,>(_path: string, body?: unknown) => okResult(body as T),
    });
    renderDetail(http);
    const user = userEvent.setup();
    await screen.findByLabelText('Názov');
    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
    await user.type(screen.getByLabelText('Názov'), ' 2');
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));

    await waitFor(() => expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Koniec nesmie byť skôr ako začiatok (1. 1. 2024)']));
    // Under the end date: in the same field wrapper as its input.
    expect(screen.getByRole('status').parentElement?.querySelector('#root_platnostDo')).not.toBeNull();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('cancel restores the original record', async () => {
    renderDetail(recordHttp());
    const user = userEvent.setup();
    await screen.findByLabelText('Názov');
    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
    await user.type(screen.getByLabelText('Názov'), ' zmenená');
    expect(screen.getByLabelText('Názov')).toHaveValue('Fotovoltika zmenená');
    await user.click(screen.getByRole('button', { name: 'engine.action.cancel' }));
    expect(screen.getByLabelText('Názov')).toHaveValue('Fotovoltika');
    expect(screen.getByLabelText('Názov')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'engine.action.edit' }));
    expect(screen.getByLabelText('Názov')).toHaveValue('Fotovoltika');
  });

  it('has no Edit button without the write token', async () => {
    renderDetail(recordHttp(), ['vyrobne-zariadenia#read']);
    await screen.findByLabelText('Názov');
    expect(screen.queryByRole('button', { name: 'engine.action.edit' })).not.toBeInTheDocument();
  });

  it('offers no Edit on a record its state locks (detail.editableIf), and says why to a writer', async () => {
    const guarded = (editableIf: NonNullable<typeof metadata.detail.editableIf>) => ({ ...metadata, detail: { ...metadata.detail, editableIf, lockedKey: 'technologia.locked' } });
    const locked = renderEngine({
      http: recordHttp(),
      tokens: WRITE,
      i18n,
      widgets: testWidgets,
      initialEntry: '/technologia/detail/7',
      routes: [{ path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={guarded({ field: 'stav', in: ['NAVRH'] })} /> }],
    });
    await screen.findByLabelText('Názov');
    expect(screen.queryByRole('button', { name: 'engine.action.edit' })).not.toBeInTheDocument();
    expect(screen.getByTestId('detail-locked')).toHaveTextContent('technologia.locked');
    locked.unmount();

    // The same record where the condition holds: editable as ever, no note.
    renderEngine({
      http: recordHttp(),
      tokens: WRITE,
      i18n,
      widgets: testWidgets,
      initialEntry: '/technologia/detail/7',
      routes: [{ path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={guarded([{ field: 'stav', equals: 'AKTIVNA' }, { field: 'kod', filled: true }])} /> }],
    });
    expect(await screen.findByRole('button', { name: 'engine.action.edit' })).toBeInTheDocument();
    expect(screen.queryByTestId('detail-locked')).not.toBeInTheDocument();
  });

  it('hands the viewed record to the host buttons, so that they may follow its rules (e.g. recordEditable)', async () => {
    const actions = vi.fn((id: string, viewed: Readonly<Record<string, unknown>>) => <span data-testid="host-button">{`${id}:${String(viewed.stav)}`}</span>);
    renderEngine({
      http: recordHttp(),
      tokens: WRITE,
      i18n,
      widgets: testWidgets,
      initialEntry: '/technologia/detail/7',
      routes: [{ path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={metadata} actions={actions} /> }],
    });
    expect(await screen.findByTestId('host-button')).toHaveTextContent('7:AKTIVNA');
  });

  it('says nothing of a lock to a reader (no write token)', async () => {
    renderEngine({
      http: recordHttp(),
      tokens: ['vyrobne-zariadenia#read'],
      i18n,
      widgets: testWidgets,
      initialEntry: '/technologia/detail/7',
      routes: [{ path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={{ ...metadata, detail: { ...metadata.detail, editableIf: { field: 'stav', equals: 'NAVRH' } } }} /> }],
    });
    await screen.findByLabelText('Názov');
    expect(screen.queryByTestId('detail-locked')).not.toBeInTheDocument();
  });

  it('creates a record with the create schema and opens its detail', async () => {
    const post = vi.fn(async (_path: string, body?: unknown) => okResult({ ...(body as object), idTechnologia: 99, verzia: 1 }, 201));
    const http = recordHttp(post as never);
    const { router } = renderDetail(http, WRITE, '/technologia/detail/new');
    const user = userEvent.setup();
    await screen.findByLabelText('Názov');
    expect(screen.queryByLabelText('technologia.field.verzia')).not.toBeInTheDocument();
    expect(screen.getByText('engine.detail.newRecord')).toBeInTheDocument();

    await user.type(screen.getByLabelText('technologia.field.kod'), 'NOVA');
    await user.type(screen.getByLabelText('Názov'), 'Nová technológia');
    await user.selectOptions(screen.getByLabelText('technologia.field.kategoria'), 'VIETOR');
    await user.selectOptions(screen.getByLabelText('technologia.field.stav'), 'AKTIVNA');
    await user.type(screen.getByLabelText('technologia.field.platnostOd'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'engine.action.save' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe(API);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ kod: 'NOVA', nazov: 'Nová technológia', kategoria: 'VIETOR', stav: 'AKTIVNA', obnovitelna: false, platnostOd: '2025-01-01' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/technologia/detail/99'));
  });

  it('cancel while creating and Back return to the search', async () => {
    const { router } = renderDetail(recordHttp(), WRITE, '/technologia/detail/new');
    const user = userEvent.setup();
    await screen.findByLabelText('Názov');
    await user.click(screen.getByRole('button', { name: 'engine.action.cancel' }));
    await screen.findByText('search page');
    expect(router.state.location.pathname).toBe('/technologia/vyhladanie');
  });

  it('shows a failed load translated with the server reasons', async () => {
    const http = fakeHttp({
      get: async () => {
        throw new HttpError({ method: 'GET', url: `${API}7`, status: 404, responseBody: { message: 'Záznam neexistuje', hints: { reasons: [] } } });
      },
    });
    renderDetail(http);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('engine.error.load');
    expect(alert).toHaveTextContent('Záznam neexistuje');
  });
});
