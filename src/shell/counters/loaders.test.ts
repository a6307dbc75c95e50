import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../engine/core/http';
import { loadActivityCount, loadDeviationCount, loadMailboxCount, loadNews, loadRejectedCount, todayIso } from './loaders';

function client(answer: (url: string, init?: RequestInit) => Response) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const http = createHttpClient({
    baseUrl: 'http://x/api',
    getLanguage: () => 'sk',
    retryDelaysMs: [],
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return answer(String(input), init);
    }),
  });
  return { http, calls };
}
const json = (body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

describe('counter loaders', () => {
  it('sums the activity categories without approval', async () => {
    const { http } = client(() => json([{ activityCategory: 'contract', count: 2 }, { activityCategory: 'approval', count: 5 }, { activityCategory: 'device', count: 1 }]));
    expect(await loadActivityCount(http)).toBe(3);
  });

  it('asks the mailbox for one unread row and reads the total from Content-Range', async () => {
    const { http, calls } = client(() => json([{}], { 'Content-Range': 'items 0-0/7' }));
    expect(await loadMailboxCount(http)).toBe(7);
    expect(calls[0]?.url).toBe('http://x/api/edc/schranky/schranka/?limit(1,0)&ne(stavKod,2)');
  });

  it('fails when the answer has no total, so the counter shows nothing', async () => {
    const { http } = client(() => json([]));
    await expect(loadMailboxCount(http)).rejects.toThrow(/Content-Range/);
  });

  it('counts unread rejections with count()', async () => {
    const { http, calls } = client(() => json([], { 'Content-Range': 'items */4' }));
    expect(await loadRejectedCount(http)).toBe(4);
    expect(calls[0]?.url).toContain('?eq(unread,true)&count()');
  });

  it('posts the participant for the deviation chain count', async () => {
    const { http, calls } = client(() => json({ count: 2 }));
    expect(await loadDeviationCount(http, 5)).toBe(2);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('{"idUcastnikTrhu":5}');
  });

  it('asks for the news valid today and drops anything else', async () => {
    const { http, calls } = client(() =>
      json([
        { code: 'A', text: 'a', datOd: '2026-03-01', datDo: '2026-03-02' },
        { code: 'OLD', text: 'b', datOd: '2026-01-01', datDo: '2026-02-01' },
        { code: 'BAD' },
      ]),
    );
    expect((await loadNews(http, '2026-03-02')).map((n) => n.code)).toEqual(['A']);
    expect(calls[0]?.url).toContain('?le(datOd,2026-03-02)&ge(datDo,2026-03-02)');
  });

  it('takes today from the Slovak calendar on the server’s clock, not from the browser’s zone', () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T23:10:00Z'), toFake: ['Date'] });
    try {
      expect(todayIso()).toBe('2026-12-03');
      // The server's clock is 20 minutes behind: there it is still the 2nd in Slovakia.
      expect(todayIso(-20 * 60_000)).toBe('2026-12-02');
    } finally {
      vi.useRealTimers();
    }
  });
});
