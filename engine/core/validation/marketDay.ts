import { addDays } from '../form/dateRange';

/** The market's time zone: dates of contracts, contacts and deadlines are Slovak calendar days. */
export const MARKET_TIME_ZONE = 'Europe/Bratislava';

const DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: MARKET_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today in Slovakia as YYYY-MM-DD, whatever the machine's own zone: a server running in UTC would
 * otherwise still see yesterday for the first hour or two of a Slovak day.
 */
export function marketToday(now: Date = new Date()): string {
  return DAY.format(now);
}

/**
 * The Slovak calendar day `days` after today (before it when negative), as YYYY-MM-DD. Counted on
 * the market's day, not the machine's: in the last hour of a UTC day the two differ by one.
 */
export function marketDayAfter(days: number, now: Date = new Date()): string {
  return addDays(marketToday(now), days);
}
