import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuBadge, MenuGroup } from '../../../metadata/menu';
import { useCounters } from '../counters/CountersContext';
import { ChevronLeftIcon, CollapseIcon, ExpandIcon, SortIcon } from '../icons';
import ui from '../ui/ui.module.css';
import { useStoredState } from '../useStoredState';
import { activeMenuEntry } from './filterMenu';
import { buildMenuTree, isSortMode, nextSortMode, type MenuItem, type SortMode } from './menuTree';
import classes from './NavMenu.module.css';
import { TrafficLight } from './TrafficLight';
import { useMenuEntries } from './useMenuEntries';

/** localStorage keys of the menu's preferences (spec 2.4). */
export const MENU_SORT_KEY = 'edc.menu.sort';
export const MENU_COLLAPSED_KEY = 'edc.menu.collapsedGroups';

const isString = (value: unknown) => typeof value === 'string';
const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString);

function MenuBadgeCount({ badge }: { badge: MenuBadge | undefined }) {
  const { t } = useTranslation();
  const { counters } = useCounters();
  const count = badge ? counters[badge] : null;
  if (count === null || count === 0) return null;
  return (
    <span className={`${ui.badge} ${ui.badgeRed}`}>
      <span aria-hidden data-testid={`menu-badge-${badge}`}>
        {count}
      </span>
      <span className={ui.visuallyHidden}>{t('shell.menu.badge', { count })}</span>
    </span>
  );
}

/**
 * The left menu (spec 2.4): the user's entries in groups, a filter ignoring diacritics, three sort
 * modes, expand and collapse all, badges with counters and the traffic light. Sort mode and
 * collapsed groups are kept in localStorage.
 */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const entries = useMenuEntries();
  const [filter, setFilter] = useState('');
  const [storedSort, setSort] = useStoredState<string>(MENU_SORT_KEY, 'default', isString);
  const [collapsed, setCollapsed] = useStoredState<MenuGroup[]>(MENU_COLLAPSED_KEY, [], isStringList);
  const sort: SortMode = isSortMode(storedSort) ? storedSort : 'default';
  const active = activeMenuEntry(entries, location.pathname);
  const tree = useMemo(
    () => buildMenuTree(entries, (e) => t(e.labelKey, e.labelParams), (g) => t(`shell.menu.group.${g}`), filter, sort),
    [entries, filter, sort, t],
  );
  const filtering = filter.trim() !== '';
  const semafor = entries.find((e) => e.path === '/semafor');
  const empty = tree.top.length === 0 && tree.groups.length === 0;

  const link = ({ entry, label }: MenuItem) => {
    const isActive = entry === active;
    return (
      <Link key={entry.path} to={entry.path} className={`${classes.link} ${isActive ? classes.active : ''}`} aria-current={isActive ? 'page' : undefined} onClick={onNavigate}>
        <span>{label}</span>
        <MenuBadgeCount badge={entry.badge} />
      </Link>
    );
  };

  const toggleGroup = (group: MenuGroup) => setCollapsed((list) => (list.includes(group) ? list.filter((g) => g !== group) : [...list, group]));

  return (
    <div className={classes.root}>
      <div className={classes.row}>
        <div className={classes.filter}>
          <input
            className={classes.filterInput}
            placeholder={t('shell.menu.filter')}
            aria-label={t('shell.menu.filter')}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
          {filter && (
            <button type="button" className={classes.clear} aria-label={t('shell.menu.clearFilter')} onClick={() => setFilter('')}>
              ×
            </button>
          )}
        </div>
        <TrafficLight to={semafor?.path} />
      </div>
      <div className={`${classes.row} ${classes.tools}`}>
        <button type="button" className={`${ui.iconButton} ${ui.small}`} onClick={() => setSort(nextSortMode(sort))} title={t(`shell.menu.sort.${sort}`)} aria-label={`${t('shell.menu.sort.label')}: ${t(`shell.menu.sort.${sort}`)}`} data-sort={sort} data-testid="menu-sort">
          <SortIcon size={16} />
        </button>
        <button type="button" className={`${ui.iconButton} ${ui.small}`} onClick={() => setCollapsed([])} title={t('shell.menu.expandAll')} aria-label={t('shell.menu.expandAll')}>
          <ExpandIcon size={16} />
        </button>
        <button type="button" className={`${ui.iconButton} ${ui.small}`} onClick={() => setCollapsed(tree.groups.map((g) => g.key))} title={t('shell.menu.collapseAll')} aria-label={t('shell.menu.collapseAll')}>
          <CollapseIcon size={16} />
        </button>
      </div>
      {/* The nav element around it is the navigation landmark. */}
      <div className={classes.scroll}>
        {tree.top.map(link)}
        {tree.groups.map((group) => {
          // A filter shows every match, whatever was collapsed.
          const opened = filtering || !collapsed.includes(group.key);
          return (
            <div key={group.key}>
              <button type="button" className={classes.group} aria-expanded={opened} onClick={() => toggleGroup(group.key)} data-testid={`menu-group-${group.key}`}>
                <span>{group.label}</span>
                <ChevronLeftIcon size={14} className={`${classes.chevron} ${opened ? classes.chevronOpen : ''}`} />
              </button>
              {opened && <div className={classes.children}>{group.items.map(link)}</div>}
            </div>
          );
        })}
        {empty && <p className={classes.empty}>{t('shell.menu.empty')}</p>}
      </div>
    </div>
  );
}
