import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { HEARTBEAT_BARS, heartbeat, remainingMinutes } from '../../session/sessionModel';

/**
 * The heartbeat (four bars, the last lit one in the warning colour at 25% or less) and the
 * session-expiry text; a click counts as activity and renews the token.
 */
export function SessionIndicator({ color }: { color: string }) {
  const { t } = useTranslation();
  const { state, refresh } = useSession();
  const beat = heartbeat(state.fraction);
  const minutes = remainingMinutes(state);
  const text = t('shell.session.expiresIn', { count: minutes });
  return (
    <UnstyledButton onClick={refresh} title={t('shell.session.clickToRefresh')} aria-label={`${text} ${t('shell.session.clickToRefresh')}`} data-testid="session-indicator">
      <Group gap={6} wrap="nowrap">
        <Group gap={2} align="flex-end" aria-hidden data-testid="heartbeat" data-lit={beat.lit} data-warning={beat.warning}>
          {Array.from({ length: HEARTBEAT_BARS }, (_, i) => {
            const lit = i < beat.lit;
            const last = lit && i === beat.lit - 1;
            return (
              <Box
                key={i}
                w={4}
                h={6 + i * 3}
                style={{
                  borderRadius: 1,
                  background: !lit ? 'var(--mantine-color-gray-5)' : last && beat.warning ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-green-6)',
                  opacity: lit ? 1 : 0.5,
                }}
              />
            );
          })}
        </Group>
        <Text size="xs" c={color} visibleFrom="md" data-testid="session-expiry">
          {text}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
