import { UserManager, type User, type UserManagerSettings } from 'oidc-client-ts';
import { openTabChannel, type TabChannel } from '../crossTab/channel';
import { targetOfState, type LoginState } from './loginTarget';
import { notifyTokensCleared } from './tokensCleared';

type Listener = () => void;

/** What one tab tells the others about the login (spec 4.2: logout and login propagate). */
export type AuthTabMessage = { type: 'logout' } | { type: 'login' };

/** Keycloak's action parameter asking the provider for the change-password form. */
export const UPDATE_PASSWORD_ACTION = 'UPDATE_PASSWORD';

export interface AuthServiceOptions {
  /** The channel to the other tabs; a real BroadcastChannel by default. */
  channel?: TabChannel<AuthTabMessage>;
  /** Leaves the page (replaced in tests). */
  navigate?: (url: string) => void;
}

/**
 * The login session of the application over oidc-client-ts: who is logged in, the access token
 * for API calls, login (stored session, silent check, redirect), callback and logout.
 * One instance per page; React reads it through AuthProvider.
 */
export class AuthService {
  readonly userManager: UserManager;
  private user: User | null = null;
  private readonly listeners = new Set<Listener>();
  // Shared promises: React's strict mode runs effects twice, a login or callback must run once.
  private loginRun: Promise<User | null> | undefined;
  private callbackRun: Promise<string> | undefined;
  private redirecting = false;
  private loggingOut = false;
  private readonly channel: TabChannel<AuthTabMessage>;
  private readonly navigate: (url: string) => void;

  constructor(settings: UserManagerSettings | UserManager, options: AuthServiceOptions = {}) {
    this.userManager = settings instanceof UserManager ? settings : new UserManager(settings);
    this.userManager.events.addUserLoaded((user) => {
      // A renewal that was under way when the logout began must not store the tokens again.
      if (this.loggingOut) {
        void this.userManager.removeUser();
        return;
      }
      this.setUser(user);
    });
    this.userManager.events.addUserUnloaded(() => this.setUser(null));
    this.userManager.events.addUserSignedOut(() => this.setUser(null));
    this.channel = options.channel ?? openTabChannel<AuthTabMessage>('auth');
    this.navigate = options.navigate ?? ((url) => window.location.replace(url));
    this.channel.subscribe((message) => void this.onOtherTab(message));
  }

  /** The application's own URL (`…/portal/ui/`), where a logout returns to. */
  get appUrl(): string {
    return this.userManager.settings.post_logout_redirect_uri ?? '/';
  }

  /**
   * Another tab logged out: drop this tab's tokens and show the logout page (a silent login
   * now could still find the provider's session the other tab is ending). Another tab logged
   * in: a tab sitting logged out on a public page goes into the application.
   */
  private async onOtherTab(message: AuthTabMessage): Promise<void> {
    if (message.type === 'logout') {
      if (!this.user) return;
      this.redirecting = true; // no login attempt while leaving
      this.loggingOut = true;
      this.userManager.stopSilentRenew();
      await this.userManager.removeUser().catch(() => undefined);
      notifyTokensCleared();
      this.navigate(`${this.appUrl}public/logout`);
      return;
    }
    if (!this.user && this.isOnPublicPage()) this.navigate(this.appUrl);
  }

  private isOnPublicPage(): boolean {
    try {
      const app = new URL(this.appUrl, window.location.href).pathname;
      return window.location.pathname.startsWith(`${app}public`);
    } catch {
      return false;
    }
  }

  /** The logged-in user, or null. */
  getUser(): User | null {
    return this.user;
  }

  /** The current access token for the Authorization header. */
  accessToken(): string | undefined {
    return this.user && !this.user.expired ? this.user.access_token : undefined;
  }

  /** Subscribes to user changes (login, renewal, logout); returns the unsubscribe function. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Resolves the logged-in user: the stored session, else a silent check with the provider,
   * else redirects to the login page remembering `target` (then resolves null; the page unloads).
   */
  ensureLogin(target: string, language?: string): Promise<User | null> {
    // Leaving for the provider's logout: no new login from this page.
    if (this.loggingOut) return Promise.resolve(null);
    this.loginRun ??= this.runLogin(target, language).finally(() => {
      this.loginRun = undefined;
    });
    return this.loginRun;
  }

  private async runLogin(target: string, language?: string): Promise<User | null> {
    const stored = await this.userManager.getUser();
    if (stored && !stored.expired) {
      this.setUser(stored);
      return stored;
    }
    try {
      // Uses the refresh token when one is stored, else the hidden iframe with prompt=none.
      const user = await this.userManager.signinSilent();
      if (user) {
        this.setUser(user);
        return user;
      }
    } catch {
      // No session at the provider (login_required) or it did not answer in time: log in visibly.
    }
    await this.redirectToLogin(target, language);
    return null;
  }

  /** Sends the browser to the provider's login page; after login it comes back to `target`. */
  async redirectToLogin(target: string, language?: string): Promise<void> {
    // Several refused calls may arrive together; the browser leaves the page once.
    if (this.redirecting) return;
    this.redirecting = true;
    const state: LoginState = { target };
    try {
      await this.userManager.removeUser();
      await this.userManager.signinRedirect({ state, ...(language ? { ui_locales: language } : {}) });
    } catch (error) {
      this.redirecting = false; // e.g. the provider is unreachable: let the caller show it
      throw error;
    }
  }

  /** Completes the login on the callback page; resolves the path to go to. */
  completeLogin(url?: string): Promise<string> {
    this.callbackRun ??= this.userManager.signinRedirectCallback(url).then((user) => {
      this.setUser(user);
      this.channel.post({ type: 'login' });
      return targetOfState(user.state);
    });
    return this.callbackRun;
  }

  /**
   * Ends the session at the provider (RP-initiated logout with the id token as hint); the other
   * tabs are told first, and per-user browser data is cleared with the tokens.
   */
  async logout(): Promise<void> {
    const idToken = this.user?.id_token;
    this.redirecting = true;
    this.loggingOut = true;
    this.userManager.stopSilentRenew();
    this.channel.post({ type: 'logout' });
    await this.userManager.removeUser();
    notifyTokensCleared();
    await this.userManager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
  }

  /** Renews the tokens now (refresh token, else the silent check); resolves whether it worked. */
  async renew(): Promise<boolean> {
    try {
      const user = await this.userManager.signinSilent();
      if (user) this.setUser(user);
      return Boolean(user);
    } catch {
      return false;
    }
  }

  /**
   * Sends the user to the provider's change-password form (Keycloak's UPDATE_PASSWORD action);
   * the provider then returns to `target` through the normal login callback.
   */
  async changePassword(target: string, language?: string): Promise<void> {
    const state: LoginState = { target };
    await this.userManager.signinRedirect({
      state,
      extraQueryParams: { kc_action: UPDATE_PASSWORD_ACTION },
      ...(language ? { ui_locales: language } : {}),
    });
  }

  private setUser(user: User | null): void {
    if (this.user === user) return;
    this.user = user;
    for (const listener of this.listeners) listener();
  }
}
