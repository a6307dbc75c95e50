import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeHttp } from '../../engine/react/testing/fakeHttp';
import { AppServicesProvider, type AppServices } from '../app/AppServices';
import { EnvironmentContext, type Environment } from '../environment/EnvironmentContext';
import { TenantStore } from '../tenant/TenantStore';
import { renderWithTheme, setupTexts } from '../testing/renderWithShell';
import ActivityPage from './ActivityPage';

// An activity address whose id is no number (this was an end-to-end test of
// workflow-sharing-group.spec.ts): refused with a message, and nothing asked of the server.

beforeAll(async () => {
  await setupTexts('sk');
});

describe('ActivityPage', () => {
  it('refuses an activity id that is no number, naming it, without calling the server', async () => {
    const http = fakeHttp();
    const services = { variant: 'portal', http, tenant: new TenantStore() } as unknown as AppServices;
    const environment = { info: { login: 'producer' }, tokens: new Set<string>(), visitorOnly: false, displayName: 'producer' } as unknown as Environment;
    renderWithTheme(
      <AppServicesProvider services={services}>
        <EnvironmentContext.Provider value={environment}>
          <MemoryRouter initialEntries={['/activities/sharing-group-create/abc']}>
            <Routes>
              <Route path="/activities/:step/:activityId" element={<ActivityPage />} />
            </Routes>
          </MemoryRouter>
        </EnvironmentContext.Provider>
      </AppServicesProvider>,
    );
    expect(await screen.findByText('Identifikátor aktivity „abc“ nie je platný')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
    expect(http.post).not.toHaveBeenCalled();
  });
});
