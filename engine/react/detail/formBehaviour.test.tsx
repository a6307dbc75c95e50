import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { createSchema, metadata, updateSchema } from '../../core/form/testFixtures';
import type { EntityMetadata } from '../../core/metadata';
import { createTestI18n, renderEngine } from '../testing/renderWithProviders';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { testWidgets } from '../testing/testWidgets';
import { DetailPage } from './DetailPage';
import { SKIP_DIRTY_CHECK } from './UnsavedChangesGuard';

const API = '/portal/zmluvy/technologia/';
const WRITE = ['vyrobne-zariadenia#read', 'vyrobne-zariadenia#write', 'vyrobne-zariadenia#create'];
const i18n = createTestI18n('sk', {
  engine: { validation: { required: 'Pole musí byť vyplnené', maxLength: 'Maximálna dĺžka je {{limit}}' }, action: { save: 'Uložiť', edit: 'Upraviť' } },
  technologia: { field: { nazov: 'Názov', kod: 'Kód' }, tab: { zakladne: 'Základné', platnost: 'Platnosť', archiv: 'Archív' } },
  widgets: { dirty: { message: 'Na stránke sú neuložené zmeny. Naozaj chcete opustiť stránku?', leave: 'Opustiť stránku', stay: 'Zostať na stránke' } },
});
const record = {
  idTechnologia: 7, kod: 'FV', nazov: 'Fotovoltika', popis: null, kategoria: 'SOLAR', stav: 'AKTIVNA',
  obnovitelna: true, ucinnost: 0.2, platnostOd: '2024-01-01', platnostDo: null, verzia: 3,
};
const http = () =>
  fakeHttp({
    get: async <T,>(path: string) => {
      if (path === `${API}7/schema/post/request`) return okResult(updateSchema as T);
      if (path === `${API}schema/post/request`) return okResult(createSchema as T);
      if (path === `${API}7`) return okResult(record as T);
      throw new Error(`unexpected GET ${path}`);
    },
  });

function render(entity: EntityMetadata = metadata, path = '/technologia/detail/new') {
  return renderEngine({
    http: http(),
    tokens: WRITE,
    i18n,
    widgets: testWidgets,
    initialEntry: path,
    routes: [
      { path: '/technologia/vyhladanie', element: <div>search page</div> },
      {
        path: '/technologia/detail/:idTechnologia',
        element: (
          <>
            <Link to="/technologia/vyhladanie">odísť</Link>
            <Link to="/technologia/vyhladanie" state={{ [SKIP_DIRTY_CHECK]: true }}>
              odísť bez otázky
            </Link>
            <DetailPage entity={entity} />
          </>
        ),
      },
    ],
  });
}

describe('form behaviour', () => {
  it('shows a field error only once the field is touched, dirty or the form submitted', async () => {
    render();
    const nazov = await screen.findByLabelText(/Názov/);
    expect(screen.queryByText('Pole musí byť vyplnené')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(nazov);
    await user.paste('x'.repeat(201));
    expect(await screen.findByText('Maximálna dĺžka je 200')).toBeInTheDocument();
    // Kód is required and empty, but untouched: no message yet.
    expect(screen.queryByText('Pole musí byť vyplnené')).not.toBeInTheDocument();
  });

  it('an invalid submit shows every error and focuses the first invalid field', async () => {
    render();
    await screen.findByLabelText(/Názov/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Uložiť' }));
    expect((await screen.findAllByText('Pole musí byť vyplnené')).length).toBeGreaterThan(1);
    await waitFor(() => expect(document.activeElement?.id).toBe('root_kod'));
  });

  it('tabs: the first is active, a disabled one cannot be chosen, an invalid submit switches to the tab of the missing field', async () => {
    const tabbed: EntityMetadata = {
      ...metadata,
      detail: {
        ...metadata.detail,
        tabs: [{ id: 'platnost' }, { id: 'archiv', disabled: true }, { id: 'zakladne' }],
        layout: [
          { group: 'validity', tab: 'platnost', fields: ['platnostDo', 'popis'] },
          { group: 'basic', tab: 'zakladne', fields: ['kod', 'nazov'] },
        ],
      },
    };
    render(tabbed);
    const first = await screen.findByRole('tab', { name: 'Platnosť' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Archív' }));
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Základné/ })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(document.activeElement?.id).toBe('root_kod'));
  });

  it('asks before leaving a page with unsaved changes: stay keeps the page, leave goes', async () => {
    render(metadata, '/technologia/detail/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upraviť' }));
    await user.type(screen.getByLabelText(/Názov/), ' 2');
    await user.click(screen.getByText('odísť'));
    expect(await screen.findByText('Na stránke sú neuložené zmeny. Naozaj chcete opustiť stránku?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zostať na stránke' }));
    expect(screen.getByLabelText(/Názov/)).toHaveValue('Fotovoltika 2');
    await user.click(screen.getByText('odísť'));
    await user.click(await screen.findByRole('button', { name: 'Opustiť stránku' }));
    expect(await screen.findByText('search page')).toBeInTheDocument();
  });

  it('does not ask when the navigation carries the skip-dirty-check flag, nor when nothing changed', async () => {
    const { unmount } = render(metadata, '/technologia/detail/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upraviť' }));
    await user.type(screen.getByLabelText(/Názov/), ' 2');
    await user.click(screen.getByText('odísť bez otázky'));
    expect(await screen.findByText('search page')).toBeInTheDocument();
    unmount();
    render(metadata, '/technologia/detail/7');
    await user.click(await screen.findByRole('button', { name: 'Upraviť' }));
    await user.click(screen.getByText('odísť'));
    expect(await screen.findByText('search page')).toBeInTheDocument();
  });
});
