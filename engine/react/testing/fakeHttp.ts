import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type { HttpClient, HttpResult, ListResult } from '../../core/http';

/** A successful result. */
export function okResult<T>(data: T, status = 200): HttpResult<T> {
  return { status, headers: new Headers(), data };
}

/** An HttpClient whose methods are spies. */
export type FakeHttp = HttpClient & { [K in keyof HttpClient]: Mock };

/** An HttpClient whose every method is a vi.fn (spying on the given implementations); an unexpected GET fails. */
export function fakeHttp(overrides: Partial<HttpClient> = {}): FakeHttp {
  const client = {
    request: vi.fn(overrides.request ?? (async () => okResult(undefined))),
    get: vi.fn(overrides.get ?? (async (path: string) => Promise.reject(new Error(`fakeHttp: unexpected GET ${path}`)))),
    post: vi.fn(overrides.post ?? (async () => okResult(undefined))),
    delete: vi.fn(overrides.delete ?? (async () => okResult(undefined))),
    list: vi.fn(overrides.list ?? (async (): Promise<ListResult<never>> => ({ rows: [], total: 0, hasMore: false }))),
    download: vi.fn(overrides.download ?? (async () => ({ blob: new Blob(['x']), fileName: 'download', contentType: 'application/octet-stream' }))),
    serverTimeOffsetMs: vi.fn(overrides.serverTimeOffsetMs ?? (() => 0)),
  };
  return client as unknown as FakeHttp;
}
