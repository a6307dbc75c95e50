import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../metadata/menu';
import { menu } from '../../../metadata/menu';
import { activeMenuEntry, filterMenu, matchesMenuFilter } from './filterMenu';

const entries: MenuEntry[] = [
  { path: '/dashboard', labelKey: 'd' },
  { path: '/zmluva/vyhladanie', labelKey: 'z', token: 'zmluvy#read' },
  { path: '/zmluva/zalozenie-zmluvy', labelKey: 'zz', token: { anyOf: ['zmluvy#navstevnik#create', 'zmluvy#create'] } },
  { path: '/ucastnik-trhu/detail/current', labelKey: 'u', token: ['ucastnik-trhu#read', 'edc#pouzivatel'], variant: 'portal' },
  { path: '/user-management/vyhladanie', labelKey: 'um', token: 'user#read', variant: 'core' },
];
const paths = (list: MenuEntry[]) => list.map((e) => e.path);

describe('filterMenu', () => {
  it('hides entries whose token the user lacks', () => {
    const visitor = filterMenu(entries, { tokens: new Set(['zmluvy#navstevnik#create']), variant: 'portal' });
    expect(paths(visitor)).toEqual(['/dashboard', '/zmluva/zalozenie-zmluvy']);
  });

  it('accepts any one token of an "any of" list', () => {
    const producer = filterMenu(entries, { tokens: new Set(['zmluvy#create']), variant: 'portal' });
    expect(paths(producer)).toContain('/zmluva/zalozenie-zmluvy');
  });

  it('requires every token of a token list', () => {
    const withoutUser = filterMenu(entries, { tokens: new Set(['ucastnik-trhu#read']), variant: 'portal' });
    expect(paths(withoutUser)).not.toContain('/ucastnik-trhu/detail/current');
    const withUser = filterMenu(entries, { tokens: new Set(['ucastnik-trhu#read', 'edc#pouzivatel']), variant: 'portal' });
    expect(paths(withUser)).toContain('/ucastnik-trhu/detail/current');
  });

  it('shows variant-specific entries only in their variant', () => {
    const tokens = new Set(['ucastnik-trhu#read', 'edc#pouzivatel', 'user#read']);
    expect(paths(filterMenu(entries, { tokens, variant: 'portal' }))).toEqual(['/dashboard', '/ucastnik-trhu/detail/current']);
    expect(paths(filterMenu(entries, { tokens, variant: 'core' }))).toEqual(['/dashboard', '/user-management/vyhladanie']);
  });

  it('hides entries without a registered screen', () => {
    const all = new Set(['zmluvy#read', 'zmluvy#create']);
    const shown = filterMenu(entries, { tokens: all, variant: 'portal', isAvailable: (p) => p !== '/zmluva/vyhladanie' });
    expect(paths(shown)).toEqual(['/dashboard', '/zmluva/zalozenie-zmluvy']);
  });

  it('shows the real menu to a producer without core-only entries', () => {
    const producer = new Set(['edc#pouzivatel', 'ucastnik-trhu#read', 'zmluvy#read', 'zmluvy#create', 'vyrobne-zariadenia#read', 'odberne-miesta#read']);
    const shown = paths(filterMenu(menu, { tokens: producer, variant: 'portal' }));
    expect(shown).toContain('/technologia/vyhladanie');
    expect(shown).toContain('/ucastnik-trhu/detail/current');
    expect(shown).not.toContain('/user-management/vyhladanie');
    expect(shown).not.toContain('/ucastnik-trhu/vyhladanie');
  });
});

describe('activeMenuEntry', () => {
  it('highlights the search entry on its detail pages', () => {
    const list: MenuEntry[] = [...entries, { path: '/technologia/vyhladanie', labelKey: 't' }];
    expect(activeMenuEntry(list, '/technologia/detail/5')?.path).toBe('/technologia/vyhladanie');
  });

  it('prefers the exact entry over a sibling sharing the area', () => {
    expect(activeMenuEntry(entries, '/zmluva/zalozenie-zmluvy')?.path).toBe('/zmluva/zalozenie-zmluvy');
    expect(activeMenuEntry(entries, '/zmluva/detail/7')?.path).toBe('/zmluva/vyhladanie');
  });

  it('a sibling\'s own address wins over the search entry of its area, however long that is', () => {
    const list: MenuEntry[] = [
      { path: '/odberatel/vyhladanie', labelKey: 's' },
      { path: '/odberatel/create', labelKey: 'c' },
      { path: '/odberatel/importy', labelKey: 'i' },
    ];
    expect(activeMenuEntry(list, '/odberatel/create')?.path).toBe('/odberatel/create');
    expect(activeMenuEntry(list, '/odberatel/importy')?.path).toBe('/odberatel/importy');
    expect(activeMenuEntry(list, '/odberatel/importy/ODBERATELIA/5')?.path).toBe('/odberatel/importy');
    expect(activeMenuEntry(list, '/odberatel/edit/5')?.path).toBe('/odberatel/vyhladanie');
  });

  it('highlights nothing on unknown paths', () => {
    expect(activeMenuEntry(entries, '/nothing')).toBeUndefined();
  });
});

describe('matchesMenuFilter', () => {
  it('ignores case and diacritics on both sides', () => {
    expect(matchesMenuFilter('Účastník trhu', 'ucastnik')).toBe(true);
    expect(matchesMenuFilter('Technológie', 'TECHNOLÓG')).toBe(true);
  });

  it('rejects labels that do not contain the text', () => {
    expect(matchesMenuFilter('Zmluvy', 'odber')).toBe(false);
  });

  it('matches everything with an empty filter', () => {
    expect(matchesMenuFilter('Zmluvy', '  ')).toBe(true);
  });
});
