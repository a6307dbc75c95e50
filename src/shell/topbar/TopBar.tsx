import { ActionIcon, Badge, Burger, Group, Image, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppServices } from '../../app/AppServices';
import type { ShellColors } from '../../app/theme';
import logoUrl from '../../assets/logo.svg';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useCurrentTenant } from '../../tenant/TenantGate';
import { ServerClock } from '../clock/ServerClock';
import { FaqIcon, HelpIcon } from '../icons';
import { LazyLanguageMenu } from '../language/LazyLanguageMenu';
import { SessionIndicator } from '../session/SessionIndicator';
import { TopBarCounters } from './TopBarCounters';

// The user menu (a floating dropdown) loads right after the first paint.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** Static help pages of a variant (spec 2.2). */
export const HELP_PATH = 'assets/help/index.html';

/**
 * The top bar: menu toggle, product, environment label, current tenant; counters, session,
 * server time, help, FAQ, language and user menus.
 */
export function TopBar({ colors, menuOpened, onToggleMenu }: { colors: ShellColors; menuOpened: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const { variant, base } = useAppServices();
  const { info } = useEnvironment();
  const tenant = useCurrentTenant();
  const environment = info.appConfig?.environment;
  const dark = variant === 'core';
  const iconColor = dark ? 'gray.0' : 'dark';

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" c={colors.headerFg}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={menuOpened} onClick={onToggleMenu} size="sm" color={colors.headerFg} aria-label={t(menuOpened ? 'shell.menu.hide' : 'shell.menu.show')} />
        <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }} title={t('shell.action.home')}>
          <Group gap={8} wrap="nowrap">
            <Image src={logoUrl} alt="" w={28} h={28} />
            <Text fw={700} size="lg" c={colors.headerFg} visibleFrom="xs">
              {t(`shell.product.${variant}`)}
            </Text>
          </Group>
        </Link>
        {environment && environment !== 'production' && (
          <Badge color={dark ? 'orange.4' : 'teal.9'} variant={dark ? 'filled' : 'outline'} autoContrast aria-label={`${t('shell.environment.label')}: ${t(`shell.environment.${environment}`)}`} data-testid="environment-label">
            {t(`shell.environment.${environment}`)}
          </Badge>
        )}
        {tenant && (
          <Text size="sm" fw={500} truncate maw={360} c={dark ? colors.navbarMuted : 'gray.7'} title={t('shell.tenant.current')} data-testid="current-tenant" visibleFrom="md">
            {tenant.nazov}
          </Text>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        <TopBarCounters color={iconColor} />
        <SessionIndicator color={colors.headerFg} />
        <ServerClock size="sm" fw={500} c={colors.headerFg} px={4} visibleFrom="xs" />
        <ActionIcon component="a" href={`${base}${HELP_PATH}`} target="_blank" rel="noopener" variant="subtle" color={iconColor} title={t('shell.help.label')} aria-label={t('shell.help.label')}>
          <HelpIcon />
        </ActionIcon>
        <ActionIcon component={Link} to="/faq" variant="subtle" color={iconColor} title={t('shell.faq.label')} aria-label={t('shell.faq.label')}>
          <FaqIcon />
        </ActionIcon>
        <LazyLanguageMenu color={dark ? 'gray.0' : undefined} />
        <Suspense fallback={null}>
          <UserMenu color={dark ? 'gray.0' : undefined} />
        </Suspense>
      </Group>
    </Group>
  );
}
