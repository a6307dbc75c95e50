import { describe, expect, it } from 'vitest';
import { virtualWindow } from './virtual';

describe('virtualWindow', () => {
  it('renders the visible rows with overscan and spacers for the rest', () => {
    expect(virtualWindow(10000, 35, 0, 700, 5)).toEqual({ start: 0, end: 26, before: 0, after: (10000 - 26) * 35 });
    expect(virtualWindow(10000, 35, 3500, 700, 5)).toEqual({ start: 95, end: 126, before: 95 * 35, after: (10000 - 126) * 35 });
    expect(virtualWindow(10000, 35, 35 * 9999, 700, 5)).toMatchObject({ end: 10000, after: 0 });
    expect(virtualWindow(0, 35, 0, 700)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});
