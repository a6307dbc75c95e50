import { isUserError, messageOf, reasonsOf } from './messages';

export interface HttpErrorInit {
  method: string;
  url: string;
  /** 0 when no response came (network failure, client-side validation). */
  status: number;
  statusText?: string;
  requestBody?: unknown;
  responseBody?: unknown;
  /** Overrides the message derived from the response body. */
  message?: string;
  /** Overrides the reasons derived from the response body. */
  reasons?: string[];
  userError?: boolean;
  headers?: Headers;
  /** X-Correlation-ID the call was sent with (for incident reports). */
  correlationId?: string;
  cause?: unknown;
}

/** A failed call, carrying what the error dialog and the error report need. */
export class HttpError extends Error {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly requestBody: unknown;
  readonly responseBody: unknown;
  readonly reasons: string[];
  readonly userError: boolean;
  /** Response headers when a response came (e.g. WWW-Authenticate on 401). */
  readonly headers: Headers | undefined;
  readonly correlationId: string | undefined;

  constructor(init: HttpErrorInit) {
    const statusText = init.statusText ?? '';
    super(init.message ?? messageOf(init.responseBody, init.status, statusText), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'HttpError';
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.statusText = statusText;
    this.requestBody = init.requestBody;
    this.responseBody = init.responseBody;
    this.reasons = init.reasons ?? reasonsOf(init.responseBody);
    this.userError = init.userError ?? isUserError(init.responseBody, init.status);
    this.headers = init.headers;
    this.correlationId = init.correlationId;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
