import { Badge, Burger, Group, Image, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppServices } from '../../app/AppServices';
import type { ShellColors } from '../../app/theme';
import logoUrl from '../../assets/logo.svg';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useCurrentTenant } from '../../tenant/TenantGate';
import { ServerClock } from '../clock/ServerClock';
import { LanguageMenu } from '../language/LanguageMenu';
import { UserMenu } from './UserMenu';

/** The top bar: menu toggle, product, environment label, current tenant, server time, language and user menus. */
export function TopBar({ colors, menuOpened, onToggleMenu }: { colors: ShellColors; menuOpened: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const { variant } = useAppServices();
  const { info } = useEnvironment();
  const tenant = useCurrentTenant();
  const environment = info.appConfig?.environment;
  const dark = variant === 'core';

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" c={colors.headerFg}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          color={colors.headerFg}
          aria-label={t(menuOpened ? 'shell.menu.hide' : 'shell.menu.show')}
        />
        <Link to="/" style={{ textDecoration: 'none', color: 'inherit' }}>
          <Group gap={8} wrap="nowrap">
            <Image src={logoUrl} alt="" w={28} h={28} />
            <Text fw={700} size="lg" c={colors.headerFg}>
              {t(`shell.product.${variant}`)}
            </Text>
          </Group>
        </Link>
        {environment && environment !== 'production' && (
          <Badge color={dark ? 'orange' : 'teal'} variant={dark ? 'filled' : 'light'} aria-label={t('shell.environment.label')}>
            {t(`shell.environment.${environment}`)}
          </Badge>
        )}
        {tenant && (
          <Tooltip label={t('shell.tenant.current')}>
            <Text size="sm" fw={500} truncate maw={360} c={dark ? colors.navbarMuted : 'dimmed'} data-testid="current-tenant">
              {tenant.nazov}
            </Text>
          </Tooltip>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ServerClock size="sm" fw={500} c={colors.headerFg} />
        <LanguageMenu color={dark ? 'gray.0' : undefined} />
        <UserMenu color={dark ? 'gray.0' : undefined} />
      </Group>
    </Group>
  );
}
