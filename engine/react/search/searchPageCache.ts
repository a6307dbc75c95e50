import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CachedPage } from '../../core/grid';
import { REATTACH_DEBOUNCE_MS, RouteCache } from '../../core/grid';

/** Queue of cached search pages. */
export const SEARCH_QUEUE = 'search';

/** The cached search pages of this browser tab (10 per queue, least recently used evicted). */
export const searchPageCache = new RouteCache<CachedPage>({ [SEARCH_QUEUE]: 10 });

/**
 * Caches a search page: when the user comes back to it without a query of its own (menu,
 * link), its last filter, page, size and sort are restored from the cache, and once its
 * rows show the scroll position is re-attached (debounced 100 ms so late layout settles).
 */
export function useCachedSearchPage(cacheKey: string, ready: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const cached = useRef(searchPageCache.get(SEARCH_QUEUE, cacheKey));
  const restoredQuery = useRef(false);

  // Back without a query: the cached query comes back (replace, so Back does not bounce).
  useLayoutEffect(() => {
    const entry = cached.current;
    if (entry && location.search === '' && entry.search !== '' && !restoredQuery.current) {
      restoredQuery.current = true;
      navigate({ pathname: location.pathname, search: entry.search }, { replace: true, state: location.state });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on entry
  }, []);

  // Scroll re-attach once the rows are there.
  useEffect(() => {
    const entry = cached.current;
    if (!ready || !entry || entry.scrollY <= 0) return;
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: entry.scrollY });
      cached.current = undefined;
    }, REATTACH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);

  // Remember where the user is, continuously (a route change unmounts without warning).
  const search = location.search;
  useEffect(() => {
    let frame = 0;
    const save = () => searchPageCache.put(SEARCH_QUEUE, cacheKey, { search, scrollY: window.scrollY });
    save();
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(save);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [cacheKey, search]);
}
