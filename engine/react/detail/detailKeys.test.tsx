import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../core/errors';
import { updateSchema, metadata } from '../../core/form/testFixtures';
import type { JsonSchema } from '../../core/form';
import type { EntityMetadata } from '../../core/metadata';
import { formatRql } from '../../core/rql';
import type { RqlQuery } from '../../core/rql';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import type { FakeHttp } from '../testing/fakeHttp';
import { testWidgets } from '../testing/testWidgets';
import { SearchPage } from '../search/SearchPage';
import { DetailPage } from './DetailPage';

// The detail keys of the metadata (title, related lists, actions, refreshWhile) and the search's
// bulk actions and create route, rendered by the engine against a fake API.

const API = '/portal/zmluvy/technologia/';
const PARAM_API = '/portal/zmluvy/technologia-parameter/';
const READ = 'vyrobne-zariadenia#read';
const WRITE = [READ, 'vyrobne-zariadenia#write'];
const i18n = createTestI18n('sk', {
  technologia: { title: 'Technológie', field: { nazov: 'Názov', dovod: 'Dôvod' } },
  engine: { error: { reason: { field: '{{field}}: {{text}}' } } },
});

const record = { idTechnologia: 7, kod: 'FV', nazov: 'Fotovoltika', popis: null, kategoria: 'SOLAR', stav: 'AKTIVNA', obnovitelna: true, ucinnost: 0.2, platnostOd: '2024-01-01', platnostDo: null, verzia: 3 };

const parameter: EntityMetadata = {
  entity: 'technologiaParameter',
  api: PARAM_API,
  id: 'idTechnologiaParameter',
  title: 'technologiaParameter.title',
  tokens: { read: READ },
  routes: { search: '/technologia/parametre', detail: '/technologia/parameter/:idTechnologiaParameter' },
  search: { filters: [], columns: ['kod', 'nazov'], sort: '+kod' },
  detail: { layout: [] },
};

const actionSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { dovod: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['dovod'],
};

function withDetail(detail: Partial<EntityMetadata['detail']>, search: Partial<EntityMetadata['search']> = {}): EntityMetadata {
  return { ...metadata, search: { ...metadata.search, ...search }, detail: { ...metadata.detail, ...detail } };
}

