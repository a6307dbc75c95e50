import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../engine/core/http';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import type { FakeHttp } from '../../engine/react/testing/fakeHttp';
import { AppServicesProvider } from '../app/AppServices';
import type { AppServices } from '../app/AppServices';
import { setupTexts } from '../testing/renderWithShell';
import { DialogHost } from './DialogHost';
import { DIALOG_PAGES, instanceKeyOf } from './dialogPages';
import { useDialogPages } from './useDialogPages';

const API = '/portal/zmluvy/technologia/';

function Openers() {
  const dialogs = useDialogPages();
  return (
    <>
      <button onClick={() => dialogs.open('history', { entity: 'technologia', id: '1', label: 'T 1' })}>history 1</button>
      <button onClick={() => dialogs.open('history', { entity: 'technologia', id: '2', label: 'T 2' })}>history 2</button>
      <button onClick={() => dialogs.open('name', { entity: 'technologia', id: '1', label: 'T 1' })}>rename 1</button>
      <button onClick={() => dialogs.open('history', { entity: 'nic', id: 'x', label: '?' })}>bad</button>
    </>
  );
}

function renderHost(http: FakeHttp) {
  const services = { variant: 'portal', http } as unknown as AppServices;
  return render(
    <AppServicesProvider services={services}>
      <Openers />
      <DialogHost />
    </AppServicesProvider>,
  );
}

const historyOf = (id: string) => [
  { idHistoria: 2, akcia: 'UPDATE', zmenil: 'producer', zmenene: '2025-03-01T10:00:00Z', zmeny: [{ field: 'nazov', from: 'Stará', to: `Nová ${id}` }] },
  { idHistoria: 1, akcia: 'CREATE', zmenil: null, zmenene: '2025-01-01T08:00:00Z', zmeny: [{ field: 'obnovitelna', from: null, to: true }] },
];

function technologiaHttp(): FakeHttp {
  return fakeHttp({
    get: async <T,>(path: string) => {
      const history = new RegExp(`^${API}(\\d+)/history$`).exec(path);
      if (history) return okResult(historyOf(history[1] as string)) as HttpResult<T>;
      if (path === `${API}1`) return okResult({ idTechnologia: 1, nazov: 'Stará', kod: 'T1', verzia: 3 }) as HttpResult<T>;
      throw new Error(`unexpected GET ${path}`);
    },
  });
}

beforeAll(async () => {
  await setupTexts('sk');
});

describe('dialog pages', () => {
  it('limits a modeless page to one window per record and shows the history with labels and formats', async () => {
    const http = technologiaHttp();
    renderHost(http);
    const user = userEvent.setup();
    // Nothing of the window manager is there before the first open.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByText('history 1'));
    const first = await screen.findByRole('dialog', { name: 'História zmien – T 1' });
    const table = await within(first).findByRole('table', { name: 'Zmeny záznamu' });
    expect(table).toHaveTextContent('Názov: Stará → Nová 1');
    expect(table).toHaveTextContent('Obnoviteľná: Áno');
    expect(table).toHaveTextContent('neznámy');
    expect(http.get).toHaveBeenCalledWith(`${API}1/history`, expect.objectContaining({ callerHandles: 'all' }));

    await user.click(screen.getByText('history 1'));
    await user.click(screen.getByText('history 2'));
    await screen.findByRole('dialog', { name: 'História zmien – T 2' });
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['História zmien – T 1', 'História zmien – T 2']);
    // Opening the first again brings it to the front.
    await user.click(screen.getByText('history 1'));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'História zmien – T 1' })).toHaveAttribute('data-active', 'true'));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
  });

  it('refuses bad arguments with a message instead of calling the server', async () => {
    const http = technologiaHttp();
    renderHost(http);
    await userEvent.setup().click(screen.getByText('bad'));
    const win = await screen.findByRole('dialog', { name: 'História zmien – ?' });
    expect(within(win).getByRole('alert')).toHaveTextContent('Dialóg dialogs/history dostal neplatné argumenty.');
    expect(http.get).not.toHaveBeenCalled();
  });

  it('rename: modal; Escape asks, staying keeps the text; saving posts the record and closes without asking', async () => {
    const http = technologiaHttp();
    http.post.mockImplementation(async (_path: string, body: unknown) => okResult(body));
    renderHost(http);
    const user = userEvent.setup();
    await user.click(screen.getByText('rename 1'));
    const win = await screen.findByRole('dialog', { name: 'Premenovať – T 1' });
    expect(win).toHaveAttribute('aria-modal', 'true');
    const field = await within(win).findByRole('textbox', { name: /Názov/ });
    await waitFor(() => expect(field).toHaveValue('Stará'));
    await user.clear(field);
    await user.type(field, 'Nová');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Nie' }));
    expect(screen.getByRole('dialog', { name: 'Premenovať – T 1' })).toBeInTheDocument();
    expect(field).toHaveValue('Nová');

    await user.clear(field);
    await user.click(within(win).getByRole('button', { name: 'Uložiť' }));
    expect(within(win).getByText('Názov je povinný')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    await user.type(field, '  Nová  ');
    await user.click(within(win).getByRole('button', { name: 'Uložiť' }));
    expect(http.post).toHaveBeenCalledWith(`${API}1`, { idTechnologia: 1, nazov: 'Nová', kod: 'T1', verzia: 3 }, expect.objectContaining({ callerHandles: 'explained' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Premenovať – T 1' })).not.toBeInTheDocument());
    expect(screen.queryByText('Naozaj chcete zavrieť okno?')).not.toBeInTheDocument();
  });

  it('keys one window per value of the instance arguments, none for modal pages', () => {
    expect(instanceKeyOf(DIALOG_PAGES.history, { entity: 'technologia', id: '5', label: 'x' })).toBe('dialogs/history?entity=technologia&id=5');
    expect(instanceKeyOf(DIALOG_PAGES.history, { entity: 'technologia', id: '5', label: 'y' })).toBe('dialogs/history?entity=technologia&id=5');
    expect(instanceKeyOf(DIALOG_PAGES.name, { entity: 'technologia', id: '5' })).toBeUndefined();
  });
});
