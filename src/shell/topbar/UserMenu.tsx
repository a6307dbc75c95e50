import { Button, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/AppServices';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { ChangeTenantDialog } from '../../tenant/ChangeTenantDialog';

/** The user menu: the user's name; change market participant (portal, several participants); logout. */
export function UserMenu({ color }: { color?: string }) {
  const { t } = useTranslation();
  const { auth, variant } = useAppServices();
  const { displayName, info } = useEnvironment();
  const [changingTenant, setChangingTenant] = useState(false);
  const canChangeTenant = variant === 'portal' && info.ucastnici.length > 1;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" color={color} size="compact-sm" aria-label={t('shell.user.menu')} title={displayName}>
            <Text span size="sm" fw={500} truncate maw={200} c={color}>
              {displayName}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{info.userInfo?.email || info.login}</Menu.Label>
          {canChangeTenant && <Menu.Item onClick={() => setChangingTenant(true)}>{t('shell.user.changeTenant')}</Menu.Item>}
          <Menu.Item color="red" onClick={() => void auth.logout()}>
            {t('shell.user.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changingTenant && <ChangeTenantDialog onClose={() => setChangingTenant(false)} />}
    </>
  );
}
