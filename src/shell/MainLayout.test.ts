import { describe, expect, it } from 'vitest';
import { MENU_WIDTH, menuMaxWidth, storedMenuWidth } from './MainLayout';

describe('menu width', () => {
  it('defaults to 270 px with 230 px as the least', () => {
    expect(MENU_WIDTH.default).toBe(270);
    expect(MENU_WIDTH.min).toBe(230);
  });

  it('allows at most 90% of the window', () => {
    expect(menuMaxWidth(1000)).toBe(900);
    expect(menuMaxWidth(200)).toBe(230);
  });

  it('keeps a stored width within the limits of this window', () => {
    expect(storedMenuWidth('320', 1280)).toBe(320);
    expect(storedMenuWidth('100', 1280)).toBe(230);
    expect(storedMenuWidth('5000', 1000)).toBe(900);
    expect(storedMenuWidth(null, 1280)).toBeUndefined();
    expect(storedMenuWidth('abc', 1280)).toBeUndefined();
  });
});
