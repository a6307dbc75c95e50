import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The queries that make a JSON file a module of its own: `?area` for an entity search's text file
 * (src/i18n/areas/files-{lang}.ts), `?entity` for its metadata file (metadata/entityFiles.ts).
 */
const QUERIES = ['?area', '?entity'];

/**
 * Loads `….json?area` and `….json?entity` as JSON modules. The query gives a file a module, and so
 * a chunk, apart from the one that bundles the same file with its siblings (every area's texts,
 * every entity's metadata); Vite's JSON handling does not take queried ids.
 */
export function queriedJsonPlugin(): Plugin {
  return {
    name: 'edc-queried-json',
    enforce: 'pre',
    load(id) {
      const query = QUERIES.find((q) => id.endsWith(`.json${q}`));
      if (!query) return null;
      // Parsed here: a broken file fails the build, as Vite's JSON plugin would.
      const value: unknown = JSON.parse(readFileSync(id.slice(0, -query.length), 'utf8'));
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`, map: null };
    },
  };
}
