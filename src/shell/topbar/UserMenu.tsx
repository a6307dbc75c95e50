import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../app/AppServices';
import { Rich } from '../../app/rich';
import { isRegisteredPath, registeredPatterns } from '../../app/screenRoutes';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { currentLanguage } from '../../i18n';
import { showToast } from '../toasts/toast';
import { DropdownDivider, DropdownItem, DropdownLabel, DropdownMenu } from '../ui/DropdownMenu';
import classes from './TopBar.module.css';
import { changeProfile, releaseCache } from './userActions';

// The dialog (and its select) loads only when asked for.
const ChangeTenantDialog = lazy(() => import('../../tenant/ChangeTenantDialog'));

/** Token allowing the cache release (spec 6). */
export const ADMIN_TOKEN = 'ADMIN';

/**
 * The user menu (spec 2.4): change market participant (portal), release cache (ADMIN), change
 * profile (portal), change password (portal), logout.
 */
export function UserMenu() {
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
    showToast(ok ? { id: 'release-cache', message: t('shell.user.releaseCacheOk'), color: 'teal' } : { id: 'release-cache', message: t('shell.user.releaseCacheError'), color: 'red' });
  };

  const onChangeProfile = async () => {
    try {
      const activity = await changeProfile(http);
      const path = await (await import('../../workflow/openActivity')).startedActivityPath(http, activity, here);
      if (isRegisteredPath(registeredPatterns(), path.split('?')[0] ?? path)) navigate(path);
      else showToast({ message: t('shell.user.changeProfileStarted', { code: activity.code ?? activity.activityId }), color: 'teal' });
    } catch (error) {
      showToast({ message: t('shell.user.changeProfileError', { reason: error instanceof Error ? error.message : '' }), color: 'red' });
    }
  };

  return (
    <>
      <DropdownMenu label={`${t('shell.user.menu')} ${displayName}`} title={displayName} button={<span className={classes.userName}>{displayName}</span>}>
        <DropdownLabel>{info.userInfo?.email || info.login}</DropdownLabel>
        {canChangeTenant && <DropdownItem onSelect={() => setChangingTenant(true)}>{t('shell.user.changeTenant')}</DropdownItem>}
        {tokens.has(ADMIN_TOKEN) && <DropdownItem onSelect={() => void onReleaseCache()}>{t('shell.user.releaseCache')}</DropdownItem>}
        {portal && <DropdownItem onSelect={() => void onChangeProfile()}>{t('shell.user.changeProfile')}</DropdownItem>}
        {portal && <DropdownItem onSelect={() => void auth.changePassword(here, currentLanguage())}>{t('shell.user.changePassword')}</DropdownItem>}
        <DropdownDivider />
        <DropdownItem danger onSelect={() => void auth.logout()}>
          {t('shell.user.logout')}
        </DropdownItem>
      </DropdownMenu>
      {changingTenant && (
        <Rich fallback={null}>
          <ChangeTenantDialog onClose={() => setChangingTenant(false)} />
        </Rich>
      )}
    </>
  );
}
