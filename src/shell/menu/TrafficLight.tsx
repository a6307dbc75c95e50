import { Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCounters } from '../counters/CountersContext';

const LIGHTS = [
  { state: 'down', color: 'red' },
  { state: 'degraded', color: 'orange' },
  { state: 'ok', color: 'green' },
] as const;

/**
 * The traffic light of the shell: green while the background calls succeed, orange when some
 * fail, red when all fail (the server is unreachable). Links to the semafor page when given.
 */
export function TrafficLight({ to }: { to?: string }) {
  const { t } = useTranslation();
  const { health } = useCounters();
  const label = t(`shell.trafficLight.${health}`);
  const lights = (
    <Group gap={3} wrap="nowrap" role="img" aria-label={label} data-testid="traffic-light" data-state={health}>
      {LIGHTS.map(({ state, color }) => (
        <Box
          key={state}
          w={10}
          h={10}
          style={{
            borderRadius: '50%',
            background: health === state ? `var(--mantine-color-${color}-6)` : 'var(--mantine-color-gray-4)',
            boxShadow: health === state ? `0 0 4px var(--mantine-color-${color}-4)` : undefined,
          }}
        />
      ))}
    </Group>
  );
  return (
    // A native tooltip (title): the floating one would add to the first download.
    to ? (
      <Link to={to} aria-label={label} title={label} style={{ display: 'inline-flex' }}>
        {lights}
      </Link>
    ) : (
      <span title={label} style={{ display: 'inline-flex' }}>
        {lights}
      </span>
    )
  );
}
