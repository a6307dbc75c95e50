import { describe, expect, it } from 'vitest';
import { initialRect, moveRect, resizeRect } from './windowGeometry';

describe('dialog window geometry', () => {
  it('opens 1200x800 centred, shrunk to a small viewport but not below 200x120', () => {
    expect(initialRect({ width: 1600, height: 1000 })).toEqual({ x: 200, y: 100, width: 1200, height: 800 });
    expect(initialRect({ width: 800, height: 600 })).toEqual({ x: 8, y: 8, width: 784, height: 584 });
    expect(initialRect({ width: 100, height: 100 })).toMatchObject({ width: 200, height: 120 });
    expect(initialRect({ width: 1600, height: 1000 }, { width: 500, height: 300 })).toEqual({ x: 550, y: 350, width: 500, height: 300 });
  });

  it('moves but keeps the title bar reachable', () => {
    const rect = { x: 100, y: 100, width: 300, height: 200 };
    expect(moveRect(rect, 50, -20, { width: 1000, height: 800 })).toEqual({ ...rect, x: 150, y: 80 });
    expect(moveRect(rect, -5000, -5000, { width: 1000, height: 800 })).toEqual({ ...rect, x: -260, y: 0 });
    expect(moveRect(rect, 5000, 5000, { width: 1000, height: 800 })).toEqual({ ...rect, x: 960, y: 760 });
  });

  it('resizes down to the minimum 200x120 only', () => {
    expect(resizeRect({ x: 0, y: 0, width: 300, height: 200 }, -500, -500)).toEqual({ x: 0, y: 0, width: 200, height: 120 });
    expect(resizeRect({ x: 0, y: 0, width: 300, height: 200 }, 10, 20)).toEqual({ x: 0, y: 0, width: 310, height: 220 });
  });
});
