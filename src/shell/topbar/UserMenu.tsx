import { Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../app/AppServices';
import { isRegisteredPath, registeredPatterns } from '../../app/screenRoutes';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { currentLanguage } from '../../i18n';
import { changeProfile, profileActivityPath, releaseCache } from './userActions';

// The dialog (and its select) loads only when asked for.
const ChangeTenantDialog = lazy(() => import('../../tenant/ChangeTenantDialog'));

/** Token allowing the cache release (spec 6). */
export const ADMIN_TOKEN = 'ADMIN';

/**
 * The user menu (spec 2.4): change market participant (portal), release cache (ADMIN), change
 * profile (portal), change password (portal), logout.
 */
export function UserMenu({ color }: { color?: string }) {
  const { t } = useTranslation();
  const { auth, http, variant } = useAppServices();
  const { displayName, info, tokens } = useEnvironment();
  const location = useLocation();
  const navigate = useNavigate();
  const [changingTenant, setChangingTenant] = useState(false);
  const portal = variant === 'portal';
  const canChangeTenant = portal && info.ucastnici.length > 1;
  const here = `${location.pathname}${location.search}`;

  const onReleaseCache = async () => {
    const ok = await releaseCache(http);
    notifications.show(
      ok
        ? { id: 'release-cache', message: t('shell.user.releaseCacheOk'), color: 'teal' }
        : { id: 'release-cache', message: t('shell.user.releaseCacheError'), color: 'red' },
    );
  };

  const onChangeProfile = async () => {
    try {
      const activity = await changeProfile(http);
      const path = profileActivityPath(activity, here);
      if (isRegisteredPath(registeredPatterns(), path.split('?')[0] ?? path)) navigate(path);
      else notifications.show({ message: t('shell.user.changeProfileStarted', { code: activity.code ?? activity.activityId }), color: 'teal' });
    } catch (error) {
      notifications.show({ message: t('shell.user.changeProfileError', { reason: error instanceof Error ? error.message : '' }), color: 'red' });
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" color={color} size="compact-sm" aria-label={`${t('shell.user.menu')} ${displayName}`} title={displayName}>
            <Text span size="sm" fw={500} truncate maw={200} c={color}>
              {displayName}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{info.userInfo?.email || info.login}</Menu.Label>
          {canChangeTenant && <Menu.Item onClick={() => setChangingTenant(true)}>{t('shell.user.changeTenant')}</Menu.Item>}
          {tokens.has(ADMIN_TOKEN) && <Menu.Item onClick={() => void onReleaseCache()}>{t('shell.user.releaseCache')}</Menu.Item>}
          {portal && <Menu.Item onClick={() => void onChangeProfile()}>{t('shell.user.changeProfile')}</Menu.Item>}
          {portal && <Menu.Item onClick={() => void auth.changePassword(here, currentLanguage())}>{t('shell.user.changePassword')}</Menu.Item>}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void auth.logout()}>
            {t('shell.user.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changingTenant && (
        <Suspense fallback={null}>
          <ChangeTenantDialog onClose={() => setChangingTenant(false)} />
        </Suspense>
      )}
    </>
  );
}
