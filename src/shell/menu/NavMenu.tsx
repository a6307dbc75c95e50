import { CloseButton, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ShellColors } from '../../app/theme';
import { activeMenuEntry, matchesMenuFilter } from './filterMenu';
import { useMenuEntries } from './useMenuEntries';

/** The left menu: the user's entries with a filter that ignores diacritics; the current entry highlighted. */
export function NavMenu({ colors, onNavigate }: { colors: ShellColors; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const entries = useMenuEntries();
  const [filter, setFilter] = useState('');
  const active = activeMenuEntry(entries, location.pathname);
  const shown = useMemo(() => entries.filter((entry) => matchesMenuFilter(t(entry.labelKey), filter)), [entries, filter, t]);

  return (
    <Stack gap="xs" h="100%">
      <TextInput
        size="xs"
        placeholder={t('shell.menu.filter')}
        aria-label={t('shell.menu.filter')}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        rightSection={filter ? <CloseButton size="sm" aria-label={t('shell.menu.clearFilter')} onClick={() => setFilter('')} /> : null}
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        <nav aria-label={t('shell.menu.label')}>
          {shown.map((entry) => {
            const isActive = entry === active;
            return (
              <NavLink
                key={entry.path}
                component={Link}
                to={entry.path}
                label={t(entry.labelKey)}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                variant="filled"
                onClick={onNavigate}
                style={{ borderRadius: 'var(--mantine-radius-sm)', color: isActive ? undefined : colors.navbarFg }}
              />
            );
          })}
          {shown.length === 0 && (
            <Text size="sm" c={colors.navbarMuted} p="xs">
              {t('shell.menu.empty')}
            </Text>
          )}
        </nav>
      </ScrollArea>
    </Stack>
  );
}
