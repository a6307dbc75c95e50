import {
  HttpError,
  INVALID_JSON_RESPONSE_MESSAGE,
  INVALID_PAYLOAD_MESSAGE,
  LOCATION_MISSING_MESSAGE,
  NETWORK_ERROR_STATUS_TEXT,
  messageOf,
} from '../errors';
import { formatRql, formatSpringQuery, parseContentRange, parseTotalMoreThan, readSpringPage, TOTAL_MORE_THAN_HEADER } from '../rql';
import type { RqlQuery, SpringQuery } from '../rql';
import { CLIENT_CALL_ID_HEADER, CORRELATION_ID_HEADER, isSafeMethod } from './callHeaders';
import { fileNameFromContentDisposition, fileNameFromUrl } from './contentDisposition';
import { newUuid } from './ids';
import type {
  DownloadOptions,
  DownloadResult,
  ErrorHandlingOptions,
  HttpClient,
  HttpClientOptions,
  HttpResult,
  ListOptions,
  ListResult,
  RequestOptions,
  UploadFields,
} from './types';
import { joinUrl, resolveLocation } from './url';

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [0, 300, 1000];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const RETRY_STATUSES = new Set([502, 503, 504]);

/** One call as sent, kept for error reports. */
interface Call {
  method: string;
  url: string;
  requestBody: unknown;
  options: RequestOptions;
  correlationId: string;
  callId: number;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let callCounter = 0;
  let serverOffset = 0;

