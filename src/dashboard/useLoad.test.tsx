import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './useLoad';

describe('useLoad', () => {
  it('loads, reloads when the key changes and aborts the previous load', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((key: string) => (signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(`rows of ${key}`);
    });
    const { result, rerender } = renderHook(({ k }) => useLoad(k, load(k)), { initialProps: { k: 'mine' } });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('rows of mine'));
    rerender({ k: 'approval' });
    await waitFor(() => expect(result.current.data).toBe('rows of approval'));
    expect(signals[0]?.aborted).toBe(true);
  });

  it('gives the error of a failed load', async () => {
    const failure = new Error('down');
    const { result } = renderHook(() => useLoad('x', () => Promise.reject(failure)));
    await act(async () => undefined);
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.loading).toBe(false);
  });
});
