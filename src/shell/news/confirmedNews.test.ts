import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyTokensCleared } from '../../auth/tokensCleared';
import { CONFIRMED_NEWS_KEY, confirmedNews, confirmNews, subscribeConfirmedNews } from './confirmedNews';

beforeEach(() => window.localStorage.clear());

describe('confirmed news', () => {
  it('keeps confirmed codes in localStorage', () => {
    confirmNews('B');
    confirmNews('A');
    confirmNews('A');
    expect(JSON.parse(window.localStorage.getItem(CONFIRMED_NEWS_KEY) ?? '')).toEqual(['A', 'B']);
    expect([...confirmedNews()]).toEqual(['A', 'B']);
  });

  it("follows another tab's confirmation through the storage event", () => {
    const listener = vi.fn();
    const off = subscribeConfirmedNews(listener);
    window.localStorage.setItem(CONFIRMED_NEWS_KEY, '["X"]');
    window.dispatchEvent(new StorageEvent('storage', { key: CONFIRMED_NEWS_KEY }));
    expect(listener).toHaveBeenCalled();
    expect(confirmedNews().has('X')).toBe(true);
    off();
  });

  it("is cleared with the user's tokens", () => {
    confirmNews('A');
    notifyTokensCleared();
    expect(window.localStorage.getItem(CONFIRMED_NEWS_KEY)).toBeNull();
    expect(confirmedNews().size).toBe(0);
  });

  it('survives garbage in storage', () => {
    window.localStorage.setItem(CONFIRMED_NEWS_KEY, '{not json');
    expect(confirmedNews().size).toBe(0);
  });
});
