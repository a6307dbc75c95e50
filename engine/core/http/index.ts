export { createHttpClient, DEFAULT_RETRY_DELAYS_MS } from './client';
export type {
  CallerHandles,
  DownloadOptions,
  DownloadResult,
  ErrorHandlingOptions,
  HttpClient,
  DataProvider,
  HttpClientOptions,
  HttpResult,
  ListOptions,
  ListResult,
  RequestOptions,
  ResponseType,
  UploadFields,
} from './types';
export { fileNameFromContentDisposition, fileNameFromUrl, safeFileName } from './contentDisposition';
export { joinUrl, resolveLocation } from './url';
export { newUuid } from './ids';
