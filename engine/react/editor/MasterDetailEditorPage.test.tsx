import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonSchema } from '../../core/form';
import type { EntityMetadata } from '../../core/metadata';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { testWidgets } from '../testing/testWidgets';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { MasterDetailEditorPage } from './MasterDetailEditorPage';

// The master list is the screen until a parent is chosen; the child's form editor (loaded on
// demand) then lists that parent's children only.

const master: EntityMetadata = {
  entity: 'tech',
  api: '/t/',
  id: 'idTechnologia',
  title: 'tech.title',
  tokens: { read: 'r' },
  routes: { search: '/t', detail: '/t/:idTechnologia' },
  search: { filters: [], columns: ['nazov'], sort: '+nazov' },
  detail: { layout: [{ group: 'g', fields: ['nazov'] }] },
};

const child: EntityMetadata = {
  entity: 'param',
  api: '/p/',
  id: 'id',
  title: 'param.title',
  tokens: { read: 'r' },
  routes: { search: '/p', detail: '/p/:id' },
  search: { filters: [], columns: ['kod'], sort: '+kod' },
  detail: { layout: [{ group: 'g', fields: ['kod'] }], fields: { idTechnologia: { hidden: true } } },
};

const schema: JsonSchema = { type: 'object', properties: { idTechnologia: { type: 'integer' }, kod: { type: 'string' } } };

function render() {
  const http = fakeHttp({
    list: async (api) =>
      api === '/t/'
        ? { rows: [{ idTechnologia: 5, nazov: 'Fotovoltika' }] as never[], total: 1, hasMore: false }
        : { rows: [{ id: 1, idTechnologia: 5, kod: 'VYKON' }] as never[], total: 1, hasMore: false },
    get: async <T,>() => okResult(schema as T),
  });
  renderEngine({
    http,
    i18n: createTestI18n('sk', {}),
    widgets: testWidgets,
    initialEntry: '/p',
    routes: [{ path: '/p', element: <MasterDetailEditorPage master={master} child={child} link="idTechnologia" /> }],
  });
  return http;
}

describe('MasterDetailEditorPage', () => {
  // The child's editor is a chunk of its own (RJSF): its first import is slow on a loaded machine.
  it('lists the parents alone, then the chosen parent’s children in the form editor', { timeout: 60_000 }, async () => {
    const http = render();
    await userEvent.setup().click(await screen.findByText('Fotovoltika'));
    expect(screen.getByRole('heading', { level: 3, name: 'editor.childrenOf' })).toBeInTheDocument();
    const children = await screen.findByRole('table', { name: 'param.title' }, { timeout: 45_000 });
    expect(await within(children).findByText('VYKON')).toBeInTheDocument();
    expect(http.list).toHaveBeenLastCalledWith('/p/', expect.objectContaining({ filter: expect.anything() }), expect.anything());
  });

  it('asks for a parent before it shows any child', { timeout: 30_000 }, async () => {
    const http = render();
    expect(await screen.findByText('editor.selectParent')).toBeInTheDocument();
    expect(await screen.findByText('Fotovoltika')).toBeInTheDocument();
    expect(http.list).not.toHaveBeenCalledWith('/p/', expect.anything(), expect.anything());
  });
});
