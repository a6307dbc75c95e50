import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeHttp, okResult } from '../../../engine/react/testing/fakeHttp';
import { AppServicesProvider, type AppServices } from '../../app/AppServices';
import { renderWithTheme, setupTexts } from '../../testing/renderWithShell';
import { CONFIRMED_NEWS_KEY } from './confirmedNews';
import { NewsBanner } from './NewsBanner';

// The portal's news banner: rotation, pause, confirmation in every tab, and a javascript: link
// kept as text. (These were checked in the browser by shell-news.spec.ts; the server's filter of
// the news valid today is proven in server/api/shell/shell.test.ts.)

const TODAY = '2026-12-02';
const NEWS = [
  { code: 'NEWS-UPOZORNENIE', text: 'Podvodné e-maily: na [Overiť odkaz](javascript:alert(1)) nikdy neklikajte.', datOd: '2026-12-01', datDo: '2026-12-31' },
  { code: 'NEWS-ODSTAVKA', text: 'Plánovaná odstávka, podrobnosti v [oznámení](https://www.okte.sk/).', datOd: '2026-11-01', datDo: '2026-12-31' },
  { code: 'NEWS-ZDIELANIE', text: 'Vyplňte [formulár skupiny zdieľania](/skupina-zdielania/vyhladanie).', datOd: '2026-10-01', datDo: '2026-12-31' },
  // Not valid today: the server would not send it; the banner drops it all the same.
  { code: 'NEWS-STARA', text: 'Stará novinka', datOd: '2025-01-01', datDo: '2025-01-31' },
];

function renderBanner() {
  const http = fakeHttp({ get: async <T,>() => okResult(NEWS as T) });
  renderWithTheme(
    <MemoryRouter>
      <AppServicesProvider services={{ variant: 'portal', http } as unknown as AppServices}>
        <NewsBanner rotationMs={5000} />
      </AppServicesProvider>
    </MemoryRouter>,
  );
  return http;
}

/** Lets the news request answer and React draw. */
async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(async () => {
  await setupTexts('sk');
});

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00`));
});

afterEach(() => vi.useRealTimers());

describe('NewsBanner', () => {
  it('asks for the news valid today and shows them one at a time, a javascript: link as plain text', async () => {
    const http = renderBanner();
    await settle();
    expect(http.get).toHaveBeenCalledWith('/portal/application/news/', { query: `le(datOd,${TODAY})&ge(datDo,${TODAY})`, background: true });
    const banner = screen.getByTestId('news-banner');
    expect(banner).toHaveTextContent('Novinka 1/3');
    const text = screen.getByTestId('news-text');
    expect(text).toHaveAttribute('data-code', 'NEWS-UPOZORNENIE');
    expect(text).toHaveTextContent('Overiť odkaz nikdy neklikajte');
    expect(within(text).queryByRole('link')).toBeNull();
    expect(text.innerHTML).not.toContain('javascript:');
  });

  it('turns every 5 s, stands still while the pointer is on it, and opens links by their kind', async () => {
    renderBanner();
    await settle();
    const banner = screen.getByTestId('news-banner');
    await settle(5000);
    const text = screen.getByTestId('news-text');
    expect(text).toHaveAttribute('data-code', 'NEWS-ODSTAVKA');
    expect(banner).toHaveTextContent('Novinka 2/3');
    const external = within(text).getByRole('link', { name: 'oznámení' });
    expect(external).toHaveAttribute('href', 'https://www.okte.sk/');
    expect(external).toHaveAttribute('target', '_blank');

    fireEvent.mouseEnter(banner);
    expect(banner).toHaveAttribute('data-paused', 'true');
    await settle(10_000);
    expect(screen.getByTestId('news-text')).toHaveAttribute('data-code', 'NEWS-ODSTAVKA');
    fireEvent.mouseLeave(banner);
    expect(banner).toHaveAttribute('data-paused', 'false');
    await settle(5000);
    expect(screen.getByTestId('news-text')).toHaveAttribute('data-code', 'NEWS-ZDIELANIE');
    // An address inside the application stays in it.
    expect(within(screen.getByTestId('news-text')).getByRole('link', { name: 'formulár skupiny zdieľania' })).toHaveAttribute('href', '/skupina-zdielania/vyhladanie');
  });

  it('hides a confirmed item here and keeps the confirmation; another tab’s confirmation hides it too', async () => {
    renderBanner();
    await settle();
    const banner = screen.getByTestId('news-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Beriem na vedomie' }));
    expect(banner).toHaveTextContent('Novinka 1/2');
    expect(window.localStorage.getItem(CONFIRMED_NEWS_KEY)).toBe('["NEWS-UPOZORNENIE"]');
    expect(screen.getByTestId('news-text')).not.toHaveAttribute('data-code', 'NEWS-UPOZORNENIE');

    // Another tab confirms one more: this tab learns it from the storage event.
    const value = JSON.stringify(['NEWS-ODSTAVKA', 'NEWS-UPOZORNENIE']);
    window.localStorage.setItem(CONFIRMED_NEWS_KEY, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONFIRMED_NEWS_KEY, newValue: value }));
    });
    expect(banner).toHaveTextContent('Novinka 1/1');
    expect(screen.getByTestId('news-text')).toHaveAttribute('data-code', 'NEWS-ZDIELANIE');
  });
});