  async function buildHeaders(call: Call, body: BodyInit | undefined, jsonBody: boolean): Promise<Headers> {
    const headers = new Headers();
    headers.set(CORRELATION_ID_HEADER, call.correlationId);
    headers.set('X-Requested-With', 'XMLHttpRequest');
    headers.set('X-Client-Time', new Date().toISOString());
    headers.set(CLIENT_CALL_ID_HEADER, String(call.callId));
    headers.set('X-Language', options.getLanguage());
    const tenant = options.getTenant?.();
    if (tenant !== undefined && tenant !== null && tenant !== '') headers.set('X-Tenant', String(tenant));
    const token = await options.getAccessToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // A POST (or PUT/PATCH) without body still says JSON: the server expects it.
    if (jsonBody || (body === undefined && BODY_METHODS.has(call.method))) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(call.options.headers ?? {})) headers.set(name, value);
    return headers;
  }

  function noteServerTime(response: Response, sentAt: number): void {
    const date = response.headers.get('Date');
    if (!date) return;
    const server = Date.parse(date);
    if (Number.isNaN(server)) return;
    // Compare with the middle of the round trip; the header has one-second resolution anyway.
    serverOffset = server - (sentAt + Date.now()) / 2;
    options.onServerTime?.(serverOffset);
  }

  /** fetch with retries; resolves with any response, rejects with HttpError (status 0) or the abort reason. */
  async function fetchWithRetry(call: Call, body: BodyInit | undefined, jsonBody: boolean): Promise<Response> {
    const { signal } = call.options;
    for (let attempt = 0; ; attempt++) {
      const headers = await buildHeaders(call, body, jsonBody);
      const sentAt = Date.now();
      let response: Response;
      try {
        response = await fetchFn(call.url, { method: call.method, headers, body, signal });
      } catch (error) {
        if (isAbort(error, signal)) throw signal?.reason ?? error;
        // No response came: retry any method (spec 7). The call may still have run, so every attempt
        // sends the call's same ids and the server answers a repeat with the first outcome.
        const delay = call.options.retry === false ? undefined : retryDelays[attempt];
        if (delay !== undefined) {
          await sleep(delay, signal);
          continue;
        }
        throw errorOf(call, 0, NETWORK_ERROR_STATUS_TEXT, undefined, { cause: error });
      }
      noteServerTime(response, sentAt);
      const delay = call.options.retry === false ? undefined : retryDelays[attempt];
      // An unavailable server may have run a call: only safe methods are repeated after such an answer.
      if (delay !== undefined && RETRY_STATUSES.has(response.status) && isSafeMethod(call.method)) {
        await response.body?.cancel().catch(() => undefined);
        await sleep(delay, signal);
        continue;
      }
      return response;
    }
  }

  async function perform<T>(method: string, url: string, path: string, init: RequestOptions): Promise<HttpResult<T>> {
    const call: Call = { method, url, requestBody: init.body, options: init, correlationId: newUuid(), callId: ++callCounter };
    const { body, json } = encodeBody(init.body);
    if (json && BODY_METHODS.has(method) && !init.skipSchemaCheck) await checkSchema(call, path);
    const response = await fetchWithRetry(call, body, json);

    if (!response.ok) {
      const text = await readText(response);
      throw errorOf(call, response.status, response.statusText, parseLoose(text), { headers: response.headers });
    }
    if (response.status === 201 && init.followLocation !== false) {
      const location = response.headers.get('Location');
      if (!location) {
        throw errorOf(call, 201, response.statusText, undefined, { message: LOCATION_MISSING_MESSAGE, headers: response.headers });
      }
      await response.body?.cancel().catch(() => undefined);
      const target = resolveLocation(location, url);
      const created = await perform<T>('GET', target, target, { ...init, body: undefined, headers: undefined, skipSchemaCheck: true });
      return { ...created, status: 201 };
    }
    const data = (await readBody(call, response)) as T;
    return { status: response.status, headers: response.headers, data };
  }

  async function checkSchema(call: Call, path: string): Promise<void> {
    if (!options.getRequestSchema || !options.validateBody) return;
    const schema = await options.getRequestSchema(path, call.method);
    if (!schema) return;
    const reasons = options.validateBody(schema, call.requestBody);
    if (reasons.length > 0) throw errorOf(call, 0, '', undefined, { message: INVALID_PAYLOAD_MESSAGE, reasons });
  }

  async function readBody(call: Call, response: Response): Promise<unknown> {
    const type = call.options.responseType ?? 'json';
    if (type === 'blob') return response.blob();
    const text = await readText(response);
    // Cancelled while the body was read (the screen went away): a cancellation, not an empty answer.
    const { signal } = call.options;
    if (signal?.aborted) throw signal.reason;
    if (type === 'text') return text;
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw errorOf(call, response.status, response.statusText, text, { message: INVALID_JSON_RESPONSE_MESSAGE, headers: response.headers, cause: error });
    }
  }

  function report(error: HttpError, init: ErrorHandlingOptions): void {
    const { background, callerHandles, skipAuthRedirect, badRequestIsWarning } = init;
    options.onError?.(error, background ?? false, { background, callerHandles, skipAuthRedirect, badRequestIsWarning });
  }

  async function request<T = unknown>(method: string, path: string, init: RequestOptions = {}): Promise<HttpResult<T>> {
    const upper = method.toUpperCase();
    try {
      return await perform<T>(upper, joinUrl(options.baseUrl, path, init.query), path, init);
    } catch (error) {
      if (error instanceof HttpError) report(error, init);
      throw error;
    }
  }

  /** A successful answer that has the wrong shape: reported like any failed call. */
  function shapeError(path: string, query: string, result: HttpResult<unknown>, message: string, init: ErrorHandlingOptions): HttpError {
    const error = new HttpError({ method: 'GET', url: joinUrl(options.baseUrl, path, query), status: result.status, responseBody: result.data, message });
    report(error, init);
    return error;
  }

  async function listSpring<T = unknown>(path: string, query: SpringQuery, init: Omit<ListOptions, 'extraRow'> = {}): Promise<ListResult<T>> {
    const text = formatSpringQuery(query);
    const result = await request<unknown>('GET', path, { ...init, query: text });
    const page = readSpringPage<T>(result.data);
    if (!page) throw shapeError(path, text, result, 'Expected a page { content, page: { totalElements } } in the list response', init);
    const rows = page.content;
    const total = page.totalElements;
    const hasMore = total !== undefined ? query.page * query.size + rows.length < total : query.size > 0 && rows.length >= query.size;
    return total === undefined ? { rows, hasMore } : { rows, total, hasMore };
  }

  async function download(path: string, init: DownloadOptions = {}): Promise<DownloadResult> {
    const { method = 'GET', ...rest } = init;
    const result = await request<Blob>(method, path, { ...rest, responseType: 'blob' });
    const url = joinUrl(options.baseUrl, path, init.query);
    const fileName = fileNameFromContentDisposition(result.headers.get('Content-Disposition')) ?? fileNameFromUrl(url) ?? 'download';
    const contentType = result.headers.get('Content-Type') || result.data.type || 'application/octet-stream';
    return { blob: result.data, fileName, contentType };
  }

  function upload<T = unknown>(path: string, file: Blob | FormData, fields: UploadFields = {}, init: Omit<RequestOptions, 'body'> = {}): Promise<HttpResult<T>> {
    let form: FormData;
    if (file instanceof FormData) {
      form = file;
    } else {
      form = new FormData();
      const name = (file as Blob & { name?: unknown }).name;
      form.append('file', file, typeof name === 'string' && name !== '' ? name : 'file');
    }
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(key, value);
      else form.append(key, String(value));
    }
    // No Content-Type of ours: fetch writes multipart/form-data with its boundary.
    return request<T>('POST', path, { ...init, body: form });
  }

  async function list<T = unknown>(path: string, query: RqlQuery, init: ListOptions = {}): Promise<ListResult<T>> {
    const { extraRow, ...rest } = init;
    const text = formatRql(query);
    const result = await request<unknown>('GET', path, { ...rest, query: text });
    if (!Array.isArray(result.data)) throw shapeError(path, text, result, 'Expected a JSON array in the list response', init);
    let rows = result.data as T[];
    const total = parseContentRange(result.headers.get('Content-Range'))?.total;
    const limit = query.limit;
    let hasMore: boolean;
    if (limit && extraRow) {
      const size = Math.max(0, limit.count - 1);
      hasMore = rows.length > size;
      rows = rows.slice(0, size);
    } else if (total !== undefined) {
      hasMore = (limit?.offset ?? 0) + rows.length < total;
    } else {
      // No total and no extra row: a full page may have a successor.
      hasMore = limit !== undefined && limit.count > 0 && rows.length >= limit.count;
    }
    if (total !== undefined) return { rows, total, hasMore };
    const moreThan = parseTotalMoreThan(result.headers.get(TOTAL_MORE_THAN_HEADER));
    return moreThan === undefined ? { rows, hasMore } : { rows, totalMoreThan: moreThan, hasMore };
  }

  return {
    request,
    get: (path, init) => request('GET', path, init),
    post: (path, body, init) => request('POST', path, { ...init, body }),
    delete: (path, init) => request('DELETE', path, init),
    list,
    listSpring,
    download,
    upload,
    serverTimeOffsetMs: () => serverOffset,
  };
}

function errorOf(
  call: Call,
  status: number,
  statusText: string,
  responseBody: unknown,
  extra: { message?: string; reasons?: string[]; headers?: Headers; cause?: unknown } = {},
): HttpError {
  return new HttpError({
    method: call.method,
    url: call.url,
    status,
    statusText,
    requestBody: call.requestBody,
    responseBody,
    message: extra.message ?? messageOf(responseBody, status, statusText),
    ...(extra.reasons ? { reasons: extra.reasons } : {}),
    headers: extra.headers,
    correlationId: call.correlationId,
    cause: extra.cause,
  });
}

/** JSON for plain values; binary and form bodies pass through untouched. */
function encodeBody(body: unknown): { body: BodyInit | undefined; json: boolean } {
  if (body === undefined) return { body: undefined, json: false };
  if (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  ) {
    return { body: body as BodyInit, json: false };
  }
  return { body: JSON.stringify(body), json: true };
}

/** Error bodies are read as text (a blob error too) and parsed as JSON when they are JSON. */
async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

function parseLoose(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
