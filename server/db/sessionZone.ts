// Every database session runs in the market's time zone, so that SQL's "today" (current_date,
// now()::date, a timestamptz cast to date) is the Slovak calendar day, as marketToday() is in
// JavaScript. A session in UTC would still see yesterday for the first hour or two of a Slovak day.
// Output is unaffected: timestamps reach JavaScript as instants (Date) or as text formatted
// `AT TIME ZONE 'UTC'` with a Z; only day arithmetic follows the zone.
import { MARKET_TIME_ZONE } from '../../engine/core/validation/marketDay';

/** The zone every session uses (a name PostgreSQL and PGlite both know). */
export const SESSION_TIME_ZONE = MARKET_TIME_ZONE;

// Every session sets it before its first statement (sessionSettings.ts).

/**
 * SQL text of a timestamptz as ISO 8601 in UTC with a Z (`2026-11-27T08:05:00Z`): the same whatever
 * the session's zone, and a browser shows it in its own zone. A bare to_char() would print the
 * session's wall-clock time without saying which zone it is.
 */
export function isoUtcSql(expression: string): string {
  return `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}
