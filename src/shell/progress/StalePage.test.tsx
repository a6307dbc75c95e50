import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTexts } from '../../testing/renderWithShell';
import { chunkLoads, trackedLoad } from './chunkLoads';
import { busyTracker } from './progressModel';
import { STALE_OVERLAY_DELAY_MS, StalePage } from './StalePage';

beforeAll(() => setupTexts('sk'));
afterEach(() => vi.useRealTimers());

/** A loader whose chunk arrives when `arrive` is called (or fails with `fail`). */
function slowChunk() {
  let arrive!: (value: { default: string }) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<{ default: string }>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { load: trackedLoad(() => promise), arrive, fail, promise };
}

describe('trackedLoad', () => {
  it('marks the chunk pending (and the progress bar busy) until it arrives, a microtask after the call', async () => {
    const chunk = slowChunk();
    const loaded = chunk.load();
    // React calls the loader while rendering: nothing changes synchronously.
    expect(chunkLoads.getSnapshot()).toBe(false);
    await Promise.resolve();
    expect(chunkLoads.getSnapshot()).toBe(true);
    expect(busyTracker.busy).toBe(true);
    chunk.arrive({ default: 'form' });
    await expect(loaded).resolves.toEqual({ default: 'form' });
    await Promise.resolve();
    expect(chunkLoads.getSnapshot()).toBe(false);
    expect(busyTracker.busy).toBe(false);
  });

  it('clears the mark when the chunk fails, and passes the failure on', async () => {
    const chunk = slowChunk();
    const loaded = chunk.load();
    await Promise.resolve();
    expect(chunkLoads.getSnapshot()).toBe(true);
    chunk.fail(new Error('chunk failed'));
    await expect(loaded).rejects.toThrow('chunk failed');
    await Promise.resolve();
    expect(chunkLoads.getSnapshot()).toBe(false);
  });
});

describe('StalePage', () => {
  it('is inert and busy while a chunk loads; after the delay a spinner covers it and readers hear "Načítava sa…"', async () => {
    vi.useFakeTimers();
    render(
      <StalePage>
        <button type="button">Riadok 1</button>
      </StalePage>,
    );
    const content = screen.getByTestId('stale-page-content');
    const status = screen.getByRole('status');
    expect(content).not.toHaveAttribute('inert');
    expect(content).not.toHaveAttribute('aria-busy');
    expect(status).toHaveTextContent('');

    const chunk = slowChunk();
    void chunk.load();
    await act(async () => {
      await Promise.resolve();
    });
    expect(content).toHaveAttribute('inert');
    expect(content).toHaveAttribute('aria-busy', 'true');
    // A fast chunk shows nothing more.
    expect(screen.queryByTestId('stale-page-overlay')).toBeNull();
    expect(status).toHaveTextContent('');

    act(() => vi.advanceTimersByTime(STALE_OVERLAY_DELAY_MS));
    expect(screen.getByTestId('stale-page-overlay')).toBeInTheDocument();
    expect(status).toHaveTextContent('Načítava sa…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // The announcement is outside the busy part (readers hold back changes inside it).
    expect(content).not.toContainElement(status);

    await act(async () => {
      chunk.arrive({ default: 'form' });
      await chunk.promise;
    });
    expect(content).not.toHaveAttribute('inert');
    expect(content).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('stale-page-overlay')).toBeNull();
    expect(status).toHaveTextContent('');
  });

  it('says it in the user\'s language', async () => {
    await act(() => setupTexts('en'));
    vi.useFakeTimers();
    try {
      render(
        <StalePage>
          <p>search</p>
        </StalePage>,
      );
      const chunk = slowChunk();
      void chunk.load();
      await act(async () => {
        await Promise.resolve();
      });
      act(() => vi.advanceTimersByTime(STALE_OVERLAY_DELAY_MS));
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      await act(async () => {
        chunk.arrive({ default: 'form' });
        await chunk.promise;
      });
    } finally {
      vi.useRealTimers();
      await act(() => setupTexts('sk'));
    }
  });
});
