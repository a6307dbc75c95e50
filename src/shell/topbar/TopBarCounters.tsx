import { Badge, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRegisteredPath, registeredPatterns } from '../../app/screenRoutes';
import { useCounters } from '../counters/CountersContext';
import { MailIcon, TasksIcon } from '../icons';

/** Where the mailbox lives (spec 2.2); linked once its screen exists. */
export const MAILBOX_PATH = '/schranka/vyhladanie';

function CounterButton({ to, label, count, icon, color, testId }: { to: string | undefined; label: string; count: number | null; icon: ReactNode; color: string; testId: string }) {
  const badge =
    count === null ? null : (
      <Badge size="sm" circle={count < 10} variant="filled" color={count > 0 ? 'red' : 'gray'} data-testid={testId}>
        {count}
      </Badge>
    );
  const name = count === null ? label : `${label}: ${count}`;
  // A native tooltip (title): the floating one would add to the first download.
  const common = { variant: 'subtle' as const, size: 'compact-sm' as const, color, leftSection: icon, 'aria-label': name, title: name, px: 6 };
  return to ? (
    <Button component={Link} to={to} {...common}>
      {badge}
    </Button>
  ) : (
    <Button {...common}>{badge}</Button>
  );
}

/** The work-item and unread-mail counts of the top bar (spec 2.4); no number while unknown. */
export function TopBarCounters({ color }: { color: string }) {
  const { t } = useTranslation();
  const { counters } = useCounters();
  const mailboxTo = isRegisteredPath(registeredPatterns(), MAILBOX_PATH) ? MAILBOX_PATH : undefined;
  return (
    <>
      <CounterButton to="/dashboard" label={t('shell.counters.activities')} count={counters.activities} icon={<TasksIcon />} color={color} testId="activity-count" />
      <CounterButton to={mailboxTo} label={t('shell.counters.mailbox')} count={counters.mailbox} icon={<MailIcon />} color={color} testId="mailbox-count" />
    </>
  );
}
