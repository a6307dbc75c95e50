import { ActionIcon, Badge, CloseButton, Group, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuBadge, MenuGroup } from '../../../metadata/menu';
import type { ShellColors } from '../../app/theme';
import { useCounters } from '../counters/CountersContext';
import { CollapseIcon, ExpandIcon, SortIcon } from '../icons';
import { activeMenuEntry } from './filterMenu';
import { buildMenuTree, isSortMode, nextSortMode, type MenuItem, type SortMode } from './menuTree';
import { TrafficLight } from './TrafficLight';
import { useMenuEntries } from './useMenuEntries';

/** localStorage keys of the menu's preferences (spec 2.4). */
export const MENU_SORT_KEY = 'edc.menu.sort';
export const MENU_COLLAPSED_KEY = 'edc.menu.collapsedGroups';

function MenuBadgeCount({ badge }: { badge: MenuBadge | undefined }) {
  const { t } = useTranslation();
  const { counters } = useCounters();
  const count = badge ? counters[badge] : null;
  if (count === null || count === 0) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={count < 10} aria-label={t('shell.menu.badge', { count })} data-testid={`menu-badge-${badge}`}>
      {count}
    </Badge>
  );
}

/**
 * The left menu (spec 2.4): the user's entries in groups, a filter ignoring diacritics, three sort
 * modes, expand and collapse all, badges with counters and the traffic light. Sort mode and
 * collapsed groups are kept in localStorage.
 */
export function NavMenu({ colors, onNavigate }: { colors: ShellColors; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const entries = useMenuEntries();
  const [filter, setFilter] = useState('');
  const [storedSort, setSort] = useLocalStorage<string>({ key: MENU_SORT_KEY, defaultValue: 'default', getInitialValueInEffect: false });
  const [collapsed, setCollapsed] = useLocalStorage<MenuGroup[]>({ key: MENU_COLLAPSED_KEY, defaultValue: [], getInitialValueInEffect: false });
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
      <NavLink
        key={entry.path}
        component={Link}
        to={entry.path}
        label={label}
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        variant="filled"
        onClick={onNavigate}
        rightSection={<MenuBadgeCount badge={entry.badge} />}
        style={{ borderRadius: 'var(--mantine-radius-sm)', color: isActive ? colors.activeFg : colors.navbarFg, background: isActive ? colors.activeBg : undefined }}
      />
    );
  };

  const toggleGroup = (group: MenuGroup) => setCollapsed((list) => (list.includes(group) ? list.filter((g) => g !== group) : [...list, group]));

  return (
    <Stack gap="xs" h="100%">
      <Group gap={4} wrap="nowrap">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          placeholder={t('shell.menu.filter')}
          aria-label={t('shell.menu.filter')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          rightSection={filter ? <CloseButton size="sm" aria-label={t('shell.menu.clearFilter')} onClick={() => setFilter('')} /> : null}
        />
        <TrafficLight to={semafor?.path} />
      </Group>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <ActionIcon variant="subtle" size="sm" color={colors.navbarFg} onClick={() => setSort(nextSortMode(sort))} title={t(`shell.menu.sort.${sort}`)} aria-label={`${t('shell.menu.sort.label')}: ${t(`shell.menu.sort.${sort}`)}`} data-sort={sort} data-testid="menu-sort">
          <SortIcon size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" size="sm" color={colors.navbarFg} onClick={() => setCollapsed([])} title={t('shell.menu.expandAll')} aria-label={t('shell.menu.expandAll')}>
          <ExpandIcon size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" size="sm" color={colors.navbarFg} onClick={() => setCollapsed(tree.groups.map((g) => g.key))} title={t('shell.menu.collapseAll')} aria-label={t('shell.menu.collapseAll')}>
          <CollapseIcon size={16} />
        </ActionIcon>
      </Group>
      {/* A plain scrolling box: Mantine's ScrollArea would add to the first download. */}
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {/* The navbar around it is the navigation landmark. */}
        <div>
          {tree.top.map(link)}
          {tree.groups.map((group) => {
            // A filter shows every match, whatever was collapsed.
            const opened = filtering || !collapsed.includes(group.key);
            return (
              <NavLink
                key={group.key}
                component="button"
                type="button"
                label={
                  <Text size="sm" fw={600} c={colors.navbarFg}>
                    {group.label}
                  </Text>
                }
                opened={opened}
                onChange={() => toggleGroup(group.key)}
                aria-expanded={opened}
                childrenOffset="sm"
                data-testid={`menu-group-${group.key}`}
                style={{ borderRadius: 'var(--mantine-radius-sm)', color: colors.navbarFg }}
              >
                {group.items.map(link)}
              </NavLink>
            );
          })}
          {empty && (
            <Text size="sm" c={colors.navbarMuted} p="xs">
              {t('shell.menu.empty')}
            </Text>
          )}
        </div>
      </div>
    </Stack>
  );
}

