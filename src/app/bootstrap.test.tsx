import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from './AppServices';
import { bootstrap } from './bootstrap';

// The application tree is not this test's subject: the stand-in only hands over the services the
// bootstrap built, so the test can make calls through them.
const started = vi.hoisted(() => {
  let resolve: (services: AppServices) => void = () => undefined;
  const services = new Promise<AppServices>((r) => (resolve = r));
  return { services, resolve: (s: AppServices) => resolve(s) };
});
vi.mock('./App', () => ({
  App: ({ services }: { services: AppServices }) => {
    started.resolve(services);
    return null;
  },
}));

/** The headers our HTTP client adds to every API call (spec 7). */
const OURS = ['x-correlation-id', 'x-requested-with', 'x-client-time', 'x-client-call-id', 'x-language'];

interface Sent {
  url: string;
  headers: Headers;
}

const CONFIG = {
  auth: { url: '/auth', realm: 'edc', clientId: 'edc-portal' },
  api: { url: '/portalbl/svc' },
  languages: ['sk', 'en', 'cs'],
  defaultLanguage: 'sk',
};
const ISSUER = `${window.location.origin}/auth/realms/edc`;
const DISCOVERY = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth`,
  token_endpoint: `${ISSUER}/protocol/openid-connect/token`,
  end_session_endpoint: `${ISSUER}/protocol/openid-connect/logout`,
  jwks_uri: `${ISSUER}/protocol/openid-connect/certs`,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The browser's fetch as the page has it: answers config, provider and API, and records every call. */
function browserFetch() {
  const sent: Sent[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const headers = new Headers(request?.headers);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    sent.push({ url, headers });
    const path = new URL(url, window.location.origin).pathname;
    if (path.endsWith('/assets/config/config.json')) return json(CONFIG);
    if (path.endsWith('/.well-known/openid-configuration')) return json(DISCOVERY);
    if (path.endsWith('/protocol/openid-connect/token')) return json({ error: 'invalid_grant', error_description: 'test' }, 400);
    if (path.startsWith('/portalbl/svc/')) return json({ ok: true });
    return json({ message: 'not found' }, 404);
  };
  return { fn, sent };
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});
afterEach(() => {
  root.remove();
  vi.unstubAllGlobals();
});

describe('bootstrap', () => {
  it("leaves the browser's fetch and XMLHttpRequest alone: the provider's calls carry none of our headers, API calls all of them", async () => {
    const browser = browserFetch();
    vi.stubGlobal('fetch', browser.fn);
    const xhr = XMLHttpRequest.prototype;
    const before = { open: xhr.open, send: xhr.send, setRequestHeader: xhr.setRequestHeader };

    await bootstrap({ variant: 'portal' });
    const services = await started.services;

    // Nothing wrapped or replaced: oidc-client-ts reaches the provider through these as they are.
    expect(globalThis.fetch).toBe(browser.fn);
    expect({ open: xhr.open, send: xhr.send, setRequestHeader: xhr.setRequestHeader }).toEqual(before);

    // The provider's discovery and token calls, as oidc-client-ts makes them.
    await expect(services.auth.userManager.signinResourceOwnerCredentials({ username: 'producer', password: 'producer' })).rejects.toThrow();
    const idp = browser.sent.filter((s) => s.url.startsWith(ISSUER));
    expect(idp.map((s) => new URL(s.url).pathname)).toEqual(['/auth/realms/edc/.well-known/openid-configuration', '/auth/realms/edc/protocol/openid-connect/token']);
    for (const s of idp) for (const name of OURS) expect(s.headers.get(name), `${name} on ${s.url}`).toBeNull();

    // The same page's API call carries every one of them.
    await services.http.get('/environment/info', { background: true });
    const api = browser.sent.filter((s) => s.url.includes('/portalbl/svc/'));
    expect(api).toHaveLength(1);
    for (const name of OURS) expect(api[0]?.headers.get(name), name).toBeTruthy();
  });
});
