import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from 'oidc-client-ts';
import type { AuthService } from './AuthService';

const AuthContext = createContext<AuthService | null>(null);

/** Makes the page's AuthService available to the shell. */
export function AuthProvider({ auth, children }: { auth: AuthService; children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

/** The page's AuthService. */
export function useAuth(): AuthService {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}

/** The logged-in user (re-renders on login, renewal and logout). */
export function useAuthUser(): User | null {
  const auth = useAuth();
  return useSyncExternalStore(auth.subscribe, () => auth.getUser());
}

/**
 * The logged-in user's `sub` (whose form drafts the browser keeps), else `fallback`; undefined
 * outside an AuthProvider (tests of single screens).
 */
export function useUserSub(fallback?: string): string | undefined {
  const auth = useContext(AuthContext);
  const subscribe = useCallback((listener: () => void) => auth?.subscribe(listener) ?? (() => undefined), [auth]);
  const user = useSyncExternalStore(subscribe, () => auth?.getUser() ?? null);
  return user?.profile.sub ?? fallback;
}
