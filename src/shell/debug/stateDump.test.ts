import { describe, expect, it } from 'vitest';
import { appStorage, isStateDumpChord } from './stateDump';

describe('state dump', () => {
  it('reacts to Ctrl+Shift+S only', () => {
    const base = { ctrlKey: true, metaKey: false, shiftKey: true, altKey: false };
    expect(isStateDumpChord({ ...base, key: 'S' })).toBe(true);
    expect(isStateDumpChord({ ...base, key: 's' })).toBe(true);
    expect(isStateDumpChord({ ...base, shiftKey: false, key: 's' })).toBe(false);
    expect(isStateDumpChord({ ...base, ctrlKey: false, key: 'S' })).toBe(false);
    expect(isStateDumpChord({ ...base, altKey: true, key: 'S' })).toBe(false);
  });

  it("keeps only the application's own storage entries", () => {
    window.localStorage.clear();
    window.localStorage.setItem('edc.menu.width', '300');
    window.localStorage.setItem('other', 'x');
    expect(appStorage(window.localStorage)).toEqual({ 'edc.menu.width': '300' });
  });
});
