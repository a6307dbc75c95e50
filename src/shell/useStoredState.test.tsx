import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoredState } from './useStoredState';

const isString = (value: unknown) => typeof value === 'string';

describe('useStoredState', () => {
  afterEach(() => localStorage.clear());

  it('starts from the stored JSON value and keeps every change', () => {
    localStorage.setItem('k', JSON.stringify('asc'));
    const { result } = renderHook(() => useStoredState<string>('k', 'default', isString));
    expect(result.current[0]).toBe('asc');
    act(() => result.current[1]((previous) => `${previous}!`));
    expect(result.current[0]).toBe('asc!');
    expect(localStorage.getItem('k')).toBe('"asc!"');
  });

  it('falls back on missing, malformed or invalid values', () => {
    expect(renderHook(() => useStoredState('missing', 'default', isString)).result.current[0]).toBe('default');
    localStorage.setItem('bad', '{not json');
    expect(renderHook(() => useStoredState('bad', 'default', isString)).result.current[0]).toBe('default');
    localStorage.setItem('wrong', '42');
    expect(renderHook(() => useStoredState('wrong', 'default', isString)).result.current[0]).toBe('default');
  });
});
