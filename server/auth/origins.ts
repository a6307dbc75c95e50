/** Which browser origins may use the identity provider and the API. */
export interface OriginPolicy {
  /** Origins registered in the clients' redirect URIs: PUBLIC_URL and the Vite dev server. */
  registered: string[];
  /** Whether an origin may call (CORS) and be redirected back to. */
  isAllowed(origin: string): boolean;
  /** Whether `uri` is a registered URI moved to another loopback port (allowed outside production). */
  isLoopbackVariant(uri: string, registeredUris: readonly string[]): boolean;
}

const VITE_DEV = ['http://localhost:5173', 'http://127.0.0.1:5173'];

function loopbackUrl(text: string): URL | undefined {
  const url = URL.parse(text);
  if (!url || url.protocol !== 'http:' || url.hash) return undefined;
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' ? url : undefined;
}

/**
 * Outside production any `http://localhost:<port>` and `http://127.0.0.1:<port>` is allowed too,
 * so tests and dev servers on other ports work without configuration.
 */
export function originPolicy(publicUrl: string, production: boolean): OriginPolicy {
  const publicOrigin = new URL(publicUrl).origin;
  const registered = [...new Set([publicOrigin, ...(production ? [] : VITE_DEV)])];
  return {
    registered,
    isAllowed(origin) {
      if (registered.includes(origin)) return true;
      return !production && loopbackUrl(origin)?.origin === origin;
    },
    isLoopbackVariant(uri, registeredUris) {
      if (production) return false;
      const url = loopbackUrl(uri);
      if (!url) return false;
      return registeredUris.some((r) => {
        const known = loopbackUrl(r);
        return known !== undefined && known.pathname === url.pathname && known.search === url.search;
      });
    },
  };
}
