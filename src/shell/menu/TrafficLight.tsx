import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCounters } from '../counters/CountersContext';
import classes from './NavMenu.module.css';

const LIGHTS = [
  { state: 'down', color: '#fa5252' },
  { state: 'degraded', color: '#fd7e14' },
  { state: 'ok', color: '#40c057' },
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
    <span className={classes.lights} role="img" aria-label={label} data-testid="traffic-light" data-state={health}>
      {LIGHTS.map(({ state, color }) => (
        <span key={state} className={`${classes.light} ${health === state ? classes.lightOn : ''}`} style={{ '--light': color } as CSSProperties} />
      ))}
    </span>
  );
  return (
    // A native tooltip (title): a floating one would add to the first download.
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
