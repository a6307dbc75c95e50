const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** baseUrl + path (+ `?query`); an absolute path URL is used as it is. */
export function joinUrl(baseUrl: string, path: string, query?: string): string {
  let url = ABSOLUTE.test(path) ? path : baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
  const q = query?.replace(/^\?/, '');
  if (q) url += (url.includes('?') ? '&' : '?') + q;
  return url;
}

/** The URL made absolute against the page when there is one; undefined when that is impossible (relative URL in Node). */
function absoluteUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    const page = (globalThis as { location?: { href?: string } }).location?.href;
    if (!page) return undefined;
    try {
      return new URL(url, page);
    } catch {
      return undefined;
    }
  }
}

/** A 201's Location: absolute as given, otherwise resolved against the request URL (so `/x` is on the API's origin). */
export function resolveLocation(location: string, requestUrl: string): string {
  if (ABSOLUTE.test(location)) return location;
  const base = absoluteUrl(requestUrl);
  if (base) return new URL(location, base).toString();
  return location;
}
