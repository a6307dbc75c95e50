import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { AppServicesProvider, type AppServices } from '../app/AppServices';
import { renderWithTheme, setupTexts } from '../testing/renderWithShell';
import StartProcessPage from './StartProcessPage';

// An unknown process type opened as the session's first page (this was an end-to-end test of
// workflow-sharing-group.spec.ts): nothing is sent, the user is told why and taken to the root.

beforeAll(async () => {
  await setupTexts('sk');
});

// Files of a worker share their modules (vitest isolate: false), so Mantine's notification store
// may still hold other tests' messages: past its limit a new one waits in the queue, unseen.
beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

describe('StartProcessPage', () => {
  it('an unknown type as the first page says so and goes to the root without calling the server', async () => {
    const http = fakeHttp();
    const services = { variant: 'portal', http } as unknown as AppServices;
    renderWithTheme(
      <AppServicesProvider services={services}>
        {/* Kept open: on a busy machine the root may render after a self-closing message is gone. */}
        <Notifications autoClose={false} />
        <MemoryRouter initialEntries={['/start-process/neznamy-typ']}>
          <Routes>
            <Route path="/start-process/:typ" element={<StartProcessPage />} />
            <Route path="/" element={<p>domov</p>} />
          </Routes>
        </MemoryRouter>
      </AppServicesProvider>,
    );
    await waitFor(
      () => {
        expect(screen.getByText('domov')).toBeInTheDocument();
        expect(screen.getByText('Neznámy typ procesu neznamy-typ')).toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
    expect(http.post).not.toHaveBeenCalled();
  });
});
