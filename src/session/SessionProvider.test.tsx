import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { AppServicesProvider, type AppServices } from '../app/AppServices';
import { EnvironmentContext, type Environment } from '../environment/EnvironmentContext';
import { loadCoreTexts } from '../i18n/resources';
import { SessionIndicator } from '../shell/session/SessionIndicator';
import { renderWithTheme, setupTexts } from '../testing/renderWithShell';
import { SessionProvider } from './SessionContext';

// The top bar's countdown and the warning dialog over a clock that the test moves (spec 4.2).
// These were checked in the browser by shell-session.spec.ts with Playwright's clock; the browser
// keeps the real logout at zero, the monitor's own arithmetic is in SessionMonitor.test.ts.

const MIN = 60_000;

function renderSession(appConfig: Record<string, unknown> = {}) {
  const auth = { logout: vi.fn(async () => undefined), renew: vi.fn(async () => undefined) };
  const services = { variant: 'portal', config: { session: { timeoutMinutes: 30, criticalMinutes: 5 } }, auth } as unknown as AppServices;
  const environment = { info: { appConfig }, tokens: new Set(), visitorOnly: false, displayName: 'Peter' } as unknown as Environment;
  renderWithTheme(
    <AppServicesProvider services={services}>
      <EnvironmentContext.Provider value={environment}>
        <SessionProvider>
          <SessionIndicator />
        </SessionProvider>
      </EnvironmentContext.Provider>
    </AppServicesProvider>,
  );
  return auth;
}

/** Moves the clock and lets React draw (and the lazy dialog load). */
async function pass(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const expiry = () => screen.getByTestId('session-expiry');
const heartbeat = () => screen.getByTestId('heartbeat');
const dialog = () => screen.queryByRole('dialog', { name: 'Prihlásenie čoskoro vyprší' });

/** The warning dialog, once its lazily loaded code has arrived. */
async function warning(): Promise<HTMLElement> {
  await vi.waitFor(async () => {
    await pass(0);
    if (!dialog()) throw new Error('no warning dialog yet');
  }, { timeout: 10_000 });
  return dialog() as HTMLElement;
}

beforeAll(async () => {
  await setupTexts('sk');
  // The dialog and the rich providers load lazily: loaded here, the clock's test does not wait for
  // a busy machine's module transform.
  await Promise.all([import('./SessionWarningDialog'), import('../app/RichProviders'), loadCoreTexts()]);
}, 60_000);

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-12-02T09:00:00'));
});

afterEach(() => vi.useRealTimers());

describe('SessionProvider with the top bar indicator', () => {
  it('counts down, warns once at the critical minutes, OK renews it, it warns again and logs out at zero', async () => {
    const auth = renderSession();
    await pass(0);
    expect(expiry()).toHaveTextContent('Prihlásenie vyprší o 30 minút');
    expect(heartbeat()).toHaveAttribute('data-lit', '4');
    expect(heartbeat()).toHaveAttribute('data-warning', 'false');

    // 25 minutes idle and one check interval (timeout/100 = 18 s): 5 minutes or less remain.
    await pass(25 * MIN + 18_000);
    const shown = await warning();
    expect(shown).toHaveTextContent('Z dôvodu nečinnosti budete o 5 minút odhlásený.');
    expect(expiry()).toHaveTextContent('Prihlásenie vyprší o 5 minút');
    expect(heartbeat()).toHaveAttribute('data-lit', '1');
    expect(heartbeat()).toHaveAttribute('data-warning', 'true');
    // Once: the next checks in the critical zone open no second dialog.
    await pass(MIN);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // A click is no activity of its own (the monitor counts pointer downs, keys, wheel): OK does it.
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await pass(0);
    expect(dialog()).toBeNull();
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(expiry()).toHaveTextContent('Prihlásenie vyprší o 30 minút');
    expect(heartbeat()).toHaveAttribute('data-warning', 'false');

    // A new idle period is a new fall into the critical zone, so it warns again; at zero it logs out.
    await pass(26 * MIN);
    await warning();
    expect(auth.logout).not.toHaveBeenCalled();
    // Noticed at the next check, at most 18 s after zero.
    await pass(4 * MIN + 18_000);
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('counts the minutes the environment names instead of the UI configuration', async () => {
    renderSession({ sessionTimeoutMinutes: 12, sessionCriticalMinutes: 2 });
    await pass(0);
    expect(expiry()).toHaveTextContent('Prihlásenie vyprší o 12 minút');
    await pass(10 * MIN + 7_200);
    expect(await warning()).toHaveTextContent('o 2 minúty odhlásený');
  });
});
