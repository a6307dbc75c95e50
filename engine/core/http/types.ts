import type { HttpError } from '../errors';
import type { RqlQuery, SpringQuery } from '../rql';

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
  /**
   * Every failed call (not aborts). `background` calls skip the general error handling;
   * `call` says what else the caller asked for (see ErrorHandlingOptions).
   */
  onError?: (error: HttpError, background: boolean, call: ErrorHandlingOptions) => void;
  /** Waits before each retry; default [0, 300, 1000] (so up to three retries). */
  retryDelaysMs?: number[];
}

/** How to read a successful body: `json` (default; empty → undefined, else must be JSON), `text`, `blob`. */
export type ResponseType = 'json' | 'text' | 'blob';

/** Which failures a caller shows itself, so the general error handling leaves them alone. */
export type CallerHandles =
  /** Every failure except the session-level ones (401 logout, 403 roles changed). */
  | 'all'
  /** Failures the server explained (4xx other than 401): reasons shown inline, e.g. a form's 400/409. */
  | 'explained'
  /** A custom choice: true when the caller shows this failure. */
  | ((error: HttpError) => boolean);

/** The per-call switches of the general error handling (passed to onError). */
export interface ErrorHandlingOptions {
  /** Marks the call so the general error handling is skipped entirely. @default false */
  background?: boolean;
  /** Failures the caller shows itself (inline alert, own page). @default none */
  callerHandles?: CallerHandles;
  /** A 401 does not log the user out (e.g. calls on public pages, the login check). @default false */
  skipAuthRedirect?: boolean;
  /** A 400 is shown as a warning, not an error (spec: 'when configured'). @default false */
  badRequestIsWarning?: boolean;
}

export interface RequestOptions extends ErrorHandlingOptions {
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams, ArrayBuffer and strings as they are. */
  body?: unknown;
  /** Raw query text without `?` (e.g. from formatRql). */
  query?: string;
  /** Extra headers; they override the defaults (e.g. X-Tenant for set-tenant). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: no retries at all, not even after a network failure. @default true */
  retry?: boolean;
  /** false: a 201 answer is read as it is instead of being followed by a GET of its Location. @default true */
  followLocation?: boolean;
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
  /** Instead of `total` when the server stopped counting: the filter matches more rows than this. */
  totalMoreThan?: number;
  hasMore: boolean;
}

/** A download: a GET, or a POST with a body when the file is made from one (a generated document). */
export interface DownloadOptions extends Omit<RequestOptions, 'responseType'> {
  /** @default 'GET' */
  method?: 'GET' | 'POST';
}

/** A downloaded file: its bytes, the name to save it under and its media type. */
export interface DownloadResult {
  blob: Blob;
  /** From Content-Disposition (filename* preferred), else the URL's last segment, else 'download'. */
  fileName: string;
  contentType: string;
}

/** Extra text fields of a multipart upload. */
export type UploadFields = Record<string, string | number | boolean | Blob | null | undefined>;

/**
 * The data-provider port: the only way engine screens and widgets reach the server. The
 * application supplies it through `<EngineProvider http={...}>` (normally the client of
 * createHttpClient, which implements it over fetch; tests give a fake). Nothing else in the
 * engine opens a connection (engine/react/dataPort.test.tsx checks it).
 */
export interface DataProvider {
  get<T = unknown>(path: string, init?: Omit<RequestOptions, 'body'>): Promise<HttpResult<T>>;
  post<T = unknown>(path: string, body?: unknown, init?: Omit<RequestOptions, 'body'>): Promise<HttpResult<T>>;
  delete<T = unknown>(path: string, init?: Omit<RequestOptions, 'body'>): Promise<HttpResult<T>>;
  list<T = unknown>(path: string, query: RqlQuery, init?: ListOptions): Promise<ListResult<T>>;
  /** A binary file (GET, or POST with a body) with the name from Content-Disposition (RFC 6266). */
  download(path: string, init?: DownloadOptions): Promise<DownloadResult>;
  /**
   * POST a multipart form: a file (sent as field `file`) or a ready FormData, plus text fields.
   * The browser sets the multipart boundary; no JSON content type.
   */
  upload<T = unknown>(path: string, file: Blob | FormData, fields?: UploadFields, init?: Omit<RequestOptions, 'body'>): Promise<HttpResult<T>>;
}

/** The fetch-based adapter of the port, with what the application shell needs besides. */
export interface HttpClient extends DataProvider {
  request<T = unknown>(method: string, path: string, init?: RequestOptions): Promise<HttpResult<T>>;
  /** A Spring-style page (`page`, `size`, `sort=field,dir`; answer `{ content, page: { totalElements } }`). */
  listSpring<T = unknown>(path: string, query: SpringQuery, init?: Omit<ListOptions, 'extraRow'>): Promise<ListResult<T>>;
  /** Latest server clock offset in ms (0 until a Date header was seen). */
  serverTimeOffsetMs(): number;
}