function http(overrides: { record?: () => Record<string, unknown>; post?: (path: string, body?: unknown) => Promise<unknown> } = {}): FakeHttp {
  return fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}7/schema/post/request`) return okResult(updateSchema as T);
      if (path === `${API}7/invalidate/schema/post/request` || path === `${API}close/schema/post/request`) return okResult(actionSchema as T);
      if (path === `${API}7`) return okResult((overrides.record?.() ?? record) as T);
      throw new Error(`unexpected GET ${path}`);
    },
    list: async <T,>(path: string) => {
      if (path === PARAM_API) return { rows: [{ idTechnologiaParameter: 5, kod: 'VYKON', nazov: 'Výkon' }] as T[], total: 1, hasMore: false };
      return { rows: [record, { ...record, idTechnologia: 8, nazov: 'Vietor' }] as T[], total: 2, hasMore: false };
    },
    post: async <T,>(path: string, body?: unknown) => okResult((await (overrides.post?.(path, body) ?? Promise.resolve({ idTechnologia: 7, stav: 'NEAKTIVNA' }))) as T),
  });
}

function renderDetail(meta: EntityMetadata, client: FakeHttp, options: { tokens?: string[]; variant?: 'portal' | 'core'; path?: string } = {}) {
  return renderEngine({
    http: client,
    tokens: options.tokens ?? WRITE,
    i18n,
    widgets: testWidgets,
    variant: options.variant ?? 'portal',
    entities: [meta, parameter],
    initialEntry: options.path ?? '/technologia/detail/7',
    routes: [
      { path: '/technologia/vyhladanie', element: <SearchPage entity={meta} savedFilters={false} /> },
      { path: '/technologia/create', element: <DetailPage entity={meta} route={{ create: true }} /> },
      { path: '/technologia/edit/:idTechnologia', element: <DetailPage entity={meta} route={{ edit: true }} /> },
      { path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={meta} /> },
      { path: '/technologia/parameter/:idTechnologiaParameter', element: <div>parameter page</div> },
      { path: '/job/:code', element: <div>job page</div> },
    ],
  });
}

describe('detail title', () => {
  it('names the record by its title field in the one h1, the tab title follows and comes back on leave', async () => {
    document.title = 'EDC Portal';
    const { router } = renderDetail(withDetail({ titleField: 'nazov' }), http());
    expect(await screen.findByRole('heading', { level: 1, name: 'Fotovoltika' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('detail-entity-title')).toHaveTextContent('Technológie');
    await waitFor(() => expect(document.title).toBe('Fotovoltika – Technológie'));
    await router.navigate('/technologia/parameter/1');
    await waitFor(() => expect(document.title).toBe('EDC Portal'));
  });

  it('names a record without a name by its number', async () => {
    renderDetail(withDetail({ titleField: 'kodNeexistuje' }), http());
    expect(await screen.findByRole('heading', { level: 1, name: 'engine.detail.recordId' })).toBeInTheDocument();
  });
});

describe('related lists', () => {
  it('lists the related rows by the link, pages with count() and opens a row', async () => {
    const client = http();
    const { router } = renderDetail(withDetail({ related: [{ id: 'parametre', entity: 'technologiaParameter', link: 'idTechnologia' }] }), client);
    const table = await screen.findByRole('table', { name: 'technologia.related.parametre' });
    expect(await within(table).findByText('VYKON')).toBeInTheDocument();
    const [path, query] = client.list.mock.calls.find(([p]) => p === PARAM_API) as [string, RqlQuery];
    expect(path).toBe(PARAM_API);
    expect(formatRql(query)).toBe('eq(idTechnologia,7)&sort(+kod)&limit(10,0)&count()');
    await userEvent.setup().click(within(table).getByText('Výkon'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/technologia/parameter/5'));
  });

  it('is hidden without its tokens and says so for an unknown entity', async () => {
    renderDetail(
      withDetail({
        related: [
          { id: 'tajne', entity: 'technologiaParameter', link: 'idTechnologia', tokens: 'tajne#read' },
          { id: 'nic', entity: 'neznama', link: 'idTechnologia' },
        ],
      }),
      http(),
    );
    expect(await screen.findByText('engine.related.unknownEntity')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'technologia.related.tajne' })).not.toBeInTheDocument();
  });
});

describe('record actions', () => {
  const actions = [
    { code: 'invalidate', visibleIf: { field: 'stav', equals: 'AKTIVNA' } },
    { code: 'reopen', visibleIf: { field: 'stav', equals: 'NEAKTIVNA' } },
    { code: 'lock', variant: 'core' as const },
    { code: 'audit', tokens: 'audit#write' },
  ];

  it('shows only the actions the user may run on this record in this variant', async () => {
    renderDetail(withDetail({ actions }), http());
    expect(await screen.findByRole('button', { name: 'technologia.action.invalidate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'technologia.action.reopen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'technologia.action.lock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'technologia.action.audit' })).not.toBeInTheDocument();
  });

  it('shows none to a reader and the variant-bound one in its variant', async () => {
    const { unmount } = renderDetail(withDetail({ actions }), http(), { tokens: [READ] });
    await screen.findByRole('heading', { level: 1, name: 'Fotovoltika' });
    expect(screen.queryByRole('button', { name: 'technologia.action.invalidate' })).not.toBeInTheDocument();
    unmount();
    renderDetail(withDetail({ actions }), http(), { variant: 'core' });
    expect(await screen.findByRole('button', { name: 'technologia.action.lock' })).toBeInTheDocument();
  });

  it('asks first when confirm is set, posts an empty body, toasts, reads the record again and opens the answer', async () => {
    const client = http({ post: async () => ({ code: 'J1' }) });
    const { router } = renderDetail(withDetail({ actions: [{ code: 'lock', confirm: true, open: '/job/:code' }] }), client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'technologia.action.lock' }));
    expect(await screen.findByText('technologia.action.lockConfirm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'dialogs.no' }));
    expect(client.post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'technologia.action.lock' }));
    await user.click(await screen.findByRole('button', { name: 'dialogs.yes' }));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith(`${API}7/lock`, undefined, expect.anything()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job/J1'));
  });

  it('asks the body in a form dialog; a 400 shows on the field and in an alert and keeps the dialog and the typed value', async () => {
    let calls = 0;
    const client = http({
      post: async () => {
        calls += 1;
        if (calls === 1) {
          throw new HttpError({ method: 'POST', url: `${API}7/invalidate`, status: 400, responseBody: { message: 'Neplatné', hints: { reasons: ['dovod: dôvod je príliš krátky'], fields: { dovod: ['dovod: dôvod je príliš krátky'] } } } });
        }
        return { idTechnologia: 7 };
      },
    });
    renderDetail(withDetail({ actions: [{ code: 'invalidate', form: true }] }), client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'technologia.action.invalidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'technologia.action.invalidate' });
    const field = await within(dialog).findByLabelText(/Dôvod/);
    await user.type(field, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'technologia.action.invalidate' }));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith(`${API}7/invalidate`, { dovod: 'x' }, expect.anything()));
    // The dialog's alert names its own form's field by the label.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dôvod: dôvod je príliš krátky');
    expect(within(dialog).getAllByText(/dôvod je príliš krátky/).length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByLabelText(/Dôvod/)).toHaveValue('x');

    const reads = client.get.mock.calls.filter(([p]) => p === `${API}7`).length;
    await user.type(within(dialog).getByLabelText(/Dôvod/), 'yz');
    await user.click(within(dialog).getByRole('button', { name: 'technologia.action.invalidate' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'technologia.action.invalidate' })).not.toBeInTheDocument());
    expect(client.post).toHaveBeenLastCalledWith(`${API}7/invalidate`, { dovod: 'xyz' }, expect.anything());
    // The record is read again.
    await waitFor(() => expect(client.get.mock.calls.filter(([p]) => p === `${API}7`).length).toBeGreaterThan(reads));
  });

  it('saves the answer as a file for a download action', async () => {
    const client = http();
    renderDetail(withDetail({ actions: [{ code: 'certificate', download: true }] }), client);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'technologia.action.certificate' }));
    await waitFor(() => expect(client.download).toHaveBeenCalledWith(`${API}7/certificate`, expect.objectContaining({ method: 'POST' })));
  });
});

describe('refreshWhile', () => {
  it('reads the record every 2 s while the condition holds and stops after', async () => {
    let reads = 0;
    const client = http({
      record: () => {
        reads += 1;
        return { ...record, stav: reads === 1 ? 'BEZI' : 'HOTOVO' };
      },
    });
    renderDetail(withDetail({ refreshWhile: { field: 'stav', equals: 'BEZI' } }), client);
    await screen.findByRole('heading', { level: 1, name: 'Fotovoltika' });
    await waitFor(() => expect(reads).toBe(2), { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(2);
  }, 10_000);

  it('reads the related lists once more when the record stops refreshing (the last rows the job wrote)', async () => {
    let reads = 0;
    const client = http({
      record: () => {
        reads += 1;
        return { ...record, stav: reads === 1 ? 'BEZI' : 'HOTOVO' };
      },
    });
    const related = [{ id: 'parametre', entity: 'technologiaParameter', link: 'idTechnologia' }];
    renderDetail(withDetail({ refreshWhile: { field: 'stav', equals: 'BEZI' }, related }), client);
    await screen.findByRole('table', { name: 'technologia.related.parametre' });
    const listReads = () => client.list.mock.calls.filter(([p]) => p === PARAM_API).length;
    await waitFor(() => expect(reads).toBe(2), { timeout: 4000 });
    // One read while refreshing, one more at the end (the refresh tick itself may add one).
    await waitFor(() => expect(listReads()).toBeGreaterThanOrEqual(2));
    const settled = listReads();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(listReads()).toBe(settled);
  }, 12_000);
});

describe('search: bulk actions and create', () => {
  it('sends the selected ids (as the rows hold them) with the form', async () => {
    const client = http({ post: async () => ({}) });
    const meta = withDetail({}, { selectable: true, actions: [{ code: 'close', form: true }] });
    renderDetail(meta, client, { path: '/technologia/vyhladanie' });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'technologia.action.close' });
    expect(button).toBeDisabled();
    await screen.findByText('Vietor');
    const boxes = screen.getAllByRole('checkbox');
    // [select all, row 7, row 8]
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[2] as HTMLElement);
    expect(button).toBeEnabled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'technologia.action.close' });
    await user.type(await within(dialog).findByLabelText(/Dôvod/), 'koniec roka');
    await user.click(within(dialog).getByRole('button', { name: 'technologia.action.close' }));
    await waitFor(() => expect(client.post).toHaveBeenCalledWith(`${API}close`, { dovod: 'koniec roka', ids: [7, 8] }, expect.anything()));
  });

  it('goes to routes.create from New and hides New with search.create false', async () => {
    const meta = { ...metadata, routes: { ...metadata.routes, create: '/technologia/create' } };
    const { router, unmount } = renderDetail(meta, http(), { path: '/technologia/vyhladanie', tokens: [...WRITE, 'vyrobne-zariadenia#create'] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'engine.action.new' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/technologia/create'));
    unmount();
    renderDetail({ ...meta, search: { ...meta.search, create: false } }, http(), { path: '/technologia/vyhladanie', tokens: [...WRITE, 'vyrobne-zariadenia#create'] });
    await screen.findByText('Vietor');
    expect(screen.queryByRole('button', { name: 'engine.action.new' })).not.toBeInTheDocument();
  });

  it('opens the record in edit mode on the edit route', async () => {
    renderDetail(metadata, http(), { path: '/technologia/edit/7' });
    await waitFor(() => expect(screen.getByLabelText('Názov')).not.toHaveAttribute('readonly'));
    expect(screen.getByRole('button', { name: 'engine.action.save' })).toBeInTheDocument();
  });
});
