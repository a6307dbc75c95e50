import '../../engine/react/testing/jsdomStubs';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../engine/core/http';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import type { FakeHttp } from '../../engine/react/testing/fakeHttp';
import { AppServicesProvider } from '../app/AppServices';
import type { AppServices } from '../app/AppServices';
import { setupTexts } from '../testing/renderWithShell';
import { onActivitiesChanged } from './activityEvents';
import { DialogHost } from './DialogHost';
import { useDialogPages } from './useDialogPages';

function Openers() {
  const dialogs = useDialogPages();
  return (
    <>
      <button onClick={() => dialogs.open('activity-note', { processId: '7', label: 'ACT-0042' })}>note</button>
      <button onClick={() => dialogs.open('assign-activity', { activityId: '42', label: 'ACT-0042' })}>assign</button>
    </>
  );
}

function renderHost(http: FakeHttp) {
  const services = { variant: 'core', http } as unknown as AppServices;
  return render(
    <AppServicesProvider services={services}>
      <Openers />
      <DialogHost />
    </AppServicesProvider>,
  );
}

beforeAll(async () => {
  await setupTexts('sk');
});

describe('core dialog pages', () => {
  // The first open loads the window manager's chunk: slow on a busy machine.
  it('activity-note: refuses an empty note, posts the note to the process, tells the lists and closes', async () => {
    const http = fakeHttp({ post: async <T,>() => okResult({ id: 1 }) as HttpResult<T> });
    let changed = 0;
    const stop = onActivitiesChanged(() => (changed += 1));
    renderHost(http);
    const user = userEvent.setup();
    await user.click(screen.getByText('note'));
    const win = await screen.findByRole('dialog', { name: 'Poznámka k aktivite – ACT-0042' }, { timeout: 15_000 });
    expect(win).toHaveAttribute('aria-modal', 'true');
    await user.click(within(win).getByRole('button', { name: 'Uložiť' }));
    expect(within(win).getByText('Poznámka je povinná')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    await user.type(within(win).getByRole('textbox', { name: /Poznámka/ }), '  Overené telefonicky  ');
    await user.click(within(win).getByRole('button', { name: 'Uložiť' }));
    expect(http.post).toHaveBeenCalledWith('/bpm/process/7', { note: 'Overené telefonicky' }, expect.objectContaining({ callerHandles: 'explained' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Poznámka k aktivite – ACT-0042' })).not.toBeInTheDocument());
    expect(changed).toBe(1);
    stop();
  });

  it('assign-activity: offers the staff the server names and posts the chosen login', async () => {
    const http = fakeHttp({
      get: async <T,>(path: string) => {
        if (path === '/bpm/activity/42/assignees') return okResult([{ login: 'admin', meno: 'Tomáš', priezvisko: 'Baláž' }]) as HttpResult<T>;
        throw new Error(`unexpected GET ${path}`);
      },
      post: async <T,>() => okResult({}) as HttpResult<T>,
    });
    renderHost(http);
    const user = userEvent.setup();
    await user.click(screen.getByText('assign'));
    const win = await screen.findByRole('dialog', { name: 'Prideliť aktivitu – ACT-0042' }, { timeout: 15_000 });
    await user.click(await within(win).findByLabelText(/Pracovník/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Baláž Tomáš (admin)' }));
    await user.click(within(win).getByRole('button', { name: /^Prideliť$/ }));
    expect(http.post).toHaveBeenCalledWith('/bpm/activity/42/assign', { login: 'admin' }, expect.objectContaining({ callerHandles: 'explained' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prideliť aktivitu – ACT-0042' })).not.toBeInTheDocument());
  });
});
