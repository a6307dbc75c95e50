import type { DataProvider } from '../http/types';
import { HttpError } from './HttpError';

/** Incident endpoints under the API root (logged-in and public). */
export const INCIDENT_PATH = '/portal/incident';
export const PUBLIC_INCIDENT_PATH = '/public/incident';
/**
 * The server's limits on a report's body in bytes (logged-in and public). A report over them is
 * answered 413 and sent again reduced; a reduced report of a logged-in user fits its limit.
 */
export const INCIDENT_LIMIT = 64 * 1024;
export const PUBLIC_INCIDENT_LIMIT = 16 * 1024;
/** Header carrying the failed call's correlation id, so the server log and the incident meet. */
export const INCIDENT_TRACE_HEADER = 'X-Trace-ID';

/** Where and for whom the error happened (filled by the application). */
export interface IncidentContext {
  /** ISO time of the error. */
  time: string;
  page?: string;
  userAgent?: string;
  appVersion?: string;
  variant?: string;
  language?: string;
  login?: string;
  /** The user's roles (spec 6: sent with error reports). */
  roles?: readonly string[];
  tenant?: string | number;
}

/**
 * The client error details sent to the server and offered for download. Flat, as the incident
 * endpoint stores them (message, status, url, method, stack, userAgent, roles, bodies, correlationId);
 * the other fields are kept by the server as extras.
 */
export interface IncidentReport extends Omit<IncidentContext, 'roles'> {
  kind: 'http' | 'unexpected';
  message: string;
  roles: string[];
  /** The failed call (HTTP errors only). */
  method?: string;
  url?: string;
  status?: number;
  statusText?: string;
  correlationId?: string;
  reasons?: string[];
  requestBody?: unknown;
  responseBody?: unknown;
  /** Error name and stack (left out when reduced). */
  errorName?: string;
  stack?: string;
  /** true when bodies and stack were left out (after a 413). */
  reduced: boolean;
}

/** Largest text kept per body or stack in a full report; the server's own limit (64 kB) is handled by reducing. */
const MAX_TEXT = 16_000;
/** The server's limits on single fields (message 4000, url 2000, userAgent 500 characters). */
const MAX_MESSAGE = 4000;
const MAX_URL = 2000;
const MAX_USER_AGENT = 500;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function clip(value: unknown): unknown {
  if (typeof value === 'string') return cut(value, MAX_TEXT);
  if (value === undefined || value === null || typeof value !== 'object') return value;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `[Blob ${value.type || 'binary'} ${value.size} B]`;
  if (typeof FormData !== 'undefined' && value instanceof FormData) return '[FormData]';
  try {
    const text = JSON.stringify(value);
    return text.length > MAX_TEXT ? cut(text, MAX_TEXT) : value;
  } catch {
    return '[unserialisable]';
  }
}

function errorFields(error: unknown): { errorName: string; stack?: string } {
  if (error instanceof Error) {
    return typeof error.stack === 'string' && error.stack !== '' ? { errorName: error.name, stack: cut(error.stack, MAX_TEXT) } : { errorName: error.name };
  }
  return { errorName: typeof error };
}

/** Everything known about an error, for the incident report. */
export function buildIncidentReport(error: unknown, context: IncidentContext, message?: string): IncidentReport {
  const { roles, ...rest } = context;
  const base = {
    ...rest,
    ...(rest.userAgent !== undefined ? { userAgent: cut(rest.userAgent, MAX_USER_AGENT) } : {}),
    roles: roles ? [...roles] : [],
    reduced: false,
  };
  if (error instanceof HttpError) {
    const report: IncidentReport = {
      ...base,
      kind: 'http',
      message: cut(message ?? error.message, MAX_MESSAGE),
      method: error.method,
      url: cut(error.url, MAX_URL),
      status: error.status,
      statusText: error.statusText,
      reasons: error.reasons,
      ...errorFields(error),
    };
    if (error.correlationId) report.correlationId = error.correlationId;
    if (error.requestBody !== undefined) report.requestBody = clip(error.requestBody);
    if (error.responseBody !== undefined) report.responseBody = clip(error.responseBody);
    return report;
  }
  const text = message ?? (error instanceof Error ? error.message : String(error));
  return { ...base, kind: 'unexpected', message: cut(text || String(error), MAX_MESSAGE), ...errorFields(error) };
}

/** The report without request and response bodies and without the stack (sent after a 413). */
export function reduceIncidentReport(report: IncidentReport): IncidentReport {
  const { requestBody: _request, responseBody: _response, stack: _stack, ...rest } = report;
  const reduced: IncidentReport = { ...rest, message: cut(report.message, 2000), reduced: true };
  if (report.reasons) reduced.reasons = report.reasons.slice(0, 20).map((reason) => cut(reason, 500));
  return reduced;
}

function incidentIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const id = (data as { incidentId?: unknown }).incidentId;
  if (typeof id === 'string' && id !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return undefined;
}

/**
 * Sends the report (spec 7: incident-report endpoint with a trace header); on 413 sends it again
 * with reduced detail. Resolves the incident id; rejects when the server did not take it.
 * The call is a background one: a failing report must not open another error dialog.
 */
export async function sendIncidentReport(http: DataProvider, report: IncidentReport, options: { publicArea?: boolean } = {}): Promise<string> {
  const path = options.publicArea ? PUBLIC_INCIDENT_PATH : INCIDENT_PATH;
  const trace = report.correlationId;
  const post = (body: IncidentReport) =>
    http.post<unknown>(path, body, {
      background: true,
      skipSchemaCheck: true,
      followLocation: false,
      ...(trace ? { headers: { [INCIDENT_TRACE_HEADER]: trace } } : {}),
    });
  let data: unknown;
  try {
    data = (await post(report)).data;
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 413 || report.reduced) throw error;
    data = (await post(reduceIncidentReport(report))).data;
  }
  const id = incidentIdOf(data);
  if (!id) throw new Error('The incident endpoint answered without an incidentId');
  return id;
}
