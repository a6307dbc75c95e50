import {
  buildIncidentReport,
  classifyHttpError,
  isHttpError,
  isIgnoredError,
  sendIncidentReport,
  type HttpError,
  type IncidentContext,
  type IncidentReport,
} from '../../engine/core/errors';
import type { ErrorHandlingOptions, HttpClient } from '../../engine/core/http';
import { ErrorCenter } from './errorCenter';

/** What the error handling needs to know about the session, read when an error happens. */
export interface SessionSnapshot {
  loggedIn: boolean;
  login?: string;
  /** The user's roles from the environment info; undefined before it is loaded. */
  roles?: readonly string[];
  /** appConfig.environment: 'local' offers the error report buttons. */
  environment?: string;
  tenant?: string | number;
}

export interface ErrorHandlingDeps {
  session(): SessionSnapshot;
  /** After a 401: end the session and go to the login page. */
  logout(): void;
  /** After a role change: the home page with a full refresh. */
  goHome(): void;
  /** Variant, version, language and page for the incident report. */
  context?(): Omit<IncidentContext, 'time' | 'login' | 'roles' | 'tenant'>;
  /** Reports allowed besides the local environment (configuration). @default never */
  reportsAllowed?(): boolean;
  now?(): Date;
}

/**
 * The general error handling of the application (spec shell-routes-workflow 6 and 8): classifies
 * failed calls and unexpected errors, queues the dialogs, reports incidents, logs out after 401
 * and sends the user home after a role change.
 */
export class ErrorHandling {
  readonly center = new ErrorCenter();
  private http: HttpClient | undefined;
  private leaving = false;

  constructor(private readonly deps: ErrorHandlingDeps) {}

  /** The client used to send incident reports (it is created after this, with onHttpError as its hook). */
  attachHttp(http: HttpClient): void {
    this.http = http;
  }

  /** Error report buttons are offered: locally or when configured. */
  reportsAllowed(): boolean {
    return this.deps.session().environment === 'local' || (this.deps.reportsAllowed?.() ?? false);
  }

  /** The HTTP client's onError hook. */
  onHttpError = (error: HttpError, background: boolean, call: ErrorHandlingOptions = {}): void => {
    const session = this.deps.session();
    const decision = classifyHttpError(error, { ...call, background: background || call.background }, session.roles ? { userRoles: session.roles } : {});
    switch (decision.kind) {
      case 'ignore':
        return;
      case 'logout':
        if (this.leaving) return;
        if (decision.clientCertificate || decision.accountLocked) {
          // The user is told why before the login page replaces the screen.
          this.leaving = true;
          const messageKey = decision.clientCertificate ? 'errors.clientCertificateError' : 'errors.msgAccountLocked';
          this.center.push({ kind: 'message', titleKey: 'errors.dialog.title.error', messageKey, afterClose: () => this.deps.logout() });
        } else {
          this.deps.logout();
        }
        return;
      case 'rolesChanged':
        if (this.leaving) return;
        this.leaving = true;
        this.center.push({ kind: 'message', messageKey: 'errors.msgRolesHaveBeenChanged', afterClose: () => this.deps.goHome() });
        return;
      case 'unavailable':
        this.center.push({ kind: 'message', titleKey: 'errors.dialog.title.error', messageKey: 'errors.msg503' });
        return;
      case 'dialog':
        if (decision.severity === 'warning') this.center.push({ kind: 'warning', message: error.message });
        else this.showError(error, { message: error.message });
        return;
    }
  };

  /** A global unexpected error (window error, unhandled rejection, render crash). */
  onUnexpectedError = (error: unknown): void => {
    // Failed calls went through onHttpError already; aborts and known noise are ignored.
    if (isHttpError(error) || isIgnoredError(error)) return;
    const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    this.showError(error, {
      titleKey: 'errors.unexpected.title',
      ...(text.trim() !== '' ? { message: text } : { messageKey: 'errors.unexpected.unknown' }),
      hintKey: 'errors.unexpected.refresh',
      fatal: true,
    });
  };

  /** Shows an error dialog for any error and reports it as an incident (screens may call this too). */
  showError(error: unknown, shown: { message?: string; messageKey?: string; titleKey?: string; hintKey?: string; fatal?: boolean } = {}): void {
    const session = this.deps.session();
    const context: IncidentContext = {
      ...(this.deps.context?.() ?? {}),
      time: (this.deps.now?.() ?? new Date()).toISOString(),
      ...(session.login ? { login: session.login } : {}),
      roles: session.roles ?? [],
      ...(session.tenant !== undefined ? { tenant: session.tenant } : {}),
    };
    const report = buildIncidentReport(error, context, shown.message);
    const message = shown.message ?? (shown.messageKey ? undefined : report.message);
    const id = this.center.push({ kind: 'error', ...shown, ...(message !== undefined ? { message } : {}), report });
    if (id !== undefined) void this.sendReport(id, report, session);
  }

  private async sendReport(id: number, report: IncidentReport, session: SessionSnapshot): Promise<void> {
    if (!this.http) {
      this.center.setIncident(id, { status: 'failed' });
      return;
    }
    this.center.setIncident(id, { status: 'inProgress' });
    try {
      const incidentId = await sendIncidentReport(this.http, report, { publicArea: !session.loggedIn });
      this.center.setIncident(id, { status: 'reported', incidentId });
    } catch {
      this.center.setIncident(id, { status: 'failed' });
    }
  }
}

/** File name of a downloaded error report. */
export function reportFileName(report: IncidentReport): string {
  return `error-report-${report.time.replace(/[:.]/g, '-')}.json`;
}

/** The report as the user sees and downloads it (with the incident id once known). */
export function reportText(report: IncidentReport, incidentId?: string): string {
  return JSON.stringify(incidentId ? { incidentId, ...report } : report, null, 2);
}
