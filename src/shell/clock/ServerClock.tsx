import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatClock } from './formatClock';
import { useServerTime } from './useServerTime';

/** The server time as HH:mm. */
export function ServerClock(props: TextProps) {
  const { t } = useTranslation();
  const time = formatClock(useServerTime());
  return (
    <Text component="span" title={t('shell.clock.title')} aria-label={t('shell.clock.label', { time })} {...props}>
      {time}
    </Text>
  );
}
