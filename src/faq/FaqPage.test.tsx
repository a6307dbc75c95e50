import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { fakeHttp, okResult } from '../../engine/react/testing/fakeHttp';
import { AppServicesProvider, type AppServices } from '../app/AppServices';
import { renderWithTheme, setupTexts } from '../testing/renderWithShell';
import FaqPage, { type FaqItem } from './FaqPage';

// /faq for a Czech reader: a question with Czech texts shows them, one the operator left without
// Czech shows its Slovak texts (the server's side, saving and publishing them, is server/api/faq.test.ts).

const ITEMS: FaqItem[] = [
  {
    idFaq: 1,
    kategoria: 'PRIHLASENIE',
    poradie: 10,
    otazkaSk: 'Ako sa prihlásim do portálu?',
    otazkaEn: 'How do I sign in to the portal?',
    otazkaCs: 'Jak se přihlásím do portálu?',
    odpovedSk: 'Zvoľte **Prihlásiť**.',
    odpovedEn: 'Choose **Sign in**.',
    odpovedCs: 'Zvolte **Přihlásit**.',
  },
  {
    idFaq: 2,
    kategoria: 'ZMLUVY',
    poradie: 10,
    otazkaSk: 'Ako založím novú zmluvu?',
    otazkaEn: 'How do I create a new contract?',
    otazkaCs: null,
    odpovedSk: 'Postupujte podľa sprievodcu.',
    odpovedEn: 'Follow the wizard.',
    odpovedCs: null,
  },
];

function renderPage() {
  const http = fakeHttp({ get: async <T,>() => okResult(ITEMS as T) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider services={{ variant: 'portal', http } as unknown as AppServices}>
          <FaqPage />
        </AppServicesProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return http;
}

beforeAll(async () => {
  await setupTexts('cs');
});

describe('FAQ page in Czech', () => {
  it('shows the Czech question and answer, and the Slovak ones of a question without Czech', async () => {
    renderPage();
    const czech = await screen.findByRole('button', { name: 'Jak se přihlásím do portálu?' });
    expect(screen.queryByText('Ako sa prihlásim do portálu?')).toBeNull();
    fireEvent.click(czech);
    const login = screen.getByRole('region', { name: 'Přihlášení a relace' });
    expect(within(login).getByText('Přihlásit').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Ako založím novú zmluvu?' })).toBeInTheDocument();
    expect(screen.getByText('Postupujte podľa sprievodcu.', { exact: false })).toBeInTheDocument();
  });

  it('searches the texts the reader sees', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Jak se přihlásím do portálu?' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'prihlasit' } });
    expect(screen.getByRole('button', { name: 'Jak se přihlásím do portálu?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ako založím novú zmluvu?' })).toBeNull();
  });
});
