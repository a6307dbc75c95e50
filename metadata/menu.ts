import type { TokenRequirement } from '../engine/core/metadata/types';

/** The groups of the left menu, in display order (labels `shell.menu.group.{key}`). */
export const MENU_GROUPS = ['zmluvy', 'ucastnici', 'zariadenia', 'miesta', 'skupiny', 'reklamacie', 'pouzivatelia', 'administracia', 'ciselniky'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The counters a menu entry can show as a badge (spec 2.4). */
export type MenuBadge = 'activities' | 'rejected' | 'deviations';

/** One entry of the left menu (spec 2.4). */
export interface MenuEntry {
  /** Route path relative to the app basename, e.g. `/technologia/vyhladanie`. */
  path: string;
  /** i18n key of the label. */
  labelKey: string;
  /** Parameters of the label (e.g. a code-book's table). */
  labelParams?: Record<string, string>;
  /** Shown only to users whose tokens meet this (engine/core/tokens `hasToken`). */
  token?: TokenRequirement;
  /** Shown only in this variant; both when absent. */
  variant?: 'portal' | 'core';
  /** The group it sits in; top level when absent. */
  group?: MenuGroup;
  /** Shown only when the environment allows it (`appConfig.allowReduction`). */
  requires?: 'allowReduction';
  /** The counter shown beside it. */
  badge?: MenuBadge;
}

const CODE_BOOK_TOKEN = 'enums#write';

/**
 * The left menu in display order. The shell shows an entry only when the user holds its tokens,
 * the variant matches and a screen is registered for the path (so entries of screens still to be
 * built stay hidden until their route exists).
 */
export const menu: MenuEntry[] = [
  { path: '/dashboard', labelKey: 'shell.menu.dashboard', badge: 'activities' },
  { path: '/retazenie-odchylok', labelKey: 'shell.menu.retazenieOdchylok', token: 'zodpovednost-za-odchylku#menu', badge: 'deviations' },
  { path: '/zamietnute-ziadosti', labelKey: 'shell.menu.zamietnuteZiadosti', token: 'zamietnutie-ziadosti#read', variant: 'portal', badge: 'rejected' },
  { path: '/kontrola-eic', labelKey: 'shell.menu.kontrolaEic', token: 'kontrola#oom' },
  { path: '/semafor', labelKey: 'shell.menu.semafor', token: 'semafor#menu' },
  { path: '/schranka/vyhladanie', labelKey: 'shell.menu.schranka' },

  { path: '/zmluva/vyhladanie', labelKey: 'shell.menu.zmluvaVyhladanie', token: 'zmluvy#read', group: 'zmluvy' },
  { path: '/zmluva/zalozenie-zmluvy', labelKey: 'shell.menu.zmluvaZalozenie', token: { anyOf: ['zmluvy#navstevnik#create', 'zmluvy#create'] }, group: 'zmluvy' },
  { path: '/start-process/zmluva-ucastnik-agregacia', labelKey: 'workflow.menu.zmluvaZoNova', token: ['zmluvy#create', 'edc#pouzivatel'], variant: 'portal', group: 'zmluvy' },
  { path: '/start-process/zmluva-ucastnik-agregacia?scenario=VYROBA_11_KW', labelKey: 'workflow.menu.zmluvaZpuNova', token: ['zmluvy#create', 'edc#pouzivatel'], variant: 'portal', group: 'zmluvy' },
  { path: '/zmluva/notifikacia-historia', labelKey: 'shell.menu.notifikaciaHistoria', token: 'notification-history#read', variant: 'core', group: 'zmluvy' },
  { path: '/zmluva/vysledky-spracovania', labelKey: 'shell.menu.vysledkySpracovania', token: 'zmluvy-processing#read', variant: 'core', group: 'zmluvy' },

  { path: '/ucastnik-trhu/detail/current', labelKey: 'shell.menu.ucastnikTrhuCurrent', token: ['ucastnik-trhu#read', 'edc#pouzivatel'], variant: 'portal', group: 'ucastnici' },
  { path: '/start-process/ucastnik-trhu-prepojenie', labelKey: 'shell.menu.ucastnikTrhuPrepojenie', token: 'edc#pouzivatel', variant: 'portal', group: 'ucastnici' },
  { path: '/ucastnik-trhu/vyhladanie', labelKey: 'shell.menu.ucastnikTrhuVyhladanie', token: 'ucastnik-trhu#read', variant: 'core', group: 'ucastnici' },
  { path: '/start-process/ucastnik-trhu', labelKey: 'shell.menu.ucastnikTrhuNovy', token: 'ucastnik-trhu#create', variant: 'core', group: 'ucastnici' },

  { path: '/vyrobne-zariadenie/vyhladanie', labelKey: 'shell.menu.vyrobneZariadenieVyhladanie', token: 'vyrobne-zariadenia#read', group: 'zariadenia' },
  { path: '/start-process/vyrobne-zariadenie-creation', labelKey: 'shell.menu.vyrobneZariadenieNove', token: 'vyrobne-zariadenia#create', variant: 'core', group: 'zariadenia' },
  { path: '/akumulacne-zariadenie/vyhladanie', labelKey: 'shell.menu.akumulacneZariadenieVyhladanie', token: 'akumulacne-zariadenia#read', group: 'zariadenia' },
  { path: '/start-process/akumulacne-zariadenie-creation', labelKey: 'shell.menu.akumulacneZariadenieNove', token: 'akumulacne-zariadenia#create', variant: 'core', group: 'zariadenia' },
  { path: '/agregacny-blok/vyhladanie', labelKey: 'shell.menu.agregacnyBlokVyhladanie', token: 'agregacia#read', group: 'zariadenia' },
  { path: '/technologia/vyhladanie', labelKey: 'shell.menu.technologiaVyhladanie', token: 'vyrobne-zariadenia#read', group: 'zariadenia' },
  { path: '/technologia/parametre', labelKey: 'editor.menu.technologiaParametre', token: 'vyrobne-zariadenia#read', group: 'zariadenia' },

  { path: '/odberne-miesto/vyhladanie', labelKey: 'shell.menu.odberneMiestoVyhladanie', token: 'odberne-miesta#read', group: 'miesta' },
  { path: '/odberatel/vyhladanie', labelKey: 'shell.menu.odberatelVyhladanie', token: 'odberatelia#read', group: 'miesta' },
  { path: '/odberatel/create', labelKey: 'shell.menu.odberatelNovy', token: 'odberatelia#create', group: 'miesta' },
  { path: '/odberatel/importy', labelKey: 'shell.menu.odberatelImporty', token: 'odberatelia#read', group: 'miesta' },

  { path: '/skupina-zdielania/vyhladanie', labelKey: 'shell.menu.skupinaZdielaniaVyhladanie', token: 'skupiny-zdielania#read', group: 'skupiny' },
  { path: '/start-process/skupina-zdielania-creation', labelKey: 'shell.menu.skupinaZdielaniaNova', token: ['skupiny-zdielania#create', 'edc#pouzivatel'], variant: 'portal', group: 'skupiny' },
  { path: '/ponizenie/vyhladanie', labelKey: 'shell.menu.ponizenieVyhladanie', token: 'ponizenie#read', requires: 'allowReduction', group: 'skupiny' },
  { path: '/start-process/ponizenie', labelKey: 'shell.menu.ponizenieNove', token: 'ponizenie#read', requires: 'allowReduction', variant: 'portal', group: 'skupiny' },

  { path: '/reklamacie/vyhladanie', labelKey: 'shell.menu.reklamacieVyhladanie', token: 'reklamacie#read', group: 'reklamacie' },
  { path: '/start-process/reklamacia-creation', labelKey: 'shell.menu.reklamaciaNova', token: 'reklamacie#read', variant: 'portal', group: 'reklamacie' },

  { path: '/user-management/vyhladanie', labelKey: 'shell.menu.userManagementVyhladanie', token: 'user#read', variant: 'core', group: 'pouzivatelia' },
  { path: '/start-process/user-creation', labelKey: 'shell.menu.userNovy', token: 'portal#user#write', variant: 'core', group: 'pouzivatelia' },

  { path: '/app-config', labelKey: 'shell.menu.appConfig', token: 'app-config#write', variant: 'core', group: 'administracia' },
  { path: '/sprava-dodatkov', labelKey: 'shell.menu.spravaDodatkov', token: 'doc-template#write', variant: 'core', group: 'administracia' },
  { path: '/sprava-mailtemplate', labelKey: 'shell.menu.spravaMailtemplate', token: 'doc-template#write', variant: 'core', group: 'administracia' },
  { path: '/sprava-faq', labelKey: 'shell.menu.spravaFaq', token: 'app-qa#write', variant: 'core', group: 'administracia' },
  { path: '/sprava-casovych-odstupov', labelKey: 'shell.menu.spravaCasovychOdstupov', token: 'app-config#write', variant: 'core', group: 'administracia' },
  // Background jobs that failed, with their retry (the administrator's token only).
  { path: '/zlyhane-ulohy', labelKey: 'shell.menu.zlyhaneUlohy', token: 'background-job#read', variant: 'core', group: 'administracia' },

  { path: '/enum/enum-sustava', labelKey: 'shell.menu.enumSustava', token: CODE_BOOK_TOKEN, variant: 'core', group: 'ciselniky' },
  { path: '/enum/enum-bilancna-skupina', labelKey: 'shell.menu.enumBilancnaSkupina', token: CODE_BOOK_TOKEN, variant: 'core', group: 'ciselniky' },
  { path: '/enum/enum-portal/zmluva-typ-subjektu-tps-tss', labelKey: 'shell.menu.enumTypSubjektuTpsTss', token: CODE_BOOK_TOKEN, variant: 'core', group: 'ciselniky' },
  { path: '/enum/enum-portal/zmluva-rola-typ', labelKey: 'shell.menu.enumZmluvaRolaTyp', token: CODE_BOOK_TOKEN, variant: 'core', group: 'ciselniky' },
  { path: '/enum/enum-portal/zmluva-typ', labelKey: 'shell.menu.enumZmluvaTyp', token: CODE_BOOK_TOKEN, variant: 'core', group: 'ciselniky' },
  { path: '/enum/enum-portal/document-type', labelKey: 'shell.menu.enumDocumentType', token: CODE_BOOK_TOKEN, variant: 'core', group: 'ciselniky' },
  { path: '/enum/enum-stat', labelKey: 'shell.menu.enumStat', token: CODE_BOOK_TOKEN, variant: 'core', group: 'ciselniky' },
];

/** A row of `GET /edc/enum/mixed/`: one code-book kept in a mixed table. */
export interface MixedEnumRow {
  tabulka: string;
  stlpec: string;
  /** The code book's name in the request's language, when the server gives it. */
  popis?: string;
}

/**
 * The code-book menu entries built from `/edc/enum/mixed/` (core, enums#write; spec 2.4 and 6):
 * named by the server's description in the user's language, else by table and column. The
 * parameters travel with the entry: show it with `menuEntryLabel`.
 */
export function mixedEnumMenu(rows: readonly MixedEnumRow[]): MenuEntry[] {
  const seen = new Set<string>();
  const out: MenuEntry[] = [];
  for (const { tabulka, stlpec, popis } of rows) {
    if (!/^[\w-]{1,100}$/.test(tabulka) || !/^[\w-]{1,100}$/.test(stlpec)) continue;
    const path = `/enum/enum-mixed/${tabulka}/${stlpec}`;
    if (seen.has(path)) continue;
    seen.add(path);
    const named = typeof popis === 'string' && popis.trim() !== '';
    out.push({
      path,
      labelKey: named ? 'shell.menu.enumMixedNamed' : 'shell.menu.enumMixed',
      labelParams: named ? { popis: popis.trim().slice(0, 100) } : { tabulka, stlpec },
      token: CODE_BOOK_TOKEN, variant: 'core', group: 'ciselniky' });
  }
  return out;
}

/** The label of a menu entry (menu, dashboard cards): its key with its parameters. */
export function menuEntryLabel(t: (key: string, params?: Record<string, string>) => string, entry: Pick<MenuEntry, 'labelKey' | 'labelParams'>): string {
  return t(entry.labelKey, entry.labelParams);
}
