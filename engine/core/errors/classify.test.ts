import { describe, expect, it } from 'vitest';
import { asksForClientCertificate, classifyHttpError, hintedUserRoles, isExplained, isIgnoredError, sameRoles } from './classify';
import { HttpError } from './HttpError';

function err(status: number, body?: unknown, headers?: Record<string, string>, extra: { reasons?: string[] } = {}): HttpError {
  return new HttpError({ method: 'GET', url: '/x', status, statusText: 'S', responseBody: body, ...(headers ? { headers: new Headers(headers) } : {}), ...extra });
}

describe('classifyHttpError', () => {
  it('background calls skip the general handling, whatever the status', () => {
    for (const status of [0, 400, 401, 403, 500, 503]) {
      expect(classifyHttpError(err(status), { background: true }, { userRoles: ['A'] })).toEqual({ kind: 'ignore', reason: 'background' });
    }
  });

  it('401 logs out unless the call opted out; the client-certificate modal when the server asks for one', () => {
    expect(classifyHttpError(err(401))).toEqual({ kind: 'logout', clientCertificate: false });
    expect(classifyHttpError(err(401, undefined, { 'WWW-Authenticate': 'Bearer realm="edc", error="client_certificate_required"' }))).toEqual({ kind: 'logout', clientCertificate: true });
    expect(classifyHttpError(err(401, undefined, { 'WWW-Authenticate': 'Client-Cert realm="edc"' }))).toEqual({ kind: 'logout', clientCertificate: true });
    // A screen that handles everything still cannot repair a refused token.
    expect(classifyHttpError(err(401), { callerHandles: 'all' })).toEqual({ kind: 'logout', clientCertificate: false });
    // A locked account (user management) is told so first; any other 401 is a plain logout.
    expect(classifyHttpError(err(401, { message: 'x', hints: { reasons: ['Účet je zablokovaný'], accountLocked: true } }))).toEqual({ kind: 'logout', clientCertificate: false, accountLocked: true });
    expect(classifyHttpError(err(401, { message: 'x', hints: { reasons: [], accountLocked: 'yes' } }))).toEqual({ kind: 'logout', clientCertificate: false });
    expect(classifyHttpError(err(401), { skipAuthRedirect: true })).toEqual({ kind: 'dialog', severity: 'error' });
    expect(classifyHttpError(err(401), { skipAuthRedirect: true, callerHandles: 'all' })).toEqual({ kind: 'ignore', reason: 'callerHandles' });
  });

  it('403 with a different role list (after sorting) is a role change; otherwise a normal error', () => {
    const roles = { userRoles: ['EDC.VYROBCA', 'EDC.DODAVATEL'] };
    expect(classifyHttpError(err(403, { message: 'x', hints: { userRoles: ['EDC.VYROBCA'] } }), {}, roles)).toEqual({ kind: 'rolesChanged' });
    expect(classifyHttpError(err(403, { message: 'x', hints: { userRoles: ['EDC.DODAVATEL', 'EDC.VYROBCA'] } }), {}, roles)).toEqual({ kind: 'dialog', severity: 'error' });
    expect(classifyHttpError(err(403, { message: 'x', hints: {} }), {}, roles)).toEqual({ kind: 'dialog', severity: 'error' });
    expect(classifyHttpError(err(403, { hints: { userRoles: 'EDC.VYROBCA' } }), {}, roles)).toEqual({ kind: 'dialog', severity: 'error' });
    // Without known roles (environment not loaded) nothing can be compared.
    expect(classifyHttpError(err(403, { hints: { userRoles: ['X'] } }))).toEqual({ kind: 'dialog', severity: 'error' });
    // A role change wins over a screen's own handling.
    expect(classifyHttpError(err(403, { hints: { userRoles: [] } }), { callerHandles: 'all' }, roles)).toEqual({ kind: 'rolesChanged' });
    expect(classifyHttpError(err(403, { hints: { userRoles: ['A'] } }), { callerHandles: 'explained' }, roles)).toEqual({ kind: 'rolesChanged' });
  });

  it('503 is msg503', () => {
    expect(classifyHttpError(err(503))).toEqual({ kind: 'unavailable' });
    expect(classifyHttpError(err(503), { callerHandles: 'explained' })).toEqual({ kind: 'unavailable' });
    expect(classifyHttpError(err(503), { callerHandles: 'all' })).toEqual({ kind: 'ignore', reason: 'callerHandles' });
  });

  it('400 is a warning when the server marks a user error or the call is configured so', () => {
    expect(classifyHttpError(err(400, { message: 'x', hints: { userError: true } }))).toEqual({ kind: 'dialog', severity: 'warning' });
    expect(classifyHttpError(err(400, { message: 'x' }), { badRequestIsWarning: true })).toEqual({ kind: 'dialog', severity: 'warning' });
    expect(classifyHttpError(err(400, { message: 'x' }))).toEqual({ kind: 'dialog', severity: 'error' });
    expect(classifyHttpError(err(409, { message: 'x' }), { badRequestIsWarning: true })).toEqual({ kind: 'dialog', severity: 'error' });
  });

  it('callerHandles: explained leaves 4xx and schema-check failures to the screen, not 5xx or network failures', () => {
    const explained = { callerHandles: 'explained' as const };
    for (const status of [400, 404, 409, 413, 422]) expect(classifyHttpError(err(status), explained).kind).toBe('ignore');
    expect(classifyHttpError(err(0, undefined, undefined, { reasons: ['kod: must match'] }), explained).kind).toBe('ignore');
    for (const status of [0, 500, 502]) expect(classifyHttpError(err(status), explained)).toEqual({ kind: 'dialog', severity: 'error' });
  });

  it('callerHandles as a predicate', () => {
    const only409 = { callerHandles: (e: HttpError) => e.status === 409 };
    expect(classifyHttpError(err(409), only409).kind).toBe('ignore');
    expect(classifyHttpError(err(404), only409).kind).toBe('dialog');
  });
});

