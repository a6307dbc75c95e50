import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TabChannel } from '../crossTab/channel';
import { AuthService, type AuthTabMessage } from './AuthService';
import { onTokensCleared } from './tokensCleared';

function fakeChannel() {
  const listeners = new Set<(m: AuthTabMessage) => void>();
  const posted: AuthTabMessage[] = [];
  const channel: TabChannel<AuthTabMessage> = {
    post: (m) => posted.push(m),
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    close: () => undefined,
  };
  return { channel, posted, receive: (m: AuthTabMessage) => listeners.forEach((l) => l(m)) };
}

function service() {
  const manager = new UserManager({
    authority: 'http://localhost/auth/realms/edc',
    client_id: 'edc-portal',
    redirect_uri: 'http://localhost/portal/ui/auth/callback',
    post_logout_redirect_uri: 'http://localhost/portal/ui/',
  });
  const bus = fakeChannel();
  const navigate = vi.fn();
  const auth = new AuthService(manager, { channel: bus.channel, navigate });
  return { auth, manager, bus, navigate };
}

const user = () => new User({ access_token: 'a', token_type: 'Bearer', profile: { sub: 'producer', iss: 'x', aud: 'y', exp: 0, iat: 0 }, expires_at: Date.now() / 1000 + 600 });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AuthService across tabs', () => {
  it('drops its tokens, clears user data and shows the logout page when another tab logs out', async () => {
    const { auth, manager, bus, navigate } = service();
    await manager.storeUser(user());
    await auth.ensureLogin('/'); // takes the stored session
    expect(auth.getUser()).not.toBeNull();
    const cleared = vi.fn();
    const off = onTokensCleared(cleared);
    bus.receive({ type: 'logout' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost/portal/ui/public/logout'));
    expect(await manager.getUser()).toBeNull();
    expect(cleared).toHaveBeenCalled();
    off();
  });

  it('ignores a logout elsewhere when it is not logged in itself', async () => {
    const { bus, navigate } = service();
    bus.receive({ type: 'logout' });
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes into the application from a public page when another tab logs in', () => {
    const { bus, navigate } = service();
    window.history.replaceState(null, '', '/portal/ui/public/logout');
    bus.receive({ type: 'login' });
    expect(navigate).toHaveBeenCalledWith('http://localhost/portal/ui/');
  });

  it('tells the other tabs before it logs out at the provider', async () => {
    const { auth, manager, bus } = service();
    const signout = vi.spyOn(manager, 'signoutRedirect').mockResolvedValue(undefined);
    await auth.logout();
    expect(bus.posted).toEqual([{ type: 'logout' }]);
    expect(signout).toHaveBeenCalled();
  });

  it("asks the provider for Keycloak's UPDATE_PASSWORD action to change the password", async () => {
    const { auth, manager } = service();
    const redirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue(undefined);
    await auth.changePassword('/dashboard', 'en');
    expect(redirect).toHaveBeenCalledWith(expect.objectContaining({ extraQueryParams: { kc_action: 'UPDATE_PASSWORD' }, ui_locales: 'en', state: { target: '/dashboard' } }));
  });
});
