import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppServices } from '../../app/AppServices';
import logoUrl from '../../assets/logo.svg';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { useCurrentTenant } from '../../tenant/TenantGate';
import { ServerClock } from '../clock/ServerClock';
import { FaqIcon, HelpIcon } from '../icons';
import { LanguageMenu } from '../language/LanguageMenu';
import { SessionIndicator } from '../session/SessionIndicator';
import ui from '../ui/ui.module.css';
import classes from './TopBar.module.css';
import { TopBarCounters } from './TopBarCounters';
import { UserMenu } from './UserMenu';

/** Static help pages of a variant (spec 2.2). */
export const HELP_PATH = 'assets/help/index.html';

/**
 * The top bar: menu toggle, product, environment label, current tenant; counters, session,
 * server time, help, FAQ, language and user menus.
 */
export function TopBar({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const { variant, base } = useAppServices();
  const { info } = useEnvironment();
  const tenant = useCurrentTenant();
  const environment = info.appConfig?.environment;

  return (
    <>
      <div className={classes.group}>
        <button type="button" className={classes.burger} onClick={onToggleMenu} aria-label={t(menuOpened ? 'shell.menu.hide' : 'shell.menu.show')} aria-expanded={menuOpened}>
          <span />
          <span />
          <span />
        </button>
        <Link to="/" className={classes.home} title={t('shell.action.home')}>
          <img src={logoUrl} alt="" width={28} height={28} />
          <span className={`${classes.product} ${classes.hideXs}`}>{t(`shell.product.${variant}`)}</span>
        </Link>
        {environment && environment !== 'production' && (
          <span className={classes.environment}>
            <span className={ui.visuallyHidden}>{t('shell.environment.label')}: </span>
            <span data-testid="environment-label">{t(`shell.environment.${environment}`)}</span>
          </span>
        )}
        {tenant && (
          <span className={`${classes.tenant} ${classes.hideMd}`} title={t('shell.tenant.current')} data-testid="current-tenant">
            {tenant.nazov}
          </span>
        )}
      </div>
      <div className={`${classes.group} ${classes.right}`}>
        <TopBarCounters />
        <SessionIndicator />
        <ServerClock className={`${classes.clock} ${classes.hideXs}`} />
        <a className={ui.iconButton} href={`${base}${HELP_PATH}`} target="_blank" rel="noopener" title={t('shell.help.label')} aria-label={t('shell.help.label')}>
          <HelpIcon />
        </a>
        <Link className={ui.iconButton} to="/faq" title={t('shell.faq.label')} aria-label={t('shell.faq.label')}>
          <FaqIcon />
        </Link>
        <LanguageMenu languages={info.appConfig?.languages} />
        <UserMenu />
      </div>
    </>
  );
}
