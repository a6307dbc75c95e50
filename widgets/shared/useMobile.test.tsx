import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A media query list whose answer the test sets, counting how often `matches` is read. */
function fakeQuery(initial: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches: initial, reads: 0 };
  const list = {
    get matches() {
      state.reads += 1;
      return state.matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    state,
    list,
    listeners,
    change(matches: boolean) {
      state.matches = matches;
      for (const listener of listeners) listener();
    },
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  vi.resetModules();
});

async function withQuery(initial: boolean) {
  const query = fakeQuery(initial);
  window.matchMedia = vi.fn(() => query.list) as unknown as typeof window.matchMedia;
  vi.resetModules();
  const { MobileProvider, useMobile } = await import('./useMobile');
  function Probe({ n }: { n: number }) {
    return <span data-testid={`probe-${n}`}>{useMobile() ? 'mobile' : 'desktop'}</span>;
  }
  return { query, Probe, MobileProvider };
}

describe('useMobile', () => {
  it('asks the media query once for many widgets under the provider, with one listener', async () => {
    const { query, Probe, MobileProvider } = await withQuery(false);
    render(
      <MobileProvider>
        {Array.from({ length: 20 }, (_, n) => (
          <Probe key={n} n={n} />
        ))}
      </MobileProvider>,
    );
    expect(screen.getByTestId('probe-19')).toHaveTextContent('desktop');
    expect(query.state.reads).toBe(1);
    // One listener on the query serves every widget.
    expect(query.listeners.size).toBe(1);
  });

  it('follows a change of the answer under the provider', async () => {
    const { query, Probe, MobileProvider } = await withQuery(false);
    const { unmount } = render(
      <MobileProvider>
        <Probe n={1} />
      </MobileProvider>,
    );
    expect(screen.getByTestId('probe-1')).toHaveTextContent('desktop');
    act(() => query.change(true));
    expect(screen.getByTestId('probe-1')).toHaveTextContent('mobile');
    unmount();
    expect(query.listeners.size).toBe(0);
    // Without a listener the answer is read afresh.
    query.state.matches = false;
    render(
      <MobileProvider>
        <Probe n={2} />
      </MobileProvider>,
    );
    expect(screen.getByTestId('probe-2')).toHaveTextContent('desktop');
  });

  it('outside a provider gives the answer when the widget draws, without listening', async () => {
    const { query, Probe } = await withQuery(true);
    render(<Probe n={3} />);
    expect(screen.getByTestId('probe-3')).toHaveTextContent('mobile');
    expect(query.listeners.size).toBe(0);
  });
});
