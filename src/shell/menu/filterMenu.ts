import { hasToken } from '../../../engine/core/tokens';
import type { MenuEntry } from '../../../metadata/menu';
import type { Variant } from '../../app/variant';

/** What decides whether a menu entry is shown. */
export interface MenuContext {
  /** The user's permission tokens. */
  tokens: ReadonlySet<string>;
  /** The running variant. */
  variant: Variant;
  /** Whether a screen is registered for the path; everything counts as available when absent. */
  isAvailable?: (path: string) => boolean;
  /** The environment allows tariff reduction (`appConfig.allowReduction`). */
  allowReduction?: boolean;
}

/** True when the user may open the entry in this variant. */
function isMenuEntryAllowed(entry: MenuEntry, { tokens, variant, allowReduction }: Pick<MenuContext, 'tokens' | 'variant' | 'allowReduction'>): boolean {
  if (entry.variant && entry.variant !== variant) return false;
  if (entry.requires === 'allowReduction' && !allowReduction) return false;
  return hasToken(tokens, entry.token);
}

/** The menu entries to show, in their order: allowed for the user and variant, with a screen behind them. */
export function filterMenu(entries: readonly MenuEntry[], context: MenuContext): MenuEntry[] {
  return entries.filter((entry) => isMenuEntryAllowed(entry, context) && (context.isAvailable?.(entry.path) ?? true));
}

/**
 * The entry to highlight: the one whose path is `pathname`, else the longest whose path is a prefix
 * of it, else the search entry of its area (`/odberatel/vyhladanie` for `/odberatel/detail/5`). A
 * sibling's own address (`/odberatel/create`, `/odberatel/importy/…`) wins over the area's search.
 */
export function activeMenuEntry(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  let best: { entry: MenuEntry; rank: number } | undefined;
  for (const entry of entries) {
    const base = entry.path.replace(/\/vyhladanie$/, '');
    const rank = pathname === entry.path ? 3 : pathname.startsWith(`${entry.path}/`) ? 2 : base !== entry.path && pathname.startsWith(`${base}/`) ? 1 : 0;
    if (rank === 0) continue;
    if (!best || rank > best.rank || (rank === best.rank && entry.path.length > best.entry.path.length)) best = { entry, rank };
  }
  return best?.entry;
}

/** Lower case without diacritics, for the menu filter ('Zmluvy' matches 'zmluvy', 'účastník' matches 'ucastnik'). */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** True when the label contains the filter text, ignoring case and diacritics. */
export function matchesMenuFilter(label: string, filter: string): boolean {
  const needle = foldText(filter.trim());
  return needle === '' || foldText(label).includes(needle);
}
