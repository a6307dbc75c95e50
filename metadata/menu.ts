import type { TokenRequirement } from '../engine/core/metadata/types';

/** One entry of the left menu (spec 2.4). */
export interface MenuEntry {
  /** Route path relative to the app basename, e.g. `/technologia/vyhladanie`. */
  path: string;
  /** i18n key of the label. */
  labelKey: string;
  /** Shown only to users whose tokens meet this (engine/core/tokens `hasToken`). */
  token?: TokenRequirement;
  /** Shown only in this variant; both when absent. */
  variant?: 'portal' | 'core';
}

/**
 * The left menu in display order. The shell shows an entry only when the user holds its tokens,
 * the variant matches and a screen is registered for the path (so entries of screens still to be
 * built stay hidden until their route exists).
 */
export const menu: MenuEntry[] = [
  { path: '/dashboard', labelKey: 'shell.menu.dashboard' },
  { path: '/zmluva/vyhladanie', labelKey: 'shell.menu.zmluvaVyhladanie', token: 'zmluvy#read' },
  { path: '/zmluva/zalozenie-zmluvy', labelKey: 'shell.menu.zmluvaZalozenie', token: { anyOf: ['zmluvy#navstevnik#create', 'zmluvy#create'] } },
  { path: '/ucastnik-trhu/detail/current', labelKey: 'shell.menu.ucastnikTrhuCurrent', token: ['ucastnik-trhu#read', 'edc#pouzivatel'], variant: 'portal' },
  { path: '/ucastnik-trhu/vyhladanie', labelKey: 'shell.menu.ucastnikTrhuVyhladanie', token: 'ucastnik-trhu#read', variant: 'core' },
  { path: '/odberne-miesto/vyhladanie', labelKey: 'shell.menu.odberneMiestoVyhladanie', token: 'odberne-miesta#read' },
  { path: '/vyrobne-zariadenie/vyhladanie', labelKey: 'shell.menu.vyrobneZariadenieVyhladanie', token: 'vyrobne-zariadenia#read' },
  { path: '/technologia/vyhladanie', labelKey: 'shell.menu.technologiaVyhladanie', token: 'vyrobne-zariadenia#read' },
  { path: '/user-management/vyhladanie', labelKey: 'shell.menu.userManagementVyhladanie', token: 'user#read', variant: 'core' },
];