describe('helpers', () => {
  it('sameRoles ignores order, not duplicates or content', () => {
    expect(sameRoles(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(sameRoles(['a'], ['a', 'a'])).toBe(false);
    expect(sameRoles([], [])).toBe(true);
    expect(sameRoles(['a'], ['b'])).toBe(false);
  });

  it('hintedUserRoles reads only a list of strings', () => {
    expect(hintedUserRoles({ hints: { userRoles: ['a'] } })).toEqual(['a']);
    expect(hintedUserRoles({ hints: { userRoles: ['a', 1] } })).toBeUndefined();
    expect(hintedUserRoles('x')).toBeUndefined();
  });

  it('asksForClientCertificate and isExplained', () => {
    expect(asksForClientCertificate(err(401, undefined, { 'WWW-Authenticate': 'Bearer' }))).toBe(false);
    expect(asksForClientCertificate(err(401))).toBe(false);
    expect(isExplained(err(401))).toBe(false);
    expect(isExplained(err(0))).toBe(false);
  });
});

describe('isIgnoredError', () => {
  it('closed streams, beacon failures, aborts and the resize-observer loop', () => {
    expect(isIgnoredError(new TypeError("Failed to execute 'enqueue' on 'ReadableStreamDefaultController': Cannot enqueue a chunk into a readable stream that is closed or has been requested to be closed"))).toBe(true);
    expect(isIgnoredError(new TypeError('Invalid state: Controller is already closed'))).toBe(true);
    expect(isIgnoredError(new Error('The stream is closed'))).toBe(true);
    expect(isIgnoredError(new TypeError("Failed to execute 'sendBeacon' on 'Navigator': Refused to send beacon"))).toBe(true);
    expect(isIgnoredError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isIgnoredError('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
  });

  it('real faults are not ignored', () => {
    expect(isIgnoredError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isIgnoredError(undefined)).toBe(false);
    expect(isIgnoredError(42)).toBe(false);
    expect(isIgnoredError({ message: 'Something broke' })).toBe(false);
  });
});
