import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../engine/core/errors';
import { createHttpClient, type HttpClient } from '../../engine/core/http';
import { renderWithTheme, setupTexts } from '../testing/renderWithShell';
import { ErrorDialogs } from './ErrorDialogs';
import { ErrorHandling, reportFileName, type SessionSnapshot } from './errorHandling';
import { installGlobalErrorHandlers } from './globalErrors';

beforeAll(() => setupTexts('sk'));

function httpError(status: number, body?: unknown, headers?: Record<string, string>): HttpError {
  return new HttpError({ method: 'GET', url: 'http://h/portalbl/svc/x', status, statusText: 'S', responseBody: body, correlationId: 'c-1', ...(headers ? { headers: new Headers(headers) } : {}) });
}

/** An HTTP client whose incident endpoint answers with `answer` and records the reports. */
function incidentHttp(answer: () => Response) {
  const reports: unknown[] = [];
  const urls: string[] = [];
  const http = createHttpClient({
    baseUrl: 'http://h/portalbl/svc',
    getLanguage: () => 'sk',
    retryDelaysMs: [],
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      reports.push(JSON.parse(String(init?.body)));
      return answer();
    }) as typeof fetch,
  });
  return { http, reports, urls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(session: Partial<SessionSnapshot> = {}, http?: HttpClient) {
  const logout = vi.fn();
  const goHome = vi.fn();
  const errors = new ErrorHandling({
    session: () => ({ loggedIn: true, login: 'producer', roles: ['EDC.VYROBCA'], environment: 'production', ...session }),
    logout,
    goHome,
    now: () => new Date('2025-03-04T05:06:07.000Z'),
  });
  if (http) errors.attachHttp(http);
  return { errors, logout, goHome };
}

describe('ErrorHandling.onHttpError', () => {
  it('503 queues msg503; equal dialogs are not stacked', () => {
    const { errors } = setup();
    errors.onHttpError(httpError(503), false, {});
    errors.onHttpError(httpError(503), false, {});
    expect(errors.center.snapshot()).toEqual([expect.objectContaining({ kind: 'message', messageKey: 'errors.msg503' })]);
  });

  it('background calls and failures the caller shows are left alone', () => {
    const { errors, logout } = setup();
    errors.onHttpError(httpError(500), true, { background: true });
    errors.onHttpError(httpError(401), true, { background: true });
    errors.onHttpError(httpError(409, { message: 'stale' }), false, { callerHandles: 'explained' });
    errors.onHttpError(httpError(503), false, { callerHandles: 'all' });
    expect(errors.center.snapshot()).toEqual([]);
    expect(logout).not.toHaveBeenCalled();
  });

  it('401 logs out at once; with a client-certificate challenge the modal comes first', () => {
    const a = setup();
    a.errors.onHttpError(httpError(401), false, {});
    expect(a.logout).toHaveBeenCalledOnce();
    expect(a.errors.center.snapshot()).toEqual([]);

    const b = setup();
    b.errors.onHttpError(httpError(401, undefined, { 'WWW-Authenticate': 'Bearer error="client_certificate_required"' }), false, {});
    b.errors.onHttpError(httpError(401, undefined, { 'WWW-Authenticate': 'Bearer error="client_certificate_required"' }), false, {});
    const [entry] = b.errors.center.snapshot();
    expect(b.errors.center.snapshot()).toHaveLength(1);
    expect(entry).toMatchObject({ kind: 'message', messageKey: 'errors.clientCertificateError' });
    expect(b.logout).not.toHaveBeenCalled();
    b.errors.center.close(entry?.id ?? -1);
    expect(b.logout).toHaveBeenCalledOnce();
  });

  it('a 401 refusing a locked account says so, then logs out', () => {
    const { errors, logout } = setup();
    const locked = () => httpError(401, { message: 'Neautorizovaný prístup', hints: { reasons: ['Účet je zablokovaný'], accountLocked: true } });
    errors.onHttpError(locked(), false, {});
    errors.onHttpError(locked(), false, {});
    const entries = errors.center.snapshot();
    expect(entries).toEqual([expect.objectContaining({ kind: 'message', messageKey: 'errors.msgAccountLocked' })]);
    expect(logout).not.toHaveBeenCalled();
    errors.center.close(entries[0]?.id ?? -1);
    expect(logout).toHaveBeenCalledOnce();
  });

  it('a 401 the call opted out of is a normal error', () => {
    const { errors, logout } = setup();
    errors.onHttpError(httpError(401, { message: 'Neplatné heslo' }), false, { skipAuthRedirect: true });
    expect(logout).not.toHaveBeenCalled();
    expect(errors.center.snapshot()[0]).toMatchObject({ kind: 'error', message: 'Neplatné heslo' });
  });

  it('403 with different roles: msgRolesHaveBeenChanged once, then home', () => {
    const { errors, goHome } = setup({ roles: ['EDC.VYROBCA', 'EDC.DODAVATEL'] });
    errors.onHttpError(httpError(403, { message: 'x', hints: { userRoles: ['EDC.DODAVATEL', 'EDC.VYROBCA'] } }), false, {});
    expect(errors.center.snapshot()[0]).toMatchObject({ kind: 'error', message: 'x' });
    errors.center.close(errors.center.snapshot()[0]?.id ?? -1);
    errors.onHttpError(httpError(403, { message: 'x', hints: { userRoles: ['EDC.VYROBCA'] } }), false, {});
    errors.onHttpError(httpError(403, { message: 'y', hints: { userRoles: ['EDC.VYROBCA'] } }), false, {});
    expect(errors.center.snapshot()).toEqual([expect.objectContaining({ kind: 'message', messageKey: 'errors.msgRolesHaveBeenChanged' })]);
    errors.center.close(errors.center.snapshot()[0]?.id ?? -1);
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('a 400 user error is a warning and is not reported as an incident', () => {
    const { http, reports } = incidentHttp(() => json({ incidentId: 'X' }));
    const { errors } = setup({}, http);
    errors.onHttpError(httpError(400, { message: 'Zlý kód', hints: { userError: true } }), false, {});
    expect(errors.center.snapshot()[0]).toMatchObject({ kind: 'warning', message: 'Zlý kód', incident: { status: 'off' } });
    expect(reports).toHaveLength(0);
  });

  it('an error is reported: in progress, then reported with the id; the report carries roles and the call', async () => {
    const { http, reports, urls } = incidentHttp(() => json({ incidentId: 'INC-9' }));
    const { errors } = setup({}, http);
    errors.onHttpError(httpError(500, { message: 'Interná chyba' }), false, {});
    expect(errors.center.snapshot()[0]?.incident).toEqual({ status: 'inProgress' });
    await waitFor(() => expect(errors.center.snapshot()[0]?.incident).toEqual({ status: 'reported', incidentId: 'INC-9' }));
    expect(urls).toEqual(['http://h/portalbl/svc/portal/incident']);
    expect(reports[0]).toMatchObject({ kind: 'http', message: 'Interná chyba', login: 'producer', roles: ['EDC.VYROBCA'], time: '2025-03-04T05:06:07.000Z', status: 500, correlationId: 'c-1' });
  });

  it('when nobody is logged in the public endpoint is used; a failing report is "failed"', async () => {
    const { http, urls } = incidentHttp(() => json({ message: 'no' }, 500));
    const { errors } = setup({ loggedIn: false }, http);
    errors.onHttpError(httpError(500), false, {});
    await waitFor(() => expect(errors.center.snapshot()[0]?.incident).toEqual({ status: 'failed' }));
    expect(urls).toEqual(['http://h/portalbl/svc/public/incident']);
    // The failed report itself opened no second dialog.
    expect(errors.center.snapshot()).toHaveLength(1);
  });
});

describe('ErrorHandling.onUnexpectedError', () => {
  it('shows the unexpected-error dialog, fatal, with the message or the unknown text', () => {
    const { errors } = setup();
    errors.onUnexpectedError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    errors.onUnexpectedError({});
    expect(errors.center.snapshot()).toEqual([
      expect.objectContaining({ kind: 'error', titleKey: 'errors.unexpected.title', message: "Cannot read properties of undefined (reading 'x')", hintKey: 'errors.unexpected.refresh', fatal: true }),
      expect.objectContaining({ kind: 'error', messageKey: 'errors.unexpected.unknown', fatal: true }),
    ]);
  });

  it('ignores failed calls (already handled), closed streams, beacon failures and aborts', () => {
    const { errors } = setup();
    errors.onUnexpectedError(httpError(500));
    errors.onUnexpectedError(new TypeError('Invalid state: Controller is already closed'));
    errors.onUnexpectedError(new TypeError("Failed to execute 'sendBeacon' on 'Navigator'"));
    errors.onUnexpectedError(new DOMException('aborted', 'AbortError'));
    expect(errors.center.snapshot()).toEqual([]);
  });
});

describe('installGlobalErrorHandlers', () => {
  it('routes window errors and unhandled rejections; removes its listeners', () => {
    const handle = vi.fn();
    // A target of its own: errors dispatched on the test's window would reach the test runner too.
    const target = new EventTarget() as unknown as Window;
    const remove = installGlobalErrorHandlers(target, handle);
    const boom = new Error('boom');
    target.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom' }));
    target.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = 'why';
    target.dispatchEvent(rejection);
    expect(handle.mock.calls).toEqual([[boom], ['why']]);
    remove();
    target.dispatchEvent(new ErrorEvent('error', { error: boom }));
    expect(handle).toHaveBeenCalledTimes(2);
  });
});

describe('ErrorDialogs', () => {
  it('shows msg503 in Slovak; the next queued dialog after close', async () => {
    const { errors } = setup();
    renderWithTheme(<ErrorDialogs errors={errors} />);
    act(() => {
      errors.onHttpError(httpError(503), false, {});
      errors.onHttpError(httpError(400, { message: 'Zlý kód', hints: { userError: true } }), false, {});
    });
    // The dialog's code loads lazily on the first error (slow on a busy machine).
    expect(await screen.findByText('Server je nedostupný (opakujte neskôr prosím)', {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(await screen.findByText('Zlý kód')).toBeInTheDocument();
    expect(screen.getByText('Upozornenie')).toBeInTheDocument();
  });

  it('locally: the report buttons and the incident id', async () => {
    const { http } = incidentHttp(() => json({ incidentId: 'INC-77' }, 201));
    const { errors } = setup({ environment: 'local' }, http);
    renderWithTheme(<ErrorDialogs errors={errors} />);
    act(() => errors.onHttpError(httpError(500, { message: 'Interná chyba' }), false, {}));
    expect(await screen.findByText('Chyba bola zaznamenaná pod číslom INC-77.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hlásenie o chybe' }));
    expect(screen.getByTestId('error-report').textContent).toContain('"incidentId": "INC-77"');
    expect(screen.getByRole('button', { name: 'Stiahnuť hlásenie' })).toBeInTheDocument();
  });

  it('outside local: only close until reporting fails', async () => {
    const { http } = incidentHttp(() => json({ message: 'down' }, 500));
    const { errors } = setup({ environment: 'production' }, http);
    renderWithTheme(<ErrorDialogs errors={errors} />);
    act(() => errors.onHttpError(httpError(500, { message: 'Interná chyba' }), false, {}));
    expect(await screen.findByText('Chybu sa nepodarilo zaznamenať. Kontaktujte prosím administrátora.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stiahnuť hlásenie' })).toBeInTheDocument();
  });
});

describe('reportFileName', () => {
  it('is a safe name with the time', () => {
    expect(reportFileName({ time: '2025-03-04T05:06:07.000Z', kind: 'unexpected', message: '', roles: [], reduced: false })).toBe('error-report-2025-03-04T05-06-07-000Z.json');
  });
});
