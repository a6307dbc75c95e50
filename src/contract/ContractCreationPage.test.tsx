import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { AppServicesProvider, type AppServices } from '../app/AppServices';
import { EnvironmentContext, type Environment } from '../environment/EnvironmentContext';
import { renderWithTheme, setupTexts } from '../testing/renderWithShell';
import ContractCreationPage from './ContractCreationPage';

// The contract creation page in the language the user chose (this was an end-to-end test of
// contract-creation.spec.ts; switching the language itself is checked there and in shell-menu.spec.ts).

beforeAll(async () => {
  await setupTexts('en');
});

describe('ContractCreationPage', () => {
  it('speaks English: its heading and a start link per contract kind', () => {
    const http = fakeHttp({ get: async <T,>() => okResult([] as T) });
    const services = { variant: 'portal', http } as unknown as AppServices;
    const environment = { info: {}, tokens: new Set(['zmluvy#create', 'edc#pouzivatel']), visitorOnly: false, displayName: 'demo' } as unknown as Environment;
    renderWithTheme(
      <MemoryRouter initialEntries={['/zmluva/zalozenie-zmluvy']}>
        <QueryClientProvider client={new QueryClient()}>
          <AppServicesProvider services={services}>
            <EnvironmentContext.Provider value={environment}>
              <ContractCreationPage />
            </EnvironmentContext.Provider>
          </AppServicesProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Contracts you can create')).toBeInTheDocument();
    const links = within(screen.getByTestId('contract-starts')).getAllByRole('link', { name: /^Start: / });
    expect(links).toHaveLength(2);
  });
});
