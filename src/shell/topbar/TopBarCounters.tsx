import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRegisteredPath, registeredPatterns } from '../../app/screenRoutes';
import { useCounters } from '../counters/CountersContext';
import { MailIcon, TasksIcon } from '../icons';
import ui from '../ui/ui.module.css';
import classes from './TopBar.module.css';

/** Where the mailbox lives (spec 2.2); linked once its screen exists. */
export const MAILBOX_PATH = '/schranka/vyhladanie';

function CounterButton({ to, label, count, icon, testId }: { to: string | undefined; label: string; count: number | null; icon: ReactNode; testId: string }) {
  const badge =
    count === null ? null : (
      <span className={`${ui.badge} ${count > 0 ? ui.badgeRed : ''}`} data-testid={testId}>
        {count}
      </span>
    );
  const name = count === null ? label : `${label}: ${count}`;
  const className = `${ui.button} ${classes.counter}`;
  // A native tooltip (title): a floating one would add to the first download.
  return to ? (
    <Link to={to} className={className} aria-label={name} title={name}>
      {icon}
      {badge}
    </Link>
  ) : (
    <button type="button" className={className} aria-label={name} title={name}>
      {icon}
      {badge}
    </button>
  );
}

/** The work-item and unread-mail counts of the top bar (spec 2.4); no number while unknown. */
export function TopBarCounters() {
  const { t } = useTranslation();
  const { counters } = useCounters();
  const mailboxTo = isRegisteredPath(registeredPatterns(), MAILBOX_PATH) ? MAILBOX_PATH : undefined;
  return (
    <>
      <CounterButton to="/dashboard" label={t('shell.counters.activities')} count={counters.activities} icon={<TasksIcon />} testId="activity-count" />
      <CounterButton to={mailboxTo} label={t('shell.counters.mailbox')} count={counters.mailbox} icon={<MailIcon />} testId="mailbox-count" />
    </>
  );
}
