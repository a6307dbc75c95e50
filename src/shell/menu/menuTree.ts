import { MENU_GROUPS, type MenuEntry, type MenuGroup } from '../../../metadata/menu';
import { matchesMenuFilter } from './filterMenu';

/** The three orders of the menu (spec 2.4): as designed, A to Z, Z to A. */
export const SORT_MODES = ['default', 'asc', 'desc'] as const;
export type SortMode = (typeof SORT_MODES)[number];

/** The next sort mode in the cycle default → asc → desc → default. */
export function nextSortMode(mode: SortMode): SortMode {
  return SORT_MODES[(SORT_MODES.indexOf(mode) + 1) % SORT_MODES.length] as SortMode;
}

export function isSortMode(value: unknown): value is SortMode {
  return typeof value === 'string' && (SORT_MODES as readonly string[]).includes(value);
}

/** A menu entry with its translated label. */
export interface MenuItem {
  entry: MenuEntry;
  label: string;
}

/** A group of the menu with the items to show. */
interface MenuGroupNode {
  key: MenuGroup;
  label: string;
  items: MenuItem[];
}

export interface MenuTree {
  top: MenuItem[];
  groups: MenuGroupNode[];
}

const collator = new Intl.Collator('sk', { sensitivity: 'base', numeric: true });

function ordered<T extends { label: string }>(list: T[], mode: SortMode): T[] {
  if (mode === 'default') return list;
  const sorted = [...list].sort((a, b) => collator.compare(a.label, b.label));
  return mode === 'asc' ? sorted : sorted.reverse();
}

/**
 * Groups the entries, keeps those matching the filter (ignoring case and diacritics; a group whose
 * name matches keeps all its entries), drops empty groups and sorts items and groups by the mode.
 */
export function buildMenuTree(entries: readonly MenuEntry[], label: (entry: MenuEntry) => string, groupLabel: (group: MenuGroup) => string, filter: string, mode: SortMode): MenuTree {
  const top: MenuItem[] = [];
  const byGroup = new Map<MenuGroup, MenuItem[]>();
  for (const entry of entries) {
    const item = { entry, label: label(entry) };
    if (!entry.group) {
      if (matchesMenuFilter(item.label, filter)) top.push(item);
      continue;
    }
    const groupMatches = matchesMenuFilter(groupLabel(entry.group), filter) && filter.trim() !== '';
    if (!groupMatches && !matchesMenuFilter(item.label, filter)) continue;
    const list = byGroup.get(entry.group) ?? [];
    list.push(item);
    byGroup.set(entry.group, list);
  }
  const groups = MENU_GROUPS.filter((key) => byGroup.has(key)).map((key) => ({ key, label: groupLabel(key), items: ordered(byGroup.get(key) ?? [], mode) }));
  return { top: ordered(top, mode), groups: ordered(groups, mode) };
}
