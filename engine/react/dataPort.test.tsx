import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { createSchema, metadata, updateSchema } from '../core/form/testFixtures';
import type { DataProvider, HttpResult, ListResult } from '../core/http';
import { createTestI18n, renderEngine } from './testing/renderWithProviders';
import { testWidgets } from './testing/testWidgets';
import { searchPageCache } from './search/searchPageCache';
import { SearchPage } from './search/SearchPage';
import { DetailPage } from './detail/DetailPage';

const ENGINE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
/** The adapter that implements the port over fetch (engine/core/http) is the one part allowed to open connections. */
const ADAPTER = path.join(ENGINE, 'core', 'http') + path.sep;
const NETWORK = [/\bfetch\s*\(/, /\bXMLHttpRequest\b/, /\bnew\s+WebSocket\b/, /\bEventSource\b/, /\bsendBeacon\s*\(/, /\bcreateHttpClient\b/, /core\/http\/client['"]/];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !file.includes(`${path.sep}testing${path.sep}`) ? [file] : [];
  });
}

const ok = <T,>(data: T): HttpResult<T> => ({ status: 200, headers: new Headers(), data });
const row = { idTechnologia: 7, kod: 'FV', nazov: 'Fotovoltika', stav: 'AKTIVNA', ucinnost: 0.2, obnovitelna: true, platnostOd: '2024-01-01', verzia: 3 };

/** A port that answers like the server, with only the port's methods (no request, no clock), each spied on. */
function fakePort(): DataProvider {
  const port: DataProvider = {
    get: async <T,>(p: string): Promise<HttpResult<T>> => {
      if (p.endsWith('7/schema/post/request')) return ok(updateSchema as T);
      if (p.endsWith('schema/post/request')) return ok(createSchema as T);
      return ok(row as T);
    },
    post: async <T,>(): Promise<HttpResult<T>> => ok(undefined as T),
    delete: async <T,>(): Promise<HttpResult<T>> => ok(undefined as T),
    list: async <T,>(): Promise<ListResult<T>> => ({ rows: [row as T], total: 1, hasMore: false }),
    download: async () => ({ blob: new Blob(['x']), fileName: 'x', contentType: 'text/plain' }),
    upload: async <T,>(): Promise<HttpResult<T>> => ok(undefined as T),
  };
  for (const method of Object.keys(port) as (keyof DataProvider)[]) vi.spyOn(port, method);
  return port;
}

describe('the engine reaches the server only through the data-provider port', () => {
  it('no engine module but the fetch adapter uses fetch, XMLHttpRequest, sockets, beacons or the adapter itself', () => {
    const offenders = sources(ENGINE)
      .filter((file) => !file.startsWith(ADAPTER))
      .flatMap((file) => {
        // Comments may name these; code may not.
        const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
        return NETWORK.filter((pattern) => pattern.test(text)).map((pattern) => `${path.relative(ENGINE, file)}: ${pattern}`);
      });
    expect(offenders).toEqual([]);
    expect(sources(ENGINE).length).toBeGreaterThan(100);
  });

  describe('at run time', () => {
    const fetchSpy = vi.fn(async () => {
      throw new Error('the engine called fetch');
    });
    const xhrSpy = vi.fn();
    beforeEach(() => {
      window.localStorage.clear();
      searchPageCache.clear();
      vi.stubGlobal('fetch', fetchSpy);
      vi.stubGlobal('XMLHttpRequest', xhrSpy);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      fetchSpy.mockClear();
      xhrSpy.mockClear();
    });

    it('a search screen and a detail screen load through the fake port and nothing else', async () => {
      const port = fakePort();
      renderEngine({
        http: port,
        i18n: createTestI18n(),
        widgets: testWidgets,
        initialEntry: '/technologia/vyhladanie',
        routes: [
          { path: '/technologia/vyhladanie', element: <SearchPage entity={metadata} /> },
          { path: '/technologia/detail/:idTechnologia', element: <DetailPage entity={metadata} /> },
        ],
      });
      (await screen.findByText('Fotovoltika', {}, { timeout: 10_000 })).click();
      // The detail form loads lazily: on a busy machine that takes more than the default second.
      expect(await screen.findByDisplayValue('Fotovoltika', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(port.list).toHaveBeenCalledWith('/portal/zmluvy/technologia/', expect.anything(), expect.anything());
      expect(port.get).toHaveBeenCalledWith('/portal/zmluvy/technologia/7', expect.anything());
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(xhrSpy).not.toHaveBeenCalled();
    });
  });
});
