import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { HEARTBEAT_BARS, heartbeat, remainingMinutes } from '../../session/sessionModel';
import classes from '../topbar/TopBar.module.css';

/**
 * The heartbeat (four bars, the last lit one in the warning colour at 25% or less) and the
 * session-expiry text; a click counts as activity and renews the token.
 */
export function SessionIndicator() {
  const { t } = useTranslation();
  const { state, refresh } = useSession();
  const beat = heartbeat(state.fraction);
  const minutes = remainingMinutes(state);
  const text = t('shell.session.expiresIn', { count: minutes });
  return (
    <button type="button" className={classes.session} onClick={refresh} title={t('shell.session.clickToRefresh')} aria-label={`${text} ${t('shell.session.clickToRefresh')}`} data-testid="session-indicator">
      <span className={classes.bars} aria-hidden data-testid="heartbeat" data-lit={beat.lit} data-warning={beat.warning}>
        {Array.from({ length: HEARTBEAT_BARS }, (_, i) => {
          const lit = i < beat.lit;
          const last = lit && i === beat.lit - 1;
          return <span key={i} className={`${classes.bar} ${lit ? (last && beat.warning ? classes.barWarning : classes.barLit) : ''}`} style={{ height: 6 + i * 3 }} />;
        })}
      </span>
      <span className={`${classes.expiry} ${classes.hideMd}`} data-testid="session-expiry">
        {text}
      </span>
    </button>
  );
}
