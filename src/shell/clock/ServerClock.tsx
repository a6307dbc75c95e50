import { useTranslation } from 'react-i18next';
import { formatClock } from './formatClock';
import { useServerTime } from './useServerTime';

/** The server time as HH:mm. */
export function ServerClock({ className }: { className?: string }) {
  const { t } = useTranslation();
  const time = formatClock(useServerTime());
  return (
    <span className={className} title={t('shell.clock.title')} aria-label={t('shell.clock.label', { time })}>
      {time}
    </span>
  );
}
