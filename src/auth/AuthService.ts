import { UserManager, type User, type UserManagerSettings } from 'oidc-client-ts';
import { targetOfState, type LoginState } from './loginTarget';

type Listener = () => void;

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

  constructor(settings: UserManagerSettings | UserManager) {
    this.userManager = settings instanceof UserManager ? settings : new UserManager(settings);
    this.userManager.events.addUserLoaded((user) => this.setUser(user));
    this.userManager.events.addUserUnloaded(() => this.setUser(null));
    this.userManager.events.addUserSignedOut(() => this.setUser(null));
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
      return targetOfState(user.state);
    });
    return this.callbackRun;
  }

  /** Ends the session at the provider (RP-initiated logout with the id token as hint). */
  async logout(): Promise<void> {
    const idToken = this.user?.id_token;
    await this.userManager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
  }

  private setUser(user: User | null): void {
    if (this.user === user) return;
    this.user = user;
    for (const listener of this.listeners) listener();
  }
}
