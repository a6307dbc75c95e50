import { useTranslation } from 'react-i18next';
import ui from '../ui/ui.module.css';
import classes from './FatalErrorScreen.module.css';

/**
 * An error the application cannot continue after (e.g. 'No tenants availible'): the technical
 * text as raised, the surrounding explanation translated, reload and optional logout.
 */
export function FatalErrorScreen({ error, onLogout }: { error: string; onLogout?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${ui.center} ${ui.fullPage}`}>
      <div className={classes.box}>
        <h2 className={classes.title}>{t('shell.fatal.title')}</h2>
        <div className={classes.alert} role="alert">
          <p className={classes.alertTitle}>{t('shell.fatal.detail')}</p>
          <pre className={classes.code}>{error}</pre>
        </div>
        <p className={classes.hint}>{t('shell.fatal.hint')}</p>
        <div className={classes.actions}>
          {onLogout && (
            <button type="button" className={`${ui.button} ${ui.outline}`} onClick={onLogout}>
              {t('shell.user.logout')}
            </button>
          )}
          <button type="button" className={`${ui.button} ${ui.filled}`} onClick={() => window.location.reload()}>
            {t('shell.fatal.reload')}
          </button>
        </div>
      </div>
    </div>
  );
}
