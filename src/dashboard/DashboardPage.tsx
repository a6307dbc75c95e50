import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { menuEntryLabel } from '../../metadata/menu';
import { useMenuEntries } from '../shell/menu/useMenuEntries';
import { useCurrentTenant } from '../tenant/TenantGate';
import { ActivityInbox } from './ActivityInbox';
import classes from './Dashboard.module.css';

/** `/dashboard`: welcome and a card for every page of the menu the user may open (1 to 4 columns by the main area's width). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { displayName } = useEnvironment();
  const tenant = useCurrentTenant();
  const { variant } = useAppServices();
  const entries = useMenuEntries().filter((entry) => entry.path !== '/dashboard');

  return (
    <div className={classes.page}>
      <div>
        <h1 className={classes.title}>{t('shell.dashboard.welcome', { name: displayName })}</h1>
        {tenant && <p className={classes.subtitle}>{t('shell.dashboard.tenant', { name: tenant.nazov })}</p>}
      </div>
      {/* Workflow activities need a participant in the portal (the visitor has none). */}
      {(variant === 'core' || tenant) && <ActivityInbox />}
      {entries.length > 0 ? (
        <div className={classes.cards} data-testid="dashboard-cards">
          {entries.map((entry) => (
            <Link key={entry.path} to={entry.path} className={classes.card}>
              <div className={classes.cardTitle}>{menuEntryLabel(t, entry)}</div>
              <div className={classes.cardHint}>{t('shell.dashboard.open')}</div>
            </Link>
          ))}
        </div>
      ) : (
        <p>{t('shell.dashboard.nothing')}</p>
      )}
    </div>
  );
}
