import { onTokensCleared } from '../../auth/tokensCleared';
import { safeStorage } from '../../crossTab/storage';

/** localStorage key of the news codes the user confirmed (spec 2.4). */
export const CONFIRMED_NEWS_KEY = 'edc.news.confirmed';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; codes: ReadonlySet<string> } = { raw: null, codes: new Set() };

function parse(raw: string | null): ReadonlySet<string> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    return new Set(Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The confirmed codes (a stable object while storage is unchanged, for useSyncExternalStore). */
export function confirmedNews(): ReadonlySet<string> {
  const raw = safeStorage.get(CONFIRMED_NEWS_KEY);
  if (raw !== cached.raw) cached = { raw, codes: parse(raw) };
  return cached.codes;
}

const notify = () => listeners.forEach((l) => l());

/** Hides a news item in every tab of this browser. */
export function confirmNews(code: string): void {
  const codes = new Set(confirmedNews());
  codes.add(code);
  safeStorage.set(CONFIRMED_NEWS_KEY, JSON.stringify([...codes].sort()));
  notify();
}

/** Forgets the confirmations (they belong to the user whose tokens are being cleared). */
function clearConfirmedNews(): void {
  safeStorage.remove(CONFIRMED_NEWS_KEY);
  notify();
}

/** Subscribes to changes here and in other tabs (the `storage` event); returns the unsubscribe. */
export function subscribeConfirmedNews(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONFIRMED_NEWS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

onTokensCleared(clearConfirmedNews);
