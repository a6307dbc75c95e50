/** What the login redirect remembers in its state. */
export interface LoginState {
  target: string;
}

/** A path inside the application, safe to navigate to after login (no other origin, no protocol). */
export function safeTarget(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/';
  // Never come back to the callback itself (it would try to complete a finished login).
  if (target.startsWith('/auth/callback')) return '/';
  return target;
}

/** The target stored in a login state object, made safe. */
export function targetOfState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'target' in state) return safeTarget((state as LoginState).target);
  return '/';
}
