import type { ErrorHandlingOptions } from '../http/types';
import type { HttpError } from './HttpError';

/** What the general error handling does with a failed call (spec shell-routes-workflow 6 and 8). */
export type ErrorDecision =
  /** Nothing: a background call, or the caller shows the failure itself. */
  | { kind: 'ignore'; reason: 'background' | 'callerHandles' }
  /** 401: log out (after the clientCertificateError modal when the server asked for a certificate, after msgAccountLocked for a locked account). */
  | { kind: 'logout'; clientCertificate: boolean; accountLocked?: true }
  /** 403 and the server's list of the user's roles differs: msgRolesHaveBeenChanged, then home with a refresh. */
  | { kind: 'rolesChanged' }
  /** 503: msg503. */
  | { kind: 'unavailable' }
  /** The error dialog; a warning is a 400 the server marked as the user's mistake (or configured so). */
  | { kind: 'dialog'; severity: 'error' | 'warning' };

/** What the handling knows about the session. */
export interface SessionFacts {
  /** The current user's roles; undefined before the environment is loaded. */
  userRoles?: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `hints.userRoles` of a response body, when it is a list of strings. */
export function hintedUserRoles(body: unknown): string[] | undefined {
  if (!isRecord(body) || !isRecord(body.hints)) return undefined;
  const roles = body.hints.userRoles;
  if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string')) return undefined;
  return roles;
}

/** Two role lists name the same roles, whatever their order. */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((role, i) => role === y[i]);
}

/** The server asks for a client certificate (WWW-Authenticate mentions one). */
export function asksForClientCertificate(error: HttpError): boolean {
  const header = error.headers?.get('WWW-Authenticate') ?? '';
  return /client[\s_-]*cert/i.test(header);
}

/** The hint of a 401 that refuses a locked account (user management), not an expired session. */
export const ACCOUNT_LOCKED_HINT = 'accountLocked';

/** The server refused the call because the account is locked (`hints.accountLocked: true`). */
function refusesLockedAccount(error: HttpError): boolean {
  const body = error.responseBody;
  return error.status === 401 && isRecord(body) && isRecord(body.hints) && body.hints[ACCOUNT_LOCKED_HINT] === true;
}

/** A failure the server explained to the user (a 4xx with its reasons) or the client's own schema check. */
export function isExplained(error: HttpError): boolean {
  if (error.status >= 400 && error.status < 500 && error.status !== 401) return true;
  return error.status === 0 && error.reasons.length > 0;
}

function callerShows(error: HttpError, call: ErrorHandlingOptions): boolean {
  const handles = call.callerHandles;
  if (handles === undefined) return false;
  if (handles === 'all') return true;
  if (handles === 'explained') return isExplained(error);
  return handles(error);
}

/**
 * Decides how a failed call is handled. Session-level outcomes (logout, roles changed) win over a
 * caller's own handling, because no screen can repair them; background calls are never handled.
 */
export function classifyHttpError(error: HttpError, call: ErrorHandlingOptions = {}, session: SessionFacts = {}): ErrorDecision {
  if (call.background) return { kind: 'ignore', reason: 'background' };
  if (error.status === 401 && !call.skipAuthRedirect) {
    return { kind: 'logout', clientCertificate: asksForClientCertificate(error), ...(refusesLockedAccount(error) ? { accountLocked: true as const } : {}) };
  }
  if (error.status === 403 && session.userRoles) {
    const hinted = hintedUserRoles(error.responseBody);
    if (hinted && !sameRoles(hinted, session.userRoles)) return { kind: 'rolesChanged' };
  }
  if (callerShows(error, call)) return { kind: 'ignore', reason: 'callerHandles' };
  if (error.status === 503) return { kind: 'unavailable' };
  if (error.status === 400 && (error.userError || call.badRequestIsWarning)) return { kind: 'dialog', severity: 'warning' };
  return { kind: 'dialog', severity: 'error' };
}

/** Texts of errors that are noise, not faults of the application (spec 8: closed stream, beacon send failure). */
const IGNORED_PATTERNS: readonly RegExp[] = [
  /stream (is |was )?closed|closed stream|readable stream that is closed|controller is already closed/i,
  /sendBeacon|beacon/i,
  // Browsers report a layout loop that resolved itself; nothing is broken.
  /ResizeObserver loop/i,
];

/** An error the global handling ignores (spec 8): a closed stream, a failed beacon, an abort. */
export function isIgnoredError(error: unknown): boolean {
  if (error instanceof Error || (isRecord(error) && typeof error.message === 'string')) {
    const { name, message } = error as { name?: unknown; message: string };
    if (name === 'AbortError') return true;
    return IGNORED_PATTERNS.some((pattern) => pattern.test(message));
  }
  if (typeof error === 'string') return IGNORED_PATTERNS.some((pattern) => pattern.test(error));
  return false;
}
