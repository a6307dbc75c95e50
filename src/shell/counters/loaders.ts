import type { HttpClient } from '../../../engine/core/http';
import { parseContentRange } from '../../../engine/core/rql/contentRange';
import { marketToday } from '../../../engine/core/validation/marketDay';

/** The activity category the top bar does not count (spec 7). */
export const APPROVAL_CATEGORY = 'approval';

/** Poll intervals of spec 9. */
export const POLL_MS = { activities: 60_000, mailbox: 30_000, rejected: 60_000, deviations: 60_000, news: 60_000 } as const;

/** Mailbox status code of a read message. */
export const MAILBOX_READ_STATUS = 2;

/** Open work items of the user: every category except approval. */
export async function loadActivityCount(http: HttpClient): Promise<number> {
  const { data } = await http.get<unknown>('/bpm/dashboard/my-activity-count', { background: true });
  if (!Array.isArray(data)) throw new Error('my-activity-count: expected a list');
  return data.reduce<number>((sum, row: unknown) => {
    const { activityCategory, count } = (row ?? {}) as { activityCategory?: unknown; count?: unknown };
    if (typeof activityCategory === 'string' && activityCategory.toLowerCase() === APPROVAL_CATEGORY) return sum;
    return sum + (typeof count === 'number' && Number.isFinite(count) ? count : 0);
  }, 0);
}

/** The total of a list answer's Content-Range (or a bare number body, as count() may answer). */
function totalOf(headers: Headers, data: unknown, what: string): number {
  const total = parseContentRange(headers.get('Content-Range'))?.total;
  if (total !== undefined) return total;
  if (typeof data === 'number' && Number.isFinite(data)) return data;
  throw new Error(`${what}: no total in Content-Range`);
}

/** Unread mailbox messages: one row asked, the count read from Content-Range (spec 7). */
export async function loadMailboxCount(http: HttpClient): Promise<number> {
  const { headers, data } = await http.get<unknown>('/edc/schranky/schranka/', { query: `limit(1,0)&ne(stavKod,${MAILBOX_READ_STATUS})`, background: true });
  return totalOf(headers, data, 'schranka');
}

/** Unread rejected requests of the current participant (portal). */
export async function loadRejectedCount(http: HttpClient): Promise<number> {
  const { headers, data } = await http.get<unknown>('/portal/common/zamietnutie-ziadosti/', { query: 'eq(unread,true)&count()', background: true });
  return totalOf(headers, data, 'zamietnutie-ziadosti');
}

/** Deviation-chain requests waiting for the participant (portal). */
export async function loadDeviationCount(http: HttpClient, idUcastnikTrhu: number): Promise<number> {
  const { data } = await http.post<{ count?: unknown } | undefined>('/portal/zmluvy/retazenie-odchylok/waiting-count', { idUcastnikTrhu }, { background: true });
  if (typeof data?.count !== 'number') throw new Error('waiting-count: no count');
  return data.count;
}

/** A news item (spec 3). */
export interface NewsItem {
  code: string;
  text: string;
  datOd: string;
  datDo: string;
}

/** News valid on `today` (YYYY-MM-DD): datOd <= today <= datDo, filtered by the server and checked again here. */
export async function loadNews(http: HttpClient, today: string): Promise<NewsItem[]> {
  const { data } = await http.get<unknown>('/portal/application/news/', { query: `le(datOd,${today})&ge(datDo,${today})`, background: true });
  if (!Array.isArray(data)) throw new Error('news: expected a list');
  return data.filter(
    (n: unknown): n is NewsItem =>
      typeof n === 'object' && n !== null && typeof (n as NewsItem).code === 'string' && typeof (n as NewsItem).text === 'string' && (n as NewsItem).datOd <= today && today <= (n as NewsItem).datDo,
  );
}

/** Today as YYYY-MM-DD in Slovakia, on the server's clock: news is valid for market days, wherever the browser is. */
export function todayIso(serverOffsetMs = 0): string {
  return marketToday(new Date(Date.now() + serverOffsetMs));
}
