import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { EditorConfig } from '../../core/editor';
import type { JsonSchema } from '../../core/form';
import type { EntityMetadata } from '../../core/metadata';
import { rql } from '../../core/rql';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { testWidgets } from '../testing/testWidgets';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { EditorGrid } from './EditorGrid';
import { useEditorController } from './useEditorController';

const meta: EntityMetadata = {
  entity: 'param',
  api: '/p/',
  id: 'id',
  title: 'param.title',
  tokens: { read: 'r' },
  routes: { search: '/p', detail: '/p/:id' },
  search: { filters: [], columns: ['kod', 'nazov'], sort: '+kod' },
  detail: { layout: [{ group: 'g', fields: ['kod', 'nazov'] }], fields: { idTechnologia: { hidden: true } } },
};

const schema: JsonSchema = {
  type: 'object',
  required: ['kod', 'nazov', 'idTechnologia'],
  properties: { idTechnologia: { type: 'integer' }, kod: { type: 'string', minLength: 1 }, nazov: { type: 'string', minLength: 1 } },
  additionalProperties: false,
};

function server() {
  const rows = [
    { id: 1, idTechnologia: 5, kod: 'A', nazov: 'Prvý', verzia: 1 },
    { id: 2, idTechnologia: 5, kod: 'B', nazov: 'Druhý', verzia: 1 },
  ];
  let next = 3;
  const http = fakeHttp({
    list: async () => ({ rows: rows.map((r) => ({ ...r })) as never[], total: rows.length, hasMore: false }),
    get: async <T,>() => okResult(schema as T),
    post: async <T,>(path: string, body: unknown) => {
      const b = body as Record<string, unknown>;
      if (path === '/p/') {
        const row = { id: next++, verzia: 1, ...(b as object) } as (typeof rows)[number];
        rows.push(row);
        return okResult(row as T);
      }
      const id = Number(path.replace('/p/', ''));
      const row = rows.find((r) => r.id === id) as (typeof rows)[number];
      Object.assign(row, b, { verzia: row.verzia + 1 });
      return okResult({ ...row } as T);
    },
    delete: async <T,>(path: string) => {
      rows.splice(rows.findIndex((r) => r.id === Number(path.replace('/p/', ''))), 1);
      return okResult(undefined as T);
    },
  });
  return { http, rows };
}

function Host({ config }: { config: EditorConfig }) {
  const { pathname } = useLocation();
  const controller = useEditorController(meta, { parentFilter: rql.eq('idTechnologia', 5), parentValues: { idTechnologia: 5 }, config });
  return <EditorGrid controller={controller} gridId="param" pathname={pathname} />;
}

function render(config: EditorConfig = {}) {
  const s = server();
  const view = renderEngine({ http: s.http, i18n: createTestI18n('sk', {}), widgets: testWidgets, initialEntry: '/p', routes: [{ path: '/p', element: <Host config={config} /> }] });
  return { ...s, ...view };
}

const mode = () => document.querySelector('[data-editor-mode]')?.getAttribute('data-editor-mode');
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => window.localStorage.clear());

describe('EditorGrid', () => {
  it('goes through select, edit, cancel (originals restored), edit, save, add, cancel, add, save, delete', async () => {
    const { http, rows } = render({ closeOnNew: true });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Prvý'));
    expect(mode()).toBe('detail');
    expect(button('editor.add')).toBeEnabled();

    await user.click(button('editor.edit'));
    expect(mode()).toBe('edit');
    expect(button('editor.add')).toBeDisabled();
    expect(button('editor.edit')).toBeDisabled();
    expect(button('editor.delete')).toBeDisabled();
    const nazov = await screen.findByRole('textbox', { name: /param.field.nazov/ });
    await user.clear(nazov);
    await user.type(nazov, 'Zmenený');
    await user.click(button('engine.action.cancel'));
    expect(mode()).toBe('detail');
    expect(await screen.findByRole('textbox', { name: /param.field.nazov/ })).toHaveValue('Prvý');

    await user.click(button('editor.edit'));
    const again = await screen.findByRole('textbox', { name: /param.field.nazov/ });
    await user.clear(again);
    await user.type(again, 'Zmenený');
    await user.click(button('engine.action.save'));
    await waitFor(() => expect(mode()).toBe('detail'));
    expect(http.post).toHaveBeenCalledWith('/p/1', { idTechnologia: 5, kod: 'A', nazov: 'Zmenený' }, expect.anything());
    expect(rows[0]?.nazov).toBe('Zmenený');
    expect(await screen.findByRole('textbox', { name: /param.field.nazov/ })).toHaveAttribute('readonly');

    await user.click(button('editor.add'));
    expect(mode()).toBe('new');
    await user.click(button('engine.action.cancel'));
    expect(mode()).toBe('closed');

    await user.click(button('editor.add'));
    await user.type(await screen.findByRole('textbox', { name: /param.field.kod/ }), 'C');
    await user.type(screen.getByRole('textbox', { name: /param.field.nazov/ }), 'Tretí');
    await user.click(button('engine.action.save'));
    await waitFor(() => expect(mode()).toBe('closed'));
    expect(http.post).toHaveBeenCalledWith('/p/', { idTechnologia: 5, kod: 'C', nazov: 'Tretí' }, expect.anything());
    expect(await screen.findByText('Tretí')).toBeInTheDocument();

    await user.click(screen.getByText('Tretí'));
    await user.click(button('editor.delete'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('editor.confirmRecordDelete');
    await user.click(within(confirm).getByRole('button', { name: 'dialogs.yes' }));
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith('/p/3', expect.anything()));
    await waitFor(() => expect(mode()).toBe('closed'));
  });

  it('double click edits; edit buttons as columns close after save; per-row rules disable buttons', async () => {
    render({ editButtonsAsColumns: true, canDeleteRow: (row) => row.kod !== 'A' });
    const user = userEvent.setup();
    await user.dblClick(await screen.findByText('Druhý'));
    expect(mode()).toBe('edit');
    await user.click(button('engine.action.cancel'));
    expect(mode()).toBe('detail');

    const deletes = screen.getAllByRole('button', { name: 'editor.deleteRow' });
    expect(deletes[0]).toBeDisabled();
    expect(deletes[1]).toBeEnabled();
    await user.click(screen.getAllByRole('button', { name: 'editor.editRow' })[0] as HTMLElement);
    expect(mode()).toBe('edit');
    await user.click(button('engine.action.save'));
    await waitFor(() => expect(mode()).toBe('closed'));
  });

  it('allowEdit false: double click does nothing and there is no edit', async () => {
    render({ allowEdit: false, allowNewRecord: false });
    const user = userEvent.setup();
    await user.dblClick(await screen.findByText('Druhý'));
    expect(mode()).toBe('detail');
    expect(button('editor.edit')).toBeDisabled();
    expect(button('editor.add')).toBeDisabled();
  });
});
