export { createHttpClient, DEFAULT_RETRY_DELAYS_MS } from './client';
export type { HttpClient, HttpClientOptions, HttpResult, ListOptions, ListResult, RequestOptions, ResponseType } from './types';
export { joinUrl, resolveLocation } from './url';
export { newUuid } from './ids';
