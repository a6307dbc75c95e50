import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../metadata/menu';
import { buildMenuTree, nextSortMode } from './menuTree';

const entries: MenuEntry[] = [
  { path: '/dashboard', labelKey: 'Nástenka' },
  { path: '/semafor', labelKey: 'Semafor' },
  { path: '/zmluva/vyhladanie', labelKey: 'Zmluvy', group: 'zmluvy' },
  { path: '/zmluva/zalozenie-zmluvy', labelKey: 'Založenie zmluvy', group: 'zmluvy' },
  { path: '/ucastnik-trhu/vyhladanie', labelKey: 'Účastníci trhu', group: 'ucastnici' },
  { path: '/technologia/vyhladanie', labelKey: 'Technológie', group: 'zariadenia' },
  { path: '/vyrobne-zariadenie/vyhladanie', labelKey: 'Výrobné zariadenia', group: 'zariadenia' },
];
const groupNames: Record<string, string> = { zmluvy: 'Zmluvy a dohody', ucastnici: 'Účastníci', zariadenia: 'Zariadenia' };
const tree = (filter: string, mode: 'default' | 'asc' | 'desc' = 'default') =>
  buildMenuTree(entries, (e) => e.labelKey, (g) => groupNames[g] ?? g, filter, mode);
const labels = (t: ReturnType<typeof tree>) => [...t.top.map((i) => i.label), ...t.groups.flatMap((g) => [`[${g.label}]`, ...g.items.map((i) => i.label)])];

describe('buildMenuTree', () => {
  it('keeps the designed order by default, groups in their order', () => {
    expect(labels(tree(''))).toEqual(['Nástenka', 'Semafor', '[Zmluvy a dohody]', 'Zmluvy', 'Založenie zmluvy', '[Účastníci]', 'Účastníci trhu', '[Zariadenia]', 'Technológie', 'Výrobné zariadenia']);
  });

  it('sorts A to Z with Slovak collation and Z to A', () => {
    expect(tree('', 'asc').groups.map((g) => g.label)).toEqual(['Účastníci', 'Zariadenia', 'Zmluvy a dohody']);
    expect(tree('', 'asc').groups[1]?.items.map((i) => i.label)).toEqual(['Technológie', 'Výrobné zariadenia']);
    expect(tree('', 'desc').top.map((i) => i.label)).toEqual(['Semafor', 'Nástenka']);
  });

  it('filters ignoring diacritics and drops empty groups', () => {
    expect(labels(tree('ucastnici t'))).toEqual(['[Účastníci]', 'Účastníci trhu']);
    expect(labels(tree('ÚČASTNÍCI T'))).toEqual(['[Účastníci]', 'Účastníci trhu']);
    expect(labels(tree('vyrobne'))).toEqual(['[Zariadenia]', 'Výrobné zariadenia']);
  });

  it('keeps every entry of a group whose name matches', () => {
    expect(labels(tree('zariaden'))).toEqual(['[Zariadenia]', 'Technológie', 'Výrobné zariadenia']);
  });

  it('cycles through the three sort modes', () => {
    expect(nextSortMode('default')).toBe('asc');
    expect(nextSortMode('asc')).toBe('desc');
    expect(nextSortMode('desc')).toBe('default');
  });
});
