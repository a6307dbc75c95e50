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

/** The entry whose path is the longest prefix of `pathname` (the one to highlight). */
export function activeMenuEntry(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  let best: MenuEntry | undefined;
  for (const entry of entries) {
    const base = entry.path.replace(/\/vyhladanie$/, '');
    const matches = pathname === entry.path || pathname.startsWith(`${entry.path}/`) || (base !== entry.path && pathname.startsWith(`${base}/`));
    if (matches && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
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
