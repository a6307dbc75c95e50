/** Any origin: only used to resolve a relative address; a target that leaves it is foreign. */
const BASE = 'http://this-origin.invalid';

/**
 * Where a redirect may send the browser: the value parsed as a URL against this origin, kept only
 * when it stays on this origin, else `fallback`. The answer is the URL parser's own serialisation
 * (path, query, fragment), so control characters, spaces and non-ASCII come out percent-encoded
 * and can never reach a header. Tabs and new lines are dropped by the parser before it resolves
 * the address, so `/\t/evil.example` is seen for what a browser makes of it: `//evil.example`.
 */
export function redirectTarget(value: unknown, fallback: string): string {
  // Only paths are asked for: a scheme or a bare name (`http:x`, `x`) is never meant.
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
