import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { entityRoutesPlugin } from './scripts/vite/entityRoutesPlugin';
import { queriedJsonPlugin } from './scripts/vite/queriedJsonPlugin';
import { floatingMergeRefs } from './scripts/vite/floatingMergeRefs';
import { loadedFilesOutOfPreloadLists } from './scripts/vite/preloadLists';
import { rjsfMarkdownOnDemand } from './scripts/vite/rjsfMarkdownOnDemand';
import { tableScrollArea } from './scripts/vite/tableScrollArea';

const projectDir = path.dirname(fileURLToPath(import.meta.url));
// The HTML entries live under web/ so that their paths inside it are the URL paths
// (web/portal/ui/index.html → /portal/ui/ and dist/portal/ui/index.html).
const webRoot = path.join(projectDir, 'web');
const variants = ['portal', 'core'] as const;
const apiServer = process.env.EDC_SERVER ?? 'http://localhost:8080';
const packageVersion = (JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { version: string }).version;
const buildVersion = process.env.EDC_BUILD_NUMBER ?? packageVersion;

/** The variant whose history fallback serves `url`, or undefined for files and other paths. */
export function fallbackVariant(url: string): (typeof variants)[number] | undefined {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const variant = variants.find((v) => pathname === `/${v}/ui` || pathname.startsWith(`/${v}/ui/`));
  if (!variant) return undefined;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A dot in the last segment means a file (config.json, silent-check-sso.html, a module).
  if (lastSegment.includes('.')) return undefined;
  return variant;
}

/** Serves '/' as a redirect to the portal and client-side routes of both variants as their index.html. */
function historyMiddleware(fileRoot: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (url === '/' || url.startsWith('/?')) {
      res.statusCode = 302;
      res.setHeader('Location', '/portal/ui/');
      res.end();
      return;
    }
    const variant = fallbackVariant(url);
    if (variant && !existsSync(path.join(fileRoot, url.split(/[?#]/, 1)[0] ?? ''))) {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      req.url = `/${variant}/ui/index.html${query}`;
    }
    next();
  };
}

const preloadLists = loadedFilesOutOfPreloadLists();

/** History fallback for `vite` (sources under web/) and `vite preview` (the build in dist/). */
function historyFallback(): Plugin {
  return {
    name: 'edc-history-fallback',
    configureServer(server) {
      server.middlewares.use(historyMiddleware(webRoot));
    },
    configurePreviewServer(server) {
      server.middlewares.use(historyMiddleware(path.join(projectDir, 'dist')));
    },
  };
}

/** The chunks only the form screens load (loadFormScreen's import and what it brings), by name. */
const FORM_SCREEN_CHUNKS = /^(EngineForm|DetailPage|EntityFormScreen|loadFormScreen|useEntityForm)$/;

export default defineConfig({
  root: webRoot,
  base: '/',
  publicDir: path.join(projectDir, 'public'),
  appType: 'mpa',
  plugins: [react(), historyFallback(), entityRoutesPlugin(projectDir), queriedJsonPlugin(), floatingMergeRefs(projectDir), tableScrollArea(projectDir), rjsfMarkdownOnDemand(projectDir), preloadLists.plugin],
  // The HTML entries name their scripts `/src/...`; the sources sit beside web/, not inside it.
  resolve: { alias: [{ find: /^\/src\//, replacement: `${path.join(projectDir, 'src')}/` }] },
  define: {
    'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion),
  },
  server: {
    port: 5173,
    strictPort: true,
    fs: { allow: [projectDir] },
    proxy: {
      '/portalbl': { target: apiServer, changeOrigin: false },
      '/auth': { target: apiServer, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    // DIST_DIR lets parallel end-to-end runs build side by side; the server reads the same variable.
    outDir: path.resolve(projectDir, process.env.DIST_DIR ?? 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
    // Route pages load lazily; the entry chunk carries React, the router, the login and the plain
    // shell; Mantine and the query cache load with the first page that uses them (src/app/rich.tsx).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: Object.fromEntries(variants.map((v) => [v, path.join(webRoot, v, 'ui', 'index.html')])),
      output: {
        // React and the router change rarely: one long-cached chunk. The rest splits by route.
        // The query cache (@tanstack/query-core and react-query) in one chunk: every rich page
        // mounts its provider and the searches use queries and mutations; left to the bundler it
        // came in six small chunks plus pieces of the search's, ~3 kB more gzipped and six more
        // names in every preload list. (The same for Mantine's core would pull in parts the
        // first search screen does not use: measured 2.6 kB worse.)
        // floating-ui (Mantine's dropdowns and popovers, ~13 kB) in a chunk of its own: left to the
        // bundler it shares one with ScrollArea, which Mantine's Table imports, so every grid
        // downloaded the dropdowns' positioning before any dropdown was opened.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/ },
            { name: 'react-query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
        // The form screens' own chunks, which an idle search prefetches (FormScreenPrefetch), ask
        // V8 to compile every function as they load (Chromium's compile hint), in the prefetch's
        // idle time, so the first detail open does not compile them as it draws: measured 0–15 ms
        // less to a first open's fields (npm run bench:detail). Never on the first download's or
        // a search's chunks: eager compiling there would delay what the user waits for. After
        // minification (postBanner), which drops comments.
        postBanner: (chunk) => (FORM_SCREEN_CHUNKS.test(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        // Text chunks named by language and area (i18n-sk-shell-…), so the size budget measures
        // exactly the ones the start loads; an entity search's own file (`?area`, src/i18n/entityTexts.ts) too.
        chunkFileNames: (chunk) => {
          const text = /[\\/]metadata[\\/]i18n[\\/]([\w-]+)[\\/]([\w-]+)\.json(?:\?area)?$/.exec(chunk.facadeModuleId ?? '');
          if (text) return `assets/i18n-${text[1]}-${text[2]}-[hash].js`;
          // An entity search's own metadata file (`?entity`, metadata/entityFiles.ts).
          const entity = /[\\/]metadata[\\/]entities[\\/]([\w-]+)\.json\?entity$/.exec(chunk.facadeModuleId ?? '');
          return entity ? `assets/entity-${entity[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
