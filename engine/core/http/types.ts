import type { HttpError } from '../errors';
import type { RqlQuery } from '../rql';

export interface HttpClientOptions {
  /** API root, absolute (`http://host/portalbl/svc`) or relative to the page (`/portalbl/svc`). */
  baseUrl: string;
  getAccessToken?: () => string | undefined | Promise<string | undefined>;
  getLanguage: () => string;
  getTenant?: () => string | number | undefined;
  fetch?: typeof fetch;
  /** JSON Schema for a request body; `path` is relative to baseUrl, `method` upper case. */
  getRequestSchema?: (path: string, method: string) => Promise<object | undefined>;
  /** Returns error texts; empty when the body is valid. */
  validateBody?: (schema: object, body: unknown) => string[];
  /** Server clock minus client clock, from each response's Date header. */
  onServerTime?: (offsetMs: number) => void;
  /** Every failed call (not aborts); `background` calls skip the general error handling. */
  onError?: (error: HttpError, background: boolean) => void;
  /** Waits before each retry; default [0, 300, 1000] (so up to three retries). */
  retryDelaysMs?: number[];
}

/** How to read a successful body: `json` (default; empty → undefined, else must be JSON), `text`, `blob`. */
export type ResponseType = 'json' | 'text' | 'blob';

export interface RequestOptions {
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams, ArrayBuffer and strings as they are. */
  body?: unknown;
  /** Raw query text without `?` (e.g. from formatRql). */
  query?: string;
  /** Extra headers; they override the defaults (e.g. X-Tenant for set-tenant). */
  headers?: Record<string, string>;
  /** Marks the call so the general error handling is skipped (passed to onError). */
  background?: boolean;
  signal?: AbortSignal;
  skipSchemaCheck?: boolean;
  responseType?: ResponseType;
}

export interface HttpResult<T> {
  status: number;
  headers: Headers;
  data: T;
}

export interface ListOptions extends Omit<RequestOptions, 'body' | 'query' | 'responseType'> {
  /** The query asks one row more than the page (listQuery extraRow): trim it and report hasMore. */
  extraRow?: boolean;
}

export interface ListResult<T> {
  rows: T[];
  /** From Content-Range when the query asked count(). */
  total?: number;
  hasMore: boolean;
}

export interface HttpClient {
  request<T = unknown>(method: string, path: string, init?: RequestOptions): Promise<HttpResult<T>>;
  get<T = unknown>(path: string, init?: Omit<RequestOptions, 'body'>): Promise<HttpResult<T>>;
  post<T = unknown>(path: string, body?: unknown, init?: Omit<RequestOptions, 'body'>): Promise<HttpResult<T>>;
  delete<T = unknown>(path: string, init?: Omit<RequestOptions, 'body'>): Promise<HttpResult<T>>;
  list<T = unknown>(path: string, query: RqlQuery, init?: ListOptions): Promise<ListResult<T>>;
  /** Latest server clock offset in ms (0 until a Date header was seen). */
  serverTimeOffsetMs(): number;
}
