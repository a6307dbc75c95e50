import type { Plugin } from 'vite';

/**
 * A build-time redirect of one import of a library's module: `source` imported by a module whose
 * path matches `importer` resolves to our file `to` instead; every other import is left alone.
 * The library patches below use it to load on demand what the library imports statically.
 */
export function redirectImport(name: string, redirect: { source: string; importer: RegExp; to: string }): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId(source, importer) {
      return source === redirect.source && importer !== undefined && redirect.importer.test(importer) ? redirect.to : null;
    },
  };
}
